#!/usr/bin/env python3
"""The preview loop end to end, through the `preview` plugin on an author package.

    scripts/preview-loop.py [--package DIR] [--port PORT] [--bench N] [--timeout SECONDS]

Copies the author package (default examples/HelloWidgets) to $WIDGETRY_PREVIEW_WORK (default
/tmp/widgetry-preview-loop; kept between runs, so its .build stays warm), points its `.package(path: ...)` at this
checkout, starts `swift package --disable-sandbox preview --port PORT` in the copy and checks, through
GET /previews.json and the renders it lists:
  1. the page lists the previews (every #Preview and the widgets' families) and no errors;
  2. an edit to a view's text (the first Text("...") in the package's Sources) shows on the next render;
  3. a syntax error shows among the errors with its file and line, and the last good previews stay;
  4. fixing it brings the previews back, without errors.
With --bench N it then makes N one-line edits to that text and times each from the save to /previews.json listing a
render that shows the new text; it prints the median as the `preview` row of scripts/bench.sh (a `GOAL:` line too).

The first run builds the package and widgetry's authoring half from scratch (minutes on two cores); later runs are
incremental. Exit status 0 when every check passed.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def log(message):
    print(f"preview-loop: {message}", file=sys.stderr, flush=True)


def fail(message):
    log(f"FAILED: {message}")
    raise SystemExit(1)


def get(port, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as response:
        return response.read().decode("utf-8")


def document(port):
    return json.loads(get(port, "/previews.json"))


def wait_for(port, condition, timeout, what):
    """Polls /previews.json until condition(document) holds, the server is not building, and returns the document."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = document(port)
            if not last["building"] and condition(last):
                return last
        except OSError:
            pass
        time.sleep(0.05)
    fail(f"timed out after {timeout} s waiting for {what}; last /previews.json: {json.dumps(last)[:2000]}")


def renders_text(port, doc, text):
    """Whether a render of the document shows the text."""
    for preview in doc["previews"]:
        if preview.get("url"):
            try:
                if text in get(port, preview["url"]):
                    return True
            except OSError:
                continue
    return False


def prepare(package, work):
    """Copies the package's manifest and sources (not .build) and points its path dependency at this checkout."""
    os.makedirs(work, exist_ok=True)
    for name in os.listdir(package):
        if name.startswith(".build") or name.startswith("."):
            continue
        source, target = os.path.join(package, name), os.path.join(work, name)
        if os.path.isdir(target) and not os.path.islink(target):
            shutil.rmtree(target)
        elif os.path.exists(target):
            os.remove(target)
        (shutil.copytree if os.path.isdir(source) else shutil.copy2)(source, target)
    manifest = os.path.join(work, "Package.swift")
    with open(manifest) as file:
        text = file.read()
    text = absolute_package_paths(text, package)
    with open(manifest, "w") as file:
        file.write(text)


def absolute_package_paths(text, package):
    """Makes every relative `path:` inside a `.package(...)` call absolute, resolved from the original package."""
    result, index = [], 0
    while True:
        start = text.find(".package(", index)
        if start < 0:
            result.append(text[index:])
            return "".join(result)
        depth, end = 0, start + len(".package")
        while end < len(text):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
            if depth == 0:
                break
        call = re.sub(
            r'path:\s*"([^"/][^"]*)"',
            lambda m: f'path: "{os.path.normpath(os.path.join(os.path.abspath(package), m.group(1)))}"',
            text[start:end])
        result.append(text[index:start] + call)
        index = end


def find_text(work):
    """The first Text("literal") in the package's Sources, else the first Text(expression) such as
    Text(entry.greeting): its file and what is inside the parentheses."""
    candidates = []
    for folder, _, files in sorted(os.walk(os.path.join(work, "Sources"))):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path) as file:
                    candidates.append((path, file.read()))
    for pattern in (r'Text\(("[A-Za-z][^"\\]*")\)', r'Text\(([A-Za-z_][A-Za-z0-9_.]*)\)'):
        for path, text in candidates:
            match = re.search(pattern, text)
            if match:
                return path, match.group(1)
    fail("no Text(\"...\") or Text(value) in the package's Sources to edit")


def edited(original, marker):
    """The Text's argument with a marker word added: inside a literal, or appended to a String expression."""
    if original.startswith('"'):
        return original[:-1] + f' {marker}"'
    return f'{original} + " {marker}"'


