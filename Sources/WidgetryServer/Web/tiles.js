// The widgets on the Home Screen and the Lock Screen: tiles at their true sizes, painted by the server's HTML
// painter (which escapes everything it writes) and refreshed when the host shows a new entry.
import { api, authHeaders, enc } from "./api.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

export function applyDevice(host) {
  var sizes = host.sizes;
  var small = sizes.systemSmall, medium = sizes.systemMedium, large = sizes.systemLarge;
  var root = document.documentElement.style;
  root.setProperty("--small", small.width + "px");
  root.setProperty("--column-gap", Math.max(0, medium.width - 2 * small.width) + "px");
  root.setProperty("--row-gap", Math.max(0, large.height - 2 * small.height) + "px");
  var match = /(\d+)\s*[×x]\s*(\d+)/.exec(host.device);
  if (match) {
    root.setProperty("--screen-width", match[1] + "px");
    root.setProperty("--screen-height", match[2] + "px");
  }
}

// The app's name, which iOS shows under each of its widgets (the bundle's display name).
export function appName() {
  return (state.host && (state.host.displayName || state.host.bundle)) || "";
}

export function isAccessory(family) { return family.indexOf("accessory") === 0; }

export function span(family) {
  switch (family) {
    case "systemMedium": return { columns: 2, rows: 1 };
    case "systemLarge": return { columns: 2, rows: 2 };
    case "systemExtraLarge": return { columns: 4, rows: 2 };
    default: return { columns: 1, rows: 1 };
  }
}

export function tileFor(instance) {
  var tile = document.querySelector('.tile[data-id="' + CSS.escape(instance.id) + '"]');
  if (tile) return tile;
  tile = document.createElement("div");
  tile.className = "tile " + (isAccessory(instance.family) ? "accessory" : "system");
  tile.dataset.id = instance.id;
  tile.dataset.kind = instance.kind;
  tile.dataset.family = instance.family;
  var size = span(instance.family);
  if (!isAccessory(instance.family)) {
    tile.style.gridColumn = "span " + size.columns;
    tile.style.gridRow = "span " + size.rows;
  }
  var slot = document.createElement("div");
  slot.className = "tile-widget";
  slot.style.width = instance.size.width + "px";
  slot.style.height = instance.size.height + "px";
  tile.appendChild(slot);
  var label = document.createElement("div");
  label.className = "tile-label";
  label.textContent = appName();
  tile.appendChild(label);
  var actions = document.createElement("div");
  actions.className = "tile-actions";
  if (instance.configurable) actions.appendChild(actionButton("✎", "Edit " + instance.displayName, "edit"));
  actions.appendChild(actionButton("i", "Details of " + instance.displayName, "inspect"));
  actions.appendChild(actionButton("−", "Remove " + instance.displayName, "remove"));
  tile.appendChild(actions);
  var container;
  if (instance.placement === "lockScreen") {
    container = document.getElementById(instance.family === "accessoryInline" ? "lock-inline" : "lock-widgets");
  } else {
    container = document.getElementById("home-grid");
  }
  container.appendChild(tile);
  updateEmptyStates();
  return tile;
}

function actionButton(text, label, action) {
  var button = document.createElement("button");
  button.type = "button";
  button.textContent = text;
  button.className = action;
  button.setAttribute("aria-label", label);
  button.title = label;
  button.dataset.tileAction = action;
  return button;
}

export function updateEmptyStates() {
  document.getElementById("home-empty").hidden = !!document.querySelector("#home-grid .tile");
  document.getElementById("lock-empty").hidden = !!document.querySelector("#lock-widgets .tile, #lock-inline .tile");
}

export function renderURL(instance) {
  var lock = instance.placement === "lockScreen";
  var query = "?fragment=true&scale=2&scheme=" + (lock ? "dark" : state.scheme);
  if (state.locked) query += "&locked=true";
  // iOS 26's clear or tinted glass is the Home Screen's: Lock Screen widgets keep their own look.
  if (state.glass && !lock) query += "&glass=" + state.glass;
  return "/api/instances/" + enc(instance.id) + "/render.html" + query;
}

// Fetches the widget's fragment and swaps it in; calls made while one is in flight coalesce into one more.
export function refresh(id, flash) {
  var instance = state.instances[id];
  if (!instance) return Promise.resolve();
  if (state.loading[id]) {
    state.dirty[id] = true;
    return state.loading[id];
  }
  var tile = tileFor(instance);
  var headers = {};
  if (state.token) headers["Authorization"] = "Bearer " + state.token;
  var promise = fetch(renderURL(instance), { headers: headers, credentials: "same-origin" })
    .then(function (response) {
      return response.text().then(function (text) { return { ok: response.ok, text: text }; });
    })
    .then(function (result) {
      var slot = tile.querySelector(".tile-widget");
      if (result.ok) {
        slot.innerHTML = result.text;
        tile.dataset.rendered = String(Date.now());
        tile.dataset.glass = instance.placement === "lockScreen" ? "" : state.glass;
      } else {
        var message = "Not rendered yet";
        try { message = JSON.parse(result.text).error.message; } catch (e) { /* keep the default */ }
        slot.textContent = "";
        var missing = document.createElement("div");
        missing.className = "tile-missing";
        missing.textContent = message;
        slot.appendChild(missing);
      }
      if (flash) {
        tile.classList.remove("updated");
        void tile.offsetWidth;
        tile.classList.add("updated");
      }
      if (window.WidgetryTimers) window.WidgetryTimers.tick();
    })
    .catch(report)
    .then(function () {
      delete state.loading[id];
      if (state.dirty[id]) {
        delete state.dirty[id];
        return refresh(id, flash);
      }
    });
  state.loading[id] = promise;
  return promise;
}

export function refreshAll() {
  Object.keys(state.instances).forEach(function (id) { refresh(id, false); });
}

export function upsert(instance) {
  var previous = state.instances[instance.id];
  state.instances[instance.id] = instance;
  if (previous && previous.family !== instance.family) removeTile(instance.id);
  tileFor(instance);
  return refresh(instance.id, !!previous);
}

export function removeTile(id) {
  var tile = document.querySelector('.tile[data-id="' + CSS.escape(id) + '"]');
  if (tile) tile.remove();
  updateEmptyStates();
}

export function loadInstance(id) {
  return api("GET", "/api/instances/" + enc(id)).then(upsert).catch(function (error) {
    if (error.status !== 404) report(error);
  });
}

