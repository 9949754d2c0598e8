// StandBy: a charging iPhone on its side shows two systemSmall widgets side by side, scaled up, on black. The server
// paints each for `location=standBy` (a removable container background removed, the widget scaled to its slot) and,
// with the night switch, in red on black. The slots follow the Home Screen's tiles: when a tile is painted again
// (a new entry) or one is added or removed, the view is painted again.
import { enc, fetchFragment, showFragment } from "./api.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

const chosen = [null, null];
let night = false;

// The Home Screen's systemSmall widgets, in the order they were added: the ones StandBy can show.
export function smallInstances() {
  return Object.values(state.instances).filter(function (instance) {
    return instance.family === "systemSmall" && instance.placement !== "lockScreen";
  });
}

export function standByURL(instance, atNight) {
  return "/api/instances/" + enc(instance.id) + "/render.html?fragment=true&scale=2&location=standBy" +
    (atNight ? "&night=true" : "");
}

function isShown() { return !document.getElementById("standby").hidden; }

// Keeps each slot's choice while it is still a systemSmall widget; otherwise the first one not in the other slot.
function choose(instances) {
  var ids = instances.map(function (instance) { return instance.id; });
  for (var slot = 0; slot < chosen.length; slot++) {
    if (chosen[slot] !== null && ids.indexOf(chosen[slot]) < 0) chosen[slot] = null;
  }
  for (slot = 0; slot < chosen.length; slot++) {
    if (chosen[slot] !== null) continue;
    var free = ids.filter(function (id) { return chosen.indexOf(id) < 0; });
    chosen[slot] = free.length ? free[0] : null;
  }
}

// Each widget by its name, as iOS lists them; a second widget of the same name is "Name 2", and so on.
export function pickerNames(instances) {
  var seen = {};
  return instances.map(function (instance) {
    seen[instance.displayName] = (seen[instance.displayName] || 0) + 1;
    var count = seen[instance.displayName];
    return count > 1 ? instance.displayName + " " + count : instance.displayName;
  });
}

function fillPicker(picker, instances, selected) {
  picker.textContent = "";
  var names = pickerNames(instances);
  instances.forEach(function (instance, index) {
    var option = document.createElement("option");
    option.value = instance.id;
    option.textContent = names[index];
    option.selected = instance.id === selected;
    picker.appendChild(option);
  });
  picker.disabled = instances.length === 0;
}

async function paintSlot(slot) {
  var element = document.querySelector('.standby-slot[data-slot="' + slot + '"] .standby-widget');
  var instance = chosen[slot] === null ? null : state.instances[chosen[slot]];
  element.textContent = "";
  element.dataset.id = instance ? instance.id : "";
  if (!instance) return;
  var result = await fetchFragment(standByURL(instance, night));
  if (chosen[slot] !== instance.id) return;  // chosen again while painting
  showFragment(element, result, "standby-missing");
}

// Paints both slots (when the view is shown).
export async function renderStandBy() {
  if (!isShown()) return;
  var instances = smallInstances();
  choose(instances);
  document.getElementById("standby-empty").hidden = instances.length > 0;
  document.querySelectorAll(".standby-picker").forEach(function (element) {
    var slot = Number(element.dataset.slot);
    fillPicker(element.querySelector("select"), instances, chosen[slot]);
  });
  try {
    await Promise.all(chosen.map(function (_, slot) { return paintSlot(slot); }));
  } catch (error) {
    report(error);
  }
}

function sizeDevice() {
  var match = state.host && /(\d+)\s*[×x]\s*(\d+)/.exec(state.host.device);
  if (!match) return;
  var device = document.getElementById("standby-device");
  // Landscape: the portrait height is the width.
  device.style.width = match[2] + "px";
  device.style.height = match[1] + "px";
}

export function installStandBy() {
  document.getElementById("night-switch").addEventListener("change", function (event) {
    night = event.target.checked;
    document.getElementById("standby-device").dataset.night = String(night);
    renderStandBy();
  });
  document.querySelectorAll(".standby-picker select").forEach(function (picker) {
    picker.addEventListener("change", function () {
      var slot = Number(picker.closest(".standby-picker").dataset.slot);
      chosen[slot] = picker.value;
      paintSlot(slot).catch(report);
    });
  });
  // The Home Screen's tiles say when a widget changed: repaint the slot that shows it, or both when tiles come and go.
  new MutationObserver(function (records) {
    if (!isShown()) return;
    var ids = {};
    var all = false;
    records.forEach(function (record) {
      if (record.type === "childList") { if (record.target.id === "home-grid") all = true; }
      else if (record.target.dataset && record.target.dataset.id) ids[record.target.dataset.id] = true;
    });
    if (all) { renderStandBy(); return; }
    chosen.forEach(function (id, slot) { if (id !== null && ids[id]) paintSlot(slot).catch(report); });
  }).observe(document.getElementById("home-grid"), { childList: true, attributes: true, subtree: true,
    attributeFilter: ["data-rendered"] });
}

export function showStandBy() {
  sizeDevice();
  return renderStandBy();
}
