#!/usr/bin/env bash
# `jabbertoon doctor` (docs/CLI.md, "doctor"): one line per check, exit 1 when one fails.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"

expect 0 "" doctor
for check in "encoder libx264" "encoder aac" "encoder libvpx-vp9" "encoder libopus" \
  "encoder prores_ks" "encoder gif" "espeak-ng data" "voice bright" "caption font (Latin)" \
  "packs directories" "catalogs of" "output folder ."; do
  expect_stdout "ok    $check"
done
check "no check failed" bash -c "! grep -q '^FAIL' '$TMP/out'"
expect 0 "" doctor --format json
check "json: every check ok, with a detail" python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(0 if r["ok"] and len(r["checks"]) > 15 and all(c["ok"] and c["detail"] for c in r["checks"]) else 1)' "$TMP/out"

# A stale catalog and a folder that cannot be written: exit 1, with the repair.
mkdir -p "$TMP/packs/behaviours" "$TMP/ro"
cp "$PACKS/behaviours/bounce.json" "$TMP/packs/behaviours/"
"$JT" pack index "$TMP/packs" >/dev/null 2>&1
cp "$PACKS/behaviours/wag.json" "$TMP/packs/behaviours/"
chmod 555 "$TMP/ro"
expect 1 "" doctor --packs "$TMP/packs" --output "$TMP/ro/none"
expect_stdout "FAIL  catalogs of $TMP/packs: not current with the pack files"
expect_stdout "hint: run \`jabbertoon pack index $TMP/packs\`"
expect_stdout "FAIL  output folder $TMP/ro/none: not a writable directory"
# /proc takes no new file, even for root (issue 27: access() said it did).
expect 1 "" doctor --output /proc
expect_stdout "FAIL  output folder /proc: not a writable directory"
expect 2 "" doctor --format xml

finish
