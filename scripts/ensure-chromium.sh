#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell for the
# browser tests and the full browser for Lighthouse (docs/decisions/0022). Both need a Hangul
# font. Installs what is missing with apt-get when we are root; otherwise says what to do.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The browser tests run in Chromium's headless shell (e2e/playwright.config.ts), Lighthouse in the full browser.
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# grep reads the whole list: with -q it would stop at the first match, fc-list would die of
# SIGPIPE and pipefail would call the font missing, reinstalling it on every run.
fc-list : family 2>/dev/null | grep -i nanum >/dev/null || missing+=(fonts-nanum)
exec bash "$(dirname "$0")/apt-ensure.sh" "the browser tests" ${missing[@]+"${missing[@]}"}
