#!/usr/bin/env bash
# apt-ensure.sh PURPOSE PACKAGE...: installs the named Debian packages with apt-get when we are
# root, otherwise says what to install and fails. The callers decide which are missing.
set -euo pipefail
purpose=$1
shift
[ $# -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing $* with apt-get for $purpose…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  exit 0
fi

echo "$purpose needs Debian's $*." >&2
echo "Install them with:  sudo apt-get install $*" >&2
exit 1
