#!/usr/bin/env python3
"""Times `widgets-demo serve` from process start to the first rendered widget.

Each start runs serve on a free loopback port (port 0, read back from its "Serving ... at http://..." line) with a
store in a new temporary directory, then polls GET /api/instances until a widget is listed and
GET /api/instances/{id}/render.png until it answers 200 (the placeholder or the first entry: whatever the widget
shows first). Two cases: a first run on an empty store (serve seeds one of each widget) and a restart on the store
the first run left (the host resumes from SQLite). The server is stopped with SIGTERM after each start (SIGKILL
if it has not stopped 10 s later).

Usage: startup.py --bin DIR [--starts N] [--out results.json]
Prints one JSON object: per case, the samples in seconds, the median and the p90, plus the listening times.
"""

import argparse
import http.client
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SERVING = re.compile(r"at http://127\.0\.0\.1:(\d+)/")


def percentile(samples, fraction):
    ordered = sorted(samples)
    rank = max(1, min(len(ordered), math.ceil(fraction * len(ordered))))
    return ordered[rank - 1]


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def stop(process):
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def one_start(binary, directory, deadline_s=60):
    """Seconds from spawn to listening and to the first 200 from render.png."""
    store = os.path.join(directory, "widgets.sqlite")
    started = time.monotonic()
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--store", store],
        cwd=directory,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        port = None
        while port is None:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError("serve exited before it listened (exit %s)" % process.wait())
            match = SERVING.search(line)
            if match:
                port = int(match.group(1))
        listening = time.monotonic() - started
        widget = None
        while True:
            if time.monotonic() - started > deadline_s:
                raise RuntimeError("no widget rendered within %d s" % deadline_s)
            try:
                if widget is None:
                    status, body = get(port, "/api/instances")
                    if status == 200:
                        listed = json.loads(body)
                        if listed:
                            widget = listed[0]["id"]
                if widget is not None:
                    status, _ = get(port, "/api/instances/%s/render.png" % widget)
                    if status == 200:
                        return listening, time.monotonic() - started
            except (OSError, http.client.HTTPException):
                pass
            time.sleep(0.002)
    finally:
        stop(process)


def summary(samples):
    return {
        "samples_s": [round(s, 4) for s in samples],
        "median_s": percentile(samples, 0.5),
        "p90_s": percentile(samples, 0.9),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the release bin directory holding widgets-demo")
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--out")
    arguments = parser.parse_args()
    binary = os.path.join(arguments.bin, "widgets-demo")
    first_run, restart, listening = [], [], []
    for _ in range(max(1, arguments.starts)):
        directory = tempfile.mkdtemp(prefix="widgetry-http-start-")
        try:
            heard, rendered = one_start(binary, directory)
            first_run.append(rendered)
            listening.append(heard)
            _, rendered = one_start(binary, directory)
            restart.append(rendered)
        finally:
            shutil.rmtree(directory, ignore_errors=True)
    result = {
        "first_run": summary(first_run),
        "restart": summary(restart),
        "listening": summary(listening),
    }
    text = json.dumps(result, indent=2)
    if arguments.out:
        with open(arguments.out, "w") as handle:
            handle.write(text + "\n")
    print(text)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(130)
