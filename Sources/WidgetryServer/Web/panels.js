// E-ink devices (TRMNL's protocol, `serve --dashboard`): each device that set up, waiting for approval or showing a
// dashboard, with its last contact, battery and the exact screen it was last sent. Polled, since devices poll too.
import { api, enc } from "./api.js";
import { report } from "./toasts.js";

var dashboards = [];

function text(tag, className, value) {
  var element = document.createElement(tag);
  if (className) element.className = className;
  element.textContent = value;
  return element;
}

function ago(iso) {
  if (!iso) return "never";
  var seconds = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
  if (seconds < 90) return seconds + " s ago";
  if (seconds < 5400) return Math.round(seconds / 60) + " min ago";
  return Math.round(seconds / 3600) + " h ago";
}

function facts(device) {
  var list = document.createElement("dl");
  list.className = "panel-facts";
  [
    ["Dashboard", device.approved ? device.dashboard : "waiting for approval"],
    // A second setup's new key: approving it replaces the key of the device it names (check the id on its screen).
    device.replaces ? ["New key for", device.replaces + " (approve only if this id is on its screen)"] : null,
    ["Last contact", ago(device.lastSeen)],
    ["Battery", device.batteryVoltage != null ? device.batteryVoltage.toFixed(2) + " V" : "—"],
    ["Firmware", device.firmware || "—"],
    ["Signal", device.rssi != null ? device.rssi + " dBm" : "—"],
    ["Panel", device.width ? device.width + "×" + device.height : "—"],
    ["Next wake", device.refreshRate ? "in " + device.refreshRate + " s" : "—"]
  ].filter(Boolean).forEach(function (pair) {
    list.appendChild(text("dt", null, pair[0]));
    list.appendChild(text("dd", null, pair[1]));
  });
  return list;
}

function card(device) {
  var item = document.createElement("li");
  item.className = "panel-device";
  item.dataset.device = device.id;
  item.dataset.approved = String(device.approved);
  item.appendChild(text("h3", null, device.id));
  item.appendChild(facts(device));
  if (device.screen) {
    var image = document.createElement("img");
    image.className = "panel-screen";
    image.alt = "The screen " + device.id + " shows";
    image.src = device.screen;
    item.appendChild(image);
  }
  var actions = document.createElement("div");
  actions.className = "panel-actions";
  if (!device.approved || dashboards.length > 1) {
    var choice = document.createElement("select");
    choice.setAttribute("aria-label", "Dashboard for " + device.id);
    dashboards.forEach(function (dashboard) {
      var option = text("option", null, dashboard.name + " (" + dashboard.device + ")");
      option.value = dashboard.name;
      option.selected = dashboard.name === device.dashboard;
      choice.appendChild(option);
    });
    var approve = text("button", "primary", device.approved ? "Show" : "Approve");
    approve.type = "button";
    approve.dataset.panelAction = "approve";
    approve.addEventListener("click", function () {
      act("POST", "/api/panels/devices/" + enc(device.id) + "/approve", { dashboard: choice.value });
    });
    actions.appendChild(choice);
    actions.appendChild(approve);
  }
  var forget = text("button", null, "Forget");
  forget.type = "button";
  forget.dataset.panelAction = "forget";
  forget.addEventListener("click", function () { act("DELETE", "/api/panels/devices/" + enc(device.id)); });
  actions.appendChild(forget);
  item.appendChild(actions);
  if (device.logs && device.logs.length) {
    var logs = text("pre", "panel-logs", device.logs.join("\n"));
    item.appendChild(logs);
  }
  return item;
}

async function act(method, path, body) {
  try {
    await api(method, path, body);
    await loadPanels();
  } catch (error) {
    report(error);
  }
}

// Reads the dashboards and devices and redraws the section; hidden when the server shows no dashboards.
export async function loadPanels() {
  var section = document.getElementById("panels");
  var listing = await api("GET", "/api/panels");
  dashboards = listing.dashboards || [];
  section.hidden = dashboards.length === 0;
  var list = document.getElementById("panel-list");
  list.replaceChildren.apply(list, (listing.devices || []).map(card));
  document.getElementById("panel-empty").hidden = (listing.devices || []).length > 0;
}

export function installPanels() {
  setInterval(function () { loadPanels().catch(function () {}); }, 10000);
}
