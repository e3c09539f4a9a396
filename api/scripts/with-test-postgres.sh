#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on loopback, its URL in TEST_POSTGRES_URL, so the API
# tests can run a second time on PostgreSQL (see test/support/test-database.ts). Installs Debian's
# postgresql when missing, as a fresh CI machine needs. The server and its files are gone afterwards.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if [ -z "$(find_bin)" ]; then
  echo "Installing postgresql from Debian's packages"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PG_BIN="$(find_bin)"

# PostgreSQL refuses to run as root: as root, run it as the postgres user the package created.
AS_OWNER=()
[ "$(id -u)" -eq 0 ] && AS_OWNER=(runuser -u postgres --)

dir="$(mktemp -d "${TMPDIR:-/tmp}/sharecode-pg-XXXXXX")"
[ ${#AS_OWNER[@]} -eq 0 ] || chown postgres "$dir"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"

stop() {
  "${AS_OWNER[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${AS_OWNER[@]}" "$PG_BIN/initdb" -D "$dir/data" --auth=trust --username=sharecode --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# fsync off: the data is thrown away, and the tests should not wait on the disk.
"${AS_OWNER[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { cat "$dir/server.log"; exit 1; }

export TEST_POSTGRES_URL="postgres://sharecode@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port for: $*"
"$@"
