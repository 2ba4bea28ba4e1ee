#!/usr/bin/env bash
# `jabbertoon pose`: a behaviour's pose at a time and over a range (docs/CLI.md).
source "$(dirname "$0")/lib.sh"

cat >"$TMP/wave.json" <<'JSON'
{"v": 1, "kind": "behaviour", "params": {"amp": 10},
 "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": "=amp"},
                       {"op": "ramp", "to": {"part:arm:-1": 40}, "over": 2, "ease": "linear"}]}]}
JSON

expect 0 "" pose "$TMP/wave.json" --at 1
# 10·sin(2) = 9.092974268256818 (node: 10*Math.sin(2)); the arm half way: 20.
expect_stdout '"dx": 9.092974268256818'
expect_stdout '"arm:-1": 20'
expect 0 "" pose "$TMP/wave.json" --at 1 --param amp=2
expect_stdout '"dx": 1.8185948536513634'
# Stepping at 0.01 s gives the same bits as one jump.
"$JT" pose "$TMP/wave.json" --at 1.37 >"$TMP/jump.json"
expect 0 "" pose "$TMP/wave.json" --at 1.37 --step 0.01
if cmp -s "$TMP/jump.json" "$TMP/out"; then passed=$((passed + 1)); else
  echo "FAIL: --step changed the pose"; failed=$((failed + 1)); fi

expect 0 "" pose "$TMP/wave.json" --from 0 --to 1 --fps 4
if [ "$(wc -l <"$TMP/out")" -eq 5 ]; then passed=$((passed + 1)); else
  echo "FAIL: 5 lines expected for 0..1 at 4 fps"; cat "$TMP/out"; failed=$((failed + 1)); fi
expect_stdout '{"t":0.25,"pose":{"dx":4.79425538604203,'

# A pack's content is run.
printf '{"pack": 1, "id": "local:beh:000000000000", "type": "behaviour", "content": %s}' \
  "$(cat "$TMP/wave.json")" >"$TMP/pack.json"
expect 0 "" pose "$TMP/pack.json" --at 1
expect_stdout '"dx": 9.092974268256818'

# Usage errors: exit 2.
expect 2 "--at" pose "$TMP/wave.json"
expect 2 "NAME=VALUE" pose "$TMP/wave.json" --at 1 --param amp
expect 2 "excludes" pose "$TMP/wave.json" --at 1 --from 0 --to 1

# Invalid programs: exit 1, with the JSON pointer of the problem.
echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]}' >"$TMP/bad.json"
expect 1 "$TMP/bad.json:1:60: unknown op \"hopp\": did you mean \"hop\"? [unknown-op at /scripts/0/body/0/op]" \
  pose "$TMP/bad.json" --at 1
echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "set", "to": {"dx": "=nope"}}]}]}' \
  >"$TMP/runerr.json"
expect 1 "$TMP/runerr.json:1:53: formula \"=nope\"" pose "$TMP/runerr.json" --at 1

finish
