#!/usr/bin/env bash
# Runs a command with a throw-away TURN server (Debian's coturn) on loopback, so the direct-transfer tests prove
# that the TURN credentials the API hands out are the ones coturn accepts (see test/direct/). It exports
# TEST_TURN_URL (turn:127.0.0.1:<port>?transport=udp) and TEST_TURN_SECRET (its static-auth-secret): not
# TURN_URLS and TURN_SECRET themselves, as the API and worker processes other tests start inherit the
# environment. Installs coturn when turnserver is missing, as a fresh CI machine needs. The relay is bound
# to loopback and allows loopback peers, so two browsers on this machine can be relayed to each other; no TLS,
# no DTLS, no CLI. The server is gone afterwards, its log with it.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if ! command -v turnserver >/dev/null; then
  echo "Installing coturn from Debian's packages"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends coturn >/dev/null
  # The package's own service, should its installation have started it, is not the one used here.
  $SUDO service coturn stop >/dev/null 2>&1 || true
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/sharecode-coturn-XXXXXX")"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
secret="$(node -e "console.log(require('crypto').randomBytes(24).toString('base64url'))")"
server=""

stop() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap stop EXIT

# -n: no configuration file (only these flags). Relayed ports come from a range of their own, as an operator's would.
turnserver -n \
  --listening-ip=127.0.0.1 --relay-ip=127.0.0.1 --listening-port="$port" \
  --use-auth-secret --static-auth-secret="$secret" --realm=sharecode.test \
  --allow-loopback-peers --no-tls --no-dtls --no-cli \
  --min-port=49152 --max-port=65535 \
  --log-file="$dir/turnserver.log" --no-stdout-log --simple-log \
  --pidfile="$dir/turnserver.pid" >"$dir/stdout.log" 2>&1 &
server=$!

# Ready once its TCP listener (beside the UDP one, same port) accepts a connection.
ready=""
for _ in $(seq 1 100); do
  if { exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null; then
    exec 3>&-
    ready=1
    break
  fi
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
[ -n "$ready" ] || { echo "turnserver did not start:"; cat "$dir/stdout.log" "$dir"/turnserver*.log 2>/dev/null; exit 1; }

export TEST_TURN_URL="turn:127.0.0.1:$port?transport=udp"
export TEST_TURN_SECRET="$secret"
echo "coturn $(turnserver --version 2>/dev/null | head -n 1) on port $port for: $*"
status=0
"$@" || status=$?
exit "$status"
