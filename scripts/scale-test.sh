#!/usr/bin/env bash
# The scale-out test: three `widgets-demo serve` hosts on one PostgreSQL database and a clock they share, sped up
# (12x by default), 10 000 widgets added through all three, a trickle of adds and removals, one host killed with
# SIGKILL a third of the way in and restarted a third later. It then checks from the database that every due reload
# ran exactly once (no two reloads of a widget closer than the 5-minute minimum interval; no plan overdue by more
# than a lease, a sweep and two minutes of backlog), that no widget had more counted reloads in 24 hours than its
# budget, and that every add and removal a host acknowledged is there. It prints the figures and ends with
#   double reloads: N, lost: N, over budget: N
# and exits 1 unless all three are 0 and the killed host's leases were taken over.
#
#   scripts/scale-test.sh [--instances N] [--minutes M] [--rate R] [--budget B] [--lease S] [--sweep S] [--debug]
#
# It starts its own PostgreSQL (scripts/postgres.sh, in $TMPDIR/widgetry-scale-postgres) and builds widgets-demo
# in release mode into .build-release (or uses the debug build with --debug, or $WIDGETRY_BIN). About 10 minutes
# with the defaults on 2 cores, after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

arguments=()
debug=0
for argument in "$@"; do
    if [ "$argument" = "--debug" ]; then debug=1; else arguments+=("$argument"); fi
done

if [ -z "${WIDGETRY_BIN:-}" ]; then
    if [ "$debug" = 1 ]; then
        swift build --traits Serving --product widgets-demo >&2
        WIDGETRY_BIN="$(swift build --show-bin-path)/widgets-demo"
    else
        swift build -c release --traits Serving --scratch-path .build-release --product widgets-demo >&2
        WIDGETRY_BIN="$(swift build -c release --scratch-path .build-release --show-bin-path)/widgets-demo"
    fi
fi
export WIDGETRY_BIN

export WIDGETRY_POSTGRES_DIR="${WIDGETRY_SCALE_POSTGRES_DIR:-${TMPDIR:-/tmp}/widgetry-scale-postgres}"
server="$(scripts/postgres.sh start)"
trap 'scripts/postgres.sh stop >/dev/null 2>&1 || true' EXIT
command -v psql >/dev/null || { echo "scale-test.sh: psql is missing (Debian: apt-get install postgresql-client)" >&2; exit 2; }

database="widgetry_scale_$(date +%s)"
psql "$server" -X -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE $database" >/dev/null
url="${server%/*}/$database"
"$WIDGETRY_BIN" store migrate --store "$url" >&2

python3 scripts/harness/scale.py --url "$url" "${arguments[@]}"
