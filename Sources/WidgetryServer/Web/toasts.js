// Short messages at the bottom of the page; errors stay longer.
export function toast(message, isError) {
  const element = document.createElement("div");
  element.className = "toast" + (isError ? " error" : "");
  element.textContent = message;
  document.getElementById("toasts").appendChild(element);
  setTimeout(function () { element.remove(); }, isError ? 6000 : 3500);
}

export function report(error) {
  toast(error && error.message ? error.message : String(error), true);
}
