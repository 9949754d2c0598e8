// Control Center: a sheet with the controls added to it, each painted by the server in its size
// (GET /api/controls/{id}/render.html). Tapping a button performs its intent; tapping a toggle performs its
// SetValueIntent with the new value, shows the new state at once, then the value provider's (`control` events).
import { api, enc, fetchFragment } from "./api.js";
import { openForm } from "./editor.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

const sizesKey = "widgetry-control-sizes";

function savedSizes() {
  try { return JSON.parse(localStorage.getItem(sizesKey) || "{}"); } catch (e) { return {}; }
}

function sizeOf(id) { return savedSizes()[id] || "medium"; }

function saveSize(id, size) {
  var sizes = savedSizes();
  if (size) sizes[id] = size; else delete sizes[id];
  localStorage.setItem(sizesKey, JSON.stringify(sizes));
}

function tileOf(id) {
  return document.querySelector('.control-tile[data-control="' + CSS.escape(id) + '"]');
}

function makeTile(control) {
  var tile = document.createElement("div");
  tile.className = "control-tile";
  tile.dataset.control = control.id;
  var tap = document.createElement("button");
  tap.type = "button";
  tap.className = "control-tap";
  tap.dataset.controlAction = "tap";
  var remove = document.createElement("button");
  remove.type = "button";
  remove.className = "control-remove";
  remove.textContent = "−";
  remove.dataset.controlAction = "remove";
  tile.appendChild(tap);
  tile.appendChild(remove);
  if (formOf(control.kind)) {
    var edit = document.createElement("button");
    edit.type = "button";
    edit.className = "control-edit";
    edit.textContent = "✎";
    edit.dataset.controlAction = "edit";
    edit.setAttribute("aria-label", "Configure " + (control.displayName || control.kind));
    tile.appendChild(edit);
  }
  document.getElementById("control-grid").appendChild(tile);
  return tile;
}

// The configuration form of a control kind, when people configure it.
function formOf(kind) {
  var kinds = (state.host && state.host.controls) || [];
  var found = kinds.find(function (entry) { return entry.kind === kind; });
  return found ? found.form : null;
}

function configure(control) {
  openForm({
    title: "Configure " + (control.displayName || control.kind), form: formOf(control.kind),
    configuration: control.configuration, path: "/api/controls/" + enc(control.id) + "/configuration",
    saved: renderControl
  });
}

function updateEmpty() {
  document.getElementById("control-empty").hidden = !!document.querySelector("#control-grid .control-tile");
}

// Draws a control as the host has it now.
export async function renderControl(control) {
  state.controls[control.id] = control;
  var tile = tileOf(control.id) || makeTile(control);
  var size = sizeOf(control.id);
  tile.dataset.size = size;
  tile.dataset.kind = control.kind;
  tile.dataset.template = control.template || "button";
  if (control.isOn !== null && control.isOn !== undefined) tile.dataset.on = control.isOn ? "true" : "false";
  tile.dataset.optimistic = control.isOptimistic ? "true" : "false";
  var tap = tile.querySelector(".control-tap");
  var label = control.displayName || control.kind;
  tap.setAttribute("aria-label", label + (control.template === "toggle" ? (control.isOn ? ", on" : ", off") : ""));
  if (control.template === "toggle") tap.setAttribute("aria-pressed", control.isOn ? "true" : "false");
  tile.querySelector(".control-remove").setAttribute("aria-label", "Remove " + label);
  updateEmpty();
  const result = await fetchFragment(
    "/api/controls/" + enc(control.id) + "/render.html?fragment=true&scale=2&size=" + size);
  if (!tileOf(control.id)) return;
  if (result.ok) tap.innerHTML = result.html;
  else tap.textContent = result.message;
  tile.dataset.rendered = String(Date.now());
}

function removeTile(id) {
  var tile = tileOf(id);
  if (tile) tile.remove();
  delete state.controls[id];
  saveSize(id, null);
  updateEmpty();
}

// A `control` event: the control as GET /api/controls/{id} shows it.
export function onControlEvent(control) {
  renderControl(control).catch(report);
}

async function tap(id) {
  var control = state.controls[id];
  if (!control) return;
  var tile = tileOf(id);
  tile.dataset.pending = "true";
  var body = {};
  if (control.template === "toggle") body.value = !control.isOn;
  try {
    const updated = await api("POST", "/api/controls/" + enc(id) + "/actions/" + (control.template || "button"), body);
    await renderControl(updated);
  } catch (error) {
    report(error);
  } finally {
    if (tileOf(id)) delete tileOf(id).dataset.pending;
  }
}

export async function loadControls() {
  const controls = await api("GET", "/api/controls");
  state.controls = {};
  await Promise.all(controls.map(renderControl));
  updateEmpty();
}

export function installControlCenter(host) {
  var sheet = document.getElementById("control-center");
  var kinds = document.getElementById("control-kind");
  kinds.textContent = "";
  (host.controls || []).forEach(function (control) {
    var option = document.createElement("option");
    option.value = control.kind;
    option.textContent = control.displayName || control.kind;
    kinds.appendChild(option);
  });
  document.getElementById("control-add").hidden = !(host.controls || []).length;
  document.getElementById("control-center-button").addEventListener("click", function () {
    if (!sheet.open) sheet.showModal();
    loadControls().catch(report);
  });
  document.getElementById("control-add").addEventListener("submit", async function (event) {
    event.preventDefault();
    try {
      const control = await api("POST", "/api/controls", { kind: kinds.value });
      saveSize(control.id, document.getElementById("control-size").value);
      await renderControl(control);
      if (formOf(control.kind)) configure(control);
    } catch (error) {
      report(error);
    }
  });
  document.getElementById("control-grid").addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-control-action]");
    if (!button) return;
    event.preventDefault();
    var id = button.closest(".control-tile").dataset.control;
    if (button.dataset.controlAction === "tap") { tap(id); return; }
    if (button.dataset.controlAction === "edit") { configure(state.controls[id]); return; }
    api("DELETE", "/api/controls/" + enc(id)).then(function () { removeTile(id); }).catch(report);
  });
}
