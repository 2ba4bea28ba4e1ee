#!/usr/bin/env bash
# render --background COLOUR (docs/CLI.md): one colour for the stage; bad colours refused.
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
finish
