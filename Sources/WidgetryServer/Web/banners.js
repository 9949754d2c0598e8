// Live Activity banners on the Lock Screen: the activity's lockScreen presentation, marked stale after its stale
// date and ended after it ends, until it is dismissed.
import { renderPath } from "./activities.js";
import { fetchFragment } from "./api.js";

function bannerFor(activity) {
  var list = document.getElementById("lock-activities");
  var banner = list.querySelector('.activity-banner[data-activity="' + CSS.escape(activity.id) + '"]');
  if (!banner) {
    banner = document.createElement("div");
    banner.className = "activity-banner";
    banner.dataset.activity = activity.id;
    list.appendChild(banner);
  }
  return banner;
}

export function removeBanner(id) {
  var banner = document.querySelector('.activity-banner[data-activity="' + CSS.escape(id) + '"]');
  if (banner) banner.remove();
}

// Draws an activity's banner, or removes it once the activity is dismissed.
export async function renderBanner(activity) {
  if (activity.state === "dismissed") {
    removeBanner(activity.id);
    return;
  }
  var banner = bannerFor(activity);
  banner.dataset.state = activity.state;
  banner.dataset.stale = activity.isStale ? "true" : "false";
  const result = await fetchFragment(renderPath(activity.id, "lockScreen"));
  if (!banner.isConnected) return;
  if (result.ok) banner.innerHTML = result.html;
  else banner.textContent = result.message;
  banner.dataset.rendered = String(Date.now());
  if (window.WidgetryTimers) window.WidgetryTimers.tick();
}
