#!/usr/bin/env bash
# Installs what is missing, builds, and runs the demo bundle: lists the seed widgets, asks two of them for their
# timelines, renders the gallery to out/demo/gallery, then serves the home screen on http://127.0.0.1:8080/ with its
# store in out/demo/DemoWidgets.sqlite. Everything it writes is under out/demo/ (ignored by git); delete that folder
# to start afresh.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
swift build --traits Serving --product widgets-demo
demo="$(swift build --traits Serving --show-bin-path)/widgets-demo"
"$demo" list
echo
"$demo" timeline --kind WeatherWidget --family systemMedium
echo
"$demo" timeline --kind ConfigWidget --configuration '{"category": "drinks"}'
echo
output=out/demo
mkdir -p "$output"
"$demo" gallery --output "$output/gallery"
echo "Open $output/gallery/index.html for the contact sheet."
if "$demo" help serve >/dev/null 2>&1; then
    echo "Serving the home screen on http://127.0.0.1:8080/ (Ctrl-C to stop); its store is $output/DemoWidgets.sqlite."
    exec "$demo" serve --store "$output/DemoWidgets.sqlite"
fi
