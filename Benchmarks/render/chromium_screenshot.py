#!/usr/bin/env python3
"""Screenshots Widgetry's HTML output with headless Chromium, warm and cold, and times each screenshot.

Warm: one Chromium kept running with one tab, driven over the DevTools protocol on a pipe
(--remote-debugging-pipe, so nothing beyond Python's standard library is needed). Each render is
Page.navigate to the widget's HTML file, waiting for the load event, and Page.captureScreenshot as PNG
with the viewport set to the widget's size in CSS pixels and deviceScaleFactor 3 (one CSS pixel per point,
as Widgetry's HTML lays widgets out), so the PNG has the same pixels as Widgetry's 3x PNG.

Cold: `chromium --headless --screenshot` as a new process per image, with a fresh profile each time.

Usage: chromium_screenshot.py --manifest renders.json --out chromium.json [--iterations 50]
       [--cold-iterations 5] [--shots DIR] [--chromium /usr/bin/chromium]
The manifest is the benchmark's --results file; each render's HTML is <artifacts>/<widget>-<family>.html.
"""

import argparse
import base64
import fcntl
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--mute-audio",
    "--font-render-hinting=none",
]


def percentile(samples, fraction):
    ordered = sorted(samples)
    rank = max(1, min(len(ordered), math.ceil(fraction * len(ordered))))
    return ordered[rank - 1]


def summary(samples_us):
    return {
        "median_us": percentile(samples_us, 0.5),
        "p90_us": percentile(samples_us, 0.9),
        "runs": len(samples_us),
        "samples_us": samples_us,
    }


