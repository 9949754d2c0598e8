// The clocks and the status bar: the Lock Screen's time and date, and the Home Screen's status bar in the ears
// beside the Dynamic Island (the time, and the battery of the computer showing the page when the browser tells it).
function time(now) {
  return now.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }).replace(/\s?[AP]M$/i, "");
}

function updateClock() {
  var now = new Date();
  document.getElementById("lock-time").textContent = time(now);
  document.getElementById("status-time").textContent = time(now);
  document.getElementById("lock-date").textContent =
    now.toLocaleDateString([], { weekday: "long", month: "long", day: "numeric" });
}

function showBattery(level, charging) {
  var battery = document.getElementById("status-battery");
  var percent = Math.round(level * 100);
  battery.style.setProperty("--battery", Math.max(8, percent) + "%");
  battery.setAttribute("aria-label", "Battery " + percent + " %" + (charging ? ", charging" : ""));
  battery.dataset.level = String(percent);
}

export function installStatusBar() {
  updateClock();
  setInterval(updateClock, 10000);
  showBattery(1, false);
  if (!navigator.getBattery) return;
  navigator.getBattery().then(function (battery) {
    function update() { showBattery(battery.level, battery.charging); }
    update();
    battery.addEventListener("levelchange", update);
    battery.addEventListener("chargingchange", update);
  }).catch(function () { /* keep it full */ });
}
