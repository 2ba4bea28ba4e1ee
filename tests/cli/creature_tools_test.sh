#!/usr/bin/env bash
# A creature in the pose tools (docs/CREATURES.md "Steering", docs/CLI.md "sample", "session",
# "bench"): scripts and sessions steer it as `pose --input` does, and bench times it.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"
SNAKE="$PACKS/creatures/grass-snake.json"

# --- sample -------------------------------------------------------------------------------------
# restLength of the snake: 2·7 + 7 + 29·7 + (7+6)/2 + 11·6 = 296.5 (its sections' spacings).
cat >"$TMP/steer.script" <<'S'
expect restLength == 296.5
at 2
set heading 90
set throttle 0.5
at 3
snapshot
S
expect 0 "" sample "$SNAKE" --script "$TMP/steer.script"
"$JT" pose "$SNAKE" --at 3 --input heading=90@2,throttle=0.5@2 >"$TMP/pose.json"
check "a script's set at 2 is pose --input @2" python3 -c '
import json, sys
snap = json.loads(open(sys.argv[1]).read())
sys.exit(0 if snap["t"] == 3 and snap["pose"] == json.load(open(sys.argv[2])) else 1)' \
  "$TMP/out" "$TMP/pose.json"
# advance S in N lands on the jump's substeps; set before the first at is from the start.
printf 'advance 2.5 in 7\nsnapshot\n' >"$TMP/steps.script"
printf 'at 2.5\nsnapshot\n' >"$TMP/jump.script"
"$JT" sample "$SNAKE" --script "$TMP/steps.script" --heading 30 >"$TMP/steps.out"
"$JT" sample "$SNAKE" --script "$TMP/jump.script" --heading 30 >"$TMP/jump.out"
check "steps and a jump agree" cmp -s "$TMP/steps.out" "$TMP/jump.out"
printf 'set heading 30\nat 2.5\nsnapshot\n' >"$TMP/set.script"
expect 0 "" sample "$SNAKE" --script "$TMP/set.script"
check "set before the first at is --heading" cmp -s "$TMP/out" "$TMP/jump.out"
# At time 0 the head is where it was put (the original's position option).
printf 'at 0\nexpect head.x == 200\nexpect head.y == 150\nexpect phase == 1\n' >"$TMP/place.script"
expect 0 "" sample "$SNAKE" --script "$TMP/place.script" --position 200,150 --phase 1
# What a creature cannot take: voice inputs, events; a failed expect is exit 1.
printf 'at 1\nset loud 1\n' >"$TMP/loud.script"
expect 2 "set loud: a creature is steered with set throttle and set heading" \
  sample "$SNAKE" --script "$TMP/loud.script"
printf 'set talking 1\nat 1\n' >"$TMP/talk.script"
expect 2 "set talking: a creature is steered" sample "$SNAKE" --script "$TMP/talk.script"
printf 'at 1\nemit click\n' >"$TMP/emit.script"
expect 2 "a creature hears no events" sample "$SNAKE" --script "$TMP/emit.script"
printf 'set heading nan\n' >"$TMP/nan.script"
expect 2 "set takes an input and a value" sample "$SNAKE" --script "$TMP/nan.script"
printf 'at 1\nexpect restLength == 1\n' >"$TMP/fail.script"
expect 1 "expect restLength == 1 at 1 s: got 296.5" sample "$SNAKE" --script "$TMP/fail.script"
expect 2 "--heading: expected a finite number" sample "$SNAKE" --script "$TMP/jump.script" \
  --heading nan
# A move's script cannot steer.
cat >"$TMP/move.json" <<'JSON'
{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": 1}]}]}
JSON
printf 'at 1\nset throttle 1\n' >"$TMP/throttle.script"
expect 2 "set throttle steers a creature" sample "$TMP/move.json" --script "$TMP/throttle.script"

# --- session ------------------------------------------------------------------------------------
cat >"$TMP/requests" <<'R'
{"cmd": "pose", "at": 2}
at 2
set heading 90
set throttle 0.5
snapshot
at 3
snapshot
{"cmd": "plan"}
{"cmd": "frame", "at": 1}
emit click
at 1
snapshot head
R
expect_stdin 0 "" "$TMP/requests" session "$SNAKE"
check "a session steers a creature as pose does" python3 -c '
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
pose = json.load(open(sys.argv[2]))
ok = [l["ok"] for l in lines]
assert ok == [True] * 7 + [False, False, False, True, True], ok
assert lines[0]["result"]["restLength"] == 296.5
assert lines[6]["result"]["pose"] == pose, "at 3"
assert "creature" in lines[7]["error"] and "creature" in lines[8]["error"]
assert lines[9]["error"] == "a creature hears no events"
# at 1 is before now: it starts again, steered as last set from the start (heading 90)
assert lines[11]["result"]["pose"]["head"]["y"] > 20, lines[11]
' "$TMP/out" "$TMP/pose.json"

finish
