#!/usr/bin/env bash
# Diagnostics a program can rely on (docs/VALIDATION.md, "Codes"; docs/CLI.md, "Messages"): every
# code emitted is listed, every problem has a line and column, a repeated key is an error wherever
# a file is read, and misspelt subcommands and options get a suggestion.
source "$(dirname "$0")/lib.sh"
DOCS="$DATA/../../docs"

# --- every code emitted is in docs/VALIDATION.md's list ------------------------------------------
mkdir -p "$TMP/corpus"
cp "$DATA/../schemas/cases/"*.json "$TMP/corpus/"
b() { printf '{"v": 1, "kind": "behaviour", "scripts": [{"body": [%s]}]}' "$1" >"$TMP/corpus/$2.json"; }
b '{"op": "hopp"}' unknown_op
b '{"op": "bob", "ampp": 1}' unknown_field
b '{"op": "bob", "amp": "=sin("}' bad_formula
b '{"op": "bob", "amp": "=tua"}' unknown_name
b '{"op": "wave", "ch": "part:Arm", "amp": 1}' bad_channel
b '{"op": "say", "text": "hi"}' misplaced
b '{"op": "turnPart", "part": "left elbow", "deg": 3}' unknown_part
b '{"op": "wait", "s": 1, "until": 2}' conflicting
printf '{"v": 1, "v": 1, "kind": "behaviour", "scripts": []}' >"$TMP/corpus/duplicate.json"
printf '{"v": 1, "kind": ' >"$TMP/corpus/syntax.json"
printf '"a string"' >"$TMP/corpus/document.json"
"$JT" validate --format json "$TMP/corpus" >"$TMP/all.jsonl" 2>/dev/null
python3 - "$TMP/all.jsonl" "$DOCS/VALIDATION.md" >"$TMP/codes.txt" <<'PY'
import json, re, sys
docs = open(sys.argv[2]).read()
listed = set(re.findall(r"^\| `([a-z-]+)` \| (?:error|warning)", docs.split("\n## Codes\n")[1], re.M))
seen = set()
for line in open(sys.argv[1]):
    report = json.loads(line)
    if "summary" in report:  # the run's totals, the last line
        continue
    for d in report["errors"] + report["warnings"]:
        assert d["severity"] in ("error", "warning"), d
        seen.add(d["code"])
        if d["code"] not in listed:
            print("NOT LISTED", d["code"], report["file"], d["message"])
print("seen", len(seen), " ".join(sorted(seen)))
PY
check "every emitted code is listed in docs/VALIDATION.md" bash -c "! grep -q 'NOT LISTED' '$TMP/codes.txt'"
grep 'NOT LISTED' "$TMP/codes.txt"
for code in unknown-op unknown-field bad-formula unknown-name bad-channel misplaced-block unknown-part \
  conflicting-fields duplicate-key json-syntax unknown-document; do
  check "the corpus emits $code" grep -q " $code\b" "$TMP/codes.txt"
done

# --- a line and column for every problem, in every subcommand ------------------------------------
printf '{"v": 1, "kind": "behaviour",\n "scripts": [{"body": [\n   {"op": "hopp"}]}]}\n' >"$TMP/bad.json"
expect 1 "$TMP/bad.json:3:11: unknown op \"hopp\": did you mean \"hop\"? [unknown-op at /scripts/0/body/0/op]" \
  pose "$TMP/bad.json" --at 1
expect 1 "$TMP/bad.json:3:11:" plan "$TMP/bad.json"
expect 1 "" validate --format github "$TMP/bad.json"
expect_stdout "::error file=$TMP/bad.json,line=3,col=11,title=jabbertoon unknown-op at /scripts/0/body/0/op::"

# --- a key written twice is an error wherever a file is read -------------------------------------
printf '{"v": 1, "kind": "behaviour",\n "scripts": [{"body": [{"op": "bob", "amp": 1, "amp": 2}]}]}\n' \
  >"$TMP/twice.json"
want="$TMP/twice.json:2:48: the key \"amp\" is given twice in this object [duplicate-key at /scripts/0/body/0/amp]"
expect 1 "" validate "$TMP/twice.json"  # validate's report: "error:" before the message, on stdout
expect_stdout "$TMP/twice.json:2:48: error: the key \"amp\" is given twice in this object [duplicate-key at /scripts/0/body/0/amp]"
expect 1 "$want" pose "$TMP/twice.json" --at 1
expect 1 "$want" plan "$TMP/twice.json"
expect 1 "$want" text "$TMP/twice.json"
expect 1 "$want" link "$TMP/twice.json"
expect 1 "$want" render "$TMP/twice.json" --still 0 -o "$TMP/x.png"
check "nothing was drawn" [ ! -e "$TMP/x.png" ]
expect_stdin 1 "" "$TMP/twice.json" validate -
expect_stdout "-:2:48: error: the key \"amp\" is given twice"
printf '{"a": {"x": 1}, "a": {"x": 1}}' >"$TMP/same.json"  # even with the same value
expect_report 1 "[duplicate-key at /a]" validate "$TMP/same.json"

# --- did you mean, for subcommands and options ---------------------------------------------------
expect 2 "unknown subcommand \"rendr\": did you mean \"render\"?" rendr "$TMP/bad.json"
expect 2 "unknown subcommand \"valdate\": did you mean \"validate\"?" valdate "$TMP/bad.json"
expect 2 "unknown option \"--qualty\": did you mean \"--quality\"?" render "$TMP/bad.json" --qualty 5
expect 2 "unknown option \"--formt\": did you mean \"--format\"?" validate --formt=json "$TMP/bad.json"
expect 2 "unknown subcommand \"hsh\": did you mean \"hash\"?" pack hsh "$TMP/bad.json"
expect 2 "" zzzzzzzz  # nothing near: CLI11's own message
check "no suggestion when nothing is near" bash -c "! grep -q 'did you mean' '$TMP/err'"

finish
