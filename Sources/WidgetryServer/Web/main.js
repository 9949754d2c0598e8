// The Widgetry web home screen: widgets at their true sizes, live over server-sent events.
// Plain JavaScript modules, no build step. Every string from the server is set as text; widget markup comes from
// the server's HTML painter, which escapes everything it writes.
import { loadActivities, renderAllActivities } from "./activities.js";
import { api, apiAll, readToken } from "./api.js";
import { installControlCenter, loadControls } from "./controls.js";
import { connectEvents } from "./events.js";
import { installCarPlay, renderCarPlay } from "./carplay.js";
import { installGallery } from "./gallery.js";
import { installIsland } from "./island.js";
import { installPager, layout } from "./pager.js";
import { installPanels, loadPanels } from "./panels.js";
import { installStacks, loadStacks } from "./stacks.js";
import { installStandBy, showStandBy } from "./standby.js";
import { state } from "./state.js";
import { installStatusBar } from "./statusbar.js";
import { installTaps } from "./taps.js";
import { fitToWindow, installToolbar } from "./toolbar.js";
import { applyDevice, refreshAll, updateEmptyStates, upsert } from "./tiles.js";
import { report } from "./toasts.js";
import { logURL } from "./urls.js";

document.addEventListener("click", function (event) {
  var close = event.target.closest && event.target.closest("[data-close]");
  if (close) close.closest("dialog").close();
});

// Phone (Lock and Home Screens), StandBy or CarPlay: the phone's screens stay in the page (their tiles drive the
// other views), hidden by the stylesheet.
function showView(view) {
  document.body.dataset.view = view;
  document.getElementById("standby").hidden = view !== "standBy";
  document.getElementById("carplay").hidden = view !== "carPlay";
  // Glass is the phone's Home Screen appearance; StandBy and CarPlay have their own.
  document.getElementById("glass-switch").hidden = view !== "phone";
  if (view === "standBy") showStandBy();
  if (view === "carPlay") renderCarPlay();
}

async function start() {
  state.token = readToken();
  installTaps();
  installGallery();
  installIsland();
  installStandBy();
  installCarPlay();
  document.getElementById("view-switch").addEventListener("change", function (event) {
    showView(event.target.value);
  });
  installToolbar(function () {
    refreshAll();
    renderAllActivities();
  });
  document.getElementById("glass-switch").addEventListener("change", function (event) {
    state.glass = event.target.value;
    document.body.dataset.glass = state.glass;
    refreshAll();
  });
  document.getElementById("locked-switch").addEventListener("change", function (event) {
    state.locked = event.target.checked;
    refreshAll();
  });
  installStatusBar();
  installPager();
  try {
    const host = await api("GET", "/api/host");
    state.host = host;
    applyDevice(host);
    fitToWindow();
    layout();
    document.getElementById("bundle-name").textContent = host.displayName || host.bundle;
    document.getElementById("device-name").textContent = host.device;
    document.getElementById("developer-badge").hidden = !host.developerMode;
    document.title = (host.displayName || host.bundle) + " — Widgetry";
    installControlCenter(host);
    connectEvents();
    // Listings come in pages: follow their next links so every widget shows.
    const [widgets, instances, urls] = await Promise.all([
      api("GET", "/api/widgets"), apiAll("/api/instances"), apiAll("/api/opened-urls")
    ]);
    state.widgets = widgets;
    widgets.forEach(function (widget) { state.widgetsByKind[widget.kind] = widget; });
    urls.forEach(logURL);
    installStacks();
    await Promise.all(instances.map(upsert).concat([loadActivities(), loadControls(), loadPanels(), loadStacks()]));
    installPanels();
    updateEmptyStates();
    document.body.dataset.ready = "true";
  } catch (error) {
    report(error);
  }
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
