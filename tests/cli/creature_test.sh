#!/usr/bin/env bash
# Creatures end to end (docs/CREATURES.md): validate on descriptors and creature packs, `creature
# bounds`, `creature scale`, `pose` of a creature.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"
SNAKE="$PACKS/creatures/grass-snake.json"

# The descriptor alone, out of its pack, and a broken copy with three problems.
node_free_content() {  # content FILE > OUT: a pack's content, with python3
  python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["content"]))' "$1"
}
node_free_content "$SNAKE" >"$TMP/snake.json"
python3 - "$TMP/snake.json" "$TMP/broken.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["legs"]["pairs"] = 129
d["gait"]["bend"]["harmonics"] = 2
del d["chain"]["breathing"]
json.dump(d, open(sys.argv[2], "w"))
PY

# --- validate --------------------------------------------------------------------------------
expect 0 "6 files checked: 0 errors, 0 warnings" validate "$PACKS/creatures"
expect 0 "1 file checked: 0 errors" validate "$TMP/snake.json"
expect 1 "1 file checked: 3 errors" validate "$TMP/broken.json"
expect_stdout "broken.json:1:2797: error: must be between 0 and 128, got 129 [out-of-range at /legs/pairs]"
expect_stdout "broken.json:1:874: error: is unknown [unknown-field at /gait/bend/harmonics]"
expect_stdout "hint: did you mean \"harmonic\"?"
expect_stdout "broken.json:1:1111: error: is required [missing-field at /chain/breathing]"
expect 1 "" validate --format json "$TMP/broken.json"
expect_stdout '"path":"/legs/pairs","line":1,"column":2797,"message":"must be between 0 and 128, got 129"'
expect 1 "" validate --format github "$TMP/broken.json"
expect_stdout "::error file="
expect_stdout "line=1,col=2797,title=jabbertoon out-of-range at /legs/pairs::must be between 0 and 128, got 129"

# A creature pack points into its content.
python3 - "$SNAKE" "$TMP/broken_pack.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
p["content"]["chain"]["skin"]["ribbon"]["paint"] = "nowhere"
json.dump(p, open(sys.argv[2], "w"))
PY
expect 1 "" validate "$TMP/broken_pack.json"
expect_stdout "error: references missing \"nowhere\" [dangling-reference at /content/chain/skin/ribbon/paint]"

# --- creature bounds ------------------------------------------------------------------------------
expect 0 "" creature bounds legs.pairs
expect_stdout '"max": 128'
expect 0 "" creature bounds "chain.skin.ornaments[].side"
expect_stdout '"both"'
expect 2 "is not a field of the creature descriptor schema" creature bounds legs.nope

# --- creature scale ----------------------------------------------------------------------------
expect 0 "" creature scale "$TMP/snake.json" 2 -o "$TMP/big.json"
expect 0 "1 file checked: 0 errors" validate "$TMP/big.json"
check "spacing doubled" python3 -c '
import json, sys
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))
assert b["chain"]["sections"]["trunk"]["spacing"] == 2 * a["chain"]["sections"]["trunk"]["spacing"]
assert b["gait"]["phaseLagRadiansPerPixel"] == a["gait"]["phaseLagRadiansPerPixel"] * 0.5
assert b["gait"]["bend"]["amplitude"] == a["gait"]["bend"]["amplitude"]
' "$TMP/snake.json" "$TMP/big.json"
expect 1 "[out-of-range at /chain/sections/trunk/spacing]" creature scale "$TMP/snake.json" 1e6
expect 1 "scale factor must be a finite number greater than 0" creature scale "$TMP/snake.json" 0
expect 1 "/legs/pairs" creature scale "$TMP/broken.json" 2
check "a failed scale writes nothing" [ ! -e "$TMP/none.json" ]

