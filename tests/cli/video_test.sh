#!/usr/bin/env bash
# `jabbertoon render CARTOON -o out.{mp4,webm,mov,png}`: outputs checked with ffprobe and ffmpeg
# (codecs, size, fps, a length equal to the plan's within a frame, a voiced track whose first line
# sounds at its plan time), the same bytes at any thread count, stills equal to the video's frames,
# failed and interrupted renders that keep the old file, batches, progress and manifests.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
HAPPY="$ROOT/packs/scenes/happy_now.json"
SMALL=(--size 320x180 --quality draft)

need_ffmpeg

# probe FILE ENTRIES: one stream's entries as key=value lines.
probe() { ffprobe -v error -show_entries "$2" -of default=noprint_wrappers=1 "$1"; }

# The plan (tts, the default) gives the length and the first line's time.
"$JT" plan "$HAPPY" --summary >"$TMP/plan.json"
PLAN_DURATION="$(grep '"duration"' "$TMP/plan.json" | sed 's/[^0-9.]//g')"
"$JT" plan "$HAPPY" >"$TMP/plan_full.json"
FIRST_LINE_T="$(grep -B2 '"kind": "say"' "$TMP/plan_full.json" | grep '"t"' | head -1 |
  sed 's/[^0-9.]//g')"

# The shipped cartoon as an mp4: H.264 + AAC, the size and rate asked for, the plan's length.
expect 0 "" render "$HAPPY" -o "$TMP/happy.mp4" "${SMALL[@]}" --threads 2 --manifest "$TMP/m.json"
probe "$TMP/happy.mp4" stream=codec_name,width,height,r_frame_rate >"$TMP/streams"
check "mp4 streams are h264 and aac" grep -qx "codec_name=h264" "$TMP/streams"
check "aac audio" grep -qx "codec_name=aac" "$TMP/streams"
check "320x180" grep -qx "width=320" "$TMP/streams"
check "24 fps" grep -qx "r_frame_rate=24/1" "$TMP/streams"
VIDEO_DURATION="$(probe "$TMP/happy.mp4" format=duration | sed 's/duration=//')"
check "length $VIDEO_DURATION s = the plan's $PLAN_DURATION s within a frame" \
  awk -v a="$VIDEO_DURATION" -v b="$PLAN_DURATION" 'BEGIN { d = a - b; exit !(d > -1/24 && d < 1/24) }'
# The sound is not silent, and its first line starts at its record's t (within 50 ms).
MEAN="$(ffmpeg -v info -i "$TMP/happy.mp4" -vn -af volumedetect -f null - 2>&1 |
  grep mean_volume | sed 's/.*mean_volume: \(-*[0-9.]*\) dB/\1/')"
check "the track is not silent ($MEAN dB)" awk -v m="$MEAN" 'BEGIN { exit !(m > -40) }'
SOUND_START="$(ffmpeg -v info -i "$TMP/happy.mp4" -vn -af silencedetect=noise=-45dB:d=0.3 \
  -f null - 2>&1 | grep -m1 silence_end | sed 's/.*silence_end: \([0-9.]*\).*/\1/')"
check "the first line sounds at $SOUND_START s, its plan says $FIRST_LINE_T s" \
  awk -v s="$SOUND_START" -v t="$FIRST_LINE_T" 'BEGIN { exit !(s >= t - 0.01 && s < t + 0.05) }'
FRAMES="$(grep -c '^    "[0-9a-f]\{16\}"' "$TMP/m.json")"
check "the manifest has a hash for each of the video's frames ($FRAMES)" \
  awk -v n="$FRAMES" -v d="$PLAN_DURATION" 'BEGIN { exit !(n == int(d * 24) + (d * 24 > int(d * 24))) }'
check "the manifest names the libraries" grep -q '"libavcodec"' "$TMP/m.json"

