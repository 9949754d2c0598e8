#!/usr/bin/env python3
"""`GET /metrics` and `GET /api/hosts` of a live `widgets-demo serve`, read as Prometheus reads them: the text is
parsed by prometheus_client's parser (metrics.sh installs it), the documented families must be there with their
types, counters must move after `POST /api/reload`, and `--metrics-token` must open /metrics and nothing else.
Prints the figures: families, series, exposition bytes, scrape time (median and p90 of N scrapes).

Usage: metrics.py [--quick]"""

import json
import statistics
import sys
import time

from prometheus_client.parser import text_string_to_metric_families

from widgetry_harness import Server, figures, quick

SCRAPE_TOKEN = "harness-scrape-token-0123"
HOST_ID = "harness-host-1"
# Each documented family and its type (the README's "Metrics and hosts" table).
FAMILIES = {
    "widgetry_reloads": "counter",
    "widgetry_provider_duration_seconds": "histogram",
    "widgetry_lease_takeovers": "counter",
    "widgetry_instances": "gauge",
    "widgetry_controls": "gauge",
    "widgetry_scheduler_queue_depth": "gauge",
    "widgetry_scheduler_next_wake_timestamp_seconds": "gauge",
    "widgetry_event_streams": "gauge",
    "widgetry_http_requests": "counter",
    "widgetry_render_cache_requests": "counter",
    "widgetry_host_info": "gauge",
    "widgetry_host_start_time_seconds": "gauge",
    "widgetry_metrics_scrapes": "counter",
}


def scrape(server):
    status, headers, body = server.request("GET", "/metrics", headers={"Authorization": f"Bearer {SCRAPE_TOKEN}"})
    assert status == 200, f"GET /metrics with the metrics token: {status} {body[:200]!r}"
    content_type = headers.get("Content-Type", "")
    assert content_type.startswith("text/plain") and "version=0.0.4" in content_type, content_type
    text = body.decode("utf-8")
    families = {family.name: family for family in text_string_to_metric_families(text)}
    return families, len(body)


def total(families, name, **labels):
    family = families.get(name)
    if family is None:
        return 0.0
    sample_name = name + "_total" if family.type == "counter" else name
    return sum(sample.value for sample in family.samples
               if sample.name == sample_name and all(sample.labels.get(k) == v for k, v in labels.items()))


def main():
    server = Server("--metrics-token", SCRAPE_TOKEN, "--host-id", HOST_ID, name="metrics").start()
    try:
        status, _, _ = server.request("GET", "/metrics")
        assert status == 401, f"/metrics without the metrics token: {status}"
        status, _, _ = server.request("GET", "/metrics", headers={"Authorization": "Bearer wrong-token-0123456"})
        assert status == 401, f"/metrics with a wrong token: {status}"
        status, _, _ = server.request("POST", "/api/reload", body={},
                                      headers={"Authorization": f"Bearer {SCRAPE_TOKEN}"})
        # Loopback without --token: the API is open to local scripts, the scrape token adds nothing and breaks nothing.
        assert status == 200, f"the API on loopback: {status}"

        before, _ = scrape(server)
        for name, kind in FAMILIES.items():
            assert name in before, f"family {name} is missing; families: {sorted(before)}"
            assert before[name].type == kind, f"{name} is a {before[name].type}, not a {kind}"
        assert total(before, "widgetry_lease_takeovers") == 0
        info = before["widgetry_host_info"].samples[0].labels
        assert info["id"] == HOST_ID and info["version"] and info["bundle"], info

        instances = server.all_pages("/api/instances")
        assert total(before, "widgetry_instances") == len(instances), (total(before, "widgetry_instances"), len(instances))
        app_reloads = total(before, "widgetry_reloads", reason="appRequest")
        status, _, _ = server.request("POST", "/api/reload", body={})
        assert status == 200
        after, _ = scrape(server)
        moved = total(after, "widgetry_reloads", reason="appRequest") - app_reloads
        assert moved >= len(instances), f"appRequest reloads moved by {moved}, not by {len(instances)}"
        assert total(after, "widgetry_http_requests", route="/api/reload", status="200") >= 2
        assert total(after, "widgetry_metrics_scrapes") >= 2

        status, hosts = server.json("GET", "/api/hosts")
        assert status == 200, status
        assert hosts["self"] == HOST_ID and len(hosts["hosts"]) == 1, hosts
        host = hosts["hosts"][0]
        assert host["id"] == HOST_ID and host["instances"] == len(instances), host
        assert host["lastHeartbeat"] >= host["started"], host

        rounds = 10 if quick() else 100
        durations = []
        size = series = 0
        for _ in range(rounds):
            started = time.perf_counter()
            families, size = scrape(server)
            durations.append((time.perf_counter() - started) * 1000)
            series = sum(len(family.samples) for family in families.values())
        durations.sort()
        figures("metrics", families=len(families), series=series, exposition_bytes=size,
                scrape_ms_median=f"{statistics.median(durations):.2f}",
                scrape_ms_p90=f"{durations[int(len(durations) * 0.9) - 1]:.2f}", scrapes=rounds,
                hosts=len(hosts["hosts"]), app_reloads_counted=int(moved))
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
