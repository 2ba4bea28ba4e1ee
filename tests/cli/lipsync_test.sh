#!/usr/bin/env bash
# `jabbertoon lipsync` (docs/CLI.md): the shipped cartoon's mouth cues cover every say record of
# its plan from its t to t + dur, never overlap within a speaker, use only the documented shapes,
# and are the same bytes on every run; the TSV form says the same; a pose of a cartoon reports the
# mouth the video draws.
source "$(dirname "$0")/lib.sh"
ROOT="$DATA/../.."
HAPPY="$ROOT/packs/scenes/happy_now.json"

# Checks cues.json against plan.json: python3 reads both (an independent reading of the numbers).
cover_check() {
  python3 - "$1" "$2" <<'PY'
import json, sys
cues = json.load(open(sys.argv[1]))
plan = json.load(open(sys.argv[2]))
says = [r for r in plan["timeline"] if r["kind"] == "say"]
lines = cues["lines"]
assert len(lines) == len(says) == 9, (len(lines), len(says))
by_who = {}
for i, (l, r) in enumerate(zip(lines, says)):
    assert l["line"] == i and l["who"] == r["who"], (l["line"], l["who"], r["who"])
    assert l["t"] == r["t"] and l["dur"] == r["dur"], (l["t"], r["t"], l["dur"], r["dur"])
    c = l["mouthCues"]
    assert c, "no cues for line %d" % i
    assert c[0]["start"] == r["t"], (c[0]["start"], r["t"])
    assert abs(c[-1]["end"] - (r["t"] + r["dur"])) < 1e-12, (c[-1]["end"], r["t"] + r["dur"])
    for a, b in zip(c, c[1:]):
        assert a["end"] == b["start"], "a gap or an overlap in line %d" % i
    for x in c:
        assert x["shape"] in list("ABCDEFGHX"), x["shape"]
        assert x["end"] > x["start"], x
    by_who.setdefault(l["who"], []).extend(c)
for who, c in by_who.items():
    c.sort(key=lambda x: x["start"])
    for a, b in zip(c, c[1:]):
        assert a["end"] <= b["start"] + 1e-12, "%s's cues overlap at %s" % (who, b["start"])
shapes = {x["shape"] for c in by_who.values() for x in c}
if cues["speech"] == "tts":
    # The voices' phonemes: closed lips (m, b, p), teeth (most consonants), open (vowels) and rest.
    assert {"A", "B", "C", "X"} <= shapes, shapes
else:
    # The flap (docs/SHAPES.md 2.1): 7 opens a second from the line's start, each open for 55 %
    # of its 1/7 s (C, D, C, E in turn), then closed (A). Each cue's middle says which.
    assert shapes <= set("ACDE"), shapes
    for l in lines:
        for x in l["mouthCues"]:
            phase = ((x["start"] + x["end"]) / 2 - l["t"]) * 7
            k = int(phase)
            want = "CDCE"[k % 4] if phase - k < 0.55 else "A"
            assert x["shape"] == want, (l["line"], x, want)
PY
}

for speech in tts estimate; do
  expect 0 "" plan "$HAPPY" --speech $speech
  cp "$TMP/out" "$TMP/plan_$speech.json"
  expect 0 "" lipsync "$HAPPY" --speech $speech
  cp "$TMP/out" "$TMP/cues_$speech.json"
  expect_stdout '"shapes": "ABCDEFGHX"'
  check "$speech cues cover every say record" cover_check "$TMP/cues_$speech.json" \
    "$TMP/plan_$speech.json"
  expect 0 "" lipsync "$HAPPY" --speech $speech
  check "$speech cues are the same bytes twice" cmp -s "$TMP/out" "$TMP/cues_$speech.json"
done

# The TSV form: a header, then a row per cue with the JSON's numbers.
expect 0 "" lipsync "$HAPPY" -o "$TMP/cues.tsv"
check "the TSV has a header" grep -qx "$(printf 'who\tline\tstart\tend\tshape')" "$TMP/cues.tsv"
tsv_check() {
  python3 - "$1" "$2" <<'PY'
import json, sys
cues = json.load(open(sys.argv[1]))
rows = [r.split("\t") for r in open(sys.argv[2]).read().splitlines()[1:]]
want = [[l["who"], str(l["line"]), c["start"], c["end"], c["shape"]]
        for l in cues["lines"] for c in l["mouthCues"]]
assert len(rows) == len(want), (len(rows), len(want))
for r, w in zip(rows, want):
    assert len(r) == 5 and r[0] == w[0] and r[1] == w[1] and r[4] == w[4], (r, w)
    assert float(r[2]) == w[2] and float(r[3]) == w[3], (r, w)
PY
}
check "the TSV says what the JSON says" tsv_check "$TMP/cues_tts.json" "$TMP/cues.tsv"
expect 0 "" lipsync "$HAPPY" -o "$TMP/cues.json" -y
check "-o cues.json writes the JSON" cmp -s "$TMP/cues.json" "$TMP/cues_tts.json"

