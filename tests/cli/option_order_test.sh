#!/usr/bin/env bash
# Options in any order (`list --packs DIR moves`, `validate --packs DIR FILE`), and the rule of a
# cartoon's content keys the same in a file of its own as in a pack (the pack format, "cartoon").
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"

expect 0 "" list --packs "$PACKS" moves
expect_stdout "c4c:beh:bounce"
expect 0 "" list moves --packs "$PACKS"
expect_stdout "c4c:beh:bounce"
expect 0 "1 file checked" validate --packs "$PACKS" "$PACKS/scenes/happy_now.json"

echo '{"program": {"v": 1, "kind": "cartoon", "scripts": []}, "title": "x"}' >"$TMP/content.json"
expect 1 "1 error" validate "$TMP/content.json"
expect_stdout "$TMP/content.json:1:66: error: a cartoon pack's content holds only cast, places and program, not \"title\" [wrong-content at /title]"

finish
