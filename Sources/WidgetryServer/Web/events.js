// Live updates: the host's events over server-sent events.
import { onActivityEvent } from "./activities.js";
import { enc } from "./api.js";
import { onControlEvent } from "./controls.js";
import { state } from "./state.js";
import { loadInstance, refresh, removeTile } from "./tiles.js";
import { logURL } from "./urls.js";

export function connectEvents() {
  var url = "/api/events" + (state.token ? "?token=" + enc(state.token) : "");
  var source = new EventSource(url);
  var connection = document.getElementById("connection");
  source.onopen = function () {
    connection.textContent = "Live";
    connection.className = "connection live";
  };
  source.onerror = function () {
    connection.textContent = "Reconnecting…";
    connection.className = "connection down";
  };
  function on(name, handler) {
    source.addEventListener(name, function (event) {
      var payload;
      try { payload = JSON.parse(event.data); } catch (e) { return; }
      handler(payload);
    });
  }
  on("entry", function (payload) {
    if (state.instances[payload.id]) {
      state.instances[payload.id].entry = payload;
      refresh(payload.id, true);
    }
  });
  on("instance-added", function (payload) { if (!state.instances[payload.id]) loadInstance(payload.id); });
  on("instance-reconfigured", function (payload) { loadInstance(payload.id); });
  on("instance-removed", function (payload) {
    delete state.instances[payload.id];
    removeTile(payload.id);
  });
  // The server's event log no longer has what this page missed while disconnected: read everything again.
  on("reload", function () { window.location.reload(); });
  on("url-opened", function (payload) { logURL(payload); });
  on("activity", onActivityEvent);
  on("control", onControlEvent);
  state.events = source;
}

