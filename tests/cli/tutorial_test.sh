#!/usr/bin/env bash
# docs/TUTORIAL.md cannot rot: every file it shows (```screenplay NAME, ```json NAME) is written,
# every command it shows (```sh, "$ jabbertoon ...") is run in order and must succeed, and its
# screenplay and its JSON are the same cartoon.
source "$(dirname "$0")/lib.sh"
TUTORIAL="$DATA/../../docs/TUTORIAL.md"
cd "$TMP" || exit 1

# The snippets, in order: "file NAME" then its lines, or "run ARGS".
python3 - "$TUTORIAL" >"$TMP/snippets" <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
block = None
for line in lines:
    if block is None and line.startswith("```") and len(line) > 3:
        words = line[3:].split()
        block = (words[0], words[1] if len(words) > 1 else None, [])
    elif block is not None and line.startswith("```"):
        kind, name, body = block
        if kind == "sh":
            for l in body:
                assert l.startswith("$ jabbertoon "), l
                print("run " + l[len("$ jabbertoon "):])
        else:
            assert name, "a %s block needs a file name" % kind
            with open(name, "w", encoding="utf-8") as f:
                f.write("\n".join(body) + "\n")
        block = None
    elif block is not None:
        block[2].append(line)
PY
runs=0
while read -r verb args; do
  [ "$verb" = run ] || continue
  # shellcheck disable=SC2086  # the tutorial's words, split as a shell splits them
  expect 0 "" $args
  runs=$((runs + 1))
done <"$TMP/snippets"
[ "$runs" -ge 9 ] && passed=$((passed + 1)) || { echo "FAIL: only $runs commands found"; failed=$((failed + 1)); }
for f in starter.screenplay hello.png hello.mp4 converted.json hello_json.png; do
  [ -s "$f" ] && passed=$((passed + 1)) || { echo "FAIL: the tutorial made no $f"; failed=$((failed + 1)); }
done
# The screenplay and the JSON are one cartoon (canonical JSON).
python3 -c '
import json, sys
a = json.load(open("converted.json")); b = json.load(open("hello.json"))
sys.exit(0 if a == b else 1)' && passed=$((passed + 1)) ||
  { echo "FAIL: hello.screenplay and hello.json are not the same cartoon"; failed=$((failed + 1)); }

finish