# The same bytes at 1 and 3 drawing threads, and again.
expect 0 "" render "$HAPPY" -o "$TMP/one.mp4" "${SMALL[@]}" --threads 1 --manifest "$TMP/m1.json"
check "1 thread = 2 threads (mp4 bytes)" cmp -s "$TMP/one.mp4" "$TMP/happy.mp4"
expect 0 "" render "$HAPPY" -o "$TMP/three.mp4" "${SMALL[@]}" --threads 3
check "1 thread = 3 threads (mp4 bytes)" cmp -s "$TMP/one.mp4" "$TMP/three.mp4"
check "the frame hashes agree" cmp -s <(grep '"[0-9a-f]\{16\}"' "$TMP/m.json") \
  <(grep '"[0-9a-f]\{16\}"' "$TMP/m1.json")

# Other containers: a part of the cartoon (--from/--to) as webm (VP9 + Opus) and mov.
expect 0 "" render "$HAPPY" -o "$TMP/part.webm" "${SMALL[@]}" --from 3 --to 5
probe "$TMP/part.webm" stream=codec_name >"$TMP/streams"
check "webm streams are vp9 and opus" grep -qx "codec_name=vp9" "$TMP/streams"
check "opus audio" grep -qx "codec_name=opus" "$TMP/streams"
PART="$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames \
  -of csv=p=0 "$TMP/part.webm")"
check "3..5 s at 24 fps is 48 frames (got $PART)" test "$PART" = 48
expect 0 "" render "$HAPPY" -o "$TMP/part.mov" "${SMALL[@]}" --to 1 --no-audio
probe "$TMP/part.mov" stream=codec_name >"$TMP/streams"
check "mov holds h264" grep -qx "codec_name=h264" "$TMP/streams"
check "--no-audio: no audio stream" bash -c "! grep -q aac '$TMP/streams'"

expect 0 "" render "$HAPPY" -o "$TMP/clip.gif" --size 160x90 --from 13 --to 13.5
GIF_FRAMES="$(ffprobe -v error -count_frames -select_streams v -show_entries \
  stream=codec_name,nb_read_frames -of csv=p=0 "$TMP/clip.gif")"
check "a GIF of 12 frames (got $GIF_FRAMES)" test "$GIF_FRAMES" = "gif,12"

# --transparent: no stage; the corner is clear, the middle of a character is opaque (the whole
# stage in view: --camera fixed), in a PNG,
# a VP9 webm (decoded by libvpx, which reads the alpha) and a ProRes 4444 mov.
# alpha_at FILE [DECODER]: the alpha of the first frame's top-left pixel and of pixel (105, 60),
# inside the monster.
alpha_at() {
  ffmpeg -v error ${2:+-c:v $2} -i "$1" -frames:v 1 -f rawvideo -pix_fmt rgba - |
    od -An -tu1 -v | tr -s ' ' '\n' | grep -v '^$' |
    awk 'NR == 4 { corner = $1 } NR == (60 * 160 + 105) * 4 + 4 { print corner, $1 }'
}
expect 0 "" render "$HAPPY" -o "$TMP/clear.png" --transparent --size 160x90 --still 13.5 --camera fixed
check "a transparent PNG: clear corner, opaque character" test "$(alpha_at "$TMP/clear.png")" = "0 255"
expect 0 "" render "$HAPPY" -o "$TMP/clear.webm" --transparent --size 160x90 --from 13.5 --to 13.6 --camera fixed
check "a transparent webm" test "$(alpha_at "$TMP/clear.webm" libvpx-vp9)" = "0 255"
# Browsers show a VP9 track's alpha only when its header says AlphaMode 1 (Matroska's element,
# ffprobe's ALPHA_MODE tag); an opaque webm has none.
alpha_mode() { ffprobe -v error -select_streams v -show_entries stream_tags=alpha_mode -of csv=p=0 "$1"; }
check "a transparent webm's track says AlphaMode 1" test "$(alpha_mode "$TMP/clear.webm")" = 1
check "an opaque webm's says nothing of alpha" test -z "$(alpha_mode "$TMP/part.webm")"
expect 0 "" render "$HAPPY" -o "$TMP/clear.mov" --transparent --size 160x90 --from 13.5 --to 13.6 --camera fixed
check "a transparent mov (ProRes 4444)" test "$(alpha_at "$TMP/clear.mov")" = "0 255"
expect 2 "only .mov (ProRes 4444), .webm (VP9) and .png keep" render "$HAPPY" -o "$TMP/x.mp4" \
  --transparent

