#!/usr/bin/env bash
# Runs a command with a throw-away Redis server on loopback, its URL in REDIS_URL, so the API tests can run
# with rate limits, the guessing budget and locks in Redis (see test/support/test-redis.ts). Installs
# Debian's redis-server when missing, as a fresh CI machine needs. The server is gone afterwards, and it
# never writes to disk.
set -euo pipefail

if ! command -v redis-server >/dev/null; then
  echo "Installing redis-server from Debian's packages"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
fi

# A port of our own: installing the package may have started a system instance on 6379.
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
log="$(mktemp "${TMPDIR:-/tmp}/sharecode-redis-XXXXXX.log")"
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no >"$log" 2>&1 &
server=$!

stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -f "$log"
}
trap stop EXIT

# Ready once it answers PING (bash's /dev/tcp: redis-cli may not be installed alongside).
ready=""
for _ in $(seq 1 100); do
  if { exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null; then
    printf 'PING\r\n' >&3
    if read -r -t 1 reply <&3 && [ "${reply%$'\r'}" = "+PONG" ]; then ready=1; fi
    exec 3>&-
  fi
  [ -n "$ready" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
[ -n "$ready" ] || { echo "redis-server did not start:"; cat "$log"; exit 1; }

export REDIS_URL="redis://127.0.0.1:$port"
echo "Redis $(redis-server --version | sed -E 's/.*v=([^ ]+).*/\1/') on port $port for: $*"
status=0
"$@" || status=$?
exit "$status"
