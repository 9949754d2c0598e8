/// The script that keeps live dates current in the browser: every second it formats each
/// `<span class="wgt-date">` again, as `DynamicDateFormatter` does on the server.
///
/// It is plain JavaScript with no dependencies, safe to include more than once (only the first copy runs), and
/// picks up widgets added later, because each tick looks the spans up again. Each span carries `data-style`
/// (`timer`, `relative`, `offset`, `time`, `date`, or `timerInterval`) and seconds since 1970 in `data-date`, or
/// `data-start`, `data-end`, `data-pause`, `data-counts-down` and `data-shows-hours`; the widget's `div` carries
/// `data-locale` and `data-time-zone`. `.time` and `.date` use `Intl.DateTimeFormat`; `.relative` and `.offset`
/// use iOS's short English units (calendar years and months in the widget's time zone), or `Intl.DurationFormat`
/// with the two largest non-zero units in other languages where the browser has it (else English).
///
/// The page can call `WidgetryTimers.tick()` after inserting widgets, `WidgetryTimers.stop()` to stop updating,
/// and `WidgetryTimers.format(span, milliseconds)` to format a span for any moment.
public enum HTMLTimerScript {
    /// The script's source, without `<script>` tags.
    public static let source = #"""
        (function () {
          "use strict";
          if (window.WidgetryTimers) return;
          var formats = {};
          function two(v) { return v < 10 ? "0" + v : "" + v; }
          function positional(total, showsHours) {
            var seconds = total % 60, minutes = Math.floor(total / 60);
            if (showsHours && minutes >= 60) return Math.floor(minutes / 60) + ":" + two(minutes % 60) + ":" + two(seconds);
            return minutes + ":" + two(seconds);
          }
          function ceilSeconds(v) { return Math.ceil(v - 1e-9); }
          function floorSeconds(v) { return Math.floor(v + 1e-9); }
          function zone(tz) {
            if (!tz) return undefined;
            var m = /^GMT([+-])(\d\d)(\d\d)$/.exec(tz);
            return m ? m[1] + m[2] + ":" + m[3] : tz;
          }
          function formatter(locale, tz, kind) {
            var key = locale + "|" + tz + "|" + kind;
            if (formats[key]) return formats[key];
            var options = kind === "time" ? { hour: "numeric", minute: "2-digit" }
              : kind === "date" ? { year: "numeric", month: "long", day: "numeric" }
              : { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric",
                  second: "numeric", hourCycle: "h23" };
            var f;
            try { options.timeZone = zone(tz); f = new Intl.DateTimeFormat(locale, options); }
            catch (e) { delete options.timeZone; f = new Intl.DateTimeFormat(locale, options); }
            formats[key] = f;
            return f;
          }
          // Wall-clock fields of a moment in a time zone.
          function fields(ms, tz) {
            var out = {};
            formatter("en-US", tz, "fields").formatToParts(new Date(ms)).forEach(function (p) { out[p.type] = +p.value; });
            return out;
          }
          function offset(ms, tz) {
            var f = fields(ms, tz);
            return Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute, f.second) - Math.floor(ms / 1000) * 1000;
          }
          // The moment `months` calendar months after `ms` in the zone, the day clamped to the month's length.
          function addMonths(ms, months, tz) {
            var f = fields(ms, tz);
            var index = f.year * 12 + f.month - 1 + months;
            var year = Math.floor(index / 12), month = index - year * 12;
            var day = Math.min(f.day, new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
            var wall = Date.UTC(year, month, day, f.hour % 24, f.minute, f.second) + (ms % 1000);
            var guess = wall - offset(wall, tz);
            return wall - offset(guess, tz);
          }
          var units = [["yr", "yrs"], ["mth", "mths"], ["wk", "wks"], ["day", "days"], ["hr", "hr"], ["min", "min"], ["sec", "sec"]];
          function relative(now, date, locale, tz) {
            var lower = Math.min(now, date), upper = Math.max(now, date);
            var seconds = floorSeconds((upper - lower) / 1000);
            if (!/^en\b/i.test(locale) && typeof Intl.DurationFormat === "function") {
              var w = Math.floor(seconds / 604800), d = Math.floor(seconds % 604800 / 86400);
              var h = Math.floor(seconds % 86400 / 3600), mi = Math.floor(seconds % 3600 / 60), s = seconds % 60;
              var all = [["weeks", w], ["days", d], ["hours", h], ["minutes", mi], ["seconds", s]], picked = {}, count = 0;
              for (var i = 0; i < all.length && count < 2; i++) {
                if (all[i][1] !== 0) { picked[all[i][0]] = all[i][1]; count++; }
              }
              var options = { style: "short" };
              if (count === 0) { picked.seconds = 0; options.secondsDisplay = "always"; }
              return new Intl.DurationFormat(locale, options).format(picked);
            }
            var target = lower + seconds * 1000, years = 0, months = 0;
            while (addMonths(lower, (years + 1) * 12, tz) <= target) years++;
            while (addMonths(lower, years * 12 + months + 1, tz) <= target) months++;
            var base = addMonths(lower, years * 12 + months, tz), values = [years, months];
            var rest = Math.round((target - base) / 1000);
            values.push(Math.floor(rest / 604800)); rest %= 604800;
            values.push(Math.floor(rest / 86400)); rest %= 86400;
            values.push(Math.floor(rest / 3600)); rest %= 3600;
            values.push(Math.floor(rest / 60)); values.push(rest % 60);
            var first = -1;
            for (var k = 0; k < values.length; k++) { if (values[k] !== 0) { first = k; break; } }
            if (first < 0) return "0 sec";
            var parts = [];
            for (var j = first; j < Math.min(first + 2, values.length); j++) {
              if (values[j] !== 0) parts.push(values[j] + " " + (values[j] === 1 ? units[j][0] : units[j][1]));
            }
            return parts.join(", ");
          }
          function format(span, nowMs) {
            var widget = span.closest(".wgt-widget");
            var locale = (widget && widget.getAttribute("data-locale")) || "en-US";
            var tz = (widget && widget.getAttribute("data-time-zone")) || undefined;
            var style = span.getAttribute("data-style");
            function seconds(name) { return parseFloat(span.getAttribute(name)); }
            if (style === "timerInterval") {
              var start = seconds("data-start") * 1000, end = seconds("data-end") * 1000;
              var reference = span.hasAttribute("data-pause") ? seconds("data-pause") * 1000 : nowMs;
              var duration = Math.max(end - start, 0), hours = span.getAttribute("data-shows-hours") !== "false";
              if (span.getAttribute("data-counts-down") !== "false") {
                return positional(ceilSeconds(Math.min(Math.max(end - reference, 0), duration) / 1000), hours);
              }
              return positional(floorSeconds(Math.min(Math.max(reference - start, 0), duration) / 1000), hours);
            }
            var date = seconds("data-date") * 1000;
            if (isNaN(date)) return null;
            switch (style) {
              case "time": return formatter(locale, tz, "time").format(new Date(date));
              case "date": return formatter(locale, tz, "date").format(new Date(date));
              case "relative": return relative(nowMs, date, locale, tz);
              case "offset": return (date >= nowMs ? "+" : "-") + relative(nowMs, date, locale, tz);
              case "timer":
                var interval = (date - nowMs) / 1000;
                return positional(interval > 0 ? ceilSeconds(interval) : floorSeconds(-interval), true);
            }
            return null;
          }
          function tick() {
            var now = Date.now(), spans = document.querySelectorAll(".wgt-widget .wgt-date");
            for (var i = 0; i < spans.length; i++) {
              var text = null;
              try { text = format(spans[i], now); } catch (e) { text = null; }
              if (text !== null && spans[i].textContent !== text) spans[i].textContent = text;
            }
          }
          var timeout = null;
          function loop() { tick(); timeout = setTimeout(loop, 1000 - Date.now() % 1000 + 5); }
          window.WidgetryTimers = {
            tick: tick,
            format: format,
            stop: function () { if (timeout !== null) clearTimeout(timeout); timeout = null; }
          };
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", loop); else loop();
        })();
        """#
}