# Wrong inputs: a clear message and a non-zero exit, nothing written.
expect 2 "write cues to a .json or a .tsv file" lipsync "$HAPPY" -o "$TMP/cues.txt"
check "nothing written for a wrong extension" test ! -e "$TMP/cues.txt"
expect 2 "a behaviour, with no lines" lipsync "$ROOT/packs/behaviours/idle.json"
expect 2 "cannot read the file" lipsync "$TMP/missing.json"

# Rhubarb Lip Sync's formats (issue 33): one speaker's mouth from 0 to the cartoon's end, X
# between lines, the same letters (docs/SHAPES.md 2.1), neighbours of one shape merged.
rhubarb_check() {
  python3 - "$1" "$2" "$3" "$4" <<'PY'
import json, sys
ours = json.load(open(sys.argv[1]))
track = json.load(open(sys.argv[2]))
who, duration = sys.argv[3], float(sys.argv[4])
assert set(track) == {"metadata", "mouthCues"}, set(track)
assert track["metadata"]["duration"] == duration, track["metadata"]
cues = track["mouthCues"]
assert cues[0]["start"] == 0 and cues[-1]["end"] == duration, (cues[0], cues[-1])
for a, b in zip(cues, cues[1:]):
    assert a["end"] == b["start"] and a["value"] != b["value"], (a, b)
for c in cues:
    assert set(c) == {"start", "end", "value"} and c["value"] in list("ABCDEFGHX"), c
    assert c["end"] > c["start"], c
# Expected, from our own format: the speaker's cues (a later line cuts an earlier one short),
# X in the gaps, runs of one shape merged.
said = []
for line in ours["lines"]:
    if line["who"] != who:
        continue
    start = line["mouthCues"][0]["start"]
    said = [dict(c) for c in said if c["start"] < start]
    if said:
        said[-1]["end"] = min(said[-1]["end"], start)
    said += [dict(c) for c in line["mouthCues"]]
want, at = [], 0.0
def add(a, b, v):
    b = min(b, duration)
    if b <= a:
        return
    if want and want[-1]["value"] == v and want[-1]["end"] == a:
        want[-1]["end"] = b
    else:
        want.append({"start": a, "end": b, "value": v})
for c in said:
    if c["start"] > at:
        add(at, c["start"], "X")
    add(c["start"], c["end"], c["shape"])
    at = max(at, c["end"])
add(at, duration, "X")
assert cues == want, (len(cues), len(want))
assert any(c["value"] != "X" for c in cues), "a speaker with no shapes"
PY
}
DURATION="$(python3 -c "import json; print(repr(json.load(open('$TMP/plan_tts.json'))['duration']))")"
for who in A B; do
  expect 0 "wrote $TMP/$who.json: $who's mouth" lipsync "$HAPPY" --format rhubarb --who "$who" \
    -o "$TMP/$who.json"
  check "$who's Rhubarb track is its lines' cues and rest" rhubarb_check "$TMP/cues_tts.json" \
    "$TMP/$who.json" "$who" "$DURATION"
  # The TSV: a row per cue (its start and letter), then the end and X.
  expect 0 "(Rhubarb Lip Sync TSV)" lipsync "$HAPPY" --format rhubarb --who "$who" \
    -o "$TMP/$who.tsv"
  check "$who's Rhubarb TSV says what its JSON says" python3 -c "
import json, sys
cues = json.load(open('$TMP/$who.json'))['mouthCues']
rows = [r.split('\t') for r in open('$TMP/$who.tsv').read().splitlines()]
want = [(c['start'], c['value']) for c in cues] + [(cues[-1]['end'], 'X')]
sys.exit(0 if [(float(a), b) for a, b in rows] == want else 1)"
done
expect 0 "wrote $TMP/ours.json: 9 lines" lipsync "$HAPPY" -o "$TMP/ours.json"
expect 2 "2 characters speak" lipsync "$HAPPY" --format rhubarb
expect 2 "give --who A" lipsync "$HAPPY" --format rhubarb -o "$TMP/both.json"
expect 2 "has that id; the cast: A, B" lipsync "$HAPPY" --format rhubarb --who a -o "$TMP/both.json"
expect 2 "--who picks the one mouth of a Rhubarb track" lipsync "$HAPPY" --who A
expect 2 "--format" lipsync "$HAPPY" --format papagayo
check "nothing written for a refused track" test ! -e "$TMP/both.json"

