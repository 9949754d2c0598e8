// The details sheet: what an instance shows, its next reload, its budget and its recent reload ledger.
import { api, enc } from "./api.js";
import { report } from "./toasts.js";

export function openInspector(id) {
  api("GET", "/api/instances/" + enc(id)).then(function (instance) {
    document.getElementById("inspector-title").textContent = instance.displayName;
    var facts = document.getElementById("inspector-facts");
    facts.textContent = "";
    function fact(name, value) {
      var dt = document.createElement("dt");
      dt.textContent = name;
      var dd = document.createElement("dd");
      dd.textContent = value;
      facts.appendChild(dt);
      facts.appendChild(dd);
    }
    fact("Kind", instance.kind);
    fact("Family", instance.family + " (" + instance.size.width + "×" + instance.size.height + " pt)");
    fact("Instance", instance.id);
    if (instance.configuration) fact("Configuration", JSON.stringify(instance.configuration));
    fact("Shows", instance.entry ? instance.entry.slot + " — " + instance.entry.summary : "nothing yet");
    fact("Next reload", instance.nextReload
      ? new Date(instance.nextReload.date).toLocaleString() + " (" + instance.nextReload.reason + ")"
      : "none planned");
    fact("Budget left", String(instance.budgetLeft));
    var body = document.querySelector("#inspector-ledger tbody");
    body.textContent = "";
    instance.ledger.slice().reverse().forEach(function (record) {
      var row = document.createElement("tr");
      [new Date(record.date).toLocaleString(), record.event, record.reason + (record.counted ? "" : " (free)"),
        String(record.budgetLeft), record.detail].forEach(function (text, index) {
        var cell = document.createElement("td");
        cell.textContent = text;
        if (index === 1) cell.className = record.event;
        row.appendChild(cell);
      });
      body.appendChild(row);
    });
    document.getElementById("inspector").showModal();
  }).catch(report);
}
