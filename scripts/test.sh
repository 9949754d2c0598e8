#!/usr/bin/env bash
# Runs the test suite (Swift Testing), in parallel. The PostgreSQL store tests run against $WIDGETRY_TEST_POSTGRES;
# when it is not set, a throwaway cluster is started with scripts/postgres.sh (installing PostgreSQL with apt-get if
# it is missing) and stopped at the end. If none can be started, those tests are skipped and say why.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
if [ -z "${WIDGETRY_TEST_POSTGRES:-}" ]; then
    if url="$(./scripts/postgres.sh start)"; then
        export WIDGETRY_TEST_POSTGRES="$url"
        trap './scripts/postgres.sh stop' EXIT
    else
        echo "test.sh: PostgreSQL could not be started; the PostgreSQL store tests will be skipped" >&2
    fi
fi
# The whole package, then its tests (`swift test` builds them: the demo's tests import its executable module, which
# `swift build --build-tests` refuses), with the serving half; both logs are checked for warnings in our own sources
# (a build after a change compiles only what changed, so a fresh clone, as CI's, checks every file).
log="${TMPDIR:-/tmp}/widgetry-build-$$.log"
swift build --traits Serving 2>&1 | tee "$log"
swift test --traits Serving 2>&1 | tee -a "$log"
./scripts/check-warnings.sh "$log"
rm -f "$log"
