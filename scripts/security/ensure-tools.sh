#!/usr/bin/env bash
# The security scan drives Debian's sqlmap and wapiti (never a copy fetched from elsewhere).
# Installs them with apt-get when missing and we are root; otherwise says what to install.
# Same pattern as scripts/ensure-chromium.sh.
set -euo pipefail

missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
# Debian's package installs the scanner as `wapiti` (Python 3, wapiti3 module).
command -v wapiti >/dev/null || missing+=(wapiti)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get for the security scan…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The security scan needs Debian's ${missing[*]}." >&2
echo "Install them with:  sudo apt-get install ${missing[*]}" >&2
exit 1