# --- the JSON Schema (schemas/creature.schema.json) -------------------------------------------
# The schema's cases (tests/schemas, checked there with ajv) are the reader's too: the valid one
# validates, each broken one is an error at the pointer the schema names.
CASES="$DATA/../schemas/cases"
expect_report 0 "" validate "$CASES/wiggler.creature.json"
expect_report 1 "/legs/speed" validate "$CASES/extra_field.creature.json"
expect_report 1 "/chain/breathing" validate "$CASES/missing_breathing.creature.json"
expect_report 1 "/legs/pairs" validate "$CASES/too_many_pairs.creature.json"
expect_report 1 "/legs/pairs" validate "$CASES/half_a_pair.creature.json"
expect_report 1 "/definitions/paints/9skin" validate "$CASES/bad_id.creature.json"
expect_report 1 "/definitions/paints/flesh/fill" validate "$CASES/blank_fill.creature.json"
expect_report 1 "/schemaVersion" validate "$CASES/version_2.creature.json"
expect_report 1 "/content/colour" validate "$CASES/content_extra_key.pack.json"
expect 0 "" schema creature
expect_stdout '"$id": "https://jabbertoon.com/schemas/creature.schema.json"'
expect 0 "" schema creature.legs.pairs
expect_stdout '"maximum": 128'

# --- pose --------------------------------------------------------------------------------------
expect 0 "" pose "$SNAKE" --at 1
expect_stdout '"head"'
expect_stdout '"chunks"'
expect 1 "/legs/pairs" pose "$TMP/broken.json" --at 1
expect 0 "" pose "$SNAKE" --from 0 --to 1 --fps 4
check "five JSON lines" [ "$(wc -l <"$TMP/out")" -eq 5 ]
expect 2 "" pose "$SNAKE" --at 1 --throttle 2
# Step independence: one jump, steps of 1/24 s and of 1/7 s give the same bytes.
"$JT" pose "$SNAKE" --at 5 --heading 30 --seed 4 >"$TMP/jump.json"
"$JT" pose "$SNAKE" --at 5 --heading 30 --seed 4 --step 0.041666666666666664 >"$TMP/steps24.json"
"$JT" pose "$SNAKE" --at 5 --heading 30 --seed 4 --step 0.14285714285714285 >"$TMP/steps7.json"
check "steps of 1/24 s give the jump's pose" cmp -s "$TMP/jump.json" "$TMP/steps24.json"
check "steps of 1/7 s give the jump's pose" cmp -s "$TMP/jump.json" "$TMP/steps7.json"

# The original's API: restLength (s_{N-1}: the snake's 3 head, 30 trunk and 12 tail chunks at
# 7, 7 and 6 px: 2·7 + 7 + 29·7 + (7+6)/2 + 11·6 = 296.5), a starting position (the head's, at
# time 0 exactly where it was put) and phase (wrapped into [0, 2π): 1 stays 1).
expect 0 "" pose "$SNAKE" --at 0 --position 200,-150.5 --phase 1 --select head,phase,restLength
check "position, phase and restLength" python3 -c '
import json, sys
p = json.load(open(sys.argv[1]))
sys.exit(0 if p == {"head": {"x": 200, "y": -150.5}, "phase": 1, "restLength": 296.5} else 1)' \
  "$TMP/out"
expect 2 "--position: expected X,Y" pose "$SNAKE" --at 1 --position 1
expect 2 "--position: expected X,Y" pose "$SNAKE" --at 1 --position 1,nan
expect 2 "--position: expected X,Y" pose "$SNAKE" --at 1 --position 2e9,0
expect 2 "--phase: expected a finite number" pose "$SNAKE" --at 1 --phase inf
# Non-finite headings and throttles are refused, not run as 0.
for bad in nan NaN inf -inf 1e400; do
  expect 2 "--heading: expected a finite number" pose "$SNAKE" --at 1 --heading "$bad"
done
expect 2 "--throttle: expected a finite number from 0 to 1" pose "$SNAKE" --at 1 --throttle nan
# Steering at times (--input NAME=V@T): a change at T steers the substeps after T.
"$JT" pose "$SNAKE" --at 3 --throttle 0 >"$TMP/still0.json"
expect 0 "" pose "$SNAKE" --at 3 --input throttle=0
check "throttle=0 (at 0) is --throttle 0" cmp -s "$TMP/still0.json" "$TMP/out"
"$JT" pose "$SNAKE" --at 2 >"$TMP/straight2.json"
expect 0 "" pose "$SNAKE" --at 2 --input heading=90@2,throttle=0.5@2
check "a change at 2 s leaves the pose at 2 s" cmp -s "$TMP/straight2.json" "$TMP/out"
expect 0 "" pose "$SNAKE" --at 3 --input heading=90@2 --input throttle=0.5@2.5
cp "$TMP/out" "$TMP/turned.json"
"$JT" pose "$SNAKE" --at 3 >"$TMP/straight3.json"
check "a change at 2 s steers it after" bash -c "! cmp -s '$TMP/straight3.json' '$TMP/turned.json'"
for bad in heading=nan@1 heading=inf throttle=2@1 throttle=0.5@-1 speed=1 heading=90@x; do
  expect 2 "--input \"$bad\": a creature's input is throttle=V" pose "$SNAKE" --at 1 --input "$bad"
