#!/usr/bin/env bash
# `jabbertoon compare` (docs/CLI.md, "compare"): PNGs, videos and render manifests; exit 0 the same,
# 1 different, 2 usage. Expected figures from pictures made here with known differences, and from
# python over ffmpeg's own decoding (an independent computation).
source "$(dirname "$0")/lib.sh"
need_ffmpeg

# Two 4x2 pictures written by python: b is a with one pixel changed by 10 in red and 3 in blue.
python3 - "$TMP" <<'PY'
import struct, sys, zlib
def png(path, rows):
    raw = b"".join(b"\0" + bytes(sum(row, [])) for row in rows)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    h = struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 6, 0, 0, 0)
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", h) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
a = [[[10 * x, 20 * y, 30, 255] for x in range(4)] for y in range(2)]
b = [[list(p) for p in row] for row in a]
b[1][2][0] += 10
b[1][2][2] += 3
png(sys.argv[1] + "/a.png", a)
png(sys.argv[1] + "/b.png", b)
png(sys.argv[1] + "/wide.png", [[[0, 0, 0, 255]] * 5] * 2)
PY
expect 0 "" compare "$TMP/a.png" "$TMP/a.png"
expect_stdout '{"max_channel_difference":0,"mean_channel_difference":0,"differing_pixels":0,"pixels_beyond_tolerance":0,"pass":true}'
expect 1 "" compare "$TMP/a.png" "$TMP/b.png"
# 13 of 8*4 = 32 channel values' worth of difference: mean 13/32 = 0.40625.
expect_stdout '{"max_channel_difference":10,"mean_channel_difference":0.40625,"differing_pixels":1,"pixels_beyond_tolerance":1,"pass":false}'
expect 0 "" compare "$TMP/a.png" "$TMP/b.png" --tolerance 10
expect_stdout '"pixels_beyond_tolerance":0,"pass":true'
expect 1 "" compare "$TMP/a.png" "$TMP/b.png" --tolerance 9 -o "$TMP/diff.png"
check "the diff picture: 10 where the pixel differs, 0 elsewhere" python3 - "$TMP/diff.png" <<'PY'
import subprocess, sys
raw = subprocess.run(["ffmpeg", "-v", "error", "-i", sys.argv[1], "-f", "rawvideo", "-pix_fmt", "gray", "-"],
                     capture_output=True, check=True).stdout
want = bytes([0] * 4 + [0, 0, 10, 0])
sys.exit(0 if raw == want else 1)
PY
expect 1 "" compare "$TMP/a.png" "$TMP/wide.png"
expect_stdout '"pass":false,"reason":"the sizes differ: 4x2 and 5x2"'

# Videos: a render and the same render made again are the same; another amplitude's is not.
cat >"$TMP/move.json" <<'JSON'
{"v": 1, "kind": "behaviour", "params": {"a": 40},
 "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 3, "amp": "=a"}]}]}
JSON
sed 's/"a": 40/"a": 10/' "$TMP/move.json" >"$TMP/other_move.json"
"$JT" render "$TMP/move.json" -o "$TMP/one.mp4" --size 160x90 --to 0.5 --fps 12 --manifest "$TMP/one.json" 2>/dev/null
"$JT" render "$TMP/move.json" -o "$TMP/two.mp4" --size 160x90 --to 0.5 --fps 12 --manifest "$TMP/two.json" 2>/dev/null
"$JT" render "$TMP/other_move.json" -o "$TMP/other.mp4" --size 160x90 --to 0.5 --fps 12 --manifest "$TMP/other.json" 2>/dev/null
expect 0 "" compare "$TMP/one.mp4" "$TMP/two.mp4"
expect_stdout '"frames_a":6,"frames_b":6,"max_channel_difference":0'
expect_stdout '"psnr":null,"ssim":1,"pass":true'
expect 1 "" compare "$TMP/one.mp4" "$TMP/other.mp4"
check "PSNR as python computes it from ffmpeg's own decoding" python3 - "$TMP" <<'PY'
import json, math, subprocess, sys
d = sys.argv[1]
def frames(path):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                         capture_output=True, check=True).stdout
    size = 160 * 90 * 4
    return [raw[i:i + size] for i in range(0, len(raw), size)]
a, b = frames(d + "/one.mp4"), frames(d + "/other.mp4")
squares = count = 0
first = None
for i, (fa, fb) in enumerate(zip(a, b)):
    if first is None and fa != fb:
        first = i
    for j in range(0, len(fa), 4):
        for c in range(3):
            squares += (fa[j + c] - fb[j + c]) ** 2
            count += 1
