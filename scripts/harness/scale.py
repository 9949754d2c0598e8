"""Three `widgets-demo serve` hosts on one PostgreSQL database, on a sped-up clock that they share: widgets are
added through all three, one host is killed with SIGKILL mid-run and restarted, and the database is then checked:
every due reload ran exactly once, every budget held, every acknowledged change is there.

Run by scripts/scale-test.sh, which starts PostgreSQL and makes the database; this file only needs `psql` and the
standard library. Arguments: --url URL --instances N --minutes M --rate R --budget B --lease S --sweep S.
"""

import argparse
import json
import os
import queue
import random
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from widgetry_harness import Server, figures  # noqa: E402

KIND = "com.mygame.game-status"  # one entry, reloads 15 minutes later: 96 a day, so a budget under that binds
POLICY_SECONDS = 15 * 60
MINIMUM_INTERVAL = 5 * 60
TOKEN = "scale-test"
HEADERS = {"Authorization": f"Bearer {TOKEN}"}


def psql(url, sql):
    """Runs SQL on the database and returns the rows, each a list of text fields."""
    result = subprocess.run(
        ["psql", url, "-X", "-v", "ON_ERROR_STOP=1", "-At", "-F", "\t", "-c", "SET search_path TO widgetry;" + sql],
        capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"psql failed: {result.stderr.strip()}")
    return [line.split("\t") for line in result.stdout.splitlines() if line and line != "SET"]


def scalar(url, sql):
    rows = psql(url, sql)
    return rows[0][0] if rows else None


