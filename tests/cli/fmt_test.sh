#!/usr/bin/env bash
# fmt (docs/FORMAT.md): the canonical layout printed, written in place, checked; idempotent; the
# program unchanged; files it cannot lay out without loss left alone.
source "$(dirname "$0")/lib.sh"
ROOT="$DATA/../.."
printf '{"v":1,"kind":"behaviour","scripts":[{"when":{"on":"start"},"body":[{"op":"wait","s":1.0}]}]}' >"$TMP/move.json"
# Printed: the short blocks on one line each, 1.0 as 1.
expect 0 "" fmt "$TMP/move.json"
cat >"$TMP/want.json" <<'JSON'
{
  "v": 1,
  "kind": "behaviour",
  "scripts": [{"when": {"on": "start"}, "body": [{"op": "wait", "s": 1}]}]
}
JSON
check "the layout as docs/FORMAT.md describes it" cmp "$TMP/out" "$TMP/want.json"
expect 1 "not in the canonical layout (jabbertoon fmt -w $TMP/move.json lays it out)" fmt --check "$TMP/move.json"
# -w rewrites, says so, and a second -w changes nothing (and says nothing).
expect 0 "formatted $TMP/move.json" fmt -w "$TMP/move.json"
check "rewritten in place" cmp "$TMP/move.json" "$TMP/want.json"
expect 0 "" fmt -w "$TMP/move.json"
check "nothing said when nothing changed" test ! -s "$TMP/err"
expect 0 "" fmt --check "$TMP/move.json"
# -o, and the overwrite rule.
expect 0 "" fmt "$TMP/move.json" -o "$TMP/copy.json"
check "-o written" cmp "$TMP/copy.json" "$TMP/want.json"
expect 1 "exists" fmt "$TMP/move.json" -o "$TMP/copy.json" -n
# Every shipped cartoon and example laid out is the same program (validate's canonical hash of it
# would differ otherwise: compare the JSON values with node-free jq-free means, the text view).
for f in "$ROOT"/packs/scenes/happy_now.json "$ROOT"/examples/*.json; do
  name="$(basename "$f")"
  expect 0 "" fmt "$f" -o "$TMP/$name"
  expect 0 "" text "$f"
  cp "$TMP/out" "$TMP/before.txt"
  expect 0 "" text "$TMP/$name"
  check "$name: the same program after fmt" cmp "$TMP/out" "$TMP/before.txt"
  expect 0 "" fmt --check "$TMP/$name"
done
# A screenplay: as convert prints it, and idempotent.
expect 0 "" convert "$ROOT/examples/sit_biscuit.json" -o "$TMP/sit.screenplay"
expect 0 "" fmt --check "$TMP/sit.screenplay"
# A screenplay with comments is left alone.
{ echo "# my notes"; cat "$TMP/sit.screenplay"; } >"$TMP/commented.screenplay"
cp "$TMP/commented.screenplay" "$TMP/commented.before"
expect 1 "$TMP/commented.screenplay:1: a comment" fmt -w "$TMP/commented.screenplay"
check "a commented screenplay untouched" cmp "$TMP/commented.screenplay" "$TMP/commented.before"
# Refusals.
expect 2 "a Fountain screenplay is a person's layout" fmt "$ROOT/examples/last_cupcake.fountain"
printf '{"v": 1,' >"$TMP/broken.json"
expect 1 "broken.json:1:" fmt -w "$TMP/broken.json"
check "a broken file untouched" test "$(cat "$TMP/broken.json")" = '{"v": 1,'
expect 2 "cannot read" fmt "$TMP/missing.json"
expect 2 "-w rewrites files in place" fmt -w -
expect 2 "fmt prints one file" fmt "$TMP/move.json" "$TMP/copy.json"
expect_stdin 0 "" "$TMP/move.json" fmt -
check "stdin laid out" cmp "$TMP/out" "$TMP/want.json"
finish
