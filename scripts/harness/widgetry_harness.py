"""What every harness shares: starting `widgets-demo serve` on a free loopback port with a throw-away store,
killing it (gracefully or with SIGKILL), and plain HTTP requests to it. Standard library only."""

import http.client
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

READY = re.compile(r"listening on 127\.0\.0\.1:(\d+)")


def binary(product="widgets-demo"):
    """The executable to run: $WIDGETRY_BIN for widgets-demo, else the debug build's `product`."""
    path = os.environ.get("WIDGETRY_BIN") if product == "widgets-demo" else None
    if not path:
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        path = os.path.join(bin_path, product)
    if not os.access(path, os.X_OK):
        sys.exit(f"harness: '{path}' is not an executable {product}; build it (swift build --traits Serving) or set WIDGETRY_BIN.")
    return path


class Server:
    """One `widgets-demo serve` process on 127.0.0.1 and a free port, with its store in a temporary folder."""

    def __init__(self, *arguments, store=None, name="harness", product="widgets-demo"):
        self.arguments = list(arguments)
        self.product = product
        self.folder = tempfile.mkdtemp(prefix=f"widgetry-{name}-")
        self.store = store or os.path.join(self.folder, "store.sqlite")
        self.process = None
        self.port = None
        self.log = os.path.join(self.folder, "server.log")

    def start(self, timeout=120):
        """Starts the server and returns once it listens (its log says on which port); raises when it exits or
        does not start in time."""
        offset = os.path.getsize(self.log) if os.path.exists(self.log) else 0
        log = open(self.log, "ab")
        environment = dict(os.environ, LOG_LEVEL="info")
        self.process = subprocess.Popen(
            [binary(self.product), "serve", "--port", "0", "--store", self.store, *self.arguments],
            stdout=log, stderr=log, stdin=subprocess.DEVNULL, env=environment,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with open(self.log, "rb") as reader:
                reader.seek(offset)
                match = READY.search(reader.read().decode("utf-8", "replace"))
            if match:
                self.port = int(match.group(1))
                return self
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode} before listening; see {self.log}")
            time.sleep(0.05)
        raise RuntimeError(f"the server did not listen within {timeout} s; see {self.log}")

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def kill9(self):
        """SIGKILL: no shutdown, no checkpoint."""
        if self.alive():
            self.process.send_signal(signal.SIGKILL)
        if self.process:
            self.process.wait()

    def stop(self, timeout=60):
        """SIGTERM, then wait for the graceful shutdown (SIGKILL after `timeout` seconds)."""
        if not self.alive():
            return None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill9()
            return None

    def request(self, method, path, body=None, headers=None, timeout=60):
        """Sends one request on a new connection; returns (status, headers, body bytes)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            payload = None
            headers = dict(headers or {})
            if body is not None:
                payload = body if isinstance(body, (bytes, str)) else json.dumps(body)
                headers.setdefault("Content-Type", "application/json")
            connection.request(method, path, body=payload, headers=headers)
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def json(self, method, path, body=None, headers=None):
        status, _, data = self.request(method, path, body, headers)
        return status, (json.loads(data) if data else None)

    def all_pages(self, path):
        """Every item of a paginated listing, following its Link: <…>; rel="next" headers."""
        items = []
        while path:
            status, headers, data = self.request("GET", path)
            if status != 200:
                raise RuntimeError(f"GET {path} answered {status}: {data[:200]!r}")
            items += json.loads(data)
            match = re.search(r'<([^>]+)>;\s*rel="next"', headers.get("Link", ""))
            path = match.group(1) if match else None
        return items


def figures(name, **values):
    """Prints a harness's figures on one line, as CI's log shows them."""
    print(f"{name}: " + ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in values.items()), flush=True)


def quick():
    return "--quick" in sys.argv[1:]
