// Smart Stacks: several widgets in one Home Screen slot, swiped (or stepped with the buttons) through, with page
// dots. The host picks the top; the page scrolls to it whenever a `stack` event says the top changed, shows why,
// and has a Smart Rotate switch per stack. Member tiles are the ordinary tiles (tiles.js keeps painting them); this
// module only moves them into their stack's slot.
import { api, enc } from "./api.js";
import { buildRow, openStackSheet, removeRow, updateRow } from "./stack-panel.js";
import { state } from "./state.js";
import { appName } from "./tiles.js";
import { report } from "./toasts.js";

const stacks = {};

export function installStacks() {
  var grid = document.getElementById("home-grid");
  // A member's tile is made by tiles.js in the grid: move it into its stack as soon as it appears.
  new MutationObserver(function () { placeAll(); }).observe(grid, { childList: true });
  if (state.events) {
    state.events.addEventListener("stack", function (event) {
      var payload;
      try { payload = JSON.parse(event.data); } catch (e) { return; }
      loadStack(payload.id);
    });
  }
}

export function loadStacks() {
  return api("GET", "/api/stacks").then(function (result) {
    result.stacks.forEach(render);
  }).catch(report);
}

function loadStack(id) {
  return api("GET", "/api/stacks/" + enc(id)).then(render).catch(function (error) {
    if (error.status === 404) remove(id);
    else report(error);
  });
}

function remove(id) {
  var entry = stacks[id];
  if (!entry) return;
  var grid = document.getElementById("home-grid");
  entry.pages.querySelectorAll(".tile").forEach(function (tile) { grid.appendChild(tile); });
  entry.element.remove();
  removeRow(entry.row);
  delete stacks[id];
}

function render(stack) {
  if (!stack.members.length) { remove(stack.id); return; }
  var entry = stacks[stack.id] || build(stack);
  entry.stack = stack;
  // pager.js places the stack on its page by its family.
  entry.element.dataset.family = stack.family || "systemSmall";
  var first = state.instances[stack.members[0].id];
  if (first && first.size) entry.pages.style.height = first.size.height + "px";
  entry.element.dataset.top = stack.top || "";
  entry.element.dataset.smartRotate = String(stack.smartRotate);
  updateRow(entry.row, stack);
  placeAll();
  showTop(entry);
}

function build(stack) {
  var element = document.createElement("div");
  element.className = "stack";
  element.dataset.stackId = stack.id;
  var pages = document.createElement("div");
  pages.className = "stack-pages";
  pages.tabIndex = 0;
  pages.setAttribute("aria-label", "Smart Stack " + stack.name + ": scroll to see its widgets");
  element.appendChild(pages);
  var dots = document.createElement("div");
  dots.className = "stack-dots";
  dots.setAttribute("aria-hidden", "true");
  element.appendChild(dots);
  var controls = document.createElement("div");
  controls.className = "stack-controls";
  controls.appendChild(stepButton("▲", "Previous widget in the stack", -1));
  controls.appendChild(stepButton("▼", "Next widget in the stack", 1));
  var edit = stepButton("⋯", "Edit Stack " + stack.name, 0);
  edit.className = "stack-edit";
  controls.appendChild(edit);
  element.appendChild(controls);
  var label = document.createElement("div");
  label.className = "tile-label stack-label";
  element.appendChild(label);
  // The stack takes the slot of its first member that is on the grid already (else the end of the grid).
  var grid = document.getElementById("home-grid");
  var firstTile = stack.members.map(function (member) {
    return grid.querySelector(':scope > .tile[data-id="' + CSS.escape(member.id) + '"]');
  }).filter(Boolean)[0];
  grid.insertBefore(element, firstTile || null);

  var entry = { element: element, pages: pages, dots: dots, label: label, row: null, stack: stack, shown: 0 };
  stacks[stack.id] = entry;
  entry.row = buildRow(stack, function (on) { patch(entry, { smartRotate: on }); }, function () {
    var ids = memberIDs(entry);
    if (ids[entry.shown]) patch(entry, { chosenTop: ids[entry.shown] });
  });
  controls.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (button && button.classList.contains("stack-edit")) openStackSheet(entry.stack.id);
    else if (button) scrollToIndex(entry, entry.shown + Number(button.dataset.step), true);
  });
  var settle;
  pages.addEventListener("scroll", function () {
    clearTimeout(settle);
    settle = setTimeout(function () {
      var height = pages.clientHeight || 1;
      entry.shown = Math.round(pages.scrollTop / height);
      updateDots(entry);
    }, 80);
  });
  return entry;
}

function stepButton(text, label, step) {
  var button = document.createElement("button");
  button.type = "button";
  button.textContent = text;
  button.setAttribute("aria-label", label);
  button.title = label;
  button.dataset.step = String(step);
  return button;
}

function patch(entry, body) {
  return api("PATCH", "/api/stacks/" + enc(entry.stack.id), body).then(render).catch(report);
}

function memberIDs(entry) {
  return entry.stack.members.map(function (member) { return member.id; });
}

// Moves every member's tile into its stack, in the stack's order.
function placeAll() {
  Object.keys(stacks).forEach(function (id) {
    var entry = stacks[id];
    memberIDs(entry).forEach(function (memberID, index) {
      var tile = document.querySelector('.tile[data-id="' + CSS.escape(memberID) + '"]');
      if (!tile) return;
      if (tile.parentNode !== entry.pages || entry.pages.children[index] !== tile) {
        entry.pages.insertBefore(tile, entry.pages.children[index] || null);
      }
    });
    Array.prototype.slice.call(entry.pages.children).forEach(function (tile) {
      if (memberIDs(entry).indexOf(tile.dataset.id) < 0) document.getElementById("home-grid").appendChild(tile);
    });
    updateDots(entry);
  });
}

function showTop(entry) {
  var index = memberIDs(entry).indexOf(entry.stack.top);
  if (index >= 0) scrollToIndex(entry, index, false);
}

function scrollToIndex(entry, index, smooth) {
  var count = entry.stack.members.length;
  entry.shown = Math.max(0, Math.min(count - 1, index));
  entry.pages.scrollTo({ top: entry.shown * entry.pages.clientHeight, behavior: smooth ? "smooth" : "auto" });
  updateDots(entry);
}

function updateDots(entry) {
  var ids = memberIDs(entry);
  entry.dots.textContent = "";
  ids.forEach(function (id, index) {
    var dot = document.createElement("span");
    dot.className = "stack-dot" + (index === entry.shown ? " current" : "") + (id === entry.stack.top ? " top" : "");
    entry.dots.appendChild(dot);
  });
  entry.element.dataset.shown = ids[entry.shown] || "";
  // As on iOS, the label under a stack is the app's name, as under any widget.
  entry.label.textContent = appName();
}
