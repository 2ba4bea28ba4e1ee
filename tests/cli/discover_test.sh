#!/usr/bin/env bash
# Finding out what there is (docs/CLI.md "list", "schema", "show"): the voices, backgrounds,
# grades and styles; the shipped JSON Schemas; `show` on a pipe; a "$schema" key allowed.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"

expect 0 "" list voices
expect_stdout "Voices: ours"
check "list voices lists the voices only" bash -c "! grep -q 'c4c:' '$TMP/out'"
expect 0 "" list grades
expect_stdout "  night   dark and blue"
expect 0 "" list backgrounds
expect_stdout "c4c:background:park"
expect 0 "" list styles
expect_stdout "  crayon"
expect 0 "" list grades --format json
check "grades as JSON" bash -c "jq -e '.grades[2].name == \"night\"' '$TMP/out' >/dev/null"
expect 0 "" list
expect_stdout "Grades ("
expect_stdout "Backgrounds ("

# schema: the names, then each schema as the file ships it.
expect 0 "" schema
expect_stdout "program  (program.schema.json)"
for name in program pack character-pack; do
  expect 0 "" schema "$name"
  check "schema $name is schemas/$name.schema.json" cmp -s "$TMP/out" "$ROOT/schemas/$name.schema.json"
done
expect 0 "" schema program.schema.json
expect 2 'did you mean "program"?' schema progam

# One field's schema by its path, its $ref followed; a field that is not there says the nearest.
expect 0 "" schema program.scripts
check "program.scripts is the schema's own" bash -c \
  "jq -e '. == (\$s[0].properties.scripts)' --slurpfile s '$ROOT/schemas/program.schema.json' '$TMP/out' >/dev/null"
expect 0 "" schema program.sayBlock.text
check "sayBlock.text is the say block's text field" bash -c \
  "jq -e '. == (\$s[0][\"\$defs\"].sayBlock.properties.text)' --slurpfile s '$ROOT/schemas/program.schema.json' '$TMP/out' >/dev/null"
expect 0 "" schema program.reachSceneBlock.spot
expect_stdout '"head"'
expect 2 'no field "txt" in sayBlock: did you mean "text"?' schema program.sayBlock.txt
expect 2 'no schema named "progam"' schema progam.scripts
# --search: every field or definition a word names, with its description.
expect 0 "" schema --search clip
expect_stdout "program.sayBlock.clip"
expect 0 "" schema program --search "CAMERA"
expect_stdout "program.shotBlock"
expect 0 "no field or description holds" schema pack --search zzqqzz

# show on a pipe: the JSON alone, so jq reads it.
"$JT" show c4c:beh:bounce | jq -e '.kind == "behaviour"' >/dev/null
check "show | jq works" test "${PIPESTATUS[0]}${PIPESTATUS[1]}" = 00
expect 0 "" show c4c:beh:bounce --format text
expect_stdout "when it starts"

# A "$schema" key, as editors add it, is no unknown field.
cat >"$TMP/hop.json" <<'JSON'
{"$schema": "https://jabbertoon.com/schemas/program.schema.json", "v": 1, "kind": "behaviour",
 "scripts": [{"body": [{"op": "hop", "amp": 40, "every": 0.6}]}]}
JSON
expect 0 "0 errors, 0 warnings" validate "$TMP/hop.json"
jq '{"$schema": "pack.schema.json"} + .' "$ROOT/packs/behaviours/bounce.json" >"$TMP/bounce.json"
expect 0 "0 errors, 0 warnings" validate "$TMP/bounce.json"

finish
