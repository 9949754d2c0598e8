// Taps on widgets (buttons, toggles, links) and on the tiles' own edit, inspect and remove buttons.
import { api, enc } from "./api.js";
import { openEditor } from "./editor.js";
import { openInspector } from "./inspector.js";
import { state } from "./state.js";
import { removeTile, upsert } from "./tiles.js";
import { report, toast } from "./toasts.js";

function tileOf(element) { return element.closest(".tile"); }

export function installTaps() {
  document.addEventListener("widgetry:action", function (event) {
    var detail = event.detail;
    var tile = tileOf(detail.element);
    if (!tile) return;
    var id = tile.dataset.id;
    if (detail.type === "openURL") {
      var navigates = detail.element.hasAttribute("href");
      if (!navigates) event.preventDefault();
      api("POST", "/api/instances/" + enc(id) + "/open-url", { url: detail.url, source: detail.source })
        .then(function (record) {
          if (record.disposition === "app") toast("Opened in the app: " + record.url);
          else if (record.disposition === "blocked") toast("Not opened (scheme not allowed): " + record.url, true);
        })
        .catch(report);
      return;
    }
    event.preventDefault();
    var widget = detail.widget;
    if (widget) widget.classList.add("wgt-pending");
    var body = { intent: detail.intent, parameters: detail.parameters || {} };
    if (detail.type === "toggle") {
      body.value = !detail.isOn;
      detail.element.setAttribute("aria-checked", body.value ? "true" : "false");
    }
    api("POST", "/api/instances/" + enc(id) + "/actions/" + detail.type, body)
      .then(function (instance) { return upsert(instance); })
      .catch(function (error) {
        if (widget) widget.classList.remove("wgt-pending");
        report(error);
      });
  });

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-tile-action]");
    if (!button) return;
    var tile = tileOf(button);
    var instance = state.instances[tile.dataset.id];
    if (!instance) return;
    switch (button.dataset.tileAction) {
      case "edit": openEditor(instance); break;
      case "inspect": openInspector(instance.id); break;
      case "remove":
        api("DELETE", "/api/instances/" + enc(instance.id))
          .then(function () {
            delete state.instances[instance.id];
            removeTile(instance.id);
          })
          .catch(report);
        break;
    }
  });
}
