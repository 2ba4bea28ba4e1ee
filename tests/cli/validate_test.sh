#!/usr/bin/env bash
# `jabbertoon validate` (docs/VALIDATION.md): formats, exit codes, --strict, directories, stdin,
# hostile files, and the shipped packs.
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"  # the shipped packs, in the source tree

check() {  # check DESCRIPTION COMMAND...: a condition that must hold
  local what="$1"
  shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL: $what"; failed=$((failed + 1)); fi
}

behaviour() {  # behaviour BODY: a behaviour with one script
  printf '{"v": 1, "kind": "behaviour", "name": "t", "scripts": [{"body": %s}]}\n' "$1"
}

behaviour '[{"op": "bob", "amp": 4}]' >"$TMP/good.json"
behaviour '[{"op": "hopp"}]' >"$TMP/error.json"
behaviour '[{"op": "bob", "ampp": 4}]' >"$TMP/warning.json"

# --- every shipped pack and catalog passes, with no warning --------------------------------------
expect 0 "files checked: 0 errors, 0 warnings" validate "$PACKS"
check "the shipped packs print nothing" [ ! -s "$TMP/out" ]
expect 0 "" validate --strict "$PACKS"

# --- text --------------------------------------------------------------------------------------
expect 0 "1 file checked: 0 errors, 0 warnings" validate "$TMP/good.json"
expect 1 "1 file checked: 1 error, 0 warnings" validate "$TMP/error.json"
expect_stdout "$TMP/error.json:1:73: error: unknown op \"hopp\": did you mean \"hop\"? [unknown-op at /scripts/0/body/0/op]"
expect 0 "" validate "$TMP/warning.json"
expect_stdout "$TMP/warning.json:1:88: warning: unknown bob argument \"ampp\": did you mean \"amp\"? [unknown-field at /scripts/0/body/0/ampp]"
expect_stdout "  hint: nothing reads it"
expect 1 "" validate --strict "$TMP/warning.json"
expect 1 "3 files checked: 1 error, 1 warning" validate "$TMP/good.json" "$TMP/error.json" "$TMP/warning.json"

# --- json lines --------------------------------------------------------------------------------
expect 1 "" validate --format json "$TMP/good.json" "$TMP/error.json"
check "one line per file, then the summary" [ "$(wc -l <"$TMP/out")" -eq 3 ]
check "the summary counts the run" test "$(tail -1 "$TMP/out")" = \
  '{"summary":{"files":2,"failed":1,"errors":1,"warnings":0,"ok":false}}'

expect_stdout "{\"file\":\"$TMP/good.json\",\"ok\":true,\"errors\":[],\"warnings\":[]}"
expect_stdout "{\"file\":\"$TMP/error.json\",\"ok\":false,\"errors\":[{\"code\":\"unknown-op\",\"severity\":\"error\",\"path\":\"/scripts/0/body/0/op\",\"line\":1,\"column\":73,\"message\":\"unknown op \\\"hopp\\\": did you mean \\\"hop\\\"?\"}],\"warnings\":[]}"
expect 1 "" validate --format json --strict "$TMP/warning.json"
expect_stdout "\"ok\":false"
check "json output is valid JSON lines" python3 -c '
import json, sys
for line in open(sys.argv[1]): json.loads(line)' "$TMP/out"

# --- github annotations ------------------------------------------------------------------------
expect 1 "" validate --format github "$TMP/error.json"
expect_stdout "::error file=$TMP/error.json,line=1,col=73,title=jabbertoon unknown-op at /scripts/0/body/0/op::unknown op \"hopp\": did you mean \"hop\"?"
printf '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "bob", "amp": "=a%%b"}]}]}' \
  >"$TMP/odd,name.json"
expect 0 "" validate --format github "$TMP/odd,name.json"
expect_stdout "::warning file=$TMP/odd%2Cname.json,"
printf '{"v": 1,\n "kind": }' >"$TMP/broken.json"
expect 1 "" validate --format github "$TMP/broken.json"
expect_stdout "::error file=$TMP/broken.json,line=2,col="

