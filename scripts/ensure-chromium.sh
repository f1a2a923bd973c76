#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser) and need a Hangul
# font. Installs both with apt-get when missing and we are root; otherwise says what to do.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi nanum || missing+=(fonts-nanum)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The browser tests need Debian's ${missing[*]}." >&2
echo "Install them with:  sudo apt-get install ${missing[*]}" >&2
exit 1
