#!/usr/bin/env bash
# The screenplay format (docs/SCREENPLAY.md) on the command line: `text --screenplay`, reading a
# .screenplay (or `--from screenplay` on stdin) wherever a cartoon is read, `convert` both ways.
source "$(dirname "$0")/lib.sh"
ROOT="$DATA/../.."

# Every example and shipped cartoon: printed, converted to JSON and printed again, the same text
# (that the JSON is the same program, canonically, is tests/engine/screenplay's round trip).
for f in "$ROOT"/examples/*.json "$ROOT"/packs/scenes/*.json; do
  name="$(basename "$f" .json)"
  expect 0 "" text --screenplay "$f"
  cp "$TMP/out" "$TMP/$name.screenplay"
  expect 0 "" convert "$TMP/$name.screenplay" -o "$TMP/$name.json"
  expect 0 "" convert "$TMP/$name.json" --to screenplay
  if cmp -s "$TMP/out" "$TMP/$name.screenplay"; then passed=$((passed + 1)); else
    echo "FAIL: $name.screenplay, converted to JSON and back, differs"; failed=$((failed + 1)); fi
  expect 0 "" text --screenplay "$TMP/$name.screenplay"
  if cmp -s "$TMP/out" "$TMP/$name.screenplay"; then passed=$((passed + 1)); else
    echo "FAIL: $name.screenplay prints as another text"; failed=$((failed + 1)); fi
done

# A screenplay written by hand: validate, text, plan, pose and render read it.
cat >"$TMP/hello.screenplay" <<'PLAY'
# A first cartoon.
cartoon "Hello"
cast:
  A = Sunny · template kid · voice child
  B = Grump · template monster · at x 0.7, y 0.92, h 0.5, facing -1
places:
  park = background park
scene "Morning" at park
  A enters from the left to x 0.3 in 1 s
  A: Good morning, Grump! (happy)
  Grump: Is it? (annoyed)
  B does sadidle
PLAY
expect 0 "0 errors, 0 warnings" validate "$TMP/hello.screenplay"
expect 0 "" text "$TMP/hello.screenplay"
expect_stdout 'A says "Good morning, Grump!" (happy)'
expect_stdout 'B does sadidle'
expect 0 "" plan --summary "$TMP/hello.screenplay"
expect_stdout '"say": 2'
expect 0 "" pose "$TMP/hello.screenplay" --at 1.5
expect_stdout '"caption"'
expect 0 "" render "$TMP/hello.screenplay" --still 1.5 --size 320x180 -o "$TMP/hello.png"
[ -s "$TMP/hello.png" ] && passed=$((passed + 1)) || { echo "FAIL: no still"; failed=$((failed + 1)); }

# Standard input: --from screenplay (before the subcommand where it has a --from of its own).
expect_stdin 0 "" "$TMP/hello.screenplay" text --from screenplay -
expect_stdout 'scene "Morning" at park'
expect_stdin 0 "" "$TMP/hello.screenplay" --from screenplay pose - --at 1.5
expect_stdout '"caption"'
expect_stdin 1 "json-syntax" "$TMP/hello.screenplay" text -
expect 2 "--from: yaml not in {json,screenplay}" --from yaml text -

# Errors: all of them, at their lines, exit 1; a validation error found later is at its line too.
cat >"$TMP/bad.screenplay" <<'PLAY'
cartoon "Bad"
cast:
  A = Sunny · template kid
scene "One"
  C: Who am I?
  captoin "Oops"
PLAY
expect 1 "$TMP/bad.screenplay:5:3: unknown cast member \"C\"" validate "$TMP/bad.screenplay"
stderr_has "the cast is A (Sunny)" && passed=$((passed + 1)) || { echo "FAIL: no cast hint"; failed=$((failed + 1)); }
stderr_has "$TMP/bad.screenplay:6:3: expected a block, got \`captoin\`" && passed=$((passed + 1)) ||
  { echo "FAIL: the second error is missing"; cat "$TMP/err"; failed=$((failed + 1)); }
expect 1 "did you mean caption?" render "$TMP/bad.screenplay" -o "$TMP/bad.mp4"
printf 'cartoon\ncast:\n  A = Sunny\nscene\n  wait 1 s\n  place A at h -1\n' >"$TMP/late.screenplay"
expect 1 "" validate "$TMP/late.screenplay"
expect_stdout "$TMP/late.screenplay:6:3: error: h (the height"

# convert refuses to write over a file (without -y) and over its input.
expect 1 "" convert "$TMP/hello.screenplay" -o "$TMP/hello.png"
expect 2 "" convert "$TMP/hello.screenplay" -o "$TMP/hello.screenplay"
expect 0 "" convert "$TMP/hello.screenplay" -y -o "$TMP/hello.png"
expect 0 "" convert "$TMP/hello.png" --to screenplay
expect_stdout 'A: Good morning, Grump! (happy)'
expect 2 "" convert "$TMP/missing.screenplay" -o "$TMP/x.json"

finish
