#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser) and need a Hangul
# font. Installs both with apt-get when missing and we are root; otherwise says what to do.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# grep reads the whole list: with -q it would stop at the first match, fc-list would die of
# SIGPIPE and pipefail would call the font missing, reinstalling it on every run.
fc-list : family 2>/dev/null | grep -i nanum >/dev/null || missing+=(fonts-nanum)
exec bash "$(dirname "$0")/apt-ensure.sh" "the browser tests" ${missing[@]+"${missing[@]}"}
