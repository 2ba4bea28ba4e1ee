#!/usr/bin/env bash
# Work in proportion to the input (issue "Hostile input, third round"): a file of many params,
# many problems or long words is read, checked, planned and posed in time and memory that grow
# with its size, not with its square, and what has no natural bound is cut at a stated limit
# (docs/VALIDATION.md, docs/RUNTIME.md).
source "$(dirname "$0")/lib.sh"

# in_bounds SECONDS ARGS...: runs "$JT ARGS..." as `expect` does (stdout in $TMP/out, stderr in
# $TMP/err, the exit code in $TMP/code), allowed at most SECONDS of CPU time (ulimit -t: the work
# done, whatever else the machine runs). Each input below took 20 s to 7 minutes when a step of it
# was quadratic and takes well under a second now, so the limit says which it is with a margin
# for sanitizers and a busy machine.
in_bounds() {
  local seconds="$1"
  shift
  # AddressSanitizer (scripts/sanitize) runs it a few times slower: three times the time there.
  [ -z "${ASAN_OPTIONS:-}" ] || seconds=$((seconds * 3))
  (ulimit -t "$seconds"; "$JT" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null; echo $? >"$TMP/code")
}
code_is() { test "$(cat "$TMP/code")" -eq "$1"; }

# --- many params --------------------------------------------------------------------------------
# 100,000 params: each default was compiled against a fresh copy of the names before it (17.7 s
# for validate and for pose); the same with formula defaults, each naming the one before.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "behaviour",
  "params": {f"p{i}": i for i in range(100000)},
  "scripts": [{"body": [{"op": "ramp", "by": {"dx": "=p99999"}, "over": 1}]}]}))' >"$TMP/params.json"
in_bounds 10 validate "$TMP/params.json"
check "validate: 100,000 constant params, 0 warnings" code_is 0
check "validate's summary" grep -qF "0 errors, 0 warnings" "$TMP/err"
in_bounds 10 pose "$TMP/params.json" --at 0.5
check "pose: 100,000 constant params" code_is 0
check "the last param is read: dx is half of 99999" grep -qF '"dx": 49999.5' "$TMP/out"

python3 -c 'import json; print(json.dumps({"v": 1, "kind": "behaviour",
  "params": {f"p{i}": (f"=p{i-1}+1" if i else 0) for i in range(100000)},
  "scripts": [{"body": [{"op": "ramp", "by": {"dx": "=p99999"}, "over": 1}]}]}))' >"$TMP/chain.json"
in_bounds 10 validate "$TMP/chain.json"
check "validate: 100,000 params, each the one before plus 1" code_is 0
in_bounds 10 pose "$TMP/chain.json" --at 1
check "pose: the chained params" code_is 0
check "the chain's end is 99999" grep -qF '"dx": 99999' "$TMP/out"

# 50,000 of them naming an unknown name: each warning's "did you mean" compared the name with
# every param (over a minute); the first 100 get one, the rest are warned without.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "behaviour",
  "params": {f"speed{i}": (f"=sped{i}" if i % 2 else 0) for i in range(100000)},
  "scripts": [{"body": [{"op": "wait", "s": 1}]}]}))' >"$TMP/unknown.json"
in_bounds 10 validate "$TMP/unknown.json"
check "validate: 50,000 unknown names are warnings" code_is 0
check "each is warned about" grep -qF "0 errors, 50000 warnings" "$TMP/err"
# (A default sees only the params before it: sped1's nearest is speed0.)
check "the first has its suggestion" grep -qF 'unknown name "sped1": did you mean "speed0"?' "$TMP/out"
check "100 have one" test "$(grep -c 'did you mean' "$TMP/out")" -eq 100
check "the 101st is warned without" grep -qF 'unknown name "sped201" [unknown-name' "$TMP/out"
in_bounds 10 pose "$TMP/unknown.json" --at 1
check "pose: the first failing default stops the start" code_is 1
check "and is the one named" grep -qF 'the behaviour cannot start: formula "=sped1": unknown name "sped1"' "$TMP/err"

# --- many run-time errors ---------------------------------------------------------------------
# 50,000 waits whose formulas fail: each error was compared with every earlier one, and each
# printed one found its line by reading the whole file again (7 minutes).
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "behaviour",
  "scripts": [{"body": [{"op": "wait", "s": f"=q{i}"} for i in range(50000)]}]}))' >"$TMP/failing.json"
in_bounds 10 pose "$TMP/failing.json" --at 1
check "pose: 50,000 failing formulas are errors (exit 1)" code_is 1
check "each is said once" test "$(grep -c 'formula-failed at' "$TMP/err")" -eq 50000
column=$(python3 -c 'import sys; print(open(sys.argv[1]).read().index("{\"op\": \"wait\", \"s\": \"=q49999\"}") + 1)' "$TMP/failing.json")
check "with its place in the file" grep -qF "failing.json:1:$column: formula \"=q49999\"" "$TMP/err"

# --- long spoken lines ----------------------------------------------------------------------------
# A 100 KB line was spoken whole: 7.6 s and 720 MB to plan with its speech. A line keeps the 500
# characters that are drawn, and those are what is spoken, planned and written.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann", "at": {"x": 0.5}}},
  "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
    {"op": "say", "who": "A", "text": "la " * 34000}]}]}))' >"$TMP/long_line.json"
