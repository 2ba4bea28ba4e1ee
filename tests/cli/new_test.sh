#!/usr/bin/env bash
# `jabbertoon new` (starters that validate strictly and render as they are, never written over a
# file) and `jabbertoon help TOPIC` (docs/CLI.md).
source "$(dirname "$0")/lib.sh"

cd "$TMP" || exit 1
for kind in cartoon scene move character; do
  expect 0 "wrote my_$kind" new "$kind"
done
expect 0 "4 files checked: 0 errors, 0 warnings" validate --strict my_cartoon.screenplay \
  my_scene.screenplay my_move.json my_character.json
expect 0 "" render my_cartoon.screenplay --still 6 --size 320x180 -o cartoon.png
expect 0 "" render my_scene.screenplay --still 2 --size 320x180 -o scene.png
expect 0 "" render my_move.json --character my_character.json --still 1 --size 180x180 -o move.png
expect 0 "" plan --summary my_cartoon.screenplay
expect_stdout '"say": 4'
# A name, with or without its extension; the title is the name.
expect 0 "wrote Hello.screenplay" new cartoon Hello
expect 0 "" text Hello.screenplay
expect_stdout 'scene "Morning" at park'
expect 0 "wrote bop.json" new move bop.json
expect 0 "" convert bop.json --to json
expect_stdout '"name": "bop"'
# Never over a file.
cp my_move.json keep.json
expect 1 "my_move.json is there already" new move
cmp -s my_move.json keep.json && passed=$((passed + 1)) || { echo "FAIL: my_move.json changed"; failed=$((failed + 1)); }
expect 2 "" new poem

expect 0 "" help render
expect_stdout "Usage: render"
expect 0 "" help
expect_stdout "Subcommands:"
expect 2 'no topic "rendr": did you mean "render"?' help rendr

finish
