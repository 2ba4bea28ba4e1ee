#!/usr/bin/env bash
# Checks schemas/*.schema.json with ajv from the npm registry (tests/schemas/package-lock.json):
# installs it on the first run (npm ci), then runs check.mjs. Prints "N passed, N failed".
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund >&2
fi
node check.mjs
