#!/usr/bin/env bash
# `jabbertoon sample FILE --script S` (docs/CLI.md, "sample"): scripted checks of moves without
# pixels; exit 0 every expect holds, 1 one fails (at its line), 2 a bad script. The shipped packs'
# scripts are in tests/scripts/, their expected values computed independently (python, in them).
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"
SCRIPTS="$DATA/../scripts"

for pack in sadidle talk squirrel_idle; do
  expect 0 "" sample "$PACKS/behaviours/$pack.json" --script "$SCRIPTS/$pack.script"
done
expect 0 "" sample "$PACKS/behaviours/sadidle.json" --script "$SCRIPTS/sadidle.script"
expect_stdout '{"t":3,"pose":{"dy":3.486303089654351,"rot":0.4273798802338298}}'

cat >"$TMP/wave.json" <<'JSON'
{"v": 1, "kind": "behaviour", "params": {"amp": 10},
 "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": "=amp"}]},
             {"hat": {"on": "click"}, "body": [{"op": "set", "to": {"dy": 7}}]},
             {"hat": {"on": "key", "key": "x"}, "body": [{"op": "set", "to": {"rot": 5}}]}]}
JSON
# 10·sin(2) = 9.092974268256818 and 2·sin(2) = 1.8185948536513634 (node: Math.sin(2)).
cat >"$TMP/good.script" <<'S'
# a comment, and a blank line

param amp 2
at 1
expect dx ~ 1.8185948536513634   # trailing comments too
expect dy == 0
emit click
advance 0.5
expect dy == 7
emit key x
advance 0
expect rot == 5
expect rot != 4
expect dx < 2
expect dx > -2
snapshot dx dy
S
expect 0 "" sample "$TMP/wave.json" --script "$TMP/good.script"
expect_stdout '{"t":1.5,"pose":{"dx":0.2822400161197344,"dy":7}}'

# A failing expect: exit 1, the failure at its line (1-based) and pointer (0-based).
printf 'at 1\nexpect dx ~ 9\nexpect nope == 1\nexpect dx ~ 9.092974268256818\n' >"$TMP/fail.script"
expect 1 "$TMP/fail.script:2:1: expect dx ~ 9 at 1 s: got 9.092974268256818 [script-expect at /script/1]" \
  sample "$TMP/wave.json" --script "$TMP/fail.script"
check "each failure said" grep -q "expect nope == 1 at 1 s: got nothing \[script-expect at /script/2\]" "$TMP/err"
check "the passing line is not" bash -c "! grep -q '/script/3' '$TMP/err'"

# expect-error: a formula that fails while running is expected, and consumed.
cat >"$TMP/runerr.json" <<'JSON'
{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "set", "to": {"dx": "=nope"}}]}]}
JSON
printf 'expect-error formula-failed\nat 1\n' >"$TMP/experr.script"
expect 0 "" sample "$TMP/runerr.json" --script "$TMP/experr.script"
printf 'expect-error formula-failed\nat 1\n' >"$TMP/experr2.script"
expect 1 "expect-error formula-failed: the next command met no problem [script-expect-error at /script/0]" \
  sample "$TMP/wave.json" --script "$TMP/experr2.script"
printf 'at 1\n' >"$TMP/unexpected.script"
expect 1 "[formula-failed at /scripts/0/body/0" sample "$TMP/runerr.json" --script "$TMP/unexpected.script"

# Bad scripts: exit 2, nothing run.
printf 'at 1\njump 3\nexpect dx ~ abc\nexpect-error no-such-code\nset loud 2\nat 0.5\n' >"$TMP/bad.script"
expect 2 "$TMP/bad.script:2:1: unknown command \"jump\" [script-usage at /script/1]" \
  sample "$TMP/wave.json" --script "$TMP/bad.script"
check "every bad line said" [ "$(grep -c 'script-usage' "$TMP/err")" -eq 4 ]
printf 'at 2\nat 1\n' >"$TMP/back.script"
expect 2 "at 1 is before now (2 s): time only moves on" sample "$TMP/wave.json" --script "$TMP/back.script"
printf 'at 1\nparam amp 3\n' >"$TMP/lateparam.script"
expect 2 "param goes before" sample "$TMP/wave.json" --script "$TMP/lateparam.script"
expect 2 "cannot read the script" sample "$TMP/wave.json" --script "$TMP/missing.script"
expect 2 "" sample "$TMP/wave.json"
expect 1 "[bad-channel at " sample "$DATA/../schemas/cases/bad_channel.behaviour.json" --script "$TMP/good.script"

# `seed N` in the script: a move that draws `random` gets the seed's stream, as --seed N gives it
# (the script's seed is the one that counts when both are given).
cat >"$TMP/random.json" <<'JSON'
{"v": 1, "kind": "behaviour", "vars": {"r": 0},
 "scripts": [{"body": [{"op": "setVar", "var": "r", "value": "=random"},
                       {"op": "wave", "ch": "dx", "w": 1, "amp": "=100*r", "phase": 1.5707963267948966}]}]}
JSON
printf 'at 0\nsnapshot dx\n' >"$TMP/plain.script"
printf 'seed 1\nat 0\nsnapshot dx\n' >"$TMP/seed1.script"
printf 'seed 2\nat 0\nsnapshot dx\n' >"$TMP/seed2.script"
expect 0 "" sample "$TMP/random.json" --script "$TMP/plain.script" --seed 1
cp "$TMP/out" "$TMP/by_option.out"
expect 0 "" sample "$TMP/random.json" --script "$TMP/seed1.script" --seed 2
check "seed 1 in the script draws what --seed 1 draws" cmp -s "$TMP/out" "$TMP/by_option.out"
expect 0 "" sample "$TMP/random.json" --script "$TMP/seed2.script"
check "seed 2 draws another number" bash -c "! cmp -s '$TMP/out' '$TMP/by_option.out'"
# Groups name their snapshots; advance S in N lands where advance S does.
printf 'group hop\nadvance 1 in 3\nsnapshot dx\nend\n' >"$TMP/group.script"
expect 0 "" sample "$TMP/random.json" --script "$TMP/group.script"
expect_stdout '{"t":1,"group":"hop","pose":{"dx":'
printf 'at 0\nend\n' >"$TMP/unbalanced.script"
expect 2 "unbalanced.script:2:1: end without a group to end" sample "$TMP/random.json" --script "$TMP/unbalanced.script"

finish
