#!/usr/bin/env bash
# The soundtrack's loudness (docs/ENCODING.md, "Loudness"): a render's soundtrack measured with
# ffmpeg's ebur128 filter (an independent EBU R 128 meter) is within 0.5 LU of --loudness (default
# -16 LUFS), its true peak at most -1 dBTP; the manifest and -v say the figures.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1
EXAMPLE="$DATA/../../examples/sit_biscuit.json"

measure() {  # measure FILE: "I PEAK" as ffmpeg's ebur128 filter sums them up
  ffmpeg -nostats -i "$1" -vn -af ebur128=peak=true -f null - 2>&1 |
    awk '/^ +I:/ { i = $2 } /^ +Peak:/ { p = $2 } END { print i, p }'
}
within() {  # within WHAT FILE TARGET
  read -r i p < <(measure "$2")
  check "$1: $i LUFS within 0.5 LU of $3" awk -v i="$i" -v t="$3" 'BEGIN { d = i - t; exit !(d <= 0.5 && d >= -0.5) }'
  check "$1: true peak $p dBTP at most -1" awk -v p="$p" 'BEGIN { exit !(p <= -1) }'
}

expect 0 "LUFS" render "$EXAMPLE" -o default.mp4 --size 320x180 --quality draft -v --manifest m.json
within "mp4, the default" default.mp4 -16
check "the manifest's target" test "$(jq .loudness.target m.json)" = -16
check "the manifest's result within 0.2 LU" \
  awk -v r="$(jq .loudness.result m.json)" 'BEGIN { exit !(r > -16.2 && r < -15.8) }'
check "the manifest's true peak at most -2 dBTP" \
  awk -v p="$(jq .loudness.true_peak m.json)" 'BEGIN { exit !(p <= -1.999) }'
check "the manifest's settings" test "$(jq .settings.loudness m.json)" = -16
expect 0 "" render "$EXAMPLE" -o broadcast.webm --size 320x180 --quality draft --loudness -23
within "webm, broadcast" broadcast.webm -23
expect 2 "--loudness" render "$EXAMPLE" -o x.mp4 --loudness -3
expect 2 "--loudness" render "$EXAMPLE" -o x.mp4 --loudness nan
finish
