// Smart Stacks: several widgets in one Home Screen slot, swiped (or stepped with the buttons) through, with page
// dots. The host picks the top; the page scrolls to it whenever a `stack` event says the top changed, shows why,
// and has a Smart Rotate switch per stack. Member tiles are the ordinary tiles (tiles.js keeps painting them); this
// module only moves them into their stack's slot.
import { api, enc } from "./api.js";
import { state } from "./state.js";
import { span } from "./tiles.js";
import { report } from "./toasts.js";

const stacks = {};

export function installStacks() {
  var grid = document.getElementById("home-grid");
  // A member's tile is made by tiles.js in the grid: move it into its stack as soon as it appears.
  new MutationObserver(function () { placeAll(); }).observe(grid, { childList: true });
  var panel = document.createElement("section");
  panel.id = "stack-panel";
  panel.className = "stack-panel";
  panel.setAttribute("aria-label", "Smart Stacks");
  panel.hidden = true;
  grid.parentNode.appendChild(panel);
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
  entry.row.remove();
  delete stacks[id];
  updatePanel();
}

function render(stack) {
  if (!stack.members.length) { remove(stack.id); return; }
  var entry = stacks[stack.id] || build(stack);
  entry.stack = stack;
  var size = span(stack.family || "systemSmall");
  entry.element.style.gridColumn = "span " + size.columns;
  entry.element.style.gridRow = "span " + size.rows;
  var first = state.instances[stack.members[0].id];
  if (first && first.size) entry.pages.style.height = first.size.height + "px";
  entry.element.dataset.top = stack.top || "";
  entry.element.dataset.smartRotate = String(stack.smartRotate);
  entry.toggle.checked = stack.smartRotate;
  entry.name.textContent = stack.name;
  entry.why.textContent = stack.reason ? stack.reason.detail : "";
  entry.members.textContent = "";
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
    entry.members.appendChild(item);
  });
  placeAll();
  showTop(entry);
  updatePanel();
}

function displayName(member) {
  var widget = state.widgetsByKind[member.kind];
  return (widget && widget.displayName) || member.kind;
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
  row.appendChild(name);
  row.appendChild(toggleLabel);
  row.appendChild(keep);
  row.appendChild(why);
  row.appendChild(members);
  document.getElementById("stack-panel").appendChild(row);

  var entry = {
    element: element, pages: pages, dots: dots, label: label, row: row, name: name, toggle: toggle, why: why,
    members: members, stack: stack, shown: 0
  };
  stacks[stack.id] = entry;
  toggle.addEventListener("change", function () {
    patch(entry, { smartRotate: toggle.checked });
  });
  keep.addEventListener("click", function () {
    var ids = memberIDs(entry);
    if (ids[entry.shown]) patch(entry, { chosenTop: ids[entry.shown] });
  });
  controls.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (button) scrollToIndex(entry, entry.shown + Number(button.dataset.step), true);
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
  var member = entry.stack.members[entry.shown];
  entry.label.textContent = member ? displayName(member) : entry.stack.name;
}

function updatePanel() {
  var panel = document.getElementById("stack-panel");
  if (panel) panel.hidden = Object.keys(stacks).length === 0;
}