# Subtitles: each line from its record's t, named by its speaker; in the video's time with --from.
expect 0 "" render "$HAPPY" -o "$TMP/sub.mp4" "${SMALL[@]}" --to 5 --subtitles "$TMP/sub.vtt"
check "WebVTT's header" test "$(head -1 "$TMP/sub.vtt")" = "WEBVTT"
check "the first line's cue at its plan time" grep -qx "00:00:03.200 --> 00:00:04.2[0-9][0-9]" \
  "$TMP/sub.vtt"
check "the first line's words and speaker" grep -qx "Sunny: Good morning, Grump!" "$TMP/sub.vtt"
expect 0 "" render "$HAPPY" -o "$TMP/sub.mp4" -y "${SMALL[@]}" --from 3 --to 5 --subtitles "$TMP/sub.srt"
check "SRT cues shifted by --from" grep -qx "00:00:00,200 --> 00:00:01,2[0-9][0-9]" "$TMP/sub.srt"
check "ffmpeg reads the SRT" ffmpeg -v error -i "$TMP/sub.srt" -f srt -y "$TMP/again.srt"
expect 2 "--subtitles: expected embed (a stream inside the video), or a .srt or a .vtt" render "$HAPPY" -o "$TMP/x.mp4" --subtitles x.txt

# --captions: a line (3.2 s: "Good morning, Grump!") as a box, a bubble by the speaker, or nothing.
for c in box bubble none; do
  expect 0 "" render "$HAPPY" -o "$TMP/cap_$c.png" --size 320x180 --still 3.6 --captions $c
done
check "--captions bubble draws other pixels than box" bash -c "! cmp -s '$TMP/cap_box.png' '$TMP/cap_bubble.png'"
check "--captions none draws other pixels than box" bash -c "! cmp -s '$TMP/cap_box.png' '$TMP/cap_none.png'"
expect 2 "captions" render "$HAPPY" -o "$TMP/x.png" --still 3.6 --captions speech

# A still is the video's frame at that time: the PNG sequence's frame 36 (1.5 s) and --still 1.5.
mkdir -p "$TMP/seq"
expect 0 "" render "$HAPPY" -o "$TMP/seq/f.png" --size 320x180 --from 1.5 --to 1.55
check "a sequence of 2 PNGs" test -f "$TMP/seq/f_000036.png" -a -f "$TMP/seq/f_000037.png"
expect 0 "" render "$HAPPY" -o "$TMP/still.png" --size 320x180 --still 1.5
check "--still 1.5 = the sequence's frame 36" cmp -s "$TMP/still.png" "$TMP/seq/f_000036.png"
expect 0 "" render "$HAPPY" -o "$TMP/still2.png" --size 320x180 --still 13.5
check "a caption and the bloom grade change the picture" \
  bash -c "! cmp -s '$TMP/still.png' '$TMP/still2.png'"

# Cast drawings: a character pack, a look, neither (the default person); an unknown place draws
# the plain backdrop with one warning. Each still differs from the others.
cat >"$TMP/cast.json" <<'JSON'
{"v": 1, "kind": "cartoon",
 "cast": {"A": {"pack": "c4c:char:dog", "at": {"x": 0.3}}, "B": {"look": {"template": "bird"}, "at": {"x": 0.5}},
          "C": {"at": {"x": 0.7}}},
 "places": {"moon": {"background": "moon_base"}},
 "scripts": [{"hat": {"on": "scene", "name": "s", "place": "park"}, "body": [{"op": "wait", "s": 1},
   {"op": "cut", "place": "moon"}, {"op": "wait", "s": 1}]}]}
JSON
expect 0 "" render "$TMP/cast.json" --still 0.5 -o "$TMP/cast_park.png" --size 320x180
expect 0 'no background pack for "moon_base"' render "$TMP/cast.json" --still 1.5 \
  -o "$TMP/cast_moon.png" --size 320x180
check "a place's background changes the picture" \
  bash -c "! cmp -s '$TMP/cast_park.png' '$TMP/cast_moon.png'"
