/// The script that turns taps on a widget's hit regions into one DOM event the host page handles:
/// `widgetry:action`.
///
/// On a click (or Enter on a link without `href`) on a `.wgt-hit` element, it dispatches a bubbling, cancelable
/// `CustomEvent("widgetry:action")` from the element, whose `detail` is `{type, widget, element}` plus `url` and
/// `source` for `openURL`, or `intent`, `parameters` (parsed JSON) and, for `toggle`, `isOn` (the state shown).
/// A link with an `href` navigates unless a listener calls `preventDefault()`; everything else does nothing unless
/// the page acts on the event. Plain JavaScript, no dependencies, safe to include more than once. For example:
///
/// ```js
/// document.addEventListener("widgetry:action", (event) => {
///   if (event.detail.type !== "openURL") fetch("/intents", { method: "POST", body: JSON.stringify(event.detail) });
/// });
/// ```
public enum HTMLInteractionScript {
    /// The script's source, without `<script>` tags.
    public static let source = #"""
        (function () {
          "use strict";
          if (window.WidgetryInteractions) return;
          function detail(element) {
            var result = { widget: element.closest(".wgt-widget"), element: element };
            if (element.classList.contains("wgt-link")) {
              result.type = "openURL";
              result.url = element.getAttribute("data-url");
              result.source = element.getAttribute("data-source");
              return result;
            }
            result.type = element.classList.contains("wgt-toggle") ? "toggle" : "button";
            result.intent = element.getAttribute("data-intent");
            try { result.parameters = JSON.parse(element.getAttribute("data-parameters") || "null"); }
            catch (e) { result.parameters = null; }
            if (result.type === "toggle") result.isOn = element.getAttribute("data-is-on") === "true";
            return result;
          }
          function activate(element, original) {
            var event = new CustomEvent("widgetry:action", { bubbles: true, cancelable: true, detail: detail(element) });
            var proceed = element.dispatchEvent(event);
            if (!proceed || !element.hasAttribute("href")) original.preventDefault();
          }
          document.addEventListener("click", function (event) {
            var element = event.target.closest && event.target.closest(".wgt-widget .wgt-hit");
            if (element) activate(element, event);
          });
          document.addEventListener("keydown", function (event) {
            if (event.key !== "Enter") return;
            var element = event.target.closest && event.target.closest(".wgt-widget .wgt-link:not([href])");
            if (element) activate(element, event);
          });
          window.WidgetryInteractions = { detail: detail };
        })();
        """#
}
