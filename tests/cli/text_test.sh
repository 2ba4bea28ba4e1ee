#!/usr/bin/env bash
# `jabbertoon text`: the readable outline of a program or a pack (docs/CLI.md, docs/TEXT.md).
source "$(dirname "$0")/lib.sh"
ROOT="$DATA/../.."

# Every shipped pack prints its shipped text, byte for byte.
for pack in "$ROOT"/packs/behaviours/*.json "$ROOT"/packs/skeleton/*.json "$ROOT"/packs/scenes/*.json; do
  rel="${pack#"$ROOT"/packs/}"
  expect 0 "" text "$pack"
  if cmp -s "$TMP/out" "$DATA/../golden/packs-text/${rel%.json}.txt"; then passed=$((passed + 1)); else
    echo "FAIL: text $rel differs from its shipped text"; failed=$((failed + 1)); fi
done

# A bare program, and standard input.
cat >"$TMP/hop.json" <<'JSON'
{"v": 1, "kind": "behaviour", "params": {"amp": 40},
 "scripts": [{"body": [{"op": "hop", "amp": "=amp", "hz": 2},
                       {"op": "for", "s": 1, "body": [{"op": "sway", "deg": 3}]}]}]}
JSON
expect 0 "" text "$TMP/hop.json"
printf 'settings: amp = 40\nwhen it starts\n  hop (amp) · 2 per second\n  for 1 s:\n    sway 3°\n' \
  >"$TMP/hop.txt"
if cmp -s "$TMP/out" "$TMP/hop.txt"; then passed=$((passed + 1)); else
  echo "FAIL: text of a bare program:"; cat "$TMP/out"; failed=$((failed + 1)); fi
expect_stdin 0 "" "$TMP/hop.json" text -
expect_stdout "  hop (amp) · 2 per second"

# A cartoon prints as a screenplay.
expect 0 "" text "$ROOT/packs/scenes/happy_now.json"
expect_stdout 'scene "Morning" at park'

# Not a program: exit 1, with the JSON pointer of the fault.
echo '{"v": 1, "scripts": []}' >"$TMP/nokind.json"
expect 1 "$TMP/nokind.json:1:1: missing \"kind\"" text "$TMP/nokind.json"
echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": 3}]}' >"$TMP/badbody.json"
expect 1 "$TMP/badbody.json:1:52: expected a list of blocks" text "$TMP/badbody.json"
echo '{"pack": 1, "type": "character", "content": {"tree": {}}}' >"$TMP/char.json"
expect 1 "a character pack holds no program" text "$TMP/char.json"
echo '[1, 2]' >"$TMP/array.json"
expect 1 "expected a program" text "$TMP/array.json"
if [ ! -s "$TMP/out" ]; then passed=$((passed + 1)); else
  echo "FAIL: an error printed something on stdout"; failed=$((failed + 1)); fi

# Invalid JSON: exit 1; a file that cannot be read: exit 2; no FILE: a usage error.
echo '{"v": 1,' >"$TMP/broken.json"
expect 1 "$TMP/broken.json:" text "$TMP/broken.json"
expect 2 "" text "$TMP/missing.json"
expect 2 "FILE" text

finish
