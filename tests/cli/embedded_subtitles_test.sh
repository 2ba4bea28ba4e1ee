#!/usr/bin/env bash
# --subtitles embed (issue 33): the lines as a subtitle stream inside the video, mov_text in .mp4
# and .mov, WebVTT in .webm and .mkv, each cue's text and times the plan's (to the millisecond);
# the picture then has no burned-in caption unless --captions asks; the bytes are the same at any
# thread count and from the cache; where no stream can go it is refused and nothing is written.
source "$(dirname "$0")/lib.sh"
CARTOON="$DATA/scale/three_lines.json"  # Ada says "Hello there." at 2 s, Bo "Good day." later
SMALL=(--size 320x180 --quality draft --segment-length 1)

need_ffmpeg
command -v python3 >/dev/null || { echo "python3 is not installed"; exit 77; }

# The plan's say records as "START_MS END_MS Name: text", rounded to milliseconds by hand, from
# FROM seconds on (the video's time).
expected_cues() {
  "$JT" plan "$CARTOON" | python3 -c '
import json, sys
names = {"A": "Ada", "B": "Bo"}
start = float(sys.argv[1])
for r in json.load(sys.stdin)["timeline"]:
    if r["kind"] == "say" and r["t"] + r["dur"] > start:
        a = max(r["t"], start) - start
        b = r["t"] + r["dur"] - start
        print(round(a * 1000), round(b * 1000), names[r["who"]] + ": " + r["text"])
' "$1"
}
# The subtitle stream's cues as "START_MS END_MS" (packets with text: mov_text's gaps are empty
# 2-byte samples), from the video's first picture (Matroska shifts every stream alike).
stream_times() {
  local video_start
  video_start="$(ffprobe -v error -select_streams v -show_entries stream=start_time -of csv=p=0 "$1")"
  ffprobe -v error -select_streams s -show_entries packet=pts_time,duration_time,size \
    -of csv=p=0 "$1" | awk -F, -v v="$video_start" '$3 > 2 {
      a = ($1 - v) * 1000; d = $2 * 1000
      printf "%d %d\n", (a < 0 ? a - 0.5 : a + 0.5), (a + d < 0 ? a + d - 0.5 : a + d + 0.5) }'
}
codec_of() {
  ffprobe -v error -select_streams s -show_entries stream=codec_name -of csv=p=0 "$1"
}
pictures() { ffmpeg -v error -i "$1" -map 0:v -f framemd5 - | grep -v '^#'; }

expected_cues 0 >"$TMP/want"
check "the plan has two lines" [ "$(wc -l <"$TMP/want")" -eq 2 ]
cut -d' ' -f1,2 "$TMP/want" >"$TMP/want_times"
for pair in mp4:mov_text mov:mov_text webm:webvtt mkv:webvtt; do
  ext="${pair%%:*}" codec="${pair#*:}"
  expect 0 "2 subtitle cue(s) in the file" render "$CARTOON" "${SMALL[@]}" --no-cache \
    --subtitles embed -o "$TMP/s.$ext"
  check ".$ext carries $codec, got $(codec_of "$TMP/s.$ext")" [ "$(codec_of "$TMP/s.$ext")" = "$codec" ]
  stream_times "$TMP/s.$ext" >"$TMP/got_times"
  check ".$ext's cue times are the plan's: $(tr '\n' ' ' <"$TMP/got_times")" \
    cmp -s "$TMP/got_times" "$TMP/want_times"
  # The texts, as a reader converts them (mov_text gains a font tag).
  ffmpeg -v error -i "$TMP/s.$ext" -map 0:s -f srt - | sed 's/<[^>]*>//g' >"$TMP/text"
  while read -r a b text; do
    check ".$ext shows \"$text\"" grep -qxF -- "$text" "$TMP/text"
  done <"$TMP/want"
  check ".$ext's subtitles are shown by default" [ "$(ffprobe -v error -select_streams s \
    -show_entries stream_disposition=default -of csv=p=0 "$TMP/s.$ext")" = 1 ]
