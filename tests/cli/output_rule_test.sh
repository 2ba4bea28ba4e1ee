#!/usr/bin/env bash
# The one rule of every output (docs/CLI.md "Outputs", issue 27): only an ordinary file or a
# missing one is replaced by rename; a link to a file is written through (the link kept); a device
# or a FIFO is written as a stream; anything else is refused. An output that is an input is
# refused, an existing file needs -y, and all of it is found before any work, for every
# subcommand that writes (compare, creature scale, join, lipsync, render, sheet).
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
WAVE="$ROOT/packs/behaviours/wave_hello.json"
SMALL=(--size 160x90 --quality draft)
cat >"$TMP/scene.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann"}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
   {"op": "say", "who": "A", "text": "Hi"}, {"op": "wait", "s": 0.5}]}]}
JSON
"$JT" render "$WAVE" --still 1 -o "$TMP/a.png" --size 160x90 2>/dev/null
"$JT" render "$WAVE" --still 2 -o "$TMP/b.png" --size 160x90 2>/dev/null
cp "$TMP/a.png" "$TMP/golden.png"

# --- an output that is an input, or an existing file without -y -------------------------------
expect 2 "-o $TMP/golden.png is the input $TMP/golden.png" compare "$TMP/golden.png" "$TMP/b.png" \
  -o "$TMP/golden.png" -y
check "compare keeps the golden" cmp -s "$TMP/golden.png" "$TMP/a.png"
echo old >"$TMP/diff.png"
expect 1 "diff.png already exists: give -y" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/diff.png"
check "compare keeps an existing file without -y" grep -qx old "$TMP/diff.png"
expect 1 "" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/diff.png" -y
check "compare -y replaces it with a PNG" test "$(head -c 4 "$TMP/diff.png" | od -An -tx1 |
  tr -d ' ')" = 89504e47

SNAKE="$ROOT/packs/creatures/grass-snake.json"
cp "$SNAKE" "$TMP/snake.json"
expect 2 "is the input" creature scale "$TMP/snake.json" 2 -o "$TMP/snake.json" -y
check "creature scale keeps its input" cmp -s "$TMP/snake.json" "$SNAKE"
echo old >"$TMP/big.json"
expect 1 "big.json already exists" creature scale "$TMP/snake.json" 2 -o "$TMP/big.json"
check "creature scale keeps an existing file without -y" grep -qx old "$TMP/big.json"

echo part >"$TMP/p1.mp4"
echo part >"$TMP/p2.mp4"
expect 2 "-o $TMP/p1.mp4 is the input $TMP/p1.mp4" join "$TMP/p1.mp4" "$TMP/p2.mp4" \
  -o "$TMP/p1.mp4" -y
check "join keeps its part" grep -qx part "$TMP/p1.mp4"
echo old >"$TMP/joined.mp4"
expect 1 "joined.mp4 already exists" join "$TMP/p1.mp4" "$TMP/p2.mp4" -o "$TMP/joined.mp4"

cp "$TMP/scene.json" "$TMP/c.json"
expect 2 "is the input" lipsync "$TMP/c.json" -o "$TMP/c.json" -y --speech estimate
check "lipsync keeps the cartoon" cmp -s "$TMP/c.json" "$TMP/scene.json"

# --- links: written through, never replaced ---------------------------------------------------
echo old >"$TMP/real.png"
ln -s real.png "$TMP/link.png"
expect 1 "" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/link.png" -y
check "a link to a file stays a link" test -L "$TMP/link.png"
check "the file it links to is written" test "$(head -c 4 "$TMP/real.png" | od -An -tx1 |
  tr -d ' ')" = 89504e47
expect 0 "" render "$WAVE" --still 1 -o "$TMP/link.png" --size 160x90 -y
check "render through a link keeps it" test -L "$TMP/link.png"
ln -s nowhere/x.png "$TMP/dangling.png"
expect 2 "a link to nothing" render "$WAVE" --still 1 -o "$TMP/dangling.png" --size 160x90 -y
check "a link to nothing is kept as it is" test "$(readlink "$TMP/dangling.png")" = nowhere/x.png
ln -s loop2.png "$TMP/loop1.png"
ln -s loop1.png "$TMP/loop2.png"
expect 2 "a loop of links" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/loop1.png" -y

# --- devices and FIFOs: written as streams, never renamed over --------------------------------
ln -s /dev/null "$TMP/null.json"
expect 0 "" render "$TMP/scene.json" -o "$TMP/v.mp4" "${SMALL[@]}" --speech estimate \
  --manifest "$TMP/null.json" -y
check "--manifest into a link to /dev/null keeps the link" test -L "$TMP/null.json"
check "and /dev/null is still a device" test -c /dev/null
mkfifo "$TMP/fifo.png"
cat "$TMP/fifo.png" >"$TMP/from_fifo.png" &
reader=$!
expect 1 "" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/fifo.png"
wait "$reader"
check "a FIFO stays a FIFO" test -p "$TMP/fifo.png"
check "and a reader gets the PNG through it" test "$(head -c 4 "$TMP/from_fifo.png" | od -An -tx1 |
  tr -d ' ')" = 89504e47
mkfifo "$TMP/fifo.mp4"
cat "$TMP/fifo.mp4" >"$TMP/from_fifo.mp4" &
reader=$!
expect 0 "" render "$TMP/scene.json" -o "$TMP/fifo.mp4" "${SMALL[@]}" --speech estimate --no-cache
wait "$reader"
check "a video streamed into a FIFO" test -p "$TMP/fifo.mp4" -a -s "$TMP/from_fifo.mp4"

# --- refused: a directory, a missing directory, a directory that takes no file ---------------
mkdir "$TMP/adir.png"
expect 2 "a directory" compare "$TMP/a.png" "$TMP/b.png" -o "$TMP/adir.png" -y
expect 2 "does not exist: make it first" render "$TMP/scene.json" -o "$TMP/no/such/x.mp4" \
  "${SMALL[@]}"
check "no directory was made" test ! -e "$TMP/no"
# /proc takes no new file, even for root: found before the render, nothing left behind.
expect 2 "--manifest /proc/x.json" render "$TMP/scene.json" -o "$TMP/w.mp4" "${SMALL[@]}" \
  --manifest /proc/x.json
check "nothing was rendered" test ! -e "$TMP/w.mp4"
expect 2 "--subtitles /proc/x.srt" render "$TMP/scene.json" -o "$TMP/w.mp4" "${SMALL[@]}" \
  --subtitles /proc/x.srt --speech estimate
check "nothing was rendered" test ! -e "$TMP/w.mp4"
finish
