// The toolbar on narrow windows (a menu), the phone scaled to the window's width, and the page's scheme, which
// starts as the system's (prefers-color-scheme) and follows it until the Dark switch is used.
import { state } from "./state.js";

// Scales the phone, StandBy and CarPlay down (never up) so they fit the window's width.
export function fitToWindow() {
  var root = document.documentElement;
  var style = getComputedStyle(root);
  var screens = document.querySelector(".screens");
  var padding = screens ? parseFloat(getComputedStyle(screens).paddingLeft) || 0 : 0;
  var available = root.clientWidth - 2 * padding;
  var width = parseFloat(style.getPropertyValue("--screen-width")) || 430;
  var height = parseFloat(style.getPropertyValue("--screen-height")) || 932;
  root.style.setProperty("--fit", String(Math.min(1, available / width)));
  root.style.setProperty("--fit-standby", String(Math.min(1, available / height)));
  root.style.setProperty("--fit-carplay", String(Math.min(1, available / 800)));
}

function installMenu() {
  var toolbar = document.getElementById("toolbar");
  var button = document.getElementById("menu-button");
  function setOpen(open) {
    toolbar.dataset.menu = open ? "open" : "closed";
    button.setAttribute("aria-expanded", open ? "true" : "false");
  }
  button.addEventListener("click", function () { setOpen(toolbar.dataset.menu !== "open"); });
  document.addEventListener("click", function (event) {
    if (toolbar.dataset.menu === "open" && !event.target.closest(".toolbar")) setOpen(false);
  });
  document.addEventListener("keydown", function (event) { if (event.key === "Escape") setOpen(false); });
  // A command in the menu (a button) closes it; switches and menus keep it open to try several.
  document.getElementById("toolbar-controls").addEventListener("click", function (event) {
    if (event.target.closest("button")) setOpen(false);
  });
}

// Sets the scheme and the switch; `changed(scheme)` repaints what depends on it.
function applyScheme(scheme) {
  state.scheme = scheme;
  document.body.dataset.scheme = scheme;
  document.getElementById("dark-switch").checked = scheme === "dark";
}

export function installToolbar(changed) {
  installMenu();
  fitToWindow();
  window.addEventListener("resize", fitToWindow);
  var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var chosen = false;
  applyScheme(system && system.matches ? "dark" : "light");
  if (system) {
    system.addEventListener("change", function () {
      if (chosen) return;
      applyScheme(system.matches ? "dark" : "light");
      changed(state.scheme);
    });
  }
  document.getElementById("dark-switch").addEventListener("change", function (event) {
    chosen = true;
    applyScheme(event.target.checked ? "dark" : "light");
    changed(state.scheme);
  });
}
