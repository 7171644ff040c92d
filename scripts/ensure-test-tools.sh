#!/usr/bin/env bash
# What the tests need from Debian, installed when missing (nothing is downloaded by npm packages
# themselves): Chromium for the browser tests and Lighthouse, poppler's pdftotext for reading the
# PDFs the API writes (receipts, statements).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
# sed reads to the end: `head -1` may close the pipe before pdftotext has written, a SIGPIPE
# (141) that pipefail turns into this script failing.
pdftotext -v 2>&1 | sed -n 1p
