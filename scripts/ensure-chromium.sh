#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser) and need a Hangul
# font. Installs both with apt-get when missing and we are root; otherwise says what to do.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi nanum || missing+=(fonts-nanum)
exec bash "$(dirname "$0")/apt-ensure.sh" "the browser tests" ${missing[@]+"${missing[@]}"}
