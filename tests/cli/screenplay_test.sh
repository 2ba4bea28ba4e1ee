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
expect 2 "--from: yaml not in {json,screenplay,fountain}" --from yaml text -

# Errors: all of them, at their lines, exit 1; a validation error found later is at its line too.
cat >"$TMP/bad.screenplay" <<'PLAY'
cartoon "Bad"
cast:
  A = Sunny · template kid
scene "One"
  C: Who am I?
  captoin "Oops"
PLAY
expect 1 "" validate "$TMP/bad.screenplay"
expect_stdout "$TMP/bad.screenplay:5:3: error: unknown cast member \"C\""
expect_stdout "the cast is A (Sunny)"
expect_stdout "$TMP/bad.screenplay:6:3: error: expected a block, got \`captoin\`"
expect 1 "did you mean caption?" render "$TMP/bad.screenplay" -o "$TMP/bad.mp4"
printf 'cartoon\ncast:\n  A = Sunny\nscene\n  wait 1 s\n  place A at h -1\n' >"$TMP/late.screenplay"
expect 1 "" validate "$TMP/late.screenplay"
expect_stdout "$TMP/late.screenplay:6:3: error: h (the height"

# validate --strict fails on what a render would replace, each with its code and line.
cat >"$TMP/strict.screenplay" <<'PLAY'
cartoon "Strict"
cast:
  A = Sunny · template kid
places:
  home = background kitchn
scene "One" at home
  A enters from the left in 1 s
  A does wave_helo
  cut to moon
PLAY
expect 0 "" validate "$TMP/strict.screenplay"
expect 1 "" validate --strict "$TMP/strict.screenplay"
expect_stdout "$TMP/strict.screenplay:8:3: warning: no behaviour pack \"c4c:beh:wave_helo\""
expect_stdout 'hint: did you mean "c4c:beh:wave_hello"?'
expect_stdout "$TMP/strict.screenplay:6:1: warning: no background pack for \"kitchn\" (the place \"home\"): a plain backdrop instead [missing-pack at /scripts/0/hat/place]"
expect_stdout 'hint: did you mean "kitchen"?'
expect_stdout "$TMP/strict.screenplay:9:3: warning: no background pack for \"moon\""
# Hints that name the fix, in JSON too.
printf '{"v":1,"kind":"cartoon","cast":{"A":{"character":"kid"},"B":{}},"scripts":[{"hat":{"on":"scene"},"body":[{"op":"say","who":"C","text":"hi"}]}]}' >"$TMP/hints.json"
expect 1 "" validate "$TMP/hints.json"
expect_stdout 'hint: the cast is A, B: name one of them, or add it to the program'"'"'s "cast"'
expect_stdout 'hint: the template is `look.template`: "look": {"template": "kid"}'

# convert refuses to write over a file (without -y) and over its input.
expect 1 "" convert "$TMP/hello.screenplay" -o "$TMP/hello.png"
expect 2 "" convert "$TMP/hello.screenplay" -o "$TMP/hello.screenplay"
expect 0 "" convert "$TMP/hello.screenplay" -y -o "$TMP/hello.png"
expect 0 "" convert "$TMP/hello.png" --to screenplay
expect_stdout 'A: Good morning, Grump! (happy)'
expect 2 "" convert "$TMP/missing.screenplay" -o "$TMP/x.json"

finish
