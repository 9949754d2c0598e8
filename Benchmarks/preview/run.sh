#!/usr/bin/env bash
# Row 9: save to updated preview. Runs scripts/preview-loop.py on the template author package (examples/HelloWidgets,
# or $WIDGETRY_PREVIEW_PACKAGE) through `swift package --disable-sandbox preview`: it checks the loop (list, edit,
# syntax error, fix), then times 10 one-line Text edits (2 with --quick) from the save to /previews.json listing a
# render with the new text, and prints the median. Debug builds, as an author's loop is. The package's build folder
# is kept in $WIDGETRY_PREVIEW_WORK (default /tmp/widgetry-preview-loop), so only the first run builds from scratch.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
edits=10
[ "${1:-}" = "--quick" ] && edits=2
package="${WIDGETRY_PREVIEW_PACKAGE:-$root/examples/HelloWidgets}"
if [ ! -f "$package/Package.swift" ]; then
    printf '## preview\n\nNot run: %s has no Package.swift.\n' "$package"
    exit 0
fi
python3 "$root/scripts/preview-loop.py" --package "$package" --bench "$edits"
