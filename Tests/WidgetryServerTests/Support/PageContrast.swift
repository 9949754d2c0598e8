/// WCAG contrast of the page's own text, measured in the browser from computed colours.
///
/// Every rendered element with text of its own (and every `select` and text field) inside a scope is checked: its
/// text colour, made translucent by its own and its ancestors' opacity, over what is behind it — the background
/// colours and gradient stops of its ancestors, composited up to the first opaque one. A gradient gives one
/// backdrop per colour stop and the worst one counts. Widgets and activities are the server's drawings (their
/// colours are the widget's), so `.wgt-widget`, the island and Control Center's tiles are left out; hidden
/// elements, elements at zero opacity (the tiles' hover buttons) and disabled controls are too, as WCAG exempts them.
enum PageContrast {
    /// A script that takes a CSS selector for the scope and returns `{min, checked, failures: [[text, ratio]]}`,
    /// failures being text under 4.5:1.
    static let script = """
        var scope = document.querySelector(arguments[0]);
        function parse(text) {
          var m = /rgba?\\(([^)]+)\\)/.exec(text);
          if (!m) return null;
          var p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(parseFloat);
          return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
        }
        function over(top, bottom) {
          var a = top.a + bottom.a * (1 - top.a);
          function mix(t, b) { return a === 0 ? 0 : (t * top.a + b * bottom.a * (1 - top.a)) / a; }
          return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: a };
        }
        function luminance(c) {
          function channel(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
          return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
        }
        function ratio(a, b) {
          var x = luminance(a), y = luminance(b);
          return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
        }
        // The opaque colours that can be behind an element.
        function backdrops(element) {
          var layers = [];
          for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
            var style = getComputedStyle(node);
            var stops = (style.backgroundImage.match(/rgba?\\([^)]+\\)/g) || []).map(parse);
            var color = parse(style.backgroundColor);
            if (stops.length) {
              layers.push({ stops: stops, color: color });
              if (stops.every(function (s) { return s.a === 1; })) break;
            } else if (color && color.a > 0) {
              layers.push({ stops: null, color: color });
              if (color.a === 1) break;
            }
          }
          var below = [{ r: 255, g: 255, b: 255, a: 1 }];
          for (var i = layers.length - 1; i >= 0; i--) {
            var layer = layers[i];
            var base = layer.color && layer.color.a > 0 ? below.map(function (c) { return over(layer.color, c); }) : below;
            below = layer.stops
              ? [].concat.apply([], layer.stops.map(function (s) { return base.map(function (c) { return over(s, c); }); }))
              : base;
          }
          return below;
        }
        function opacity(element) {
          var value = 1;
          for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
            value *= parseFloat(getComputedStyle(node).opacity);
          }
          return value;
        }
        function ownText(element) {
          if (element.tagName === "SELECT") return element.selectedOptions.length ? element.selectedOptions[0].text : "";
          if (element.tagName === "INPUT") return /^(text|url|number|search|datetime-local)$/.test(element.type) ? element.value : "";
          if (element.tagName === "OPTION" || element.tagName === "SCRIPT" || element.tagName === "STYLE") return "";
          return Array.prototype.filter.call(element.childNodes, function (n) { return n.nodeType === 3; })
            .map(function (n) { return n.textContent; }).join("").trim();
        }
        var skip = ".wgt-widget, #island, #island-minimal, .control-tap, .panel-screen, [aria-hidden='true']";
        var min = 99, checked = 0, failures = [];
        Array.prototype.forEach.call(scope.querySelectorAll("*"), function (element) {
          var text = ownText(element);
          if (!text || element.closest(skip) || element.disabled) return;
          if (!element.getClientRects().length) return;
          var style = getComputedStyle(element);
          if (style.visibility !== "visible") return;
          var alpha = opacity(element);
          if (alpha < 0.05) return;
          var ink = parse(style.color);
          ink.a *= alpha;
          checked += 1;
          backdrops(element).forEach(function (behind) {
            var value = ratio(over(ink, behind), behind);
            if (value < min) min = value;
            if (value < 4.5) failures.push([text.slice(0, 40) + " <" + element.tagName.toLowerCase() + "." +
              element.className + ">", Math.round(value * 100) / 100]);
          });
        });
        return { min: Math.round(min * 100) / 100, checked: checked, failures: failures };
        """
}
