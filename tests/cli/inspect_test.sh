#!/usr/bin/env bash
# `jabbertoon inspect`: what a cartoon uses and declares and never uses, its length and scenes
# (docs/CLI.md "inspect").
source "$(dirname "$0")/lib.sh"
ROOT="$DATA/../.."
HAPPY="$ROOT/packs/scenes/happy_now.json"

# The shipped cartoon, with the spec's speech estimate: its length and scenes are the plan's.
expect 0 "" plan "$HAPPY" --speech estimate
cp "$TMP/out" "$TMP/plan.json"
expect 0 "" inspect "$HAPPY" --speech estimate --format json
check "inspect's length and scenes are the plan's" python3 - "$TMP/plan.json" "$TMP/out" <<'PY'
import json, sys
plan, seen = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert seen["duration"] == plan["duration"], (seen["duration"], plan["duration"])
scenes = [{"name": r["name"], "t": r["t"], "dur": r["dur"]} for r in plan["timeline"]
          if r["kind"] == "scene"]
assert seen["scenes"] == scenes, (seen["scenes"], scenes)
assert [m["id"] for m in seen["cast"]] == ["A", "B"], seen["cast"]
PY
expect 0 "" inspect "$HAPPY" --speech estimate
expect_stdout 'cartoon "Happy now?": '
expect_stdout ' 2 scenes, 2 in the cast'
expect_stdout '  A = Sunny · kid'
expect_stdout 'places: park'
expect_stdout 'moves: c4c:beh:sadidle, c4c:beh:walk, c4c:beh:wave_hello, c4c:beh:annoyed'
expect_stdout 'declared, never used: params none; cast none'

# Written for the test: a param nobody reads, a cast member nobody names, a clip, a voice.
cat >"$TMP/c.json" <<'JSON'
{"v": 1, "kind": "cartoon", "name": "Odds",
 "params": {"speed": 1, "unused": 2},
 "cast": {"A": {"at": {"x": 0.3}, "voice": "en"}, "Z": {"name": "Zed"}},
 "scripts": [{"hat": {"on": "scene", "name": "one", "place": "beach"}, "body": [
   {"op": "say", "who": "A", "text": "Hi", "speed": "=speed * 2"},
   {"op": "cut", "place": "street"},
   {"op": "does", "who": "A", "behaviour": {"id": "c4c:beh:bounce", "version": "1.0.0"},
    "for": 1},
   {"op": "wait", "s": 1}]}]}
JSON
expect 0 "" inspect "$TMP/c.json" --format json --speech estimate
check "the JSON lists what is used and what is never used" python3 - "$TMP/out" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["kind"] == "cartoon" and d["name"] == "Odds", d
assert d["places"] == ["beach", "street"], d["places"]
assert d["moves"] == ["c4c:beh:bounce@1.0.0"], d["moves"]
assert d["voices"] == ["en"], d["voices"]
assert d["params"] == ["speed", "unused"], d["params"]
assert d["unused"] == {"params": ["unused"], "cast": ["Z"]}, d["unused"]
assert d["cast"][1] == {"id": "Z", "name": "Zed"}, d["cast"]
# "Hi" takes the estimate's 0.6 s at speed 2 (0.3 s), then the move's 1 s wait: 1.3 s.
assert abs(d["duration"] - 1.3) < 1e-9, d["duration"]
assert [s["name"] for s in d["scenes"]] == ["one"], d["scenes"]
PY
expect 0 "" inspect "$TMP/c.json" --format json --summary --speech estimate
check "the summary counts" python3 -c 'import json, sys; d = json.load(open(sys.argv[1]));
assert d == {"kind": "cartoon", "name": "Odds", "cast": 2, "duration": 1.3, "scenes": 1}, d' \
  "$TMP/out"

# What it cannot inspect: a behaviour (usage), an invalid program (input), a missing file.
expect 2 "this is a behaviour; inspect takes a scene or a cartoon" inspect \
  "$ROOT/packs/behaviours/bounce.json"
echo '{"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene", "name": "s"},
  "body": [{"op": "hopp"}]}]}' >"$TMP/bad.json"
expect 1 "unknown op" inspect "$TMP/bad.json"
expect 2 "" inspect "$TMP/none.json"

finish
