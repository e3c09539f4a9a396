#!/usr/bin/env bash
# Runs a command with a throw-away clamd on loopback, its address in TEST_CLAMAV_HOST and TEST_CLAMAV_PORT, so
# the scanning tests run against a real scanner (see test/scanning/). Not CLAMAV_HOST itself, as PostgreSQL's is
# TEST_POSTGRES_URL rather than DATABASE_URL: the API and worker processes other tests start inherit the
# environment, and they should not scan unless a test says so. Installs Debian's clamav-daemon when clamd
# is missing, as a fresh CI machine needs. There is no internet for freshclam: the signature database is one
# of our own, holding the EICAR test file alone, so start-up takes a second rather than the half a minute and
# gigabyte of memory the official databases need. The package's own services (clamd and freshclam) are stopped
# if its installation started them; ours has its own port, configuration and database, and is gone afterwards.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

find_clamd() { command -v clamd 2>/dev/null || { [ -x /usr/sbin/clamd ] && echo /usr/sbin/clamd; } || true; }

if [ -z "$(find_clamd)" ]; then
  echo "Installing clamav-daemon from Debian's packages"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clamav-daemon >/dev/null
  # Without systemd the package's scripts may have started its services; neither is used here.
  for service in clamav-daemon clamav-freshclam; do
    $SUDO service "$service" stop >/dev/null 2>&1 || true
  done
fi
CLAMD="$(find_clamd)"
[ -n "$CLAMD" ] || { echo "clamd is not installed and could not be installed"; exit 1; }

dir="$(mktemp -d "${TMPDIR:-/tmp}/sharecode-clamd-XXXXXX")"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
server=""

stop() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap stop EXIT

# The EICAR test file (built from two halves, so this script is no EICAR file itself to a scanner), matched
# anywhere in a file: an extended signature (.ndb: name, any target type, any offset, the bytes in hex).
eicar="X5O!P%@AP[4\\PZX54(P^)7CC)7}\$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!\$H+H*"
printf 'Sharecode.Test.EICAR:0:*:%s\n' "$(printf '%s' "$eicar" | od -An -tx1 | tr -d ' \n')" >"$dir/sharecode-test.ndb"

# Streams up to 4 GiB (more than the largest share by default) are received and scanned whole.
cat >"$dir/clamd.conf" <<EOF
TCPSocket $port
TCPAddr 127.0.0.1
Foreground yes
DatabaseDirectory $dir
TemporaryDirectory $dir
LogFile $dir/clamd.log
StreamMaxLength 4000M
MaxFileSize 4000M
MaxScanSize 4000M
SelfCheck 0
EOF

started_at="$(date +%s%N)"
"$CLAMD" --config-file="$dir/clamd.conf" >"$dir/stdout.log" 2>&1 &
server=$!

# Ready once it answers PING (bash's /dev/tcp: clamdscan reads the system's configuration, not ours).
ready=""
for _ in $(seq 1 300); do
  if { exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null; then
    printf 'zPING\0' >&3
    if read -r -d '' -t 1 reply <&3 && [ "$reply" = "PONG" ]; then ready=1; fi
    exec 3>&-
  fi
  [ -n "$ready" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
[ -n "$ready" ] || { echo "clamd did not start:"; cat "$dir/stdout.log" "$dir/clamd.log" 2>/dev/null; exit 1; }
elapsed_ms=$((($(date +%s%N) - started_at) / 1000000))

export TEST_CLAMAV_HOST=127.0.0.1
export TEST_CLAMAV_PORT="$port"
# Tests that stop and start clamd again find how in these.
export TEST_CLAMD_BIN="$CLAMD"
export TEST_CLAMD_CONFIG="$dir/clamd.conf"
echo "clamd $("$CLAMD" --version | awk '{print $2}' | cut -d/ -f1) on port $port (ready in ${elapsed_ms} ms) for: $*"
status=0
"$@" || status=$?
exit "$status"
