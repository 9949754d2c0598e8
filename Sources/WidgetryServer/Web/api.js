// Requests to the server's JSON API: the token, the error shape, and listings followed page by page.
import { state } from "./state.js";

export function readToken() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  if (token) {
    sessionStorage.setItem("widgetry-token", token);
    url.searchParams.delete("token");
    history.replaceState(null, "", url.pathname + url.search + url.hash);
  }
  return token || sessionStorage.getItem("widgetry-token");
}

export class ApiError extends Error {
  constructor(message, field, status) {
    super(message);
    this.field = field;
    this.status = status;
  }
}

export function enc(value) { return encodeURIComponent(value); }

export function authHeaders() {
  const headers = {};
  if (state.token) headers["Authorization"] = "Bearer " + state.token;
  return headers;
}

async function send(method, path, body) {
  const headers = Object.assign({ "Accept": "application/json" }, authHeaders());
  const init = { method: method, headers: headers, credentials: "same-origin" };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (response.status === 204) return { value: null, response: response };
  const type = response.headers.get("Content-Type") || "";
  const value = type.indexOf("json") >= 0 ? await response.json() : await response.text();
  if (!response.ok) {
    const error = value && value.error ? value.error : { message: "HTTP " + response.status };
    throw new ApiError(error.message, error.field, response.status);
  }
  return { value: value, response: response };
}

export async function api(method, path, body) {
  return (await send(method, path, body)).value;
}

// The URL of a `Link: <…>; rel="next"` header, or null.
export function nextLink(header) {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1];
  }
  return null;
}

// Every item of a paginated listing: follows the `next` links until there are none.
export async function apiAll(path) {
  const items = [];
  let next = path;
  for (let pages = 0; next && pages < 1000; pages++) {
    const page = await send("GET", next);
    items.push(...page.value);
    next = nextLink(page.response.headers.get("Link"));
  }
  return items;
}

// Shows a fetched fragment in `element` (or the server's message in a `missingClass` box), marks when it was
// painted and lets live timers tick in it.
export function showFragment(element, result, missingClass) {
  element.textContent = "";
  if (result.ok) {
    element.innerHTML = result.html;
  } else {
    var missing = document.createElement("div");
    missing.className = missingClass;
    missing.textContent = result.message;
    element.appendChild(missing);
  }
  element.dataset.rendered = String(Date.now());
  if (window.WidgetryTimers) window.WidgetryTimers.tick();
}

// The HTML the server painted at `path` (a fragment for the page), or the error message it answered with.
export async function fetchFragment(path) {
  const response = await fetch(path, { headers: authHeaders(), credentials: "same-origin" });
  const text = await response.text();
  if (response.ok) return { ok: true, html: text };
  let message = "HTTP " + response.status;
  try { message = JSON.parse(text).error.message; } catch (e) { /* keep the status */ }
  return { ok: false, message: message };
}