want = 10 * math.log10(255 ** 2 / (squares / count))
got = json.loads(open(d + "/out").read())
print(got["psnr"], want, got["first_frame_beyond_tolerance"], first)
sys.exit(0 if abs(got["psnr"] - want) < 0.2 and got["first_frame_beyond_tolerance"] == first else 1)
PY

# Manifests: the same render's are the same; another seed's differ from its first frame on.
expect 0 "" compare "$TMP/one.json" "$TMP/two.json"
expect_stdout '"first_differing_frame":null,"settings":[],"libraries":[],"tool_version_differs":false,"pass":true'
expect 1 "" compare "$TMP/one.json" "$TMP/other.json"
expect_stdout '"frames_a":6,"frames_b":6,"first_differing_frame":1,'
python3 - "$TMP" <<'PY'
import json, sys
m = json.load(open(sys.argv[1] + "/one.json"))
m["settings"]["size"] = "320x180"  # a move's manifest carries its settings: two changed
m["settings"]["seed"] = 3
lib = next(iter(m["tool"]["libraries"]))
m["tool"]["libraries"][lib] = "0.0.0"
m["frame_hashes"] = m["frame_hashes"][:4]
json.dump(m, open(sys.argv[1] + "/edited.json", "w"))
m["settings"]["seed"] = 4
m["settings"]["fps"] = 24
json.dump(m, open(sys.argv[1] + "/edited2.json", "w"))
print(lib)
PY
expect 1 "" compare "$TMP/one.json" "$TMP/edited.json"
expect_stdout '"frames_a":6,"frames_b":4,"first_differing_frame":4,"settings":["size","seed"],"libraries":['
expect 0 "" compare "$TMP/edited.json" "$TMP/edited2.json"
expect_stdout '"settings":["fps","seed"],"libraries":[],'

# Usage: exit 2.
expect 2 "" compare "$TMP/a.png"
expect 2 "cannot" compare "$TMP/a.png" "$TMP/missing.png"
expect 2 "two of a kind" compare "$TMP/a.png" "$TMP/one.json"
expect 2 "--tolerance" compare "$TMP/a.png" "$TMP/b.png" --tolerance 300
echo '{"not": "a manifest"}' >"$TMP/plain.json"
expect 2 "not a render manifest" compare "$TMP/plain.json" "$TMP/one.json"

# A bound on the work (issue 27: a 198 KB video of twenty 8192x8192 frames cost 115 s): each video
# of 6 frames of 160x90 is 6 · 14,400 = 86,400 pixels. At 50,000 the fourth frame (frame 3: 57,600)
# is past the limit; at 86,400 every frame fits.
expect 2 "one.mp4: frame 3 (160x90) takes the pixels read past the limit of 50000: give --max-pixels a larger number" \
  compare "$TMP/one.mp4" "$TMP/two.mp4" --max-pixels 50000
expect 0 "" compare "$TMP/one.mp4" "$TMP/two.mp4" --max-pixels 86400
expect 2 "--max-pixels 0: expected a number of pixels, at least 1" compare "$TMP/one.mp4" "$TMP/two.mp4" --max-pixels 0
expect 2 "--max-pixels" compare "$TMP/one.mp4" "$TMP/two.mp4" --max-pixels nan

# Compare reads its inputs more than once: a FIFO (which would block it past Ctrl-C) or a directory
# is refused before anything is read.
mkfifo "$TMP/pipe"
expect 2 "pipe: compare reads ordinary files, and this is a FIFO, a device or a socket" \
  compare "$TMP/pipe" "$TMP/one.mp4"
expect 2 "compare reads ordinary files, and this is a directory: name a file in it" compare "$TMP/one.mp4" "$TMP"

# Ctrl-C between two frames of a long comparison: exit 130 at once, the -o picture not written.
# 192 frames of 2048x2048 (a few seconds of work), interrupted after one.
ffmpeg -v error -f lavfi -i "color=c=red:size=2048x2048:rate=24:duration=8" -c:v libx264 \
  -preset ultrafast -pix_fmt yuv420p "$TMP/big.mp4"
"$JT" compare "$TMP/big.mp4" "$TMP/big.mp4" -o "$TMP/big_diff.png" >/dev/null 2>"$TMP/err" &
pid=$!
sleep 1
kill -INT "$pid"
waited=0
while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 50 ]; do
  sleep 0.1
  waited=$((waited + 1))
done
check "compare: Ctrl-C acts within 5 s" test "$waited" -lt 50
kill -KILL "$pid" 2>/dev/null
wait "$pid"
echo $? >"$TMP/code"
check "it exits 130" test "$(cat "$TMP/code")" = 130
check "and says where it stopped" grep -qF "interrupted at frame" "$TMP/err"
check "the difference picture is not written" test ! -e "$TMP/big_diff.png"

finish
