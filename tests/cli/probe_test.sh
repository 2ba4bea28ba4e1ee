#!/usr/bin/env bash
# `jabbertoon render --probe` (docs/CLI.md, "render"): pixels of a still as JSON, no picture
# unless -o is given.
source "$(dirname "$0")/lib.sh"

echo '{"v": 1, "kind": "behaviour", "scripts": [{"body": []}]}' >"$TMP/still.json"
expect 0 "" render "$TMP/still.json" --still 0 --size 64x36 --probe '0,0;63,35'
check "one line, two probes, no picture" python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
p = json.loads(lines[0])
ok = len(lines) == 1 and p["t"] == 0 and [(q["x"], q["y"]) for q in p["probes"]] == [(0, 0), (63, 35)]
ok = ok and all(len(q["rgba"]) == 4 and q["rgba"][3] == 255 for q in p["probes"])
sys.exit(0 if ok else 1)' "$TMP/out"
check "no file written" [ -z "$(ls "$TMP" | grep -v -e still.json -e out -e err)" ]
# The same pixels as the PNG -o writes, read back by ffmpeg (an independent decoder).
expect 0 "" render "$TMP/still.json" --still 0 --size 64x36 --probe '5,30' -o "$TMP/s.png"
check "the probe is the PNG's pixel" python3 - "$TMP" <<'PY'
import json, subprocess, sys
d = sys.argv[1]
raw = subprocess.run(["ffmpeg", "-v", "error", "-i", d + "/s.png", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                     capture_output=True, check=True).stdout
i = (30 * 64 + 5) * 4
got = json.loads(open(d + "/out").read())["probes"][0]["rgba"]
sys.exit(0 if list(raw[i:i + 4]) == got else 1)
PY
# Several times: one line each, in order.
expect 0 "" render "$TMP/still.json" --still 0 --still 1.5 --size 64x36 --probe '1,1'
check "two lines" [ "$(wc -l <"$TMP/out")" -eq 2 ]
expect_stdout '{"t":1.5,"probes":[{"x":1,"y":1,"rgba":['
# Usage errors: exit 2.
expect 2 "inside the 64x36 picture" render "$TMP/still.json" --still 0 --size 64x36 --probe '64,0'
expect 2 "expected x,y" render "$TMP/still.json" --still 0 --size 64x36 --probe 'a,b'
expect 2 "give --still T" render "$TMP/still.json" --size 64x36 --probe '1,1'
expect 2 "several times with --probe" render "$TMP/still.json" --still 0 --still 1 -o "$TMP/x.png"
expect 2 "-o: the output is required" render "$TMP/still.json" --still 0

finish
