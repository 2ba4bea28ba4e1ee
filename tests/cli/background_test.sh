#!/usr/bin/env bash
# render --background COLOUR (docs/CLI.md): one colour for the stage; bad colours refused. A set
# (background pack) that does not read: render, plan and bench refuse it alike, validate reports it.
source "$(dirname "$0")/lib.sh"
CARTOON="$DATA/../../packs/scenes/happy_now.json"
# The corners of a still at 1 s (no grade, no caption there) are the colour, exactly.
expect 0 "" render "$CARTOON" --still 1 --size 160x90 --background '#ff0000' --probe '0,0;159,89'
expect_stdout '{"x":0,"y":0,"rgba":[255,0,0,255]},{"x":159,"y":89,"rgba":[255,0,0,255]}'
# skyblue is CSS's 135, 206, 235.
expect 0 "" render "$CARTOON" --still 1 --size 160x90 --background skyblue --probe '0,0'
expect_stdout '"rgba":[135,206,235,255]'
expect 2 "--background: expected an opaque colour" render "$CARTOON" --still 1 --size 160x90 --background '#ff000080' -o "$TMP/x.png"
expect 2 "--background: expected an opaque colour" render "$CARTOON" --still 1 --size 160x90 --background nope -o "$TMP/x.png"
expect 2 "--background and --transparent" render "$CARTOON" --still 1 --size 160x90 --background red --transparent -o "$TMP/x.png"
check "nothing written" test ! -e "$TMP/x.png"

# A set of one's own (docs/STAGE.md "Shapes"): a prop that is not installed is a warning at its
# pointer with a hint, and the rest is drawn (the outlined box in the middle, its grey fill).
mkdir -p "$TMP/packs/backgrounds"
cat >"$TMP/packs/backgrounds/den.json" <<'PACK'
{"pack": 1, "id": "c4c:background:den", "type": "background", "version": "1.0.0", "name": "Den",
 "author": {"id": "c4c", "name": "Test"}, "license": "cc0", "remixable": true,
 "content": {"sky": ["#eeeeee", "#eeeeee"], "ground": ["#eeeeee", "#eeeeee"], "shapes": [
   {"type": "rrect", "x": 0.5, "y": 0.3, "w": 0.2, "h": 0.2, "fill": "#808080", "stroke": "#000000",
    "stroke_width": 0.04}],
  "props": [{"prop": "c4c:prop:sofa", "x": 0.5}]}}
PACK
"$JT" pack hash --fix "$TMP/packs/backgrounds/den.json" >/dev/null 2>&1
cat >"$TMP/den.json" <<'CARTOON'
{"v": 1, "kind": "cartoon", "cast": {}, "places": {"den": {"background": "den"}},
 "scripts": [{"hat": {"on": "scene", "name": "s", "place": "den"}, "body": [{"op": "wait", "s": 1}]}]}
CARTOON
expect 0 'den.json:/content/props/0/prop: no prop pack "c4c:prop:sofa"' render "$TMP/den.json" --packs "$TMP/packs" --still 0.5 --size 160x90 --probe '80,27;80,17'
expect_stdout '{"x":80,"y":27,"rgba":[128,128,128,255]}'
expect_stdout '{"x":80,"y":17,"rgba":[0,0,0,255]}'
# A set with a field of the wrong type (issue 30): render refuses the cartoon before drawing, with
# the pack's file, the JSON pointer in it and how to fix it, and writes nothing; validate says
# the same of the cartoon and of the pack alone.
cat >"$TMP/packs/backgrounds/bad.json" <<'PACK'
{"pack": 1, "id": "c4c:background:bad", "type": "background", "version": "1.0.0", "name": "Bad",
 "author": {"id": "c4c", "name": "Test"}, "license": "cc0", "remixable": true,
 "content": {"sky": ["#eeeeee", "#eeeeee"], "ground": ["#eeeeee", "#eeeeee"], "horizon": "low",
  "shapes": [{"type": "rrect", "x": 0.5, "y": 0.3, "w": 0.2, "h": 0.2, "fill": 12}]}}
PACK
"$JT" pack hash --fix "$TMP/packs/backgrounds/bad.json" >/dev/null 2>&1
sed 's/"den"}/"bad"}/' "$TMP/den.json" >"$TMP/bad.json"
expect 1 'backgrounds/bad.json:/content/horizon: expected a number [wrong-type]' render "$TMP/bad.json" --packs "$TMP/packs" --still 0.5 --size 160x90 -o "$TMP/bad.png"
check "the colour's pointer" stderr_has 'backgrounds/bad.json:/content/shapes/0/fill: expected a colour'
check "how to fix it" stderr_has 'fix this field of the background pack c4c:background:bad'
check "nothing drawn" test ! -e "$TMP/bad.png"
expect 1 'expected a number' render "$TMP/bad.json" --packs "$TMP/packs" --to 0.5 --size 160x90 -o "$TMP/bad.mp4"
check "no video" test ! -e "$TMP/bad.mp4"
expect_report 1 'backgrounds/bad.json:/content/horizon: error: expected a number' validate --packs "$TMP/packs" "$TMP/bad.json"
expect_report 1 '[bad-colour at /content/shapes/0/fill]' validate "$TMP/packs/backgrounds/bad.json"
# plan refuses it as render does (exit 1, the pack's file and pointer, the hint), and prints no
# plan; the set the cartoon stands on is read whatever --summary asks.
expect 1 'backgrounds/bad.json:/content/horizon: expected a number [wrong-type]' plan "$TMP/bad.json" --packs "$TMP/packs" --speech estimate
check "plan: the colour's pointer" stderr_has 'backgrounds/bad.json:/content/shapes/0/fill: expected a colour'
check "plan: how to fix it" stderr_has 'fix this field of the background pack c4c:background:bad'
check "plan: nothing printed" test ! -s "$TMP/out"
expect 1 'backgrounds/bad.json:/content/horizon: expected a number' plan "$TMP/bad.json" --packs "$TMP/packs" --speech estimate --summary
check "plan --summary: nothing printed" test ! -s "$TMP/out"
# The good set plans: one scene of 1 s ("wait" 1), so the duration is 1.
expect 0 "" plan "$TMP/den.json" --packs "$TMP/packs" --speech estimate --summary
expect_stdout '"duration": 1'
# bench stops there too, before its first frame, with the same message (docs/CLI.md "bench").
mkdir -p "$TMP/scratch"
export TMPDIR="$TMP/scratch"
expect 1 'backgrounds/bad.json:/content/horizon: expected a number [wrong-type]' bench "$TMP/bad.json" --packs "$TMP/packs" --speech estimate --size 160x90 --frames 2
check "bench: the colour's pointer" stderr_has 'backgrounds/bad.json:/content/shapes/0/fill: expected a colour'
check "bench: how to fix it" stderr_has 'fix this field of the background pack c4c:background:bad'
check "bench: no times printed" test ! -s "$TMP/out"
check "bench: no scratch video left" test -z "$(ls -A "$TMP/scratch")"
expect 0 "" bench "$TMP/den.json" --packs "$TMP/packs" --speech estimate --size 160x90 --frames 2
expect_stdout "x real time"
unset TMPDIR
finish
