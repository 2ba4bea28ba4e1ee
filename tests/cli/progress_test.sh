#!/usr/bin/env bash
# A render's progress and messages (docs/CLI.md "render"): the bar fits the terminal, the JSON
# lines carry the whole output path and end with a final line, a batch counts its inputs and sums
# up, -q silences the bar, -v tells the settings and timings.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
WAVE="$ROOT/packs/behaviours/wave_hello.json"
SMALL=(--size 160x90 --quality draft --fps 12 --to 2)
LONG_NAME="a_rather_long_output_name_for_a_narrow_terminal_window.mp4"

# The bar at 50 columns: every redraw (the text between carriage returns) at most 49 wide.
COLUMNS=50 "$JT" render "$WAVE" -o "$TMP/$LONG_NAME" "${SMALL[@]}" --progress bar 2>"$TMP/bar"
tr '\r' '\n' <"$TMP/bar" | sed 's/\x1b\[K//g' | grep -v '^jabbertoon: ' >"$TMP/lines"
check "the bar drew something" grep -q "24/24" "$TMP/lines"
WIDEST="$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/lines")"
check "no bar line wider than 49 columns at 50 (widest: $WIDEST)" test "$WIDEST" -le 49
COLUMNS=200 "$JT" render "$WAVE" -o "$TMP/wide.mp4" "${SMALL[@]}" --progress bar 2>"$TMP/bar"
check "a wide terminal shows the bar itself" grep -q "wide.mp4 \[##########" "$TMP/bar"

# JSON lines: the whole path, and a final line with the totals.
expect 0 "" render "$WAVE" -o "$TMP/j.mp4" "${SMALL[@]}" --progress json
expect_stdout "\"output\":\"$TMP/j.mp4\""
check "the last line says done, with the totals" bash -c \
  "tail -1 '$TMP/out' | grep -q '\"done\":true,\"complete\":true,\"frame\":24,\"frames\":24'"

# -q: no bar, no messages.
COLUMNS=80 "$JT" -q render "$WAVE" -o "$TMP/q.mp4" "${SMALL[@]}" --progress bar 2>"$TMP/quiet"
check "-q prints nothing on stderr" test ! -s "$TMP/quiet"

# -v: the settings and the plan's timing.
cat >"$TMP/scene.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": 0.5}]}]}
JSON
expect 0 "planned in" -v render "$TMP/scene.json" -o "$TMP/v.mp4" --size 160x90 --quality draft
check "-v tells the settings" grep -q "planned in" "$TMP/err"

# A batch: each line says which input, and a summary ends it.
cp "$TMP/scene.json" "$TMP/second.json"
expect 0 "2 rendered, 0 failed" render "$TMP/scene.json" \
  "$TMP/second.json" -o "$TMP/batch/" --size 160x90 --quality draft --progress json
expect_stdout '"input":2,"inputs":2'
check "the batch's last line sums up" bash -c \
  "tail -1 '$TMP/out' | grep -q '{\"done\":true,\"inputs\":2,\"written\":2,\"skipped\":0,\"failed\":0'"

finish