# pose of a cartoon: each character's face as the video draws it. With --speech estimate Sunny (A)
# says "I baked you a cake. It has sprinkles!" from 5.76 s for 2.47 s (its plan record); Grump (B)
# listens, his pupils turned toward her on screen.
expect 0 "" plan "$HAPPY" --speech estimate
cp "$TMP/out" "$TMP/plan.json"
face_check() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
plan = json.load(open(sys.argv[1]))
line = [r for r in plan["timeline"] if r["kind"] == "say"][2]
assert line["who"] == "A", line
t = float(sys.argv[3])
f = json.load(open(sys.argv[2]))["characters"]
a, b = f["A"]["face"], f["B"]["face"]
assert set(a) == set(b) == {"mouth", "shape", "blink", "look", "turn", "nod", "tilt", "hand", "shake", "wag"}, (a, b)
for face in (a, b):
    assert face["shape"] in list("ABCDEFGHX") and 0 <= face["mouth"] <= 1, face
    assert 0 <= face["blink"] <= 1 and -1 <= face["look"] <= 1, face
    # Talking gestures (docs/SHAPES.md 2.2): a beat or a nod of at most 5 degrees; no question.
    assert 0 <= face["nod"] <= 5 and face["tilt"] == 0, face
# The listener looks toward the speaker's side of the stage, the speaker its own way.
assert (b["look"] < 0) == (f["A"]["x"] < f["B"]["x"]) and b["look"] != 0, b
assert a["look"] == 0, a
# In the conversation the heads turn to each other (docs/CAMERA.md "Conversations").
assert (a["turn"] > 0) == (f["B"]["x"] > f["A"]["x"]) and a["turn"] != 0, a
assert (b["turn"] > 0) == (f["A"]["x"] > f["B"]["x"]) and b["turn"] != 0, b
# The listener's mouth is its pose's; the speaker's follows the flap: in the middle of the k-th
# open (C, D, C, E in turn) it is that shape, open at least as far as the pose's mouth.
assert b["mouth"] == f["B"]["pose"]["mouth"], b
phase = (t - line["t"]) * 7
k = int(phase)
if phase - k < 0.55:
    assert a["shape"] == "CDCE"[k % 4] and a["mouth"] > 0.3, (t, a)
    assert a["mouth"] >= f["A"]["pose"]["mouth"], a
else:
    assert a["mouth"] < 0.3, (t, a)
PY
}
# The middles of the 5th, 6th, 7th and 8th opens and of two closes after them.
for t in 6.3707 6.5136 6.6564 6.7993 6.585 6.7279; do
  expect 0 "" pose "$HAPPY" --at $t --speech estimate
  check "pose reports the drawn faces at $t s" face_check "$TMP/plan.json" "$TMP/out" $t
done
# Outside every line (before the first, at 3.2 s) no one speaks: every voice's mouth is shut.
expect 0 "" pose "$HAPPY" --at 2 --speech estimate
check "silent before the first line" python3 -c "
import json, sys
f = json.load(open('$TMP/out'))['characters']
sys.exit(0 if all(c['face']['mouth'] == c['pose']['mouth'] and c['face']['look'] == 0
                  for c in f.values()) else 1)"
# With the voices (the default) the line is 5.16 s to 7.28 s: her mouth opens and closes with its
# syllables (several frames open wide, several nearly shut), and is its pose's alone at 9.5 s, when
# no one speaks.
expect 0 "" pose "$HAPPY" --from 5.2 --to 7.2
check "the speaker's voice opens and shuts her mouth during her line" python3 -c "
import json, sys
mouths = [json.loads(l)['frame']['characters']['A']['face']['mouth'] for l in open('$TMP/out')]
wide = sum(m > 0.3 for m in mouths)
shut = sum(m < 0.15 for m in mouths)

sys.exit(0 if len(mouths) == 49 and wide >= 5 and shut >= 5 else 1)"
expect 0 "" pose "$HAPPY" --at 9.5
check "her voice's mouth is shut between lines" python3 -c "
import json, sys
a = json.load(open('$TMP/out'))['characters']['A']
sys.exit(0 if a['face']['mouth'] == a['pose']['mouth'] else 1)"

finish
