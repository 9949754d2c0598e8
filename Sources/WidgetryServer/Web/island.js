// The Dynamic Island at the top of the phone, always black: the most relevant running activity compact, the second
// minimal beside it; a click or a long press expands it (and an alert does for a while); a click elsewhere or
// another click collapses it. Presentations are the server's HTML (GET /api/activities/{id}/render.html).
import { islandOrder, isRunning, renderPath } from "./activities.js";
import { api, enc, fetchFragment } from "./api.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

const longPressMillis = 450;
var expandedID = null;      // the activity shown expanded, or null
var heldUntil = 0;          // an alert keeps the island expanded until then
var renderSerial = 0;       // renders that finish out of order are dropped

function put(element, result) {
  if (result.ok) element.innerHTML = result.html;
  else element.textContent = result.message;
}

// Draws the island for the activities there are now.
export async function renderIsland() {
  var serial = ++renderSerial;
  var island = document.getElementById("island");
  var minimal = document.getElementById("island-minimal");
  var order = islandOrder();
  var expanded = expandedID && state.activities[expandedID] && isRunning(state.activities[expandedID])
    ? state.activities[expandedID] : null;
  if (!expanded) expandedID = null;
  var shown = expanded || order[0];
  if (!shown) {
    document.getElementById("home-device").dataset.bubble = "false";
    document.getElementById("home-device").style.removeProperty("--island-width");
    island.dataset.state = "idle";
    island.dataset.expanded = "false";
    delete island.dataset.activity;
    island.textContent = "";
    minimal.hidden = true;
    minimal.textContent = "";
    delete minimal.dataset.activity;
    return;
  }
  var presentation = expanded ? "expanded" : "compact";
  var second = expanded ? null : order.find(function (activity) { return activity.id !== shown.id; });
  var islandResult = await fetchFragment(renderPath(shown.id, presentation));
  var minimalResult = second ? await fetchFragment(renderPath(second.id, "minimal")) : null;
  if (serial !== renderSerial) return;
  island.dataset.state = presentation;
  island.dataset.expanded = expanded ? "true" : "false";
  island.dataset.activity = shown.id;
  put(island, islandResult);
  minimal.hidden = !minimalResult;
  if (minimalResult) {
    minimal.dataset.activity = second.id;
    put(minimal, minimalResult);
  } else {
    minimal.textContent = "";
    delete minimal.dataset.activity;
  }
  island.dataset.rendered = String(Date.now());
  if (window.WidgetryTimers) window.WidgetryTimers.tick();
  fitEars();
}

// The status bar's ears are what the compact island leaves; the second activity's bubble takes the trailing one.
function fitEars() {
  var device = document.getElementById("home-device");
  var island = document.getElementById("island");
  var compact = island.dataset.expanded !== "true";
  if (compact) device.style.setProperty("--island-width", getComputedStyle(island).width);
  device.dataset.bubble = String(!document.getElementById("island-minimal").hidden && compact);
}

// Expands the island on an activity for `millis` (an alert), then collapses it unless the person expanded it.
export function expandFor(id, millis) {
  expandedID = id;
  heldUntil = Date.now() + millis;
  setTimeout(function () {
    if (expandedID === id && Date.now() >= heldUntil) {
      expandedID = null;
      renderIsland().catch(report);
    }
  }, millis);
}

function setExpanded(id) {
  expandedID = id;
  heldUntil = 0;
  renderIsland().catch(report);
}

function toggle() {
  var island = document.getElementById("island");
  if (island.dataset.state === "idle") return;
  setExpanded(island.dataset.expanded === "true" ? null : island.dataset.activity);
}

export function installIsland() {
  var island = document.getElementById("island");
  var pressTimer = null;
  var longPressed = false;
  island.addEventListener("pointerdown", function () {
    longPressed = false;
    clearTimeout(pressTimer);
    pressTimer = setTimeout(function () { longPressed = true; toggle(); }, longPressMillis);
  });
  ["pointerup", "pointerleave", "pointercancel"].forEach(function (name) {
    island.addEventListener(name, function () { clearTimeout(pressTimer); });
  });
  island.addEventListener("click", function (event) {
    if (longPressed) { longPressed = false; event.stopPropagation(); event.preventDefault(); return; }
    // In the expanded island a tap on its content opens the activity's widgetURL (handled below); anywhere else,
    // and always while it is compact, a click expands or collapses it.
    var link = event.target.closest && event.target.closest(".wgt-hit, a");
    if (island.dataset.expanded === "true" && link) return;
    event.stopPropagation();
    event.preventDefault();
    toggle();
  });
  island.addEventListener("widgetry:action", function (event) {
    var id = island.dataset.activity;
    if (!id || event.detail.type !== "openURL") return;
    event.preventDefault();
    api("POST", "/api/activities/" + enc(id) + "/open-url", { url: event.detail.url }).catch(report);
  });
  island.addEventListener("keydown", function (event) {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); toggle(); }
  });
  document.getElementById("island-minimal").addEventListener("click", function (event) {
    if (event.currentTarget.dataset.activity) setExpanded(event.currentTarget.dataset.activity);
  });
  document.addEventListener("click", function (event) {
    if (expandedID && !event.target.closest(".island-area") && Date.now() >= heldUntil) setExpanded(null);
  });
}
