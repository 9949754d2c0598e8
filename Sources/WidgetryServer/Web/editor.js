// The Edit sheet: a form generated from a widget's or a control's configuration intent; errors point at their
// field.
import { api, enc } from "./api.js";
import { state } from "./state.js";
import { upsert } from "./tiles.js";

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

export function openEditor(instance) {
  var widget = state.widgetsByKind[instance.kind];
  if (!widget || !widget.form) return;
  openForm({
    title: "Edit " + instance.displayName, form: widget.form, configuration: instance.configuration,
    path: "/api/instances/" + enc(instance.id) + "/configuration", saved: upsert
  });
}

// The sheet for any configuration form: `{title, form, configuration, path, saved}`; PUTs the values to `path`.
export function openForm(options) {
  var instance = { configuration: options.configuration };
  var dialog = document.getElementById("editor");
  var form = options.form;
  document.getElementById("editor-title").textContent = options.title;
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
    api("PUT", options.path, configuration)
      .then(function (updated) {
        dialog.close();
        return options.saved(updated);
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
