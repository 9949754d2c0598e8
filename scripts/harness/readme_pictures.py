#!/usr/bin/env python3
"""Retakes the README's pictures of the page's Live Activity: `widgets-demo serve` (build it with
`swift build --traits Serving`), the seeds' pizza delivery started by an APNs-format push-to-start as
scripts/push-demo.sh sends it, then headless Chromium (Debian's chromium and chromium-driver, through WebDriver) at a
430-px-wide window: the expanded Dynamic Island (docs/images/page-island-expanded.png) and the Lock Screen with the
delivery's banner (docs/images/page-lock-screen-activity.png), each an element screenshot.

Usage: readme_pictures.py [OUTPUT_FOLDER]   (default docs/images)"""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

from widgetry_harness import Server

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPE = "DeliveryAttributes"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Driver:
    """The few WebDriver calls the pictures need, over chromedriver's HTTP API."""

    def __init__(self):
        self.port = free_port()
        self.process = subprocess.Popen(
            ["chromedriver", f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=430,1400",
                            "--force-device-scale-factor=1", "--hide-scrollbars"]}
        chromium = shutil.which("chromium")
        if chromium:
            options["binary"] = chromium
        session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}})
        self.session = session["value"]["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())

    def run(self, script):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": []})["value"]

    def wait(self, condition, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.run(f"return !!({condition});"):
                return
            time.sleep(0.1)
        sys.exit(f"readme_pictures: timed out waiting for {condition}")

    def shoot(self, selector, path):
        element = self.call("POST", f"/session/{self.session}/element",
                            {"using": "css selector", "value": selector})["value"]
        key = next(iter(element.values()))
        png = self.call("GET", f"/session/{self.session}/element/{key}/screenshot")["value"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(png))
        print(f"wrote {os.path.relpath(path, ROOT)}")

    def quit(self):
        try:
            self.call("DELETE", f"/session/{self.session}")
        finally:
            self.process.terminate()
            self.process.wait(timeout=10)


def push(server, token, topic, body):
    status, _, data = server.request("POST", f"/3/device/{token}", body, {
        "apns-push-type": "liveactivity", "apns-topic": f"{topic}.push-type.liveactivity", "apns-priority": "10"})
    if status != 200:
        sys.exit(f"readme_pictures: the host refused the push ({status}): {data[:200]!r}")


def main():
    output = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "images"))
    server = Server("--empty", name="readme-pictures").start()
    driver = None
    try:
        _, tokens = server.json("GET", "/api/push-tokens")
        start = next(t["token"] for t in tokens["pushToStart"] if t["attributesType"] == TYPE)
        now = int(time.time())
        swift = now - 978307200
        state = {"driverName": "Alex", "estimatedDeliveryTime": [swift, swift + 30 * 60], "currentStep": 0}
        push(server, start, tokens["topic"], {"aps": {
            "timestamp": now, "event": "start", "attributes-type": TYPE,
            "attributes": {"orderNumber": 123, "restaurantName": "Pizza Place"}, "content-state": state,
            "relevance-score": 75, "input-push-token": 1}})
        driver = Driver()
        driver.call("POST", f"/session/{driver.session}/url", {"url": f"http://127.0.0.1:{server.port}/"})
        driver.wait("document.body.dataset.ready === 'true'")
        island = "document.getElementById('island')"
        driver.wait(f"{island}.dataset.state === 'compact' && {island}.querySelector('.wgt-widget')")
        banner = "document.querySelector('.activity-banner .wgt-widget')"
        driver.wait(banner)
        driver.run("document.querySelector('.lock-device').scrollIntoView({block: 'start'});")
        time.sleep(0.3)
        driver.shoot(".lock-device", os.path.join(output, "page-lock-screen-activity.png"))
        driver.run("window.scrollTo(0, 0);")
        driver.run(f"{island}.click();")
        driver.wait(f"{island}.dataset.expanded === 'true' && {island}.querySelector('.wgt-widget')")
        time.sleep(0.5)  # the island's expanding transition
        driver.shoot("#island", os.path.join(output, "page-island-expanded.png"))
    finally:
        if driver:
            driver.quit()
        server.stop()


if __name__ == "__main__":
    main()