expect 0 "0 errors, 1 warning" validate "$TMP/long_line.json"
expect_stdout "the words are 102000 characters long: only the first 500 are drawn and spoken [limit-exceeded at /scripts/0/body/0/text]"
(limit_memory 400000; in_bounds 10 plan "$TMP/long_line.json")
check "plan: the long line, spoken, within 400 MB" code_is 0
kept_line() {
  python3 -c 'import json, sys
say = [r for r in json.load(open(sys.argv[1]))["timeline"] if r["kind"] == "say"][0]
sys.exit(say["text"] != ("la " * 167)[:500] + "\u2026")' "$TMP/out"
}
check "the planned line is its first 500 characters and an ellipsis" kept_line

# --- plans of bounded size ----------------------------------------------------------------------
# A 200-byte cartoon looping `caption for 0.001; wait 0.001` planned 3.6 million records (700 MB,
# over 3 GB of address space for a still). A plan holds at most 10,000 records and 500 a second.
printf '%s' '{"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene", "name": "a"}, "body": [
  {"op": "forever", "body": [{"op": "caption", "text": "x", "for": 0.001},
                             {"op": "wait", "s": 0.001}]}]}]}' >"$TMP/captions.json"
(limit_memory 400000; in_bounds 10 plan "$TMP/captions.json" --summary)
check "plan: a loop of 1 ms captions is an input error (exit 1)" code_is 1
check "which names the limit and what to do" grep -qF "captions.json: the cartoon cannot start: the plan stopped at 19.999 s: it holds 20000 timeline records, more than the limit of 10000 and 500 a second of the cartoon (a loop of captions, lines, moods or camera moves whose wait is nearly 0 s?): wait longer in the loop, or give it an end" "$TMP/err"
(limit_memory 400000; in_bounds 10 render "$TMP/captions.json" --still 0.5 --size 160x90 -o "$TMP/captions.png")
check "render --still: the same error" code_is 1
check "render --still: said so" grep -qF "more than the limit of 10000 and 500 a second" "$TMP/err"
check "render --still: no picture" test ! -e "$TMP/captions.png"

# --- creatures ----------------------------------------------------------------------------------
# A descriptor that validated, with a 65 KB path of arcs on every plate at scale 1000, took over
# 120 s for one still, ignoring SIGINT and SIGTERM: a shape draws at most 256 segments and the
# particles 32,768 a frame (docs/CREATURES.md).
python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))["content"]
d["definitions"]["shapes"]["blotch"]["path"] = "M -5 0 " + "A 5 5 0 1 0 5 0 A 5 5 0 1 0 -5 0 " * 1900 + "Z"
d["chain"]["skin"]["plates"][0]["scale"] = 1000
print(json.dumps(d))' "$DATA/../../packs/creatures/grass-snake.json" >"$TMP/arcs.json"
expect 1 "" validate "$TMP/arcs.json"
expect_stdout "error: draws 7602 segments, more than the 256 a shape may (an arc is up to four curves) [limit-exceeded at /definitions/shapes/blotch/path]"
expect_stdout "hint: a shape is a small mark drawn at every plate, ornament or foot that uses it: simplify its path"
expect_stdout "error: the plates, ornaments and feet draw 76042 path segments a frame, more than 32768 [limit-exceeded at /chain/skin]"
expect 1 "draws 7602 segments" render "$TMP/arcs.json" --still 1 --size 160x90 -o "$TMP/arcs.png"

# stops_soon SECONDS SIGNAL ARGS...: runs "$JT ARGS..." in the background, sends SIGNAL after
# SECONDS, and says whether it ended within 10 s of the signal (exit code in $TMP/code, stderr in
# $TMP/err). Each run below has 20 s to a minute of work left when the signal comes; they acted
# after 7 to 12 s, or at the end.
stops_soon() {
  local after="$1" signal="$2"
  shift 2
  "$JT" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null &
  local pid=$! waited=0
  sleep "$after"
  kill "-$signal" "$pid"
  while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 100 ]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    wait "$pid"
    return 1
  fi
  wait "$pid"
  echo $? >"$TMP/code"
}
# 100 centipedes crawling, a still at 1000 s: the creatures' substeps ask about Ctrl-C.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "cartoon",
  "cast": {f"c{i}": {"creature": "c4c:crt:centipede",
                     "at": {"x": (i % 10) / 10 + 0.05, "y": 0.5 + (i // 10) * 0.04, "facing": 1}}
           for i in range(100)},
  "scripts": [{"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 2}] +
    [{"op": "place", "who": f"c{i}", "x": 0.9 - (i % 10) / 10, "y": 0.5 + (i // 10) * 0.04}
     for i in range(100)] + [{"op": "wait", "s": 1200}]}]}))' >"$TMP/herd.json"
check "render --still of 100 creatures: Ctrl-C acts at once" \
  stops_soon 2 INT render "$TMP/herd.json" --still 1000 --size 160x90 -o "$TMP/herd.png"
check "it exits 130" code_is 130
# Interrupted while drawing, or (on a loaded machine, still) while planning: either says so.
check "and says nothing was written" grep -qE \
  "herd.png: interrupted: not written|interrupted while planning the cartoon: nothing was written" "$TMP/err"
check "nothing is written" test ! -e "$TMP/herd.png"
# A creature alone, a still at an hour: its crawl asks too (SIGTERM as Ctrl-C).
python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))["content"]
d["chain"]["sections"]["trunk"]["chunks"] = 200
d["legs"]["pairs"] = 40
print(json.dumps(d))' "$DATA/../../packs/creatures/centipede.json" >"$TMP/long_centipede.json"
expect 0 "0 errors" validate "$TMP/long_centipede.json"
check "render --still of an hour's crawl: SIGTERM acts at once" \
  stops_soon 1 TERM render "$TMP/long_centipede.json" --still 3600 --size 160x90 -o "$TMP/crawl.png"
check "it exits 130" code_is 130
check "nothing is written" test ! -e "$TMP/crawl.png"

finish
