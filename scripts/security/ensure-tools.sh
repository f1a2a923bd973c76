#!/usr/bin/env bash
# The security scan drives Debian's sqlmap and wapiti (never a copy fetched from elsewhere).
# Installs them with apt-get when missing and we are root; otherwise says what to install.
set -euo pipefail

missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
# Debian's package installs the scanner as `wapiti` (Python 3, wapiti3 module).
command -v wapiti >/dev/null || missing+=(wapiti)
exec bash "$(dirname "$0")/../apt-ensure.sh" "the security scan" ${missing[@]+"${missing[@]}"}
