#!/usr/bin/env bash
# Installs what Widgetry needs on a fresh Debian machine (Swift itself is expected on PATH).
# Idempotent: installs only what is missing. Needs root (or sudo) for apt-get.
set -euo pipefail

packages=(git pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev libdeflate-dev fonts-inter fonts-quicksand fonts-noto-color-emoji fonts-material-design-icons-iconfont chromium chromium-driver)
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
command -v swift >/dev/null || { echo "Swift 6 is not on PATH; install it from swift.org first." >&2; exit 1; }
# Optional: validates the served OpenAPI document in the server tests (they say so when it is missing).
python3 -c "import openapi_spec_validator" 2>/dev/null \
    || python3 -m pip install -q openapi-spec-validator >/dev/null 2>&1 \
    || echo "openapi-spec-validator could not be installed; its test will say it was skipped." >&2
