#!/usr/bin/env bash
# Fountain screenplays (docs/FOUNTAIN.md) on the command line: a `.fountain` file (or `--from
# fountain` on stdin) wherever a cartoon is read; what it leaves out said as warnings at its lines.
source "$(dirname "$0")/lib.sh"
EXAMPLE="$DATA/../../examples/last_cupcake.fountain"

# The example: valid, with the synopsis (line 33) and the note (line 34) it leaves out.
expect_report 0 "last_cupcake.fountain:33:1: warning: a synopsis is not part of the cartoon: it is left out [not-in-the-cartoon]" \
  validate "$EXAMPLE"
expect_report 0 "last_cupcake.fountain:34:1: warning: a note is not part of the cartoon" validate "$EXAMPLE"
expect_report 0 "1 file checked: 0 errors, 3 warnings" validate "$EXAMPLE"

# What it became: two scenes at their places and grades, Grump heard (line 18) before he walks on.
expect 0 "" text "$EXAMPLE"
expect_stdout 'scene "INT. KITCHEN - NIGHT" at kitchen (night)'
expect_stdout 'scene "EXT. PARK - MORNING" at park (bloom)'
expect_stdout '  B enters from the right to x 0.67 in 1 s'
expect_stdout '  A says "Everybody is asleep. It'"'"'s all mine." (voice whisper)'

# Converted to JSON: a cartoon with its two scenes' scripts and the auto camera.
expect 0 "" convert "$EXAMPLE" -o "$TMP/cupcake.json"
check "the JSON is a cartoon of two scenes, shot by the auto camera" python3 -c '
import json, sys
p = json.load(open(sys.argv[1]))
sys.exit(0 if p["kind"] == "cartoon" and len(p["scripts"]) == 2 and p["camera"] == "auto"
         and p["cast"]["A"]["voice"] == "child" and p["places"]["kitchen"]["background"] == "kitchen"
         else 1)' "$TMP/cupcake.json"

# Rendered: a still of the park scene.
expect 0 "wrote $TMP/park.png" render "$EXAMPLE" --still 15 --size 320x180 -o "$TMP/park.png"

# Standard input with --from fountain; a heading whose place has no background of its name.
printf 'Title: T\n\nEXT. THE MOON - NIGHT\n\nPIP\n(pondering)\nHello?\n' >"$TMP/moon.fountain"
expect_stdin 0 "no background is named \"the_moon\"" "$TMP/moon.fountain" --from fountain plan -
expect_stdin 0 "the parenthetical \"pondering\" is neither a mood nor a move" "$TMP/moon.fountain" \
  --from fountain plan -
expect_report 0 "moon.fountain:3:1: warning: no background is named \"the_moon\": the scene is set in" validate "$TMP/moon.fountain"

# A Fountain file that cannot be read: exit 2, the screenplay reader's words.
expect_report 2 "cannot read the file" validate "$TMP/missing.fountain"
expect 2 "cannot read the file" render "$TMP/missing.fountain" -o "$TMP/x.mp4"

# Control characters in the text never reach the terminal raw.
printf 'EXT. PARK\n\nPIP\nHi \033[31mred\n' >"$TMP/escape.fountain"
expect 0 "" text "$TMP/escape.fountain"
check "no raw escape on stdout" bash -c "! grep -q $'\033' '$TMP/out'"

# --narrator VOICE (before the subcommand): the action is spoken, and a narrator off the stage is
# meant: the example keeps its 3 warnings (the synopsis, the note, Grump heard before he is seen).
expect 0 "" --narrator calm text "$EXAMPLE"
expect_stdout '  NARRATOR says "One cupcake is left on the counter. Pip tiptoes in."'
expect_report 0 "1 file checked: 0 errors, 3 warnings" --narrator calm validate "$EXAMPLE"
expect 0 "wrote $TMP/narrated.png" --narrator calm render "$EXAMPLE" --still 2 --size 160x90 -o "$TMP/narrated.png"

finish
