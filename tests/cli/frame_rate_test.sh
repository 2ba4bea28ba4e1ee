#!/usr/bin/env bash
# NTSC frame rates (issue 33): --fps 29.97 and 30000/1001 write a video whose timestamps count
# 1001/30000 s a frame exactly (ffprobe's r_frame_rate, every packet's pts, the duration), with
# the plan's frames and its sound; parts, the cache and the thread count give the same bytes as at
# a whole rate; a PNG sequence has the plan's frames; another fraction is refused, nothing written.
source "$(dirname "$0")/lib.sh"
CARTOON="$DATA/scale/three_lines.json"
SMALL=(--size 320x180 --quality draft --segment-length 1)

need_ffmpeg

probe() {  # probe FILE ENTRIES: the video stream's entries, one a line
  ffprobe -v error -select_streams v -show_entries "stream=$2" -of default=nw=1:nk=1 "$1"
}

# The plan's frames at 30000/1001: the first frame at or after its end, ceil(duration × 30000 /
# 1001), counted here by hand (frame k is at k × 1001 / 30000 s).
DURATION="$("$JT" plan "$CARTOON" --fps 30000/1001 --summary | grep '"duration"' |
  sed 's/[^0-9.]//g')"
FRAMES="$(awk -v d="$DURATION" 'BEGIN { k = 0; while (k * 1001 / 30000 < d) k++; print k }')"

expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 -o "$TMP/ntsc.mp4"
check "r_frame_rate is 30000/1001, got $(probe "$TMP/ntsc.mp4" r_frame_rate)" \
  [ "$(probe "$TMP/ntsc.mp4" r_frame_rate)" = "30000/1001" ]
check "the video's frames are the plan's ($FRAMES)" \
  [ "$(probe "$TMP/ntsc.mp4" nb_frames)" = "$FRAMES" ]
WANT="$(awk -v n="$FRAMES" 'BEGIN { printf "%.6f", n * 1001 / 30000 }')"
check "the video lasts $FRAMES × 1001/30000 s = $WANT s, got $(probe "$TMP/ntsc.mp4" duration)" \
  [ "$(probe "$TMP/ntsc.mp4" duration)" = "$WANT" ]
# Every frame k shown at k × 1001/30000 s: pts k × 1001 in the stream's 1/30000 time base.
check "the time base is 1/30000" [ "$(probe "$TMP/ntsc.mp4" time_base)" = "1/30000" ]
check "frame k's pts is k × 1001" bash -c "ffprobe -v error -select_streams v -show_entries \
  packet=pts -of csv=p=0 '$TMP/ntsc.mp4' | sort -n | awk '\$1 != (NR - 1) * 1001 { bad = 1 }
  END { exit bad || NR != $FRAMES }'"
# The sound lasts as long as the pictures, to an AAC frame (1024 samples at 48 kHz, 21.3 ms).
AUDIO="$(ffprobe -v error -select_streams a -show_entries stream=duration -of csv=p=0 \
  "$TMP/ntsc.mp4")"
check "the sound ($AUDIO s) lasts as the pictures ($WANT s)" \
  awk -v a="$AUDIO" -v v="$WANT" 'BEGIN { d = a - v; exit !(d > -0.0214 && d < 0.0214) }'

# The ratio is the same rate as the number: the same bytes.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 30000/1001 -o "$TMP/ratio.mp4"
check "--fps 30000/1001 and 29.97 write the same bytes" cmp -s "$TMP/ntsc.mp4" "$TMP/ratio.mp4"
# The other NTSC rates, a second of each: N frames, 0..N-1 (frame N-1 is at (N-1) × 1.001 / N s,
# before 1 s; frame N at 1.001 s).
for rate in 23.976:24000/1001:24 59.94:60000/1001:60 24000/1001:24000/1001:24; do
  IFS=: read -r given ratio frames <<<"$rate"
  expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --to 1 --fps "$given" -o "$TMP/r.mp4" -y
  check "--fps $given is $ratio, got $(probe "$TMP/r.mp4" r_frame_rate)" \
    [ "$(probe "$TMP/r.mp4" r_frame_rate)" = "$ratio" ]
  check "1 s at $given is $frames frames" [ "$(probe "$TMP/r.mp4" nb_frames)" = "$frames" ]
done

# WebM (VP9 + Opus) at the same rate.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 -o "$TMP/ntsc.webm"
check "a webm's r_frame_rate is 30000/1001" [ "$(probe "$TMP/ntsc.webm" r_frame_rate)" = \
  "30000/1001" ]

# Segments of 1 s are 30 frames at 29.97 (rounded from 29.97): parts joined, more threads, the
# cache all give the one-machine bytes.
for t in 1 3; do
  expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 --threads "$t" \
    -o "$TMP/t$t.mp4"
  check "the same bytes at $t thread(s)" cmp -s "$TMP/ntsc.mp4" "$TMP/t$t.mp4"
done
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 --audio-only -o "$TMP/track.m4a"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 --part 1/2 -o "$TMP/p1.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --fps 29.97 --part 2/2 -o "$TMP/p2.mp4"
check "part 1/2 holds 4 segments of 30 frames" [ "$(probe "$TMP/p1.mp4" nb_frames)" = 120 ]
expect 0 "" join "$TMP/p2.mp4" "$TMP/p1.mp4" --audio "$TMP/track.m4a" -o "$TMP/joined.mp4"
check "the parts join into the one-machine render" cmp -s "$TMP/joined.mp4" "$TMP/ntsc.mp4"
expect 0 "0 from the cache" render "$CARTOON" "${SMALL[@]}" --fps 29.97 -o "$TMP/c1.mp4"
expect 0 "8 from the cache" render "$CARTOON" "${SMALL[@]}" --fps 29.97 -o "$TMP/c2.mp4"
check "a render from the cache is the same bytes" cmp -s "$TMP/c2.mp4" "$TMP/ntsc.mp4"

# A PNG sequence has the frames of the span: 1 s at 29.97 is frames 0..29 (29 × 1001 / 30000 =
# 0.968 s).
mkdir "$TMP/seq"
expect 0 "30 frames" render "$CARTOON" --size 64x36 --fps 29.97 --to 1 -o "$TMP/seq/f.png"
check "30 pictures" [ "$(ls "$TMP/seq" | wc -l)" -eq 30 ]
expect 0 "" render "$CARTOON" --size 64x36 --fps 29.97 --to 1 -o "$TMP/ntsc.gif"

# Another fraction has no exact timestamps: refused, nothing written.
expect 2 "or an NTSC rate" render "$CARTOON" --fps 12.5 -o "$TMP/bad.mp4"
expect 2 "or an NTSC rate" render "$CARTOON" --fps 2997/101 -o "$TMP/bad.webm"
check "nothing written for a refused rate" bash -c "! ls '$TMP'/bad.* 2>/dev/null"
# A plan steps on any rate.
expect 0 "" plan "$CARTOON" --fps 12.5 --summary

finish
