#!/usr/bin/env bash
# Vertical and square pictures (docs/RENDER.md "Framing"): --fit frame|contain|cover, a clear
# error for any other, the fit in the manifest, a 16:9 picture the same whatever the fit, and a
# vertical render the same bytes from parts and from the cache.
source "$(dirname "$0")/lib.sh"
HAPPY="$DATA/../../packs/scenes/happy_now.json"
SMALL=(--size 108x192 --quality draft --speech estimate --segment-length 1 --from 6 --to 8)

need_ffmpeg

# Each fit draws a picture of the size asked, and they differ.
for fit in frame contain cover; do
  expect 0 "" render "$HAPPY" --size 108x192 --speech estimate --still 7 --fit $fit \
    -o "$TMP/v_$fit.png"
  check "--fit $fit: a 108x192 picture" python3 -c 'import struct, sys
d = open(sys.argv[1], "rb").read(24)
assert struct.unpack(">II", d[16:24]) == (108, 192), struct.unpack(">II", d[16:24])' "$TMP/v_$fit.png"
done
check "contain is not cover" sh -c "! cmp -s '$TMP/v_contain.png' '$TMP/v_cover.png'"
check "frame is not cover" sh -c "! cmp -s '$TMP/v_frame.png' '$TMP/v_cover.png'"
# A picture of the stage's shape is the same whatever the fit.
for fit in frame contain cover; do
  expect 0 "" render "$HAPPY" --size 192x108 --speech estimate --still 7 --fit $fit \
    -o "$TMP/w_$fit.png"
done
check "16:9: contain is frame" cmp -s "$TMP/w_frame.png" "$TMP/w_contain.png"
check "16:9: cover is frame" cmp -s "$TMP/w_frame.png" "$TMP/w_cover.png"

# Bad values: a usage error (exit 2) naming the option and its choices.
expect 2 "--fit" render "$HAPPY" --size 108x192 --still 7 --fit stretch -o "$TMP/x.png"
check "the error names the choices" grep -qF "frame,contain,cover" "$TMP/err"
expect 2 "--fit" render "$HAPPY" --still 7 --fit "" -o "$TMP/x.png"

# The manifest says the fit; the default is frame.
for fit in contain ""; do
  expect 0 "" render "$HAPPY" "${SMALL[@]}" --no-audio --no-cache ${fit:+--fit $fit} \
    --manifest "$TMP/m.json" -o "$TMP/m.mp4" -y
  check "the manifest's fit is ${fit:-frame}" python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))["settings"]
assert s["fit"] == (sys.argv[2] or "frame"), s' "$TMP/m.json" "$fit"
done

# A vertical render across the director's cuts: the same bytes from two parts and from the cache,
# and the cache keeps fits apart.
expect 0 "" render "$HAPPY" "${SMALL[@]}" --no-cache --no-audio -o "$TMP/one.mp4"
expect 0 "" render "$HAPPY" "${SMALL[@]}" --no-cache --no-audio --part 1/2 -o "$TMP/p1.mp4"
expect 0 "" render "$HAPPY" "${SMALL[@]}" --no-cache --no-audio --part 2/2 -o "$TMP/p2.mp4"
expect 0 "" join "$TMP/p1.mp4" "$TMP/p2.mp4" -o "$TMP/joined.mp4"
check "two vertical parts join into the one-machine render" cmp -s "$TMP/joined.mp4" "$TMP/one.mp4"
expect 0 "" render "$HAPPY" "${SMALL[@]}" --cache "$TMP/cache" --no-audio -o "$TMP/c1.mp4"
check "the cached vertical render is the same bytes" cmp -s "$TMP/c1.mp4" "$TMP/one.mp4"
expect 0 "0 drawn" render "$HAPPY" "${SMALL[@]}" --cache "$TMP/cache" --no-audio -o "$TMP/c2.mp4"
check "and again from the cache" cmp -s "$TMP/c2.mp4" "$TMP/one.mp4"
expect 0 "" render "$HAPPY" "${SMALL[@]}" --cache "$TMP/cache" --no-audio --fit contain \
  -o "$TMP/c3.mp4"
check "another fit is not taken from the cache" sh -c "! grep -qF '0 drawn' '$TMP/err'"
check "and is another video" sh -c "! cmp -s '$TMP/c3.mp4' '$TMP/one.mp4'"
finish
