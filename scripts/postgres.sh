#!/usr/bin/env bash
# A throwaway PostgreSQL (15 or later) for the store tests and for trying `serve --store postgres://…`.
#
#   scripts/postgres.sh [start]   starts a cluster in a temporary folder on a free loopback port (or reuses the one
#                                 running there) and prints its URL, postgres://widgetry:widgetry@127.0.0.1:PORT/widgetry
#   scripts/postgres.sh url       prints the running cluster's URL (exit 1 when none runs)
#   scripts/postgres.sh stop      stops it and removes its folder
#
# The folder is $WIDGETRY_POSTGRES_DIR (default: $TMPDIR/widgetry-postgres). When the server binaries are missing
# and this runs as root on Debian, it installs them with apt-get (the `postgresql` package). PostgreSQL refuses to
# run as root, so as root the cluster belongs to the `postgres` user (made by the package) or `nobody`.
# Everything but the URL goes to standard error, so `export WIDGETRY_TEST_POSTGRES="$(scripts/postgres.sh)"` works.
set -euo pipefail

dir="${WIDGETRY_POSTGRES_DIR:-${TMPDIR:-/tmp}/widgetry-postgres}"
command="${1:-start}"

say() { echo "postgres.sh: $*" >&2; }

# The newest server binaries of version 15 or later: Debian's /usr/lib/postgresql/N/bin, else pg_ctl on PATH.
find_bindir() {
    local candidate version
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
        version="$(basename "$(dirname "$candidate")")"
        if [ "${version%%.*}" -ge 15 ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
            echo "$candidate"
            return 0
        fi
    done
    if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then
        version="$(pg_ctl --version | sed -E 's/[^0-9]*([0-9]+).*/\1/')"
        if [ "$version" -ge 15 ]; then
            dirname "$(readlink -f "$(command -v pg_ctl)")"
            return 0
        fi
    fi
    return 1
}

# Runs a command as the cluster's owner (itself unless this is root).
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$owner" -- "$@"
    else
        "$@"
    fi
}

running_url() {
    [ -f "$dir/url" ] && [ -f "$dir/data/postmaster.pid" ] || return 1
    local bindir
    bindir="$(cat "$dir/bindir")"
    as_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1 || return 1
    cat "$dir/url"
}

owner="$(id -un)"
if [ "$(id -u)" -eq 0 ]; then
    if id postgres >/dev/null 2>&1; then owner=postgres; else owner=nobody; fi
fi

case "$command" in
start)
    if url="$(running_url)"; then
        say "already running in $dir"
        echo "$url"
        exit 0
    fi
    if ! bindir="$(find_bindir)"; then
        if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
            say "PostgreSQL 15+ is missing; installing it with apt-get (postgresql)"
            export DEBIAN_FRONTEND=noninteractive
            apt-get install -y postgresql >&2 || { apt-get update >&2 && apt-get install -y postgresql >&2; }
            # As root, the package's user now exists: the cluster belongs to it.
            if id postgres >/dev/null 2>&1; then owner=postgres; fi
        fi
        bindir="$(find_bindir)" || {
            say "no PostgreSQL 15 or later found (looked in /usr/lib/postgresql/*/bin and PATH); install the"
            say "'postgresql' package (apt-get install -y postgresql) and run this again"
            exit 1
        }
    fi
    rm -rf "$dir"
    mkdir -p "$dir"
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    echo widgetry >"$dir/password"
    if [ "$(id -u)" -eq 0 ]; then chown -R "$owner" "$dir"; fi
    say "initdb in $dir/data as $owner ($bindir)"
    as_owner "$bindir/initdb" -D "$dir/data" -U widgetry --pwfile="$dir/password" -E UTF8 --no-sync \
        --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    say "starting on 127.0.0.1:$port"
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off \
-c full_page_writes=off -c max_connections=200" start >&2 || {
        cat "$dir/server.log" >&2
        exit 1
    }
    as_owner "$bindir/createdb" -h "$dir" -p "$port" -U widgetry widgetry
    echo "$bindir" >"$dir/bindir"
    echo "postgres://widgetry:widgetry@127.0.0.1:$port/widgetry" >"$dir/url"
    cat "$dir/url"
    ;;
url)
    running_url
    ;;
stop)
    if [ -f "$dir/bindir" ] && [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$(cat "$dir/bindir")/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    fi
    rm -rf "$dir"
    say "stopped; removed $dir"
    ;;
*)
    say "unknown command '$command'; use start, url or stop"
    exit 2
    ;;
esac
