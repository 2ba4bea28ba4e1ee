#!/usr/bin/env bash
# `jabbertoon render` of a move (a still, a video) and `jabbertoon sheet`: PNGs written, the same bytes twice, errors
# and exit codes (docs/CLI.md).
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
WAVE="$ROOT/packs/behaviours/wave_hello.json"

# check_png FILE: the file starts with the PNG signature.
check_png() {
  if [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; then
    passed=$((passed + 1))
  else
    echo "FAIL: $1 is not a PNG"
    failed=$((failed + 1))
  fi
}

expect 0 "" render "$WAVE" --character dog --still 1.2 -o "$TMP/a.png" --size 320x180
check_png "$TMP/a.png"
expect 0 "" render "$WAVE" --character dog --still 1.2 -o "$TMP/b.png" --size 320x180
if cmp -s "$TMP/a.png" "$TMP/b.png"; then passed=$((passed + 1)); else
  echo "FAIL: the same still twice differs"; failed=$((failed + 1)); fi

expect 0 "" render "$WAVE" --character "$ROOT/packs/characters/cat.json" \
  --look '{"style": "crayon"}' --still 0.5 -o "$TMP/c.png" --size 200x200
check_png "$TMP/c.png"

expect 2 'did you mean "dog"' render "$WAVE" --character dgo --still 1 -o "$TMP/x.png"
# A move as a video: 2 s at 12 fps on the dog.
expect 0 "" render "$WAVE" --character dog -o "$TMP/wave.mp4" --size 160x120 --fps 12 --to 2 \
  --quality draft
FRAMES="$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames \
  -of csv=p=0 "$TMP/wave.mp4")"
if [ "$FRAMES" = 24 ]; then passed=$((passed + 1)); else
  echo "FAIL: the move's video has $FRAMES frames, not 24"; failed=$((failed + 1)); fi
expect 2 "--size" render "$WAVE" --still 1 -o "$TMP/x.png" --size 12by3
expect 2 "" render "$TMP/missing.json" --still 1 -o "$TMP/x.png"
[ ! -e "$TMP/x.png" ] && passed=$((passed + 1)) || { echo "FAIL: x.png written"; failed=$((failed + 1)); }

expect 0 "" sheet --moves "$WAVE" "$ROOT/packs/skeleton/bow.json" --characters person bird \
  --cell 96 -o "$TMP/sheet.png"
check_png "$TMP/sheet.png"
# --faces: a column per character and view with a face (front and side: 4 for two characters), a
# row per mouth shape (X, A to H) and per mood (6): at least 4 x 64 by 15 x 64 pixels.
expect 0 "the faces of 2 characters" sheet --faces --characters person dog --cell 64 \
  -o "$TMP/faces.png"
check_png "$TMP/faces.png"
read -r FACES_W FACES_H < <(python3 -c 'import struct, sys
print(*struct.unpack(">II", open(sys.argv[1], "rb").read(24)[16:24]))' "$TMP/faces.png")
if [ "$FACES_W" -ge 256 ] && [ "$FACES_H" -ge 960 ]; then passed=$((passed + 1)); else
  echo "FAIL: the faces sheet is ${FACES_W}x${FACES_H}, under 256x960"; failed=$((failed + 1)); fi
# --view draws every cell in one view: the dog head on is not the dog in profile; a view no
# template has is refused before anything is written.
expect 0 "" sheet --moves "$WAVE" --characters dog --cell 96 --view front -o "$TMP/front.png"
expect 0 "" sheet --moves "$WAVE" --characters dog --cell 96 -o "$TMP/profile.png"
if cmp -s "$TMP/front.png" "$TMP/profile.png"; then
  echo "FAIL: --view front drew the dog in profile"; failed=$((failed + 1)); else passed=$((passed + 1)); fi
expect 2 "--view" sheet --moves "$WAVE" --characters dog --view sideways -o "$TMP/no_view.png"
[ ! -e "$TMP/no_view.png" ] && passed=$((passed + 1)) || { echo "FAIL: no_view.png written"; failed=$((failed + 1)); }

# A flight on the sheet stays clear of its cell's top: the top tenth of each cell of fly_in (at
# 1 s, high in the air) is the plain wall, as at the sheet's left margin, for the dog (small in
# its cell, it had the room to fly up to the column's name), the person and the cat (its ears).
# Read with ffmpeg's own decoding.
need_ffmpeg
expect 0 "" sheet --moves "$ROOT/packs/behaviours/fly_in.json" --characters dog person cat \
  --cell 200 -o "$TMP/fly.png"
check "a flight keeps under the cell's top" python3 - "$TMP/fly.png" <<'PY'
import subprocess, sys
cell, label_w, label_h, cols = 200, 150, 33, 3
w = label_w + cols * cell
raw = subprocess.run(["ffmpeg", "-v", "error", "-i", sys.argv[1], "-f", "rawvideo", "-pix_fmt", "gray", "-"],
                     capture_output=True, check=True).stdout
for y in range(label_h + 2, label_h + cell // 10):
    wall = raw[y * w + 5]
    for x in range(label_w, w):
        if abs(raw[y * w + x] - wall) > 12:
            sys.exit(f"a character at ({x}, {y}), in the top tenth of its cell")
PY

# -o - on a terminal: refused as gzip refuses, unless -y (script(1) gives the command a terminal).
if command -v script >/dev/null; then
  script -qec "'$JT' render '$WAVE' -o - --still 1 --size 160x90" /dev/null >"$TMP/tty" 2>&1
  check "-o - into a terminal is refused (exit 2)" test $? = 2
  check "it says to redirect or pipe" grep -q "standard output is a terminal" "$TMP/tty"
  script -qec "'$JT' render '$WAVE' -o - --still 1 --size 160x90 -y" /dev/null >"$TMP/tty" 2>&1
  check "-y writes the PNG into it anyway" grep -q "PNG" "$TMP/tty"
fi

finish
