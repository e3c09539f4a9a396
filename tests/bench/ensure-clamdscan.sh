#!/usr/bin/env bash
# Makes sure clamdscan (Debian's package of that name) is installed, for the scan part of the benchmark
# (scan.mjs), which sets it beside the API's own scanner on one clamd, and prints its path: the only line on
# stdout. Installed only when missing, with sudo when not root, as api/scripts/with-test-clamd.sh installs
# clamd; the package runs no service of its own.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if ! command -v clamdscan >/dev/null 2>&1; then
  echo "Installing clamdscan from Debian's packages" >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends clamdscan >/dev/null
fi
command -v clamdscan || { echo "clamdscan is not installed and could not be installed" >&2; exit 1; }
