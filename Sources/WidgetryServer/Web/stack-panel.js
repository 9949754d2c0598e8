// Edit Stack, the sheet a stack's ⋯ button opens (iOS opens it from a long press): its name, the Smart Rotate
// switch, "Keep shown widget on top", why the top is on top, and each member's relevance. Each stack has a row in
// the sheet; the sheet shows the row of the stack it was opened for.
import { state } from "./state.js";

export function displayName(member) {
  var widget = state.widgetsByKind[member.kind];
  return (widget && widget.displayName) || member.kind;
}

// Makes a stack's row; `onSmartRotate(on)` and `onKeep()` are called when the person uses its controls.
export function buildRow(stack, onSmartRotate, onKeep) {
  var row = document.createElement("div");
  row.className = "stack-row";
  row.dataset.stackId = stack.id;
  var name = document.createElement("h3");
  var toggleLabel = document.createElement("label");
  toggleLabel.className = "switch";
  var toggle = document.createElement("input");
  toggle.type = "checkbox";
  toggle.setAttribute("role", "switch");
  toggle.className = "stack-smart-rotate";
  var toggleText = document.createElement("span");
  toggleText.textContent = "Smart Rotate";
  toggleLabel.appendChild(toggle);
  toggleLabel.appendChild(toggleText);
  var keep = document.createElement("button");
  keep.type = "button";
  keep.className = "stack-keep";
  keep.textContent = "Keep shown widget on top";
  var why = document.createElement("p");
  why.className = "stack-why";
  var members = document.createElement("ul");
  members.className = "stack-members";
  [name, toggleLabel, keep, why, members].forEach(function (child) { row.appendChild(child); });
  toggle.addEventListener("change", function () { onSmartRotate(toggle.checked); });
  keep.addEventListener("click", onKeep);
  row.hidden = true;
  panel().appendChild(row);
  return row;
}

// Shows a stack's state in its row.
export function updateRow(row, stack) {
  row.querySelector("h3").textContent = stack.name;
  row.querySelector(".stack-smart-rotate").checked = stack.smartRotate;
  row.querySelector(".stack-why").textContent = stack.reason ? stack.reason.detail : "";
  var list = row.querySelector(".stack-members");
  list.textContent = "";
  stack.members.forEach(function (member) {
    var item = document.createElement("li");
    item.dataset.id = member.id;
    item.className = member.isTop ? "top" : "";
    var title = document.createElement("strong");
    title.textContent = displayName(member) + (member.isTop ? " — on top" : "");
    var detail = document.createElement("span");
    detail.textContent = member.detail;
    item.appendChild(title);
    item.appendChild(detail);
    list.appendChild(item);
  });
}

export function removeRow(row) {
  row.remove();
  var sheet = document.getElementById("stack-sheet");
  if (sheet.open && !panel().querySelector(".stack-row:not([hidden])")) sheet.close();
}

// Opens Edit Stack on one stack's row.
export function openStackSheet(id) {
  panel().querySelectorAll(".stack-row").forEach(function (row) { row.hidden = row.dataset.stackId !== id; });
  var sheet = document.getElementById("stack-sheet");
  if (!sheet.open) sheet.showModal();
}

function panel() { return document.getElementById("stack-panel"); }
