#!/usr/bin/env bash
# Creatures in a cartoon's cast (docs/CREATURES.md, "In a cartoon"): validated (an inline
# descriptor strictly, blocks they ignore warned with a code), resolved through the pack
# directories, posed in the cartoon's frames, and drawn the same at any thread count, in parts
# joined, from the cache and as stills.
source "$(dirname "$0")/lib.sh"
SMALL=(--size 320x180 --quality draft --segment-length 1 --speech estimate --progress none)

# A gecko crawls in from the left and a caterpillar (inline) rests while Ann talks: 2.5 s. Ann
# stands clear of the caterpillar's footprint, so it rests on its own place (docs/CREATURES.md
# "Room at a shared place").
python3 - "$DATA/../../packs/creatures/caterpillar.json" "$TMP/crawl.json" <<'PY'
import json, sys
caterpillar = json.load(open(sys.argv[1]))["content"]
cartoon = {"v": 1, "kind": "cartoon", "name": "crawl",
  "cast": {"liz": {"creature": "c4c:crt:gecko"},
           "cat": {"creature": caterpillar, "at": {"x": 0.7, "y": 0.8, "facing": -1}},
           "ann": {"at": {"x": 0.95}}},
  "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
    {"op": "enter", "who": "liz", "from": "left", "x": 0.05},
    {"op": "say", "who": "ann", "text": "Hello, little ones."}]}]}
json.dump(cartoon, open(sys.argv[2], "w"), indent=1)
broken = json.loads(json.dumps(cartoon))
broken["cast"]["cat"]["creature"]["legs"]["pairs"] = 129
json.dump(broken, open(sys.argv[2].replace("crawl", "broken"), "w"), indent=1)
ignored = json.loads(json.dumps(cartoon))
ignored["scripts"][0]["body"] += [
  {"op": "does", "who": "liz", "behaviour": "c4c:beh:bounce"},
  {"op": "mood", "who": "liz", "mood": "happy"},
  {"op": "place", "who": "cat", "x": 0.6, "h": 0.2, "over": 1}]
json.dump(ignored, open(sys.argv[2].replace("crawl", "ignored"), "w"), indent=1)
missing = json.loads(json.dumps(cartoon))
missing["cast"]["liz"]["creature"] = "c4c:crt:gekko"
json.dump(missing, open(sys.argv[2].replace("crawl", "missing"), "w"), indent=1)
PY

# --- validate ------------------------------------------------------------------------------------
expect 0 "1 file checked: 0 errors, 0 warnings" validate "$TMP/crawl.json"
expect 1 "1 file checked: 1 error" validate "$TMP/broken.json"
expect_stdout "error: must be between 0 and 128, got 129 [out-of-range at /cast/cat/creature/legs/pairs]"
expect 0 "0 errors, 4 warnings" validate "$TMP/ignored.json"
expect_stdout "[not-for-creatures at /scripts/0/body/2]"
expect_stdout "[not-for-creatures at /scripts/0/body/3]"
expect_stdout "[not-for-creatures at /scripts/0/body/4/h]"
expect_stdout "[not-for-creatures at /scripts/0/body/4/over]"
expect_stdout "\"cat\" is a creature: it crawls there at its gait's own speed, so over is ignored"
expect 0 "" validate "$TMP/missing.json"
expect_stdout "no creature pack \"c4c:crt:gekko\" in the pack directories"
expect_stdout "did you mean \"c4c:crt:gecko\"?"

# --- refused before anything runs ------------------------------------------------------------
expect 1 "[out-of-range at /cast/cat/creature/legs/pairs]" render "$TMP/broken.json" --still 1 -o "$TMP/broken.png"
check "nothing drawn for a broken descriptor" [ ! -e "$TMP/broken.png" ]
expect 1 "no creature pack \"c4c:crt:gekko\" among the packs found [missing-pack at /cast/liz/creature]" \
  render "$TMP/missing.json" --still 1 -o "$TMP/missing.png"
expect 1 "[missing-pack at /cast/liz/creature]" pose "$TMP/missing.json" --at 1

# --- the plan and the frames -------------------------------------------------------------------
expect 0 "" plan "$TMP/crawl.json" --speech estimate
check "the enter takes as long as the crawl (over 1 s, the block's default)" python3 -c '
import json, sys
enter = [r for r in json.load(open(sys.argv[1]))["timeline"] if r["kind"] == "enter"][0]
assert enter["dur"] > 1, enter' "$TMP/out"
expect 0 "" pose "$TMP/crawl.json" --at 2 --speech estimate
check "the frame carries each creature's body, the person none" python3 -c '
import json, sys
f = json.load(open(sys.argv[1]))
ch = f["characters"]
assert len(ch["liz"]["creature"]["legs"]) == 4, ch["liz"]
assert len(ch["cat"]["creature"]["legs"]) > 4
assert "creature" not in ch["ann"]
assert abs(ch["cat"]["x"] - 0.7) < 0.02 and abs(ch["cat"]["y"] - 0.8) < 0.02, ch["cat"]
assert ch["cat"]["facing"] == -1' "$TMP/out"

# --- drawn the same whichever way the frames are made ----------------------------------------
need_ffmpeg
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-cache --no-audio --threads 1 -o "$TMP/one.mp4"
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-cache --no-audio --threads 3 -o "$TMP/three.mp4"
check "the same bytes at 1 and 3 threads" cmp -s "$TMP/one.mp4" "$TMP/three.mp4"
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-cache --no-audio --part 1/2 -o "$TMP/p1.mp4"
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-cache --no-audio --part 2/2 -o "$TMP/p2.mp4"
expect 0 "" join "$TMP/p2.mp4" "$TMP/p1.mp4" -o "$TMP/joined.mp4"
check "two parts join into the one-machine render" cmp -s "$TMP/joined.mp4" "$TMP/one.mp4"
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-audio -o "$TMP/cached1.mp4"
expect 0 "" render "$TMP/crawl.json" "${SMALL[@]}" --no-audio -o "$TMP/cached2.mp4"
check "a render from the cache is the same" cmp -s "$TMP/cached2.mp4" "$TMP/one.mp4"
# A still is the video's frame, and a part from --from draws the frames of the whole.
expect 0 "" render "$TMP/crawl.json" --size 320x180 --speech estimate --to 1.5 -o "$TMP/seq.png"
expect 0 "" render "$TMP/crawl.json" --size 320x180 --speech estimate --still 1.25 -o "$TMP/still.png"
check "a still is the video's frame" cmp -s "$TMP/seq_000030.png" "$TMP/still.png"
expect 0 "" render "$TMP/crawl.json" --size 320x180 --speech estimate --from 1 --to 1.5 -o "$TMP/from.png"
check "--from draws the whole render's frames" cmp -s "$TMP/from_000030.png" "$TMP/seq_000030.png"
check "the creature moves between frames" bash -c "! cmp -s '$TMP/seq_000006.png' '$TMP/seq_000030.png'"

finish
