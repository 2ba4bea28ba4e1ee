#!/usr/bin/env bash
# `jabbertoon pose --select/--input/--emit` (docs/CLI.md, "pose"): slim pipes, and a move's
# reaction to its inputs and the events it hears.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"

cat >"$TMP/react.json" <<'JSON'
{"v": 1, "kind": "behaviour",
 "scripts": [{"body": [{"op": "drive", "ch": "mouth", "value": "=min(1, loud*1.25)"},
                       {"op": "wave", "ch": "dx", "w": 2, "amp": 10}]},
             {"hat": {"on": "talk-start"}, "body": [{"op": "set", "to": {"dy": 5}}]},
             {"hat": {"on": "key", "key": "x"}, "body": [{"op": "set", "to": {"rot": 3}}]}]}
JSON
# --select: only those fields, where they were. 10·sin(2) = 9.092974268256818 (node).
expect 0 "" pose "$TMP/react.json" --at 1 --select dx,mouth
check "only dx and mouth" python3 -c '
import json, sys
p = json.load(open(sys.argv[1]))
sys.exit(0 if p == {"dx": 9.092974268256818, "mouth": 0} else 1)' "$TMP/out"
expect 0 "" pose "$TMP/react.json" --from 0 --to 0.5 --fps 2 --select dx
expect_stdout '{"t":0.5,"pose":{"dx":8.414709848078965}}'
expect 2 "--select dz: no such field in the pose" pose "$TMP/react.json" --at 1 --select dz

# --input: loud 0.4 opens the mouth to 0.5 (its drive, min(1, 1.25·0.4)).
expect 0 "" pose "$TMP/react.json" --at 1 --input loud=0.4,talking=1 --select mouth
check "the mouth follows loud" grep -q '"mouth": 0.5' "$TMP/out"
expect 2 "--input \"loud=2\": expected loud=V or talking=V" pose "$TMP/react.json" --at 1 --input loud=2
expect 2 "--input \"volume=1\"" pose "$TMP/react.json" --at 1 --input volume=1

# --emit: a talk-start at 1.5 sets dy from then on; a key x at 2 sets rot.
expect 0 "" pose "$TMP/react.json" --at 1 --emit talk-start@1.5 --select dy
check "not yet at 1 s" grep -q '"dy": 0' "$TMP/out"
expect 0 "" pose "$TMP/react.json" --from 1 --to 2 --fps 2 --emit talk-start@1.5 --emit key:x@2 --select dy,rot
expect_stdout '{"t":1,"pose":{"dy":0,"rot":0}}'
expect_stdout '{"t":1.5,"pose":{"dy":5,"rot":0}}'
expect_stdout '{"t":2,"pose":{"dy":5,"rot":3}}'
expect 2 "--emit \"shout@1\": expected EVENT@T" pose "$TMP/react.json" --at 1 --emit shout@1
expect 2 "--emit \"click\"" pose "$TMP/react.json" --at 1 --emit click
expect 2 "pose a behaviour" pose "$PACKS/scenes/$(ls "$PACKS/scenes" | grep -v index | head -1)" --at 1 --emit click@1

finish
