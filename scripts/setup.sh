#!/usr/bin/env bash
# Installs what Widgetry needs on a fresh Debian machine (Swift itself is expected on PATH).
# Idempotent: installs only what is missing. Needs root (or sudo) for apt-get.
set -euo pipefail

packages=(git pkg-config libcairo2-dev libpango1.0-dev libharfbuzz-dev zlib1g-dev libdeflate-dev fonts-inter fonts-quicksand fonts-noto-color-emoji fonts-material-design-icons-iconfont fontconfig python3-pip chromium chromium-driver)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# Fonts that Debian does not package, from PyPI wheels that bundle them (downloaded, never pip-installed):
# Material Symbols Outlined (variable: weight, fill, grade) stands in for SF Symbols, and Nunito (variable, 200-1000)
# for SF Pro Rounded. They go to /usr/local/share/fonts/widgetry, where fontconfig and `serve` find them.
font_dir=/usr/local/share/fonts/widgetry
install_wheel_font() { # package==version, then "path/in/wheel:installed-name" pairs
    local spec=$1
    shift
    local missing_files=()
    for pair in "$@"; do [ -f "$font_dir/${pair#*:}" ] || missing_files+=("$pair"); done
    [ ${#missing_files[@]} -eq 0 ] && return 0
    local temp
    temp=$(mktemp -d)
    python3 -m pip download -q --no-deps --only-binary=:all: -d "$temp" "$spec" >/dev/null
    mkdir -p "$font_dir"
    python3 - "$temp" "$font_dir" "${missing_files[@]}" <<'PYTHON'
import glob, os, sys, zipfile
temp, target, pairs = sys.argv[1], sys.argv[2], sys.argv[3:]
with zipfile.ZipFile(glob.glob(os.path.join(temp, "*.whl"))[0]) as wheel:
    for pair in pairs:
        inner, name = pair.rsplit(":", 1)
        with open(os.path.join(target, name), "wb") as out:
            out.write(wheel.read(inner))
PYTHON
    rm -rf "$temp"
    fonts_changed=1
}
fonts_changed=0
install_wheel_font qtmaterialsymbols==1.0.1 qtmaterialsymbols/resources/MaterialSymbolsOutlined.ttf:MaterialSymbolsOutlined.ttf
install_wheel_font fontpkg-nunito==3.602 'fontpkg_nunito/files/Nunito[wght].ttf:Nunito-Variable.ttf' \
    'fontpkg_nunito/files/Nunito-Italic[wght].ttf:Nunito-Italic-Variable.ttf'
[ "$fonts_changed" = 0 ] || fc-cache -f "$font_dir"
command -v swift >/dev/null || { echo "Swift 6 is not on PATH; install it from swift.org first." >&2; exit 1; }
# Optional: validates the served OpenAPI document in the server tests (they say so when it is missing).
python3 -c "import openapi_spec_validator" 2>/dev/null \
    || python3 -m pip install -q openapi-spec-validator >/dev/null 2>&1 \
    || echo "openapi-spec-validator could not be installed; its test will say it was skipped." >&2
