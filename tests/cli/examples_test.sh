#!/usr/bin/env bash
# The example cartoons in examples/: each one validates, renders to a small draft video (an H.264
# stream as long as its plan says, within a frame at 24 fps) and draws a still PNG at 1 s.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
SMALL=(--size 320x180 --quality draft --progress none)

need_ffmpeg

shopt -s nullglob
EXAMPLES=("$ROOT"/examples/*.json)
check "examples/ holds at least four cartoons (found ${#EXAMPLES[@]})" test "${#EXAMPLES[@]}" -ge 4

for example in "${EXAMPLES[@]}"; do
  name="$(basename "$example" .json)"

  expect 0 "0 errors, 0 warnings" validate "$example"

  # The plan's length (the voices', as the render's), then the video.
  "$JT" plan "$example" --summary >"$TMP/$name.plan.json" 2>/dev/null
  PLAN_DURATION="$(grep '"duration"' "$TMP/$name.plan.json" | sed 's/[^0-9.]//g')"
  check "$name: the plan has a finite duration (got '$PLAN_DURATION')" \
    awk -v d="$PLAN_DURATION" 'BEGIN { exit !(d + 0 > 0) }'

  expect 0 "" render "$example" -o "$TMP/$name.mp4" "${SMALL[@]}"
  check "$name: an h264 video stream" bash -c "ffprobe -v error -select_streams v \
    -show_entries stream=codec_name -of default=noprint_wrappers=1 '$TMP/$name.mp4' |
    grep -qx codec_name=h264"
  VIDEO_DURATION="$(ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1 \
    "$TMP/$name.mp4" | sed 's/duration=//')"
  check "$name: length $VIDEO_DURATION s = the plan's $PLAN_DURATION s within a frame" \
    awk -v a="$VIDEO_DURATION" -v b="$PLAN_DURATION" \
    'BEGIN { d = a - b; exit !(a != "" && b != "" && d > -1/24 && d < 1/24) }'

  expect 0 "" render "$example" -o "$TMP/$name.png" --size 320x180 --still 1
  check "$name: the still at 1 s is a PNG" \
    bash -c "head -c 8 '$TMP/$name.png' | od -An -tx1 | tr -d ' \n' | grep -qx 89504e470d0a1a0a"
done

finish
