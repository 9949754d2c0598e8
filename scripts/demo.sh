#!/usr/bin/env bash
# Installs what is missing, builds, and runs the demo bundle: lists the seed widgets and asks two of them
# for their timelines. (The live host and the gallery arrive with the rendering and host steps.)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
swift build --product widgets-demo
demo="$(swift build --show-bin-path)/widgets-demo"
"$demo" list
echo
"$demo" timeline --kind WeatherWidget --family systemMedium
echo
"$demo" timeline --kind ConfigWidget --configuration '{"category": "drinks"}'
