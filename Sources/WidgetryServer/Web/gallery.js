// The Add Widget sheet: every widget's isPreview snapshot in each family it supports.
import { api, enc } from "./api.js";
import { state } from "./state.js";
import { isAccessory, upsert } from "./tiles.js";
import { report, toast } from "./toasts.js";

function previewURL(kind, family) {
  return "/api/widgets/" + enc(kind) + "/preview.png?scale=2&family=" + enc(family) +
    "&scheme=" + (isAccessory(family) ? "dark" : state.scheme);
}

export function openGallery() {
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

export function installGallery() {
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
  document.getElementById("add-button").addEventListener("click", openGallery);
}
