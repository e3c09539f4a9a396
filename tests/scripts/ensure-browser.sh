#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a browser a tool downloads) and ffmpeg (to turn a QR image into a fake
# camera feed), with fonts for every script the pages are written in (Arabic, Hebrew, Devanagari, Bengali, Chinese,
# Japanese, Korean), so screenshots show the words rather than empty boxes. Install them when missing, as a fresh CI
# machine needs.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)
[ -n "$(fc-list :lang=ja 2>/dev/null)" ] || missing+=(fonts-noto-cjk)
[ -n "$(fc-list :lang=hi 2>/dev/null)" ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