expect 0 "" render "$TMP/cast.json" -o "$TMP/cast.mp4" --size 320x180 --quality draft
check "the unknown background is warned about once" test "$(grep -c moon_base "$TMP/err")" = 1
sed 's/"pack": "c4c:char:dog"/"look": {"template": "cat"}/' "$TMP/cast.json" >"$TMP/cast_cat.json"
expect 0 "" render "$TMP/cast_cat.json" --still 0.5 -o "$TMP/cast_cat.png" --size 320x180
check "a cast member's look chooses its drawing" \
  bash -c "! cmp -s '$TMP/cast_park.png' '$TMP/cast_cat.png'"

# In a cartoon the placement's facing overrides a look's own facing (spec §7.2): a dog designed
# to face left still enters from the left facing right, drawn as the one designed facing right.
for f in 1 -1; do
  cat >"$TMP/facing$f.json" <<JSON
{"v": 1, "kind": "cartoon", "cast": {"D": {"legs": 4, "look": {"template": "dog", "facing": $f}}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
   {"op": "enter", "who": "D", "from": "left", "x": 0.5}, {"op": "wait", "s": 1}]}]}
JSON
  expect 0 "" render "$TMP/facing$f.json" --still 0.5 -o "$TMP/facing$f.png" --size 320x180
done
check "a look's facing does not turn a cartoon's character" \
  cmp -s "$TMP/facing1.png" "$TMP/facing-1.png"

# Failures keep the old file, and leave nothing behind.
echo "old" >"$TMP/keep.mp4"
echo '{"v": 1, "kind": "cartoon", "cast": {"A": {"pack": "c4c:char:nobody"}}, "scripts": [
  {"hat": {"on": "scene", "name": "s"}, "body": [{"op": "wait", "s": 1}]}]}' >"$TMP/nopack.json"
expect 1 "no character pack \"c4c:char:nobody\"" render "$TMP/nopack.json" -o "$TMP/keep.mp4" -y
check "the old file is kept" grep -qx old "$TMP/keep.mp4"
"$JT" render "$HAPPY" -o "$TMP/keep.mp4" -y --quality high --progress none 2>"$TMP/err" &
# Interrupted once it is writing (its temporary file exists), well before its end.
for _ in $(seq 100); do ls -A "$TMP" | grep -q '\.part$' && break; sleep 0.1; done
kill -INT $!
wait $!
code=$?
check "Ctrl-C exits 130 (got $code)" test "$code" = 130
check "Ctrl-C says so" grep -q "interrupted: .*keep.mp4 was not written" "$TMP/err"
check "an interrupted render keeps the old file" grep -qx old "$TMP/keep.mp4"
check "and leaves no temporary file" bash -c "! ls -A '$TMP' | grep -q '\.part$'"

# Progress as JSON lines, batches into a directory, usage errors.
expect 0 "" render "$HAPPY" -o "$TMP/p.mp4" "${SMALL[@]}" --to 1 --progress json
expect_stdout '"frame":24,"frames":24'
cp "$HAPPY" "$TMP/second.json"
expect 0 "" render "$HAPPY" "$TMP/second.json" -o "$TMP/batch/" "${SMALL[@]}" --to 0.5 \
  --format webm
check "a batch writes each input's video" test -s "$TMP/batch/happy_now.webm" -a \
  -s "$TMP/batch/second.webm"
check "a batch's renders are each the same as alone" cmp -s "$TMP/batch/happy_now.webm" \
  "$TMP/batch/second.webm"
expect 2 "the output's extension chooses the format" render "$HAPPY" -o "$TMP/x.avi"
expect 2 "--size" render "$HAPPY" -o "$TMP/x.mp4" --size 321x180
expect 2 "--still draws one picture" render "$HAPPY" -o "$TMP/x.mp4" --still 1
expect 2 "or an NTSC rate" render "$HAPPY" -o "$TMP/x.mp4" --fps 12.5
expect 2 "several inputs render into a directory" render "$HAPPY" "$HAPPY" -o "$TMP/x.mp4"
expect 2 "--from/--to" render "$HAPPY" -o "$TMP/x.mp4" --from 3 --to 2
expect 2 "is past the cartoon's end" render "$HAPPY" -o "$TMP/x.mp4" --from 60
check "no failed render wrote x.*" bash -c "! ls '$TMP'/x.* 2>/dev/null"

finish
