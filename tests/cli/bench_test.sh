#!/usr/bin/env bash
# `jabbertoon bench` (docs/CLI.md, "bench"): the stages' times as JSON for CI; not a timed test
# (only that each figure is there and sensible).
source "$(dirname "$0")/lib.sh"
PACKS="$DATA/../../packs"

scene="$(ls "$PACKS/scenes"/*.json | grep -v index | head -1)"
# Its scratch video goes to the temporary directory: a private one, so that what is left behind
# is this run's (another run's bench in /tmp at the same time is not).
mkdir -p "$TMP/scratch"
export TMPDIR="$TMP/scratch"
expect 0 "" bench "$scene" --size 160x90 --frames 4 --speech estimate --format json
unset TMPDIR
check "every stage, positive, and no file left behind" python3 - "$TMP/out" "$TMP/scratch" <<'PY'
import glob, json, os, sys
b = json.load(open(sys.argv[1]))
stages = [b[k] for k in ("step", "draw", "encode", "frame")]
ok = b["frames"] == 4 and b["warm_up"] == 10 and b["prepare_ms"] >= 0 and b["voices_ms"] >= 0
ok = ok and all(s["median_us"] > 0 and s["p95_us"] >= s["median_us"] for s in stages)
ok = ok and b["peak_memory_mb"] > 0 and b["realtime_ratio"] > 0
ok = ok and os.listdir(sys.argv[2]) == []
sys.exit(0 if ok else 1)
PY
# It does write there: with no such directory it says so (it was an "internal error").
export TMPDIR="$TMP/no-such-dir"
expect 2 "no temporary directory for the bench's scratch video" bench "$scene" --size 160x90 --frames 2 --speech estimate
unset TMPDIR
expect 0 "" bench "$scene" --size 160x90 --frames 2 --speech estimate
expect_stdout "us median,"
expect_stdout "x real time"
# A move on its character, and a creature, timed the same way (their voices_ms: starting them).
stages_ok() {
  python3 - "$TMP/out" <<'PY'
import json, sys
b = json.load(open(sys.argv[1]))
stages = [b[k] for k in ("step", "draw", "encode", "frame")]
ok = b["frames"] == 3 and all(s["median_us"] > 0 and s["p95_us"] >= s["median_us"] for s in stages)
sys.exit(0 if ok and b["realtime_ratio"] > 0 else 1)
PY
}
expect 0 "" bench "$PACKS/behaviours/bounce.json" --size 160x90 --frames 3 --format json
check "a move's stages" stages_ok
expect 0 "" bench "$PACKS/creatures/gecko.json" --size 160x90 --frames 3 --format json
check "a creature's stages" stages_ok
expect 2 "--heading: expected a finite number" bench "$PACKS/creatures/gecko.json" --heading nan

# --script: a sample script's run, repeated; the first run's checks must hold. The gecko's
# restLength: 4, 7 and 14 chunks at 7, 9 and 7 px: 3·7 + 8 + 6·9 + 8 + 13·7 = 182.
printf 'at 1\nset heading 90\nadvance 1 in 4\nexpect restLength == 182\nsnapshot head\n' \
  >"$TMP/crawl.script"
expect 0 "" bench "$PACKS/creatures/gecko.json" -s "$TMP/crawl.script" --runs 3 --format json
check "runs and commands timed" python3 - "$TMP/out" <<'PY'
import json, sys
b = json.load(open(sys.argv[1]))
ok = b["runs"] == 3 and b["commands"] == 5 and b["warm_up"] == 1
ok = ok and b["run"]["median_us"] > 0 and b["run"]["p95_us"] >= b["run"]["median_us"]
ok = ok and abs(b["command"]["median_us"] * 5 - b["run"]["median_us"]) < 1
ok = ok and b["runs_per_second"] > 0 and b["peak_memory_mb"] > 0
sys.exit(0 if ok else 1)
PY
expect 2 "set heading steers a creature" bench "$PACKS/behaviours/bounce.json" \
  --script "$TMP/crawl.script" --runs 2
# bounce hops up and down: it never moves sideways.
printf 'at 1\nexpect dx == 0\nsnapshot\n' >"$TMP/move.script"
expect 0 "" bench "$PACKS/behaviours/bounce.json" --script "$TMP/move.script" --runs 2
expect_stdout "us median,"
expect_stdout "runs a second"
printf 'at 1\nexpect restLength == 1\n' >"$TMP/fails.script"
expect 1 "the script does not hold" bench "$PACKS/creatures/gecko.json" -s "$TMP/fails.script"
printf 'hop 1\n' >"$TMP/bad.script"
expect 2 "unknown command" bench "$PACKS/creatures/gecko.json" -s "$TMP/bad.script"
expect 2 "--runs" bench "$PACKS/creatures/gecko.json" -s "$TMP/crawl.script" --runs 0
expect 2 "--frames" bench "$scene" --frames 0
expect 2 "--size" bench "$scene" --size 15x9

# A vertical picture timed as render --fit cover draws it; the JSON says the fit.
expect 0 "" bench "$scene" --size 180x320 --fit cover --frames 2 --format json --speech estimate
expect_stdout '"size":"180x320","fit":"cover"'
expect 0 "" bench "$scene" --size 180x320 --fit contain --frames 2 --speech estimate
expect_stdout "at 180x320 (--fit contain),"
expect 2 "--fit: wide not in {frame,contain,cover}" bench "$scene" --fit wide

finish
