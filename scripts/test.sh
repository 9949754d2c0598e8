#!/usr/bin/env bash
# Runs the test suite (Swift Testing), in parallel.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
swift build
swift test
