#!/usr/bin/env bash
# The cluster (npm run cluster, npm run bench:cluster, the cluster tests) puts Debian's nginx in
# front of the server processes. Installs it with apt-get when missing and we are root;
# otherwise says what to install. nginx then runs as the current user from a temporary
# prefix (scripts/cluster-nginx.ts), so nothing else needs root.
set -euo pipefail

missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
bash "$(dirname "$0")/apt-ensure.sh" "the nginx cluster" ${missing[@]+"${missing[@]}"}
# Debian's package enables and starts a site on port 80 where an init system runs; the cluster
# needs nothing of it, so a fresh install is stopped again (as root, where it was started).
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" -eq 0 ] && [ -f /run/nginx.pid ]; then
  /usr/sbin/nginx -s quit 2>/dev/null || true
fi
