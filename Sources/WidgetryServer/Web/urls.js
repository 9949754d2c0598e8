// The log of URLs widgets opened (links and widgetURL), newest first.
import { state } from "./state.js";

export function logURL(record) {
  var list = document.getElementById("url-log");
  var item = document.createElement("li");
  var badge = document.createElement("span");
  badge.className = "disposition " + record.disposition;
  badge.textContent = record.disposition;
  var code = document.createElement("code");
  code.textContent = record.url;
  var meta = document.createElement("span");
  meta.className = "meta";
  var instance = state.instances[record.id];
  meta.textContent = (instance ? instance.displayName : record.kind) + " · " + record.source + " · " +
    new Date(record.date).toLocaleTimeString();
  item.appendChild(badge);
  item.appendChild(code);
  item.appendChild(meta);
  list.insertBefore(item, list.firstChild);
  while (list.children.length > 30) list.lastChild.remove();
  document.getElementById("url-empty").hidden = true;
}

// MARK: Gallery
