#!/usr/bin/env bash
# The camera (docs/CAMERA.md) end to end: its blocks in the text view, the plan and the pose; a
# render with cuts, glides, a zoom and a shake is the same bytes from parts and from the cache.
source "$(dirname "$0")/lib.sh"
CARTOON="$DATA/camera/moves.json"
SMALL=(--size 192x108 --quality draft --speech estimate --segment-length 1)

need_ffmpeg

expect 0 "" text "$CARTOON"
expect_stdout "camera: close-up on A"
expect_stdout "camera: medium two-shot on A and B in 0.5 s"
expect_stdout "camera: zoom to 3× on B in 0.6 s"
expect_stdout "camera: pan to x 0.2 in 0.8 s (linear)"
expect_stdout "camera: shake 0.03 for 0.4 s"
expect_stdout "camera: roll to 8°"
expect 0 "" plan "$CARTOON" --speech estimate
expect_stdout '"kind": "shot"'
expect_stdout '"kind": "roll"'
expect 0 "" pose "$CARTOON" --at 0.5 --speech estimate
expect_stdout '"camera": {'
expect 0 "" validate "$CARTOON"

# A zoom beyond 12 is an error naming its pointer.
sed 's/"to": 3/"to": 30/' "$CARTOON" >"$TMP/far.json"
expect 1 "" validate "$TMP/far.json"
expect_stdout "out-of-range at /scripts/0/body/3/to"

# One render, two parts joined, and the cache: the same bytes.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --no-audio -o "$TMP/one.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --no-audio --threads 3 -o "$TMP/one3.mp4"
check "the same bytes at 1 and 3 threads" cmp -s "$TMP/one.mp4" "$TMP/one3.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --no-audio --part 1/2 -o "$TMP/p1.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --no-audio --part 2/2 -o "$TMP/p2.mp4"
expect 0 "" join "$TMP/p1.mp4" "$TMP/p2.mp4" -o "$TMP/joined.mp4"
check "two parts join into the one-machine render" cmp -s "$TMP/joined.mp4" "$TMP/one.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --cache "$TMP/cache" --no-audio -o "$TMP/c1.mp4"
expect 0 "0 drawn" render "$CARTOON" "${SMALL[@]}" --cache "$TMP/cache" --no-audio -o "$TMP/c2.mp4"
check "the cached render is the same bytes" cmp -s "$TMP/c1.mp4" "$TMP/one.mp4"
check "and again from the cache" cmp -s "$TMP/c2.mp4" "$TMP/one.mp4"

# The close-up and the wide shot are different pictures; the wide shot at the end is the
# picture without camera blocks.
expect 0 "" render "$CARTOON" --size 192x108 --speech estimate --still 0.2 -o "$TMP/close.png"
expect 0 "" render "$CARTOON" --size 192x108 --speech estimate --still 3.1 -o "$TMP/wide.png"
check "a close-up is not the wide shot" sh -c "! cmp -s '$TMP/close.png' '$TMP/wide.png'"

# The shipped cartoon says "camera": "auto": its default render shows at least three framings
# (the wide shot, a two-shot, close-ups), and --camera fixed shows the whole stage throughout.
HAPPY="$DATA/../../packs/scenes/happy_now.json"
framings=""
for t in 2 5 7 9; do
  "$JT" pose "$HAPPY" --at $t --speech estimate >"$TMP/pose.json" 2>/dev/null
  framings="$framings$(tr -d ' \n' <"$TMP/pose.json" | grep -o '"camera":{[^}]*}')
"
done
count="$(printf '%s' "$framings" | sort -u | grep -c camera)"
check "at least three framings in happy_now, got $count" [ "$count" -ge 3 ]
"$JT" pose "$HAPPY" --at 7 --speech estimate --camera fixed >"$TMP/pose.json" 2>/dev/null
check "--camera fixed is the wide shot" sh -c "tr -d ' \n' <'$TMP/pose.json' | grep -q '\"camera\":{\"x\":0.5,\"y\":0.5,\"w\":1}'"
# Pixels: the close-up at 7 s is not the wide picture the fixed camera draws.
expect 0 "" render "$HAPPY" --size 192x108 --speech estimate --still 7 -o "$TMP/auto7.png"
expect 0 "" render "$HAPPY" --size 192x108 --speech estimate --still 7 --camera fixed -o "$TMP/fixed7.png"
check "the shipped cartoon's close-up differs from its wide shot" \
  sh -c "! cmp -s '$TMP/auto7.png' '$TMP/fixed7.png'"

# The manifest says how the render was shot: --camera as given, null for the file's own.
for camera in fixed ""; do
  expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-audio ${camera:+--camera $camera} \
    --manifest "$TMP/m.json" -o "$TMP/m.mp4" -y
  check "the manifest's camera is ${camera:-null}" python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))["settings"]
assert s["camera"] == (sys.argv[2] or None), s' "$TMP/m.json" "$camera"
done
finish
