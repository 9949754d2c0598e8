#!/usr/bin/env bash
# Builds examples/HelloWidgets — a widget author's package that depends on the SwiftUI and WidgetKit products as
# the README says — runs its snapshot test, and checks that the authoring build compiled no module of the serving
# stack (SwiftNIO, Hummingbird, GRDB, postgres-nio, swift-crypto, Prometheus, nor Widgetry's own serving modules).
# Exit 1 names any such module found. Usage: author-package-check.sh   (CI runs it; the first build takes minutes)
set -euo pipefail
cd "$(dirname "$0")/../examples/HelloWidgets"
swift build --build-tests
swift test
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
serving='^(NIO[A-Za-z0-9]*|_NIO[A-Za-z0-9]*|Hummingbird[A-Za-z0-9]*|GRDB|PostgresNIO|_ConnectionPoolModule|Crypto|_CryptoExtras|Prometheus|CoreMetrics|Metrics|ServiceLifecycle|WidgetryServer|WidgetryServing|WidgetrySQLite|WidgetryPostgres|WidgetryMetrics)$'
built=$(find "$modules" -maxdepth 1 -name '*.swiftmodule' -printf '%f\n' | sed 's/\.swiftmodule$//' | sort)
found=$(printf '%s\n' "$built" | grep -E "$serving" || true)
count=$(printf '%s\n' "$built" | grep -c . || true)
if [ -n "$found" ]; then
    echo "author-package-check: the authoring build compiled serving modules:" >&2
    printf '  %s\n' $found >&2
    exit 1
fi
echo "author-package-check: $count modules built, none of the serving stack"