class DevTools:
    """The DevTools protocol over Chromium's pipe: fd 3 carries commands in, fd 4 carries answers out."""

    def __init__(self, chromium, profile):
        commands_read, commands_write = os.pipe()
        answers_read, answers_write = os.pipe()
        # Move the child's ends above 9, so dup2 onto 3 and 4 never aliases them.
        child_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_write = fcntl.fcntl(answers_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(commands_read)
        os.close(answers_write)

        def wire():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        self.process = subprocess.Popen(
            [chromium, *FLAGS, "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=wire,
            close_fds=False,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(child_read)
        os.close(child_write)
        self.writer = os.fdopen(commands_write, "wb", buffering=0)
        self.reader = os.fdopen(answers_read, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.events = []

    def _read_message(self):
        while b"\0" not in self.buffer:
            chunk = self.reader.read(1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (did it start? try it by hand with --headless)")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read_message()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_for(self, method):
        """Returns the first event `method` of the tab's session, reading answers until it arrives."""
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == self.session:
                    del self.events[: index + 1]
                    return event
            message = self._read_message()
            if "method" in message:
                self.events.append(message)

    def open_tab(self):
        targets = self.call("Target.getTargets", session=False)["targetInfos"]
        page = next((t for t in targets if t["type"] == "page"), None)
        if page is None:
            page_id = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        else:
            page_id = page["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": page_id, "flatten": True}, session=False
        )["sessionId"]
        self.call("Page.enable")

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def warm(chromium, renders, artifacts, iterations, shots):
    profile = tempfile.mkdtemp(prefix="widgetry-chromium-")
    devtools = DevTools(chromium, profile)
    results = {}
    try:
        devtools.open_tab()
        for render in renders:
            name = f"{render['widget']}-{render['family']}"
            url = "file://" + os.path.abspath(os.path.join(artifacts, name + ".html"))
            width = math.ceil(render["width_pt"])
            height = math.ceil(render["height_pt"])
            devtools.call(
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 3, "mobile": False},
            )
            # A transparent page background, so the corners outside the widget's shape are transparent as in
            # Widgetry's PNG.
            devtools.call(
                "Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}}
            )
            samples = []
            size = 0
            warm_up = 3
            for iteration in range(warm_up + iterations):
                devtools.events.clear()
                start = time.perf_counter_ns()
                devtools.call("Page.navigate", {"url": url})
                devtools.wait_for("Page.loadEventFired")
                shot = devtools.call("Page.captureScreenshot", {"format": "png"})
                png = base64.b64decode(shot["data"])
                elapsed = (time.perf_counter_ns() - start) / 1000
                if iteration >= warm_up:
                    samples.append(elapsed)
                size = len(png)
                if shots and iteration == 0:
                    with open(os.path.join(shots, name + "-chromium-warm.png"), "wb") as f:
                        f.write(png)
            results[name] = {**summary(samples), "bytes": size}
    finally:
        devtools.close()
        shutil.rmtree(profile, ignore_errors=True)
    return results


def cold(chromium, renders, artifacts, iterations, shots):
    results = {}
    for render in renders:
        name = f"{render['widget']}-{render['family']}"
        url = "file://" + os.path.abspath(os.path.join(artifacts, name + ".html"))
        width = math.ceil(render["width_pt"])
        height = math.ceil(render["height_pt"])
        samples = []
        failures = 0
        iteration = 0
        while len(samples) < iterations:
            iteration += 1
            profile = tempfile.mkdtemp(prefix="widgetry-chromium-cold-")
            output = os.path.join(profile, "shot.png")
            command = [
                chromium,
                *FLAGS,
                f"--user-data-dir={profile}",
                f"--screenshot={output}",
                f"--window-size={width},{height}",
                "--force-device-scale-factor=3",
                "--default-background-color=00000000",
                url,
            ]
            start = time.perf_counter_ns()
            completed = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
            elapsed = (time.perf_counter_ns() - start) / 1000
            if not os.path.exists(output):
                # A cold start now and then dies before writing (seen under heavy load); counted, not timed.
                failures += 1
                print(f"chromium_screenshot.py: cold run {iteration} for {name} wrote no image (exit "
                      f"{completed.returncode}): {completed.stderr.decode(errors='replace')[-300:]}", file=sys.stderr)
                shutil.rmtree(profile, ignore_errors=True)
                if failures > iterations:
                    raise RuntimeError(f"chromium --screenshot wrote nothing for {name}, {failures} times")
                continue
            samples.append(elapsed)
            if shots and len(samples) == 1:
                shutil.copy(output, os.path.join(shots, name + "-chromium-cold.png"))
            shutil.rmtree(profile, ignore_errors=True)
        results[name] = {**summary(samples), "failed_runs": failures}
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--manifest", required=True)
    parser.add_argument("--artifacts", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--iterations", type=int, default=50)
    parser.add_argument("--cold-iterations", type=int, default=5)
    parser.add_argument("--cold-widgets", default="weather-systemSmall",
                        help="comma-separated widget-family names to time cold, or 'all'")
    parser.add_argument("--only", help="one widget-family name (such as weather-systemSmall) to time warm")
    parser.add_argument("--shots")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.chromium):
        sys.exit(f"chromium_screenshot.py: no Chromium at {arguments.chromium} (apt-get install chromium)")
    with open(arguments.manifest) as f:
        renders = json.load(f)["renders"]
    if arguments.shots:
        os.makedirs(arguments.shots, exist_ok=True)
    version = subprocess.run([arguments.chromium, "--version"], capture_output=True, text=True).stdout.strip()
    if arguments.only:
        renders = [r for r in renders if f"{r['widget']}-{r['family']}" == arguments.only]
    warm_results = warm(arguments.chromium, renders, arguments.artifacts, arguments.iterations, arguments.shots)
    if arguments.cold_widgets == "all":
        cold_renders = renders
    else:
        wanted = set(arguments.cold_widgets.split(","))
        cold_renders = [r for r in renders if f"{r['widget']}-{r['family']}" in wanted]
    cold_results = {}
    if arguments.cold_iterations > 0:
        cold_results = cold(arguments.chromium, cold_renders, arguments.artifacts, arguments.cold_iterations,
                            arguments.shots)
    with open(arguments.out, "w") as f:
        json.dump({"version": version, "warm": warm_results, "cold": cold_results}, f, indent=2, sort_keys=True)


if __name__ == "__main__":
    main()