done

# A span from 3 s: Bo's line alone, 3 s earlier in the video.
expected_cues 3 | cut -d' ' -f1,2 >"$TMP/want_from"
expect 0 "1 subtitle cue(s)" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed \
  --from 3 -o "$TMP/from.mp4"
stream_times "$TMP/from.mp4" >"$TMP/got_from"
check "from 3 s the cue is Bo's, shifted: $(cat "$TMP/got_from")" cmp -s "$TMP/got_from" \
  "$TMP/want_from"

# The lines once: subtitles asked for, the picture has no caption (as --captions none); with
# --captions box both, the pictures of a render without subtitles.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache -o "$TMP/plain.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --captions none -o "$TMP/none.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed --captions box \
  -o "$TMP/both.mp4"
pictures "$TMP/s.mp4" >"$TMP/p_embed"
pictures "$TMP/plain.mp4" >"$TMP/p_plain"
pictures "$TMP/none.mp4" >"$TMP/p_none"
pictures "$TMP/both.mp4" >"$TMP/p_both"
check "with subtitles the picture has no caption" cmp -s "$TMP/p_embed" "$TMP/p_none"
check "a caption is drawn without subtitles" bash -c "! cmp -s '$TMP/p_plain' '$TMP/p_none'"
check "--captions box keeps it beside the subtitles" cmp -s "$TMP/p_both" "$TMP/p_plain"
expect 0 "wrote $TMP/side.vtt" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles \
  "$TMP/side.vtt" -o "$TMP/side.mp4"
check "a subtitle file beside the video drops the caption too" cmp -s \
  <(pictures "$TMP/side.mp4") "$TMP/p_none"

# The same bytes at any thread count, and from the cache.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed --threads 3 \
  -o "$TMP/t3.mp4"
check "the same bytes at 3 threads" cmp -s "$TMP/t3.mp4" "$TMP/s.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --subtitles embed -o "$TMP/c1.mp4"
expect 0 "8 from the cache" render "$CARTOON" "${SMALL[@]}" --subtitles embed -o "$TMP/c2.mp4"
check "the same bytes from the cache" cmp -s "$TMP/c2.mp4" "$TMP/s.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed -o - --format webm
check "a streamed webm carries WebVTT" bash -c "'$JT' render '$CARTOON' ${SMALL[*]} --no-cache \
  --subtitles embed -o - --format webm 2>/dev/null | ffprobe -v error -select_streams s \
  -show_entries stream=codec_name -of csv=p=0 - | grep -qx webvtt"

# Into a directory (named by --format), and a span with no line: a stream without cues.
mkdir "$TMP/dir"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed --format mkv \
  -o "$TMP/dir/"
check "-o DIR/ --format mkv carries WebVTT" [ "$(codec_of "$TMP/dir/three_lines.mkv")" = webvtt ]
for ext in mp4 webm; do
  expect 0 "0 subtitle cue(s)" render "$CARTOON" "${SMALL[@]}" --no-cache --subtitles embed \
    --to 1 -o "$TMP/quiet.$ext"
  check "a quiet .$ext still has its subtitle stream" [ -n "$(codec_of "$TMP/quiet.$ext")" ]
done

# Where no stream goes: refused (exit 2), nothing written.
for out in bad.gif bad.png; do
  expect 2 "--subtitles embed: a subtitle stream goes inside" render "$CARTOON" --subtitles embed \
    -o "$TMP/$out"
done
expect 2 "--subtitles embed" render "$CARTOON" --subtitles embed --audio-only -o "$TMP/bad.m4a"
expect 2 "--subtitles embed" render "$CARTOON" --subtitles embed --part 1/2 -o "$TMP/bad.mp4"
expect 2 "is fragmented" render "$CARTOON" --subtitles embed -o - --format mp4
expect 2 "--subtitles: expected embed" render "$CARTOON" --subtitles embedded -o "$TMP/bad.mp4"
check "nothing written by a refused render" bash -c "! ls '$TMP'/bad* 2>/dev/null"

finish
