// The Widgetry web home screen: widgets at their true sizes, live over server-sent events.
// Plain JavaScript, no build step. Every string from the server is set as text; widget markup comes from the
// server's HTML painter, which escapes everything it writes.
(function () {
  "use strict";

  var state = {
    token: null,
    scheme: "light",
    locked: false,
    host: null,
    widgets: [],
    widgetsByKind: {},
    instances: {},
    loading: {},
    dirty: {},
    events: null
  };

  // MARK: Token and API

  function readToken() {
    var url = new URL(window.location.href);
    var token = url.searchParams.get("token");
    if (token) {
      sessionStorage.setItem("widgetry-token", token);
      url.searchParams.delete("token");
      history.replaceState(null, "", url.pathname + url.search + url.hash);
    }
    return token || sessionStorage.getItem("widgetry-token");
  }

  function ApiError(message, field, status) {
    this.message = message;
    this.field = field;
    this.status = status;
  }

  function api(method, path, body) {
    var headers = { "Accept": "application/json" };
    if (state.token) headers["Authorization"] = "Bearer " + state.token;
    var init = { method: method, headers: headers, credentials: "same-origin" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (response) {
      if (response.status === 204) return null;
      var type = response.headers.get("Content-Type") || "";
      var parsed = type.indexOf("json") >= 0 ? response.json() : response.text();
      return parsed.then(function (value) {
        if (!response.ok) {
          var error = value && value.error ? value.error : { message: "HTTP " + response.status };
          throw new ApiError(error.message, error.field, response.status);
        }
        return value;
      });
    });
  }

  function enc(value) { return encodeURIComponent(value); }

  // MARK: Toasts

  function toast(message, isError) {
    var element = document.createElement("div");
    element.className = "toast" + (isError ? " error" : "");
    element.textContent = message;
    document.getElementById("toasts").appendChild(element);
    setTimeout(function () { element.remove(); }, isError ? 6000 : 3500);
  }

  function report(error) {
    toast(error && error.message ? error.message : String(error), true);
  }

  // MARK: Layout from the device

  function applyDevice(host) {
    var sizes = host.sizes;
    var small = sizes.systemSmall, medium = sizes.systemMedium, large = sizes.systemLarge;
    var root = document.documentElement.style;
    root.setProperty("--small", small.width + "px");
    root.setProperty("--column-gap", Math.max(0, medium.width - 2 * small.width) + "px");
    root.setProperty("--row-gap", Math.max(0, large.height - 2 * small.height) + "px");
    var match = /(\d+)\s*[×x]\s*(\d+)/.exec(host.device);
    if (match) root.setProperty("--screen-width", match[1] + "px");
  }

  function isAccessory(family) { return family.indexOf("accessory") === 0; }

  function span(family) {
    switch (family) {
      case "systemMedium": return { columns: 2, rows: 1 };
      case "systemLarge": return { columns: 2, rows: 2 };
      case "systemExtraLarge": return { columns: 4, rows: 2 };
      default: return { columns: 1, rows: 1 };
    }
  }

  // MARK: Tiles

  function tileFor(instance) {
    var tile = document.querySelector('.tile[data-id="' + CSS.escape(instance.id) + '"]');
    if (tile) return tile;
    tile = document.createElement("div");
    tile.className = "tile " + (isAccessory(instance.family) ? "accessory" : "system");
    tile.dataset.id = instance.id;
    tile.dataset.kind = instance.kind;
    tile.dataset.family = instance.family;
    var size = span(instance.family);
    if (!isAccessory(instance.family)) {
      tile.style.gridColumn = "span " + size.columns;
      tile.style.gridRow = "span " + size.rows;
    }
    var slot = document.createElement("div");
    slot.className = "tile-widget";
    slot.style.width = instance.size.width + "px";
    slot.style.height = instance.size.height + "px";
    tile.appendChild(slot);
    var label = document.createElement("div");
    label.className = "tile-label";
    label.textContent = instance.displayName;
    tile.appendChild(label);
    var actions = document.createElement("div");
    actions.className = "tile-actions";
    if (instance.configurable) actions.appendChild(actionButton("✎", "Edit " + instance.displayName, "edit"));
    actions.appendChild(actionButton("i", "Details of " + instance.displayName, "inspect"));
    actions.appendChild(actionButton("−", "Remove " + instance.displayName, "remove"));
    tile.appendChild(actions);
    var container;
    if (instance.placement === "lockScreen") {
      container = document.getElementById(instance.family === "accessoryInline" ? "lock-inline" : "lock-widgets");
    } else {
      container = document.getElementById("home-grid");
    }
    container.appendChild(tile);
    updateEmptyStates();
    return tile;
  }

  function actionButton(text, label, action) {
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = text;
    button.className = action;
    button.setAttribute("aria-label", label);
    button.title = label;
    button.dataset.tileAction = action;
    return button;
  }

  function updateEmptyStates() {
    document.getElementById("home-empty").hidden = !!document.querySelector("#home-grid .tile");
    document.getElementById("lock-empty").hidden = !!document.querySelector("#lock-widgets .tile, #lock-inline .tile");
  }

  function renderURL(instance) {
    var lock = instance.placement === "lockScreen";
    var query = "?fragment=true&scale=2&scheme=" + (lock ? "dark" : state.scheme);
    if (state.locked) query += "&locked=true";
    return "/api/instances/" + enc(instance.id) + "/render.html" + query;
  }

  // Fetches the widget's fragment and swaps it in; calls made while one is in flight coalesce into one more.
  function refresh(id, flash) {
    var instance = state.instances[id];
    if (!instance) return Promise.resolve();
    if (state.loading[id]) {
      state.dirty[id] = true;
      return state.loading[id];
    }
    var tile = tileFor(instance);
    var headers = {};
    if (state.token) headers["Authorization"] = "Bearer " + state.token;
    var promise = fetch(renderURL(instance), { headers: headers, credentials: "same-origin" })
      .then(function (response) {
        return response.text().then(function (text) { return { ok: response.ok, text: text }; });
      })
      .then(function (result) {
        var slot = tile.querySelector(".tile-widget");
        if (result.ok) {
          slot.innerHTML = result.text;
          tile.dataset.rendered = String(Date.now());
        } else {
          var message = "Not rendered yet";
          try { message = JSON.parse(result.text).error.message; } catch (e) { /* keep the default */ }
          slot.textContent = "";
          var missing = document.createElement("div");
          missing.className = "tile-missing";
          missing.textContent = message;
          slot.appendChild(missing);
        }
        if (flash) {
          tile.classList.remove("updated");
          void tile.offsetWidth;
          tile.classList.add("updated");
        }
        if (window.WidgetryTimers) window.WidgetryTimers.tick();
      })
      .catch(report)
      .then(function () {
        delete state.loading[id];
        if (state.dirty[id]) {
          delete state.dirty[id];
          return refresh(id, flash);
        }
      });
    state.loading[id] = promise;
    return promise;
  }

  function refreshAll() {
    Object.keys(state.instances).forEach(function (id) { refresh(id, false); });
  }

  function upsert(instance) {
    var previous = state.instances[instance.id];
    state.instances[instance.id] = instance;
    if (previous && previous.family !== instance.family) removeTile(instance.id);
    tileFor(instance);
    return refresh(instance.id, !!previous);
  }

  function removeTile(id) {
    var tile = document.querySelector('.tile[data-id="' + CSS.escape(id) + '"]');
    if (tile) tile.remove();
    updateEmptyStates();
  }

  function loadInstance(id) {
    return api("GET", "/api/instances/" + enc(id)).then(upsert).catch(function (error) {
      if (error.status !== 404) report(error);
    });
  }

  // MARK: Live updates

  function connectEvents() {
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
    on("url-opened", function (payload) { logURL(payload); });
    state.events = source;
  }

  // MARK: Taps

  function tileOf(element) { return element.closest(".tile"); }

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

  // MARK: Opened URLs

  function logURL(record) {
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

  function previewURL(kind, family) {
    return "/api/widgets/" + enc(kind) + "/preview.png?scale=2&family=" + enc(family) +
      "&scheme=" + (isAccessory(family) ? "dark" : state.scheme);
  }

  function openGallery() {
    var list = document.getElementById("gallery-list");
    list.textContent = "";
    state.widgets.forEach(function (widget) {
      var card = document.createElement("section");
      card.className = "gallery-card";
      card.dataset.kind = widget.kind;
      var title = document.createElement("h3");
      title.textContent = widget.displayName;
      var description = document.createElement("p");
      description.textContent = widget.description || widget.kind;
      var previews = document.createElement("div");
      previews.className = "gallery-previews";
      widget.families.forEach(function (family) {
        var figure = document.createElement("div");
        figure.className = "gallery-preview" + (isAccessory(family.family) ? " accessory" : "");
        var image = document.createElement("img");
        image.alt = widget.displayName + " (" + family.family + ")";
        image.width = family.size.width;
        image.height = family.size.height;
        image.loading = "lazy";
        image.src = previewURL(widget.kind, family.family);
        var add = document.createElement("button");
        add.type = "button";
        add.className = "primary";
        add.textContent = "Add " + family.family.replace("system", "").replace("accessory", "");
        add.dataset.addKind = widget.kind;
        add.dataset.addFamily = family.family;
        figure.appendChild(image);
        figure.appendChild(add);
        previews.appendChild(figure);
      });
      card.appendChild(title);
      card.appendChild(description);
      card.appendChild(previews);
      list.appendChild(card);
    });
    document.getElementById("gallery").showModal();
  }

  document.getElementById("gallery-list").addEventListener("click", function (event) {
    var button = event.target.closest("[data-add-kind]");
    if (!button) return;
    button.disabled = true;
    api("POST", "/api/instances", { kind: button.dataset.addKind, family: button.dataset.addFamily })
      .then(function (instance) {
        document.getElementById("gallery").close();
        toast("Added " + instance.displayName);
        return upsert(instance);
      })
      .catch(report)
      .then(function () { button.disabled = false; });
  });

  // MARK: Edit sheet

  function optionIndex(options, value) {
    var text = JSON.stringify(value);
    for (var i = 0; i < options.length; i++) if (JSON.stringify(options[i].value) === text) return i;
    return -1;
  }

  function inputFor(field, value) {
    var input;
    var options = field.options;
    if (field.type === "bool") {
      input = document.createElement("input");
      input.type = "checkbox";
      input.setAttribute("role", "switch");
      input.checked = value === true;
      return input;
    }
    if (options && options.length && field.type !== "array") {
      input = document.createElement("select");
      if (field.optional) input.appendChild(new Option("None", "-1"));
      options.forEach(function (option, index) {
        input.appendChild(new Option(option.subtitle ? option.title + " — " + option.subtitle : option.title, String(index)));
      });
      var selected = optionIndex(options, value);
      input.value = String(selected >= 0 ? selected : field.optional ? -1 : 0);
      return input;
    }
    if (options && options.length && field.type === "array") {
      input = document.createElement("select");
      input.multiple = true;
      options.forEach(function (option, index) {
        var element = new Option(option.title, String(index));
        element.selected = Array.isArray(value) && optionIndex(value.map(function (v) { return { value: v }; }), option.value) >= 0;
        input.appendChild(element);
      });
      return input;
    }
    input = document.createElement("input");
    switch (field.type) {
      case "int": input.type = "number"; input.step = "1"; break;
      case "double": input.type = "number"; input.step = "any"; break;
      case "url": input.type = "url"; break;
      case "date": input.type = "datetime-local"; break;
      default: input.type = "text";
    }
    if (value === null || value === undefined) input.value = "";
    else if (field.type === "date") input.value = String(value).replace(/Z$/, "").slice(0, 16);
    else if (Array.isArray(value)) input.value = value.join(", ");
    else input.value = String(value);
    if (field.type === "array") input.placeholder = "Comma-separated values";
    return input;
  }

  function scalar(type, text) {
    if (type === "int") return parseInt(text, 10);
    if (type === "double") return parseFloat(text);
    if (type === "bool") return text === "true";
    if (type === "date") return new Date(text).toISOString().replace(/\.\d{3}Z$/, "Z");
    return text;
  }

  function valueOf(field, input) {
    var options = field.options;
    if (field.type === "bool") return input.checked;
    if (input.tagName === "SELECT" && input.multiple) {
      return Array.prototype.filter.call(input.options, function (o) { return o.selected; })
        .map(function (o) { return options[parseInt(o.value, 10)].value; });
    }
    if (input.tagName === "SELECT") {
      var index = parseInt(input.value, 10);
      return index < 0 ? null : options[index].value;
    }
    var text = input.value.trim();
    if (text === "") return field.optional ? null : undefined;
    if (field.type === "array") {
      return text.split(",").map(function (part) { return scalar(field.elementType, part.trim()); });
    }
    return scalar(field.type, text);
  }

  function openEditor(instance) {
    var widget = state.widgetsByKind[instance.kind];
    if (!widget || !widget.form) return;
    var dialog = document.getElementById("editor");
    var form = widget.form;
    document.getElementById("editor-title").textContent = "Edit " + instance.displayName;
    document.getElementById("editor-description").textContent = form.description || form.title;
    var container = document.getElementById("editor-fields");
    container.textContent = "";
    var error = document.getElementById("editor-error");
    error.hidden = true;
    var inputs = {};
    form.fields.forEach(function (field) {
      var configuration = instance.configuration || {};
      var value = Object.prototype.hasOwnProperty.call(configuration, field.name) ? configuration[field.name] : field.defaultValue;
      var label = document.createElement("label");
      label.className = "field";
      label.dataset.field = field.name;
      var title = document.createElement("span");
      title.textContent = field.title;
      label.appendChild(title);
      var input = inputFor(field, value);
      input.name = field.name;
      label.appendChild(input);
      if (field.description || field.note) {
        var help = document.createElement("small");
        help.textContent = field.note || field.description;
        label.appendChild(help);
      }
      var fieldError = document.createElement("span");
      fieldError.className = "field-error";
      label.appendChild(fieldError);
      container.appendChild(label);
      inputs[field.name] = { field: field, input: input, label: label, error: fieldError };
    });
    var formElement = document.getElementById("editor-form");
    formElement.onsubmit = function (event) {
      event.preventDefault();
      var configuration = {};
      Object.keys(inputs).forEach(function (name) {
        var entry = inputs[name];
        entry.label.classList.remove("invalid");
        entry.error.textContent = "";
        var value = valueOf(entry.field, entry.input);
        if (value !== undefined) configuration[name] = value;
      });
      error.hidden = true;
      api("PUT", "/api/instances/" + enc(instance.id) + "/configuration", configuration)
        .then(function (updated) {
          dialog.close();
          return upsert(updated);
        })
        .catch(function (failure) {
          var name = failure.field ? failure.field.replace(/^configuration\./, "") : null;
          if (name && inputs[name]) {
            inputs[name].label.classList.add("invalid");
            inputs[name].error.textContent = failure.message;
          } else {
            error.textContent = failure.message;
            error.hidden = false;
          }
        });
    };
    dialog.showModal();
  }

  // MARK: Inspector

  function openInspector(id) {
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

  // MARK: Switches, clock, start

  document.addEventListener("click", function (event) {
    var close = event.target.closest && event.target.closest("[data-close]");
    if (close) close.closest("dialog").close();
  });

  function updateClock() {
    var now = new Date();
    document.getElementById("lock-time").textContent =
      now.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" }).replace(/\s?[AP]M$/i, "");
    document.getElementById("lock-date").textContent =
      now.toLocaleDateString([], { weekday: "long", month: "long", day: "numeric" });
  }

  function start() {
    state.token = readToken();
    document.getElementById("dark-switch").addEventListener("change", function (event) {
      state.scheme = event.target.checked ? "dark" : "light";
      document.body.dataset.scheme = state.scheme;
      refreshAll();
    });
    document.getElementById("locked-switch").addEventListener("change", function (event) {
      state.locked = event.target.checked;
      refreshAll();
    });
    document.getElementById("add-button").addEventListener("click", openGallery);
    updateClock();
    setInterval(updateClock, 10000);
    api("GET", "/api/host")
      .then(function (host) {
        state.host = host;
        applyDevice(host);
        document.getElementById("bundle-name").textContent = host.bundle;
        document.getElementById("device-name").textContent = host.device;
        document.getElementById("developer-badge").hidden = !host.developerMode;
        document.title = host.bundle + " — Widgetry";
        connectEvents();
        return Promise.all([api("GET", "/api/widgets"), api("GET", "/api/instances"), api("GET", "/api/opened-urls")]);
      })
      .then(function (results) {
        state.widgets = results[0];
        state.widgets.forEach(function (widget) { state.widgetsByKind[widget.kind] = widget; });
        results[2].forEach(logURL);
        return Promise.all(results[1].map(upsert));
      })
      .then(function () {
        updateEmptyStates();
        document.body.dataset.ready = "true";
      })
      .catch(report);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