# --- JUnit XML and SARIF, read back as CI systems read them --------------------------------------
expect 1 "" validate --format junit "$TMP/good.json" "$TMP/error.json" "$TMP/odd,name.json"
check "JUnit: a test case a file, the failed one with its problem" python3 -c '
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suite = root.find("testsuite")
cases = {c.get("name"): c for c in suite.findall("testcase")}
bad = cases[sys.argv[2]].find("failure")
ok = (root.get("tests") == "3" and root.get("failures") == "1" and len(cases) == 3
      and cases[sys.argv[3]].find("failure") is None and bad is not None
      and bad.get("type") == "unknown-op" and "did you mean" in bad.get("message")
      and ":1:73: error: unknown op" in bad.text
      and cases[sys.argv[4]].find("failure") is None
      and "warning" in cases[sys.argv[4]].find("system-out").text)
sys.exit(0 if ok else 1)' "$TMP/out" "$TMP/error.json" "$TMP/good.json" "$TMP/odd,name.json"
expect 1 "" validate --format junit --strict "$TMP/warning.json"
check "JUnit --strict: a warning fails its file" grep -q 'failures="1"' "$TMP/out"
expect 1 "" validate --format sarif "$TMP/good.json" "$TMP/error.json" "$TMP/warning.json"
check "SARIF 2.1.0: a located result a problem, its rule declared" python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
run = s["runs"][0]
r = {x["ruleId"]: x for x in run["results"]}
e = r["unknown-op"]["locations"][0]
ok = (s["version"] == "2.1.0" and run["tool"]["driver"]["name"] == "jabbertoon"
      and len(run["results"]) == 2 and r["unknown-op"]["level"] == "error"
      and r["unknown-field"]["level"] == "warning"
      and e["physicalLocation"]["artifactLocation"]["uri"] == sys.argv[2]
      and e["physicalLocation"]["region"] == {"startLine": 1, "startColumn": 73}
      and e["logicalLocations"][0]["fullyQualifiedName"] == "/scripts/0/body/0/op"
      and sorted(x["id"] for x in run["tool"]["driver"]["rules"]) == ["unknown-field", "unknown-op"])
sys.exit(0 if ok else 1)' "$TMP/out" "$TMP/error.json"

# --- the pre-commit hooks (.pre-commit-hooks.yaml): each entry, run as pre-commit runs it (the
# changed files after it), passes a good file and fails a bad one with the annotations it promises.
HOOKS="$DATA/../../.pre-commit-hooks.yaml"
check "two hooks" test "$(grep -c '^- id: jabbertoon-validate' "$HOOKS")" = 2
while read -r entry; do
  read -r -a words <<<"${entry#entry: jabbertoon }"
  expect 0 "" "${words[@]}" "$TMP/good.json"
  expect 1 "" "${words[@]}" "$TMP/good.json" "$TMP/warning.json"
  case "$entry" in *github*) expect_stdout "::warning file=$TMP/warning.json" ;; esac
done < <(sed -n 's/^  entry: //p' "$HOOKS" | sed 's/^/entry: /')

# --- directories and stdin ---------------------------------------------------------------------
mkdir -p "$TMP/tree/sub" "$TMP/empty"
cp "$TMP/good.json" "$TMP/tree/a.json"
cp "$TMP/error.json" "$TMP/tree/sub/b.json"
echo 'not json' >"$TMP/tree/notes.txt"
expect 1 "2 files checked: 1 error" validate "$TMP/tree"
expect_stdout "$TMP/tree/sub/b.json:1:73: error"
expect 2 "a directory with no .json file in it" validate "$TMP/empty"
expect_stdin 0 "1 file checked" "$TMP/good.json" validate -
expect_stdin 1 "" "$TMP/error.json" validate --format json -
expect_stdout "{\"file\":\"-\",\"ok\":false"

# --- usage and unreadable files ----------------------------------------------------------------
expect 2 "" validate
expect 2 "" validate --format xml "$TMP/good.json"
expect 2 "" validate "$TMP/missing.json"
expect 2 "" validate "$TMP/missing.json" "$TMP/error.json"

# --- hostile files: a clear error, never a crash or a hang -------------------------------------
head -c 3000 /dev/urandom >"$TMP/binary.json"
printf '{"v": 1, "kind": "behav' >"$TMP/truncated.json"
printf '{"v": 1, "name": "\xff\xfe"}' >"$TMP/utf8.json"
printf '{"v": 1, "kind": "behaviour", "name": "\\ud800", "scripts": []}' >"$TMP/surrogate.json"
python3 -c 'print("[" * 100000 + "]" * 100000)' >"$TMP/deep.json"
printf '{"v": 1e400}' >"$TMP/huge.json"
printf '{"v": 1, "v": 2, "kind": "behaviour", "scripts": []}' >"$TMP/duplicate.json"
printf '' >"$TMP/empty.json"
printf '"just a string"' >"$TMP/string.json"
for f in binary truncated utf8 deep huge empty; do
  expect 1 "" validate "$TMP/$f.json"
  check "$f.json: one clear error" grep -q "^$TMP/$f.json[:0-9]*: error: " "$TMP/out"