done
expect 2 "--emit: a creature hears no events" pose "$SNAKE" --at 1 --emit click@1

# --- render ------------------------------------------------------------------------------------
need_ffmpeg
expect 0 "" render "$SNAKE" --still 1 --size 320x180 -o "$TMP/snake.png"
check "a PNG" [ -s "$TMP/snake.png" ]
for style in flat soft storybook bold crayon; do
  expect 0 "" render "$SNAKE" --still 1 --size 320x180 --style "$style" -o "$TMP/snake_$style.png"
done
check "styles differ" bash -c "! cmp -s '$TMP/snake_flat.png' '$TMP/snake_bold.png'"
expect 2 "" render "$SNAKE" --still 1 --style neon -o "$TMP/neon.png"
expect 1 "/legs/pairs" render "$TMP/broken.json" --still 1 -o "$TMP/broken.png"
check "nothing written for a broken creature" [ ! -e "$TMP/broken.png" ]
CENTIPEDE="$PACKS/creatures/centipede.json"
expect 0 "" render "$CENTIPEDE" -o "$TMP/crawl1.mp4" --to 1 --size 320x180 --threads 1
expect 0 "" render "$CENTIPEDE" -o "$TMP/crawl3.mp4" --to 1 --size 320x180 --threads 3
check "the same video at 1 and 3 threads" cmp -s "$TMP/crawl1.mp4" "$TMP/crawl3.mp4"
check "24 frames" [ "$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/crawl1.mp4")" = 24 ]
# A still is the video's frame: the PNG sequence's frame 12 and --still 0.5 agree.
expect 0 "" render "$CENTIPEDE" -o "$TMP/seq.png" --to 0.6 --size 320x180
expect 0 "" render "$CENTIPEDE" --still 0.5 --size 320x180 -o "$TMP/still.png"
check "a still is the video's frame" cmp -s "$TMP/seq_000012.png" "$TMP/still.png"

# The view holds the whole crawl (simulated first): a fast snake (its gait 2.5× as fast, thrust
# 3×: 1700 px in 10 s) is in the picture, clear of its edges, at the first and the last frame of
# a 10 s video (it crawled out of it before).
python3 - "$TMP/snake.json" "$TMP/fast.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["name"] = "fast-snake"
d["gait"]["cyclesPerSecond"] *= 2.5
d["gait"]["thrust"]["acceleration"] *= 3
json.dump(d, open(sys.argv[2], "w"))
PY
expect 0 "" render "$TMP/fast.json" -o "$TMP/fast.mp4" --to 10 --size 320x180 --background white
check "the crawl stays in the picture" python3 - "$TMP/fast.mp4" <<'PY'
import subprocess, sys
w, h = 320, 180
raw = subprocess.run(["ffmpeg", "-v", "error", "-i", sys.argv[1], "-vf", "select='eq(n\\,0)+eq(n\\,239)'",
                      "-vsync", "0", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                     capture_output=True, check=True).stdout
assert len(raw) == 2 * w * h * 3, len(raw)
for f in range(2):
    frame = raw[f * w * h * 3:(f + 1) * w * h * 3]
    xs = [i % w for i in range(w * h) if min(frame[3 * i:3 * i + 3]) < 200]
    ys = [i // w for i in range(w * h) if min(frame[3 * i:3 * i + 3]) < 200]
    assert xs, "frame %d: no creature" % f
    assert min(xs) >= 3 and max(xs) <= w - 4 and min(ys) >= 3 and max(ys) <= h - 4, \
        (f, min(xs), max(xs), min(ys), max(ys))
    print("frame", f, "x", min(xs), max(xs), "y", min(ys), max(ys))
PY

finish
