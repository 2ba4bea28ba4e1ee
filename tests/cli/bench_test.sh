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
echo '{"v": 1, "kind": "behaviour", "scripts": []}' >"$TMP/move.json"
expect 2 "bench times a scene or a cartoon" bench "$TMP/move.json"
expect 2 "--frames" bench "$scene" --frames 0
expect 2 "--size" bench "$scene" --size 15x9

# A vertical picture timed as render --fit cover draws it; the JSON says the fit.
expect 0 "" bench "$scene" --size 180x320 --fit cover --frames 2 --format json --speech estimate
expect_stdout '"size":"180x320","fit":"cover"'
expect 0 "" bench "$scene" --size 180x320 --fit contain --frames 2 --speech estimate
expect_stdout "at 180x320 (--fit contain),"
expect 2 "--fit: wide not in {frame,contain,cover}" bench "$scene" --fit wide

finish