class Run:
    def __init__(self, options):
        self.options = options
        self.epoch = time.time()
        self.acknowledged_adds = set()
        self.acknowledged_removals = set()
        self.refused = []
        self.lock = threading.Lock()
        arguments = [
            "--token", TOKEN, "--empty", "--clock-rate", str(options.rate), "--clock-epoch", f"{self.epoch:.3f}",
            "--lease-seconds", str(options.lease), "--sweep-seconds", str(options.sweep),
            "--daily-reload-budget", str(options.budget),
        ]
        self.hosts = [
            Server(*arguments, "--host-id", f"host-{index}", store=options.url, name=f"scale-host-{index}")
            for index in range(1, 4)
        ]

    def host_now(self, wall=None):
        """The hosts' clock at a wall time (now by default), in Unix seconds."""
        wall = time.time() if wall is None else wall
        return self.epoch + (wall - self.epoch) * self.options.rate

    def send(self, host, method, path, body=None):
        try:
            status, _, data = host.request(method, path, body, headers=HEADERS, timeout=120)
            return status, data
        except OSError as error:
            return None, str(error).encode()

    def add(self, host, widget_id):
        status, data = self.send(host, "POST", "/api/instances", {"kind": KIND, "family": "systemSmall", "id": widget_id})
        if status == 201 or status == 200:
            with self.lock:
                self.acknowledged_adds.add(widget_id)
        elif status is not None and status < 500:
            with self.lock:
                self.refused.append((widget_id, status, data[:200]))

    def remove(self, host, widget_id):
        status, _ = self.send(host, "DELETE", f"/api/instances/{widget_id}")
        if status == 204:
            with self.lock:
                self.acknowledged_removals.add(widget_id)

    def add_many(self, count, prefix, live_hosts, threads=12):
        work = queue.Queue()
        for index in range(count):
            work.put(f"{prefix}{index:06d}")

        def worker(number):
            while True:
                try:
                    widget_id = work.get_nowait()
                except queue.Empty:
                    return
                hosts = [host for host in live_hosts() if host.alive()]
                self.add(hosts[(number + work.qsize()) % len(hosts)], widget_id)

        pool = [threading.Thread(target=worker, args=(number,)) for number in range(threads)]
        for thread in pool:
            thread.start()
        for thread in pool:
            thread.join()

    def metric(self, host, name):
        """A counter's value on a live host's /metrics (0 when it has none or the host is down)."""
        status, data = self.send(host, "GET", "/metrics")
        if status != 200:
            return 0
        return sum(float(line.split()[-1]) for line in data.decode().splitlines() if line.startswith(name))

    def reloads_so_far(self):
        return int(scalar(self.options.url, "SELECT count(*) FROM reload_record WHERE event = 'reloaded'"))

    def main(self):
        options = self.options
        url = options.url
        for host in self.hosts:
            host.start()
        print(f"scale: 3 hosts up on one database (ports {[host.port for host in self.hosts]}), clock x{options.rate}, "
              f"budget {options.budget}/day, lease {options.lease} s, sweep {options.sweep} s", flush=True)

        # 1. The widgets, added through the three hosts at once; each host reloads what it claims.
        started = time.time()
        self.add_many(options.instances, "w", lambda: self.hosts)
        added = time.time() - started
        print(f"scale: {len(self.acknowledged_adds)} widgets acknowledged in {added:.1f} s "
              f"({len(self.acknowledged_adds) / added:.0f}/s); {len(self.refused)} refused", flush=True)
        deadline = time.time() + 600
        while time.time() < deadline:
            loaded = int(scalar(url, "SELECT count(*) FROM timeline"))
            if loaded >= len(self.acknowledged_adds):
                break
            time.sleep(1)
        first = time.time() - started
        print(f"scale: every widget had its first timeline {first:.1f} s after the first add", flush=True)

        # 2. The schedule runs; a trickle of adds and removals goes on through every live host.
        run_started = time.time()
        reloads_before = self.reloads_so_far()
        stop_trickle = threading.Event()
        victim = self.hosts[1]

        def trickle():
            number = 0
            while not stop_trickle.is_set():
                live = [host for host in self.hosts if host.alive()]
                host = random.choice(live)
                self.add(host, f"t{number:06d}")
                if number % 3 == 2:
                    self.remove(random.choice(live), f"t{number - 2:06d}")
                number += 1
                time.sleep(0.05)

        trickler = threading.Thread(target=trickle)
        trickler.start()
        run_seconds = options.minutes * 60
        time.sleep(run_seconds / 3)

        # 3. SIGKILL one host mid-run; the others take its leased work over once the leases expire.
        # At a moment it holds leases on reloads still running (their plans still due), so that there is work to
        # take over; then the takeover time is until other hosts have run every one of them (stored a new plan).
        in_flight = """
            SELECT l.instance_id, l.slot, p.date FROM lease l JOIN scheduled_reload p USING (instance_id, slot)
            WHERE l.host_id = 'host-2' AND p.date <= {now}"""
        waited = time.time()
        while time.time() - waited < 120:
            if psql(url, in_flight.format(now=self.host_now())):
                break
        victim.kill9()
        killed = time.time()
        unfinished = {(row[0], row[1]): row[2] for row in psql(url, in_flight.format(now=self.host_now(killed)))}
        takeover = None
        while time.time() - killed < options.lease * 4 + options.sweep * 4 + 60:
            plans = {(row[0], row[1]): row[2] for row in psql(url, "SELECT instance_id, slot, date FROM scheduled_reload")}
            if all(plans.get(key) != date for key, date in unfinished.items()):
                takeover = time.time() - killed
                break
            time.sleep(0.1)
        print(f"scale: killed host-2 (SIGKILL) at {killed - run_started:.0f} s with {len(unfinished)} reload(s) in "
              "flight; " + (f"other hosts ran them {takeover:.1f} s later" if takeover is not None
                            else "NOT all run by other hosts"), flush=True)
        time.sleep(max(0, run_seconds / 3 - (time.time() - killed)))
        victim.start()
        print(f"scale: restarted host-2 at {time.time() - run_started:.0f} s", flush=True)
        time.sleep(max(0, run_started + run_seconds - time.time()))
        stop_trickle.set()
        trickler.join()

        # 4. The checks, while the hosts still run: nothing overdue beyond a lease and a sweep (and some slack for
        # the backlog), then stop them gracefully and check the ledgers.
        now = self.host_now()
        slack = (options.lease + options.sweep) * options.rate + 120 * options.rate
        overdue = psql(url, f"""
            SELECT i.id FROM instance i
            LEFT JOIN scheduled_reload p ON p.instance_id = i.id
            GROUP BY i.id HAVING coalesce(min(p.date), 0) < {now - slack}""")
        run_wall = time.time() - run_started
        reloads_run = self.reloads_so_far() - reloads_before
        takeovers = sum(self.metric(host, "widgetry_lease_takeovers_total") for host in self.hosts)
        for host in self.hosts:
            host.stop()

        double = int(scalar(url, f"""
            SELECT count(*) FROM (
                SELECT date - lag(date) OVER (PARTITION BY instance_id ORDER BY date) AS gap
                FROM reload_record WHERE event = 'reloaded'
            ) gaps WHERE gap < {MINIMUM_INTERVAL}"""))
        never = int(scalar(url, f"""
            SELECT count(*) FROM instance i WHERE i.created < {now - slack} AND NOT EXISTS
                (SELECT 1 FROM reload_record r WHERE r.instance_id = i.id AND r.event = 'reloaded')"""))
        over_budget = int(scalar(url, f"""
            SELECT count(DISTINCT instance_id) FROM (
                SELECT a.id, a.instance_id FROM reload_record a
                JOIN reload_record b ON b.instance_id = a.instance_id AND b.counted AND b.event = 'reloaded'
                    AND b.date > a.date - 86400 AND b.date <= a.date
                WHERE a.counted AND a.event = 'reloaded'
                GROUP BY a.id, a.instance_id HAVING count(*) > {options.budget}
            ) windows"""))
        stored = {row[0] for row in psql(url, "SELECT id FROM instance")}
        missing = sorted(self.acknowledged_adds - self.acknowledged_removals - stored)
        resurrected = sorted(self.acknowledged_removals & stored)
        refusals = int(scalar(url, "SELECT count(*) FROM reload_record WHERE event = 'refused'"))
        # An instance never reloaded has its first plan overdue: `overdue` counts it already.
        lost = len(overdue) + len(missing) + len(resurrected)

        figures(
            "scale",
            instances=len(stored),
            first_timelines_per_s=f"{options.instances / first:.0f}",
            reloads_per_s_across_hosts=f"{reloads_run / run_wall:.1f}",
            reloads_in_run=reloads_run,
            budget_refusals=refusals,
            takeover_s=f"{takeover:.1f}" if takeover is not None else "none",
            lease_takeovers=int(takeovers),
            acknowledged_changes=len(self.acknowledged_adds) + len(self.acknowledged_removals),
        )
        if double:
            for row in psql(url, f"""
                SELECT instance_id, prev_reason, reason, gap, prev_detail, detail FROM (
                    SELECT instance_id, reason, detail, date - lag(date) OVER w AS gap,
                        lag(reason) OVER w AS prev_reason, lag(detail) OVER w AS prev_detail
                    FROM reload_record WHERE event = 'reloaded'
                    WINDOW w AS (PARTITION BY instance_id ORDER BY date)
                ) gaps WHERE gap < {MINIMUM_INTERVAL} LIMIT 5"""):
                print("scale: double reload:", " | ".join(row))
        if overdue:
            print(f"scale: overdue plans, e.g. {[row[0] for row in overdue[:5]]}")
        if missing or resurrected:
            print(f"scale: acknowledged adds missing {missing[:5]}, removals undone {resurrected[:5]}")
        if never:
            print(f"scale: {never} widget(s) never reloaded")
        print(f"double reloads: {double}, lost: {lost}, over budget: {over_budget}", flush=True)
        return 0 if double == 0 and lost == 0 and over_budget == 0 and takeover is not None else 1


def parse():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--instances", type=int, default=10_000)
    parser.add_argument("--minutes", type=float, default=6)
    parser.add_argument("--rate", type=float, default=12)
    parser.add_argument("--budget", type=int, default=4)
    parser.add_argument("--lease", type=float, default=10)
    parser.add_argument("--sweep", type=float, default=2)
    return parser.parse_args()


if __name__ == "__main__":
    run = Run(parse())
    try:
        sys.exit(run.main())
    finally:
        for host in run.hosts:
            if host.alive():
                host.kill9()
