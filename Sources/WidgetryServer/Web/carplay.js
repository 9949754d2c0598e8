// CarPlay's dashboard: the Home Screen's systemSmall widgets, painted by the server for `location=carPlay` (dark,
// at their own size), beside a status bar with the time. A widget that disfavors CarPlay shows the server's refusal.
import { enc, fetchFragment, showFragment } from "./api.js";
import { smallInstances } from "./standby.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

export function carPlayURL(instance) {
  return "/api/instances/" + enc(instance.id) + "/render.html?fragment=true&scale=2&location=carPlay&scheme=dark";
}

function isShown() { return !document.getElementById("carplay").hidden; }

function cellFor(instance) {
  var grid = document.getElementById("carplay-grid");
  var cell = grid.querySelector('.carplay-widget[data-id="' + CSS.escape(instance.id) + '"]');
  if (cell) return cell;
  cell = document.createElement("div");
  cell.className = "carplay-widget";
  cell.dataset.id = instance.id;
  cell.style.width = instance.size.width + "px";
  cell.style.height = instance.size.height + "px";
  cell.title = instance.displayName;
  grid.appendChild(cell);
  return cell;
}

async function paintCell(instance) {
  var cell = cellFor(instance);
  showFragment(cell, await fetchFragment(carPlayURL(instance)), "carplay-missing");
}

function updateTime() {
  document.getElementById("carplay-time").textContent =
    new Date().toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }).replace(/\s?[AP]M$/i, "");
}

// Paints every systemSmall widget (when the view is shown), dropping cells of widgets that are gone.
export async function renderCarPlay() {
  if (!isShown()) return;
  updateTime();
  var instances = smallInstances();
  var ids = instances.map(function (instance) { return instance.id; });
  document.querySelectorAll("#carplay-grid .carplay-widget").forEach(function (cell) {
    if (ids.indexOf(cell.dataset.id) < 0) cell.remove();
  });
  document.getElementById("carplay-empty").hidden = instances.length > 0;
  try {
    await Promise.all(instances.map(paintCell));
  } catch (error) {
    report(error);
  }
}

export function installCarPlay() {
  setInterval(function () { if (isShown()) updateTime(); }, 10000);
  // Follow the Home Screen's tiles, as StandBy does.
  new MutationObserver(function (records) {
    if (!isShown()) return;
    var all = records.some(function (record) {
      return record.type === "childList" && record.target.id === "home-grid";
    });
    if (all) { renderCarPlay(); return; }
    records.forEach(function (record) {
      if (record.type !== "attributes") return;
      var instance = record.target.dataset && state.instances[record.target.dataset.id];
      if (instance && instance.family === "systemSmall") paintCell(instance).catch(report);
    });
  }).observe(document.getElementById("home-grid"), { childList: true, attributes: true, subtree: true,
    attributeFilter: ["data-rendered"] });
}
