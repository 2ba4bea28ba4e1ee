#!/usr/bin/env bash
# `jabbertoon session FILE` (docs/CLI.md, "session"): one JSON reply a line for each request; a bad
# request gets an error reply and the session goes on; reload keeps the old program on errors.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"

wave() {
  printf '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 2, "amp": %s}]}]}\n' "$1"
}
wave 10 >"$TMP/move.json"
# 10·sin(2) = 9.092974268256818, 10·sin(1) = 8.414709848078965, 20·sin(2) = 18.185948536513635.
cat >"$TMP/requests" <<'REQ'
{"cmd": "pose", "at": 1}
{"cmd": "pose", "at": 0.5}
not json
{"cmd": "dance"}
{"cmd": "pose"}
{"cmd": "frame", "at": 1}

{"cmd": "reload"}
{"cmd": "pose", "at": 1}
{"cmd": "quit"}
{"cmd": "pose", "at": 1}
REQ
expect_stdin 0 "" "$TMP/requests" session "$TMP/move.json"
check "one reply per request up to quit" [ "$(wc -l <"$TMP/out")" -eq 9 ]
check "the replies" python3 - "$TMP/out" <<'PY'
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
ok = r[0]["ok"] and r[0]["result"]["dx"] == 9.092974268256818 and r[0]["diagnostics"] == []
ok = ok and r[1]["ok"] and r[1]["result"]["dx"] == 8.414709848078965  # back in time
ok = ok and not r[2]["ok"] and r[2]["error"].startswith('unknown command "not": a line is a script')
ok = ok and not r[3]["ok"] and "unknown cmd" in r[3]["error"]
ok = ok and not r[4]["ok"] and "needs \"at\"" in r[4]["error"]
ok = ok and not r[5]["ok"] and "behaviour has a pose" in r[5]["error"]
ok = ok and r[6]["ok"] and r[7]["ok"] and r[8] == {"ok": True, "result": None, "diagnostics": []}
sys.exit(0 if ok else 1)
PY

# reload: a file that no longer validates keeps the old program; a good one is taken.
wave 10 >"$TMP/move.json"
coproc SESSION { "$JT" session "$TMP/move.json" 2>"$TMP/err2"; }
# Kept now: bash unsets SESSION_PID once the session has ended, which after "quit" can be before
# the wait below on a loaded machine.
session_pid=$SESSION_PID
ask() {  # ask REQUEST: one request, its one reply appended to out2
  echo "$1" >&"${SESSION[1]}"
  local reply
  IFS= read -r reply <&"${SESSION[0]}"
  echo "$reply" >>"$TMP/out2"
}
ask '{"cmd": "pose", "at": 1}'
echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]}' >"$TMP/move.json"
ask '{"cmd": "reload"}'
ask '{"cmd": "pose", "at": 1}'
wave 20 >"$TMP/move.json"
ask '{"cmd": "reload"}'
ask '{"cmd": "pose", "at": 1}'
ask '{"cmd": "quit"}'
wait "$session_pid" || true
check "reload keeps the old program, then takes the new one" python3 - "$TMP/out2" <<'PY'
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
ok = len(r) == 6 and r[0]["result"]["dx"] == 9.092974268256818
ok = ok and not r[1]["ok"] and r[1]["diagnostics"][0]["code"] == "unknown-op"
ok = ok and r[1]["diagnostics"][0]["line"] == 1
ok = ok and r[2]["result"]["dx"] == 9.092974268256818
ok = ok and r[3]["ok"] and r[4]["result"]["dx"] == 18.185948536513635
sys.exit(0 if ok else 1)
PY

# A scene: its plan and frames.
scene="$(ls "$PACKS/scenes"/*.json | grep -v index | head -1)"
printf '{"cmd": "plan"}\n{"cmd": "frame", "at": 1}\n' >"$TMP/scene_requests"
expect_stdin 0 "" "$TMP/scene_requests" session "$scene" --speech estimate
check "a plan with a duration, and a frame" python3 -c '
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(0 if r[0]["ok"] and "duration" in r[0]["result"] and r[1]["ok"] and "characters" in r[1]["result"] else 1)' "$TMP/out"

# Stills: the picture `render --still` draws, written into the --stills folder under the name
# "out" gives; a bad "out" or size is refused and the session goes on.
cat >"$TMP/still_requests" <<EOF
{"cmd": "still", "at": 1.5, "out": "preview.png", "size": "320x180"}
{"cmd": "still", "at": 1.5, "out": "preview.txt"}
{"cmd": "still", "at": 1.5, "out": "small.png", "size": "8x8"}
{"cmd": "still", "out": "nowhen.png"}
{"cmd": "still", "at": 1.5, "out": "preview.png", "size": "320x180"}
EOF
expect_stdin 0 "" "$TMP/still_requests" session "$scene" --speech estimate --stills "$TMP"
cp "$TMP/out" "$TMP/still_replies"
check "five replies: the still, three refusals, the still again" python3 -c '
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
ok = len(r) == 5 and r[0]["ok"] and r[0]["result"]["width"] == 320 and r[0]["result"]["height"] == 180
ok = ok and [x["ok"] for x in r] == [True, False, False, False, True]
ok = ok and ".png" in r[1]["error"] and "WxH" in r[2]["error"] and "\"at\"" in r[3]["error"]
sys.exit(0 if ok else 1)' "$TMP/still_replies"
check "no picture for a refused request" test ! -e "$TMP/preview.txt" -a ! -e "$TMP/small.png" -a ! -e "$TMP/nowhen.png"
expect 0 "" render "$scene" --speech estimate --still 1.5 --size 320x180 -o "$TMP/rendered.png"
check "the session's still is render --still's, byte for byte" cmp -s "$TMP/preview.png" "$TMP/rendered.png"
echo '{"cmd": "still", "at": 1, "out": "move.png", "size": "64x64"}' >"$TMP/move_still"
expect_stdin 0 "" "$TMP/move_still" session "$TMP/move.json" --stills "$TMP"
check "a move's still, 64x64" python3 -c 'import sys; d = open(sys.argv[1], "rb").read(); sys.exit(0 if d[:8] == b"\x89PNG\r\n\x1a\n" and d[16:24] == bytes([0, 0, 0, 64, 0, 0, 0, 64]) else 1)' "$TMP/move.png"

