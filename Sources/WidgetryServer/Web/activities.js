// Live Activities on the page: what the host keeps (GET /api/activities), kept current by `activity` events, shown
// on the Dynamic Island (island.js) and the Lock Screen (banners.js).
import { apiAll, enc } from "./api.js";
import { removeBanner, renderBanner } from "./banners.js";
import { expandFor, renderIsland } from "./island.js";
import { state } from "./state.js";
import { report } from "./toasts.js";

const alertMillis = 4000;
var alertTimer = null;

// The server's HTML for one presentation of an activity.
export function renderPath(id, presentation) {
  var query = "?fragment=true&scale=2&presentation=" + presentation;
  if (presentation === "lockScreen") query += "&scheme=" + (state.scheme === "dark" ? "dark" : "light");
  return "/api/activities/" + enc(id) + "/render.html" + query;
}

export function isRunning(activity) { return activity.state === "active" || activity.state === "stale"; }

// Running activities, most relevant first: highest relevanceScore, ties to the earliest started.
export function islandOrder() {
  return Object.values(state.activities).filter(isRunning).sort(function (a, b) {
    if (b.relevanceScore !== a.relevanceScore) return b.relevanceScore - a.relevanceScore;
    return Date.parse(a.startDate) - Date.parse(b.startDate);
  });
}

export function renderAllActivities() {
  Object.values(state.activities).forEach(function (activity) { renderBanner(activity).catch(report); });
  renderIsland().catch(report);
}

// An alert's title and body, shown briefly while the island expands on its activity.
function showAlert(activity, alert) {
  var box = document.getElementById("activity-alert");
  box.querySelector("strong").textContent = alert.title;
  box.querySelector("span").textContent = alert.body;
  box.dataset.activity = activity.id;
  box.hidden = false;
  expandFor(activity.id, alertMillis);
  clearTimeout(alertTimer);
  alertTimer = setTimeout(function () { box.hidden = true; }, alertMillis);
}

// An `activity` event: `{event, activity, alert?}`.
export function onActivityEvent(payload) {
  var activity = payload.activity;
  if (payload.event === "dismissed") {
    delete state.activities[activity.id];
    removeBanner(activity.id);
  } else {
    state.activities[activity.id] = activity;
    renderBanner(activity).catch(report);
  }
  if (payload.alert && isRunning(activity)) showAlert(activity, payload.alert);
  renderIsland().catch(report);
}

// Every activity the host keeps that is not yet dismissed.
export async function loadActivities() {
  const activities = await apiAll("/api/activities");
  state.activities = {};
  activities.forEach(function (activity) {
    if (activity.state !== "dismissed") state.activities[activity.id] = activity;
  });
  renderAllActivities();
}
