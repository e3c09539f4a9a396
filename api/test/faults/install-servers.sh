#!/usr/bin/env bash
# Installs what the fault test starts and stops itself: Debian's postgresql and redis-server, when missing,
# as a fresh CI machine needs (scripts/with-test-postgres.sh and with-test-redis.sh install them the same way).
set -euo pipefail

missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} from Debian's packages"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