def replace_in(path, old, new):
    with open(path) as file:
        text = file.read()
    if old not in text:
        fail(f"{old!r} is not in {path}")
    with open(path, "w") as file:
        file.write(text.replace(old, new, 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package", default=os.path.join(ROOT, "examples", "HelloWidgets"))
    parser.add_argument("--port", type=int, default=8097)
    parser.add_argument("--bench", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=3600, help="seconds for the first build")
    options = parser.parse_args()
    if not os.path.isfile(os.path.join(options.package, "Package.swift")):
        fail(f"{options.package} is not a package (no Package.swift); pass --package DIR")
    work = os.environ.get("WIDGETRY_PREVIEW_WORK", "/tmp/widgetry-preview-loop")
    prepare(options.package, work)
    source, original = find_text(work)
    relative = os.path.relpath(source, work)
    log(f"package copied to {work}; editing Text({original}) in {relative}")
    server = subprocess.Popen(
        ["swift", "package", "--disable-sandbox", "preview", "--port", str(options.port)],
        cwd=work, stdin=subprocess.DEVNULL, start_new_session=True)
    status = 1
    try:
        started = time.monotonic()
        first = wait_for(options.port, lambda d: d["previews"] or d["errors"], options.timeout, "the first build")
        if first["errors"]:
            fail(f"the package does not build: {first['errors']}")
        log(f"1. {len(first['previews'])} previews after {time.monotonic() - started:.0f} s: "
            + ", ".join(sorted({p['group'] for p in first['previews']})))
        if not any(p["group"] == "Previews" for p in first["previews"]):
            fail("no #Preview is listed")
        if not any(p.get("url") for p in first["previews"]):
            fail("no preview has a render")

        current = edited(original, "editedzero")
        replace_in(source, f"Text({original})", f"Text({current})")
        second = wait_for(options.port, lambda d: d["generation"] > first["generation"] and not d["errors"]
                          and renders_text(options.port, d, "editedzero"), 900, "the edited text in a render")
        log(f"2. the edit shows: a render says 'editedzero' after Text({current})")

        with open(source) as file:
            lines = file.read().count("\n")
        with open(source, "a") as file:
            file.write("let broken = (\n")
        broken = wait_for(options.port, lambda d: d["errors"], 900, "the syntax error")
        located = [e for e in broken["errors"] if e.get("file") == relative and e.get("line") in (lines + 1, lines + 2)]
        if not located:
            fail(f"no error at {relative}:{lines + 1}: {broken['errors']}")
        if [p["id"] for p in broken["previews"]] != [p["id"] for p in second["previews"]]:
            fail("the last good previews did not stay")
        log(f"3. the syntax error shows: {located[0]['file']}:{located[0]['line']}: {located[0]['message']}")

        with open(source) as file:
            text = file.read()
        with open(source, "w") as file:
            file.write(text.replace("let broken = (\n", ""))
        fixed = wait_for(options.port, lambda d: not d["errors"] and d["generation"] > broken["generation"]
                         and d["previews"], 900, "the previews after the fix")
        log(f"4. fixed: {len(fixed['previews'])} previews, no errors")

        times = []
        for number in range(options.bench):
            marker = f"edit{number + 1}x"
            text = edited(original, marker)
            before = document(options.port)["generation"]
            saved = time.monotonic()
            replace_in(source, f"Text({current})", f"Text({text})")
            doc = wait_for(options.port, lambda d: d["generation"] > before and not d["errors"]
                           and renders_text(options.port, d, marker), 900, f"edit {number + 1}")
            elapsed = time.monotonic() - saved
            times.append(elapsed)
            current = text
            log(f"edit {number + 1}: {elapsed:.2f} s (build {doc.get('buildMilliseconds')} ms, "
                f"render {doc.get('renderMilliseconds')} ms)")
        if times:
            median = statistics.median(times)
            renders = [document(options.port).get("renderMilliseconds") or 0]
            print("## preview\n")
            print(f"Save to updated preview, one-line Text edit in {os.path.basename(options.package)}, debug build, "
                  f"{len(times)} edits: median {median:.2f} s (min {min(times):.2f}, max {max(times):.2f}); "
                  f"the last render after the build took {renders[0]} ms.\n")
            print(f"GOAL: preview save-to-update median {median:.2f} s (goal < 5 s: "
                  f"{'met' if median < 5 else 'missed'}); Widgetry's render {renders[0]} ms (goal < 500 ms: "
                  f"{'met' if renders[0] < 500 else 'missed'})")
        replace_in(source, f"Text({current})", f"Text({original})")
        status = 0
    finally:
        os.killpg(server.pid, 15)
        server.wait()
    return status


if __name__ == "__main__":
    sys.exit(main())