done
expect 1 "" validate "$TMP/string.json"
expect_stdout "$TMP/string.json:1:1: error: not a program, a pack, a catalog, a character or a creature [unknown-document]"
expect 0 "0 errors, 0 warnings" validate "$TMP/surrogate.json"  # a lone surrogate is a string too
expect 1 "" validate "$TMP/duplicate.json"
expect_stdout "$TMP/duplicate.json:1:10: error: the key \"v\" is given twice in this object [duplicate-key at /v]"

# --- packs and catalogs ------------------------------------------------------------------------
mkdir -p "$TMP/packs/behaviours"
cp "$PACKS/behaviours/bounce.json" "$PACKS/behaviours/wag.json" "$TMP/packs/behaviours/"
"$JT" pack index "$TMP/packs" >/dev/null 2>&1
expect 0 "" validate "$TMP/packs"
rm "$TMP/packs/behaviours/wag.json"
expect 1 "" validate "$TMP/packs/index.json"
expect_stdout "which is not there"
cp "$PACKS/behaviours/idle.json" "$TMP/packs/behaviours/"
expect 1 "" validate "$TMP/packs/index.json"
expect_stdout "the catalog does not list the pack file \"behaviours/idle.json\""
sed 's/"name": "Bounce"/"name": "Bouncy"/' "$PACKS/behaviours/bounce.json" >"$TMP/bouncy.json"
expect 1 "" validate "$TMP/bouncy.json"
expect_stdout "content_hash"

# Two files of one pack id and version: the second is an error, in a directory or as two files.
mkdir -p "$TMP/twins/a" "$TMP/twins/b"
cp "$PACKS/behaviours/bounce.json" "$TMP/twins/a/bounce.json"
cp "$PACKS/behaviours/bounce.json" "$TMP/twins/b/bounce_copy.json"
expect 1 "2 files checked: 1 error" validate "$TMP/twins"
expect_stdout "$TMP/twins/b/bounce_copy.json:3:9: error: c4c:beh:bounce 1.0.0 is in $TMP/twins/a/bounce.json already [duplicate-id at /id]"
sed 's/"version": "1.0.0"/"version": "1.0.1"/' "$PACKS/behaviours/bounce.json" >"$TMP/twins/b/bounce_copy.json"
expect 0 "2 files checked: 0 errors" validate "$TMP/twins"  # another version is another pack

# What the plan finds (docs/VALIDATION.md "What the plan finds"): A speaks its line before it
# enters, which render warns about; validate says so at the line, and --strict fails on it.
cat >"$TMP/early.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {"look": {"template": "kid"}}},
 "scripts": [{"hat": {"on": "scene"}, "body": [
   {"op": "say", "who": "A", "text": "Am I on?"},
   {"op": "enter", "who": "A"},
   {"op": "say", "who": "A", "text": "Now I am."}]}]}
JSON
expect_report 0 "early.json:3:4: warning: A speaks while off the stage, so nobody is seen talking (as the plan times the lines, with estimated lengths) [off-stage at /scripts/0/body/0]" \
  validate "$TMP/early.json"
check "the line after the entrance is not warned about" bash -c "! grep -q 'body/2' '$TMP/out'"
expect_report 1 "1 file checked: 0 errors, 1 warning" validate --strict "$TMP/early.json"
# A cartoon whose plan cannot start (a loop of captions 1 ms apart, over the records' limit) is an
# error in validate, as it is in render.
cat >"$TMP/flood.json" <<'JSON'
{"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene"}, "body": [
  {"op": "forever", "body": [{"op": "caption", "text": "x", "for": 0.001}, {"op": "wait", "s": 0.001}]}]}]}
JSON
expect_report 1 "error: the cartoon cannot start: the plan stopped at" validate "$TMP/flood.json"
expect_report 1 "[plan-failed]" validate "$TMP/flood.json"

finish