# Issue 27: a still goes into the --stills folder and nowhere else; without one, none is written.
mkdir -p "$TMP/stills" "$TMP/elsewhere"
ln -s "$TMP/elsewhere/target.png" "$TMP/stills/link.png"
cat >"$TMP/escape_requests" <<EOF
{"cmd": "still", "at": 1, "out": "$TMP/elsewhere/abs.png"}
{"cmd": "still", "at": 1, "out": "../elsewhere/up.png"}
{"cmd": "still", "at": 1, "out": "link.png"}
{"cmd": "still", "at": 1, "out": "ok.png", "size": "64x64"}
EOF
expect_stdin 0 "" "$TMP/escape_requests" session "$TMP/move.json" --stills "$TMP/stills"
check "only a plain name in the folder is written" python3 -c '
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(0 if [x["ok"] for x in r] == [False, False, False, True] else 1)' "$TMP/out"
check "nothing written outside the folder" test -z "$(ls "$TMP/elsewhere")"
check "the still is in the folder" test -s "$TMP/stills/ok.png"
expect_stdin 0 "" "$TMP/move_still" session "$TMP/move.json"
expect_stdout "start it with --stills DIR"
expect_stdin 2 "--stills $TMP/none: not a folder" "$TMP/move_still" session "$TMP/move.json" \
  --stills "$TMP/none"
# A line over 1 MiB is read no further than the limit, refused, and the session goes on, in
# bounded memory.
python3 -c '
import sys
sys.stdout.write("{\"cmd\": \"plan\", \"pad\": \"" + "x" * (3 << 20) + "\"}\n")
sys.stdout.write("{\"cmd\": \"pose\", \"at\": 1}\n")' >"$TMP/long_requests"
expect_stdin 0 "" "$TMP/long_requests" session "$TMP/move.json"
check "a long line is refused and the next one answered" python3 -c '
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(0 if len(r) == 2 and not r[0]["ok"] and "1 MiB" in r[0]["error"] and r[1]["ok"] else 1)' \
  "$TMP/out"

# A request's "id", any JSON value, comes back first in its reply; a request without one gets none.
printf '%s\n' '{"id": 7, "cmd": "pose", "at": 1}' '{"cmd": "nope", "id": "b"}' \
  '{"cmd": "pose", "at": 1}' >"$TMP/id_requests"
expect_stdin 0 "" "$TMP/id_requests" session "$TMP/move.json"
check "each reply echoes its request's id" python3 -c '
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(0 if [list(x)[0] for x in r[:2]] == ["id", "id"] and r[0]["id"] == 7 and r[0]["ok"]
         and r[1]["id"] == "b" and not r[1]["ok"] and "id" not in r[2] else 1)' "$TMP/out"

# Script lines (docs/CLI.md "sample"): the same commands as a sample script's that run the subject.
# 10·sin(2·1) = 9.092974268256818; 10·sin(2·1.5) = 1.4112000805986722.
cat >"$TMP/script_requests" <<'REQ'
at 1
snapshot dx
expect dx ~ 9.092974268256818
expect dx > 100
advance 0.5 in 5
snapshot dx
at 0.5
seed 3
{"cmd": "pose", "at": 1}
{"cmd": "pose", "at": 1
REQ
wave 10 >"$TMP/move10.json"
expect_stdin 0 "" "$TMP/script_requests" session "$TMP/move10.json"
check "script lines answered as the sample script's commands run" python3 - "$TMP/out" <<'PY'
import json, sys
r = [json.loads(l) for l in open(sys.argv[1])]
ok = len(r) == 10
ok = ok and r[0] == {"ok": True, "result": {"t": 1}, "diagnostics": []}
ok = ok and r[1]["result"] == {"t": 1, "pose": {"dx": 9.092974268256818}}
ok = ok and r[2] == {"ok": True, "result": None, "diagnostics": []}
ok = ok and not r[3]["ok"] and r[3]["error"] == "expect dx > 100 at 1 s: got 9.092974268256818"
ok = ok and r[3]["diagnostics"][0]["code"] == "script-expect"
ok = ok and r[4]["result"] == {"t": 1.5} and r[5]["result"]["pose"]["dx"] == 1.4112000805986722
ok = ok and r[6]["ok"] and r[6]["result"] == {"t": 0.5}  # back in time: started again
ok = ok and not r[7]["ok"] and "sample script's, not a session's" in r[7]["error"]
ok = ok and r[8]["ok"] and r[8]["result"]["dx"] == 9.092974268256818
ok = ok and not r[9]["ok"] and r[9]["diagnostics"][0]["code"] == "json-syntax"
sys.exit(0 if ok else 1)
PY

# Usage: exit 2; a file that does not validate: exit 1 before any request.
expect 2 "" session
expect_stdin 2 "give the program as a file" "$TMP/requests" session -
echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hopp"}]}]}' >"$TMP/bad.json"
expect_stdin 1 "unknown op" "$TMP/requests" session "$TMP/bad.json"

finish
