#!/usr/bin/env bash
# The hats the stage fires (docs/RUNTIME.md "Hats the stage fires"): an every hat's captions and a
# touch hat's in `plan`, their lines in `text` and a screenplay, and validate's warnings and
# errors about them. The times are worked out by hand in the comments.
source "$(dirname "$0")/lib.sh"

# Every 1.5 s in a 5 s scene: 0, 1.5, 3, 4.5. A glides from 0.1 to 0.9 over 2 s (0.4 per s)
# toward B at 0.6; both are 0.5 tall, so on the 16:9 stage their boxes meet 0.2·(0.5+0.5)·9/16 =
# 0.1125 apart, at x = 0.4875: t = 0.3875 / 0.4 = 0.96875.
cat >"$TMP/hats.json" <<'JSON'
{"v": 1, "kind": "cartoon", "name": "hats",
 "cast": {"A": {"at": {"x": 0.1}}, "B": {"at": {"x": 0.6}}},
 "scripts": [
  {"hat": {"on": "scene", "name": "one"}, "body": [
    {"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"}, {"op": "wait", "s": 3}]},
  {"hat": {"on": "every", "s": 1.5}, "body": [{"op": "caption", "text": "tick", "for": 0.5}]},
  {"hat": {"on": "touch", "who": "A", "with": "B"}, "body": [
    {"op": "caption", "text": "bump", "for": 0.25}]}]}
JSON

expect 0 "" plan "$TMP/hats.json"
ticks=$(jq -c '[.timeline[] | select(.kind == "caption" and .text == "tick") | .t]' "$TMP/out")
bumps=$(jq -c '[.timeline[] | select(.kind == "caption" and .text == "bump") | .t]' "$TMP/out")
if [ "$ticks" = "[0,1.5,3,4.5]" ]; then passed=$((passed + 1)); else
  echo "FAIL: every 1.5 s fired at $ticks, not [0,1.5,3,4.5]"; failed=$((failed + 1)); fi
if [ "$bumps" = "[0.96875]" ]; then passed=$((passed + 1)); else
  echo "FAIL: the touch fired at $bumps, not [0.96875]"; failed=$((failed + 1)); fi
check_json() {  # check_json FILTER WANT: the plan's stdout
  local got
  got=$(jq -c "$1" "$TMP/out")
  if [ "$got" = "$2" ]; then passed=$((passed + 1)); else
    echo "FAIL: $1 is $got, not $2"; failed=$((failed + 1)); fi
}
check_json '.duration' '5'
check_json '.warnings' '[]'

# A frame at 3.2 s shows the third tick's caption.
expect 0 "" pose "$TMP/hats.json" --at 3.2
expect_stdout '"tick"'

expect 0 "" validate "$TMP/hats.json"
expect 0 "" text "$TMP/hats.json"
expect_stdout "when every 1.5 s"
expect_stdout "when A touches B"

# The screenplay reads the lines back to the same program.
expect 0 "" convert "$TMP/hats.json" --to screenplay -o "$TMP/hats.screenplay"
expect 0 "" convert "$TMP/hats.screenplay" --to json -o "$TMP/back.json"
if [ "$(jq -cS . "$TMP/hats.json")" = "$(jq -cS . "$TMP/back.json")" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: the screenplay did not read back as the program"; failed=$((failed + 1))
fi

# In a move nothing fires them: a warning with its pointer and hint.
cat >"$TMP/move.json" <<'JSON'
{"v": 1, "kind": "behaviour", "name": "m",
 "scripts": [{"hat": {"on": "every", "s": 1}, "body": [{"op": "bob", "amp": 4}]}]}
JSON
expect_report 0 "warning: nothing fires every hats in a move: this script never runs [never-reached at /scripts/0/hat/on]" \
  validate "$TMP/move.json"
expect_report 0 "hint: put the script in the scene or cartoon program" validate "$TMP/move.json"

# A period shorter than 0.05 s is an error.
jq '.scripts[1].hat.s = 0.01' "$TMP/hats.json" >"$TMP/short.json"
expect_report 1 "[out-of-range at /scripts/1/hat/s]" validate "$TMP/short.json"

# A loud hat fires where A's voice gets loud: pops inside A's line, none in B's; a `who` in a
# move's loud hat is read by nothing.
jq -n '{v: 1, kind: "cartoon", name: "Loud", cast: {A: {name: "Ann", at: {x: 0.3}}, B: {name: "Bo", at: {x: 0.7}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "say", who: "A", text: "Hello! I am VERY loud today. HEY!"},
    {op: "say", who: "B", text: "Hey, hello."}]},
   {hat: {on: "loud", who: "A"}, body: [{op: "sound", clip: "c4c:sound:pop"}]}]}' >"$TMP/loud.json"
expect 0 "" validate "$TMP/loud.json"
expect 0 "" plan "$TMP/loud.json"
jq -c '[.timeline[] | select(.kind == "say")][0] | [.t, .t + .dur]' "$TMP/out" >"$TMP/a_line"
jq -c '[.timeline[] | select(.kind == "sound") | .t]' "$TMP/out" >"$TMP/pops"
check "A's voice gets loud at least twice" test "$(jq length "$TMP/pops")" -ge 2
check "every pop inside A's line" test "$(jq --slurpfile a "$TMP/a_line" '[.[] | select(. < $a[0][0] or . >= $a[0][1])] | length' "$TMP/pops")" = 0
expect 0 "" plan "$TMP/loud.json" --speech estimate
check "no voices, no loud moments" test "$(jq '[.timeline[] | select(.kind == "sound")] | length' "$TMP/out")" = 0
cat >"$TMP/loud_move.json" <<'JSON'
{"v": 1, "kind": "behaviour", "name": "m",
 "scripts": [{"hat": {"on": "loud", "who": "A"}, "body": [{"op": "bob", "amp": 4}]}]}
JSON
expect_report 0 "nothing reads \"who\" here [unknown-field at /scripts/0/hat/who]" validate "$TMP/loud_move.json"

finish
