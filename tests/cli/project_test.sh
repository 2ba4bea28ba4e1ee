#!/usr/bin/env bash
# render's project file (jabbertoon.json beside the cartoon) and presets (docs/PROJECT.md): the
# settings apply under the command line's, each checked as its option, at its place in the file.
source "$(dirname "$0")/lib.sh"
mkdir -p "$TMP/show" "$TMP/other"
cp "$DATA/../../packs/scenes/happy_now.json" "$TMP/show/a.json"
cp "$DATA/../../packs/scenes/happy_now.json" "$TMP/other/b.json"
cat >"$TMP/show/jabbertoon.json" <<'JSON'
{
  "$schema": "whatever an editor wants",
  "render": {"size": "160x90", "background": "#ff0000"},
  "presets": {"blue": {"background": "#0000ff"}, "youtube": {"size": "320x180"}}
}
JSON
A="$TMP/show/a.json"
# The project's size and colour: a point past 160x90 is outside the picture.
expect 0 "settings from $TMP/show/jabbertoon.json: size 160x90, background #ff0000" render "$A" --still 1 --probe '159,89'
expect_stdout '"rgba":[255,0,0,255]'
expect 2 "inside the 160x90 picture" render "$A" --still 1 --probe '200,100'
# The command line wins over the file, the preset over the file's defaults.
expect 0 "" render "$A" --still 1 --probe '0,0' --background '#00ff00'
expect_stdout '"rgba":[0,255,0,255]'
expect 0 "and --preset blue" render "$A" --still 1 --probe '0,0' --preset blue
expect_stdout '"rgba":[0,0,255,255]'
# A shipped preset: preview is 640x360; the project's own "youtube" replaces the shipped one.
expect 0 "" render "$A" --still 1 --probe '639,359' --preset preview
expect 2 "inside the 640x360 picture" render "$A" --still 1 --probe '640,0' --preset preview
expect 2 "inside the 320x180 picture" render "$A" --still 1 --probe '320,0' --preset youtube
expect 2 'did you mean "youtube"?' render "$A" --still 1 --probe '0,0' --preset youtub
# --no-project: the built-in 1920x1080 and the place's own backdrop.
expect 0 "" render "$A" --still 1 --probe '1919,0' --no-project
check "no settings line with --no-project" bash -c "! grep -q 'settings from' '$TMP/err'"
# --project names a file anywhere, for an input beside none.
expect 2 "inside the 160x90 picture" render "$TMP/other/b.json" --still 1 --probe '200,0' --project "$TMP/show/jabbertoon.json"
expect 2 "--project excludes --no-project" render "$A" --still 1 --probe '0,0' --project "$TMP/show/jabbertoon.json" --no-project
expect 2 "missing.json" render "$A" --still 1 --probe '0,0' --project "$TMP/missing.json"
# A batch over folders with different project files is refused before anything is drawn.
expect 2 "are in folders with different project files" render "$A" "$TMP/other/b.json" -o "$TMP/out/"
check "nothing rendered" test ! -e "$TMP/out/a.mp4"
# Problems in the file, at their places.
printf '{"render": {"quality": "hgih"}}' >"$TMP/show/jabbertoon.json"
expect 2 'jabbertoon.json:1:24: --quality "hgih"' render "$A" --still 1 -o "$TMP/x.png"
stderr_has "[bad-value at /render/quality]" || { echo "FAIL: no bad-value code"; failed=$((failed + 1)); }
printf '{"render": {"sise": "1x1"}}' >"$TMP/show/jabbertoon.json"
expect 1 'did you mean "size"?' render "$A" --still 1 -o "$TMP/x.png"
printf '{"render": {"subtitles": "../../etc/x.srt"}}' >"$TMP/show/jabbertoon.json"
expect 1 "a project file names no files" render "$A" --still 1 -o "$TMP/x.png"
printf '{"render": {"size": 1280}}' >"$TMP/show/jabbertoon.json"
expect 1 "expected a string, got a number" render "$A" --still 1 -o "$TMP/x.png"
printf '{"render": ' >"$TMP/show/jabbertoon.json"
expect 1 "jabbertoon.json:1:" render "$A" --still 1 -o "$TMP/x.png"
check "nothing written after a bad project file" test ! -e "$TMP/x.png"
finish
