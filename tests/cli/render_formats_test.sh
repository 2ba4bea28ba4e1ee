#!/usr/bin/env bash
# What a render says with -v (docs/CLI.md "render"), and the outputs beside mp4: .mkv, one scene
# (--scene), a GIF preview of every Nth frame (--every-nth-frame).
source "$(dirname "$0")/lib.sh"
need_ffmpeg
SMALL=(--size 160x90 --no-cache -y)
cat >"$TMP/two.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann"}, "B": {"name": "Bo", "voice": "en+m7"}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
   {"op": "say", "who": "A", "text": "Hello there"}, {"op": "say", "who": "B", "text": "Hi"},
   {"op": "wait", "s": 0.5}]}]}
JSON

# -v on a video made of segments: the frames, the encoder's settings (the CRF used), the
# segments, the voices, and how long each step took.
expect 0 "" -v render "$TMP/two.json" -o "$TMP/v.mp4" "${SMALL[@]}" --to 1
for said in "24 frames from frame 0 (0.000 s), 160x90 at 24 fps" "libx264 preset=veryfast crf=21" \
    "aac 160 kb/s" "1 of 1 segment(s) of 96 frames" "voiced" "no cache" "2 line(s) spoken" \
    "voices: A en" "B en+m7" "frames drawn and encoded in" "the soundtrack encoded in"; do
  check "-v says \"$said\"" grep -qF -- "$said" "$TMP/err"
done
expect 0 "" -v render "$TMP/two.json" -o "$TMP/v.webm" "${SMALL[@]}" --to 1 --crf 40 \
  --quality draft --no-audio
for said in "libvpx-vp9 crf=40 deadline=realtime" "no audio"; do
  check "-v on a webm says \"$said\"" grep -qF -- "$said" "$TMP/err"
done
# Without -v, none of it.
expect 0 "" render "$TMP/two.json" -o "$TMP/v.mp4" "${SMALL[@]}" --to 1
check "no debug lines without -v" bash -c "! grep -q debug '$TMP/err'"

# .mkv: H.264 and AAC in Matroska, a frame per frame; to standard output with --format mkv; from
# parts joined, the same bytes as one render.
expect 0 "wrote $TMP/v.mkv: 24 frames" render "$TMP/two.json" -o "$TMP/v.mkv" "${SMALL[@]}" --to 1
check ".mkv is Matroska" bash -c "ffprobe -v error -show_entries format=format_name -of csv=p=0 \
  '$TMP/v.mkv' | grep -q matroska"
check ".mkv holds h264 and aac" bash -c "[ \"\$(ffprobe -v error -show_entries stream=codec_name \
  -of csv=p=0 '$TMP/v.mkv' | sort | tr '\n' ' ')\" = 'aac h264 ' ]"
check ".mkv has 24 frames" [ "$(ffprobe -v error -count_frames -select_streams v:0 \
  -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/v.mkv")" = 24 ]
"$JT" render "$TMP/two.json" -o - --format mkv "${SMALL[@]}" --to 1 -q >"$TMP/piped.mkv"
# A reader that stops early (here at once, before the render writes: a reader that takes a little
# could get the whole of so small a video from the pipe's buffer): said plainly, not as the libav
# call that noticed it.
set +o pipefail
"$JT" render "$TMP/two.json" -o - --format mkv "${SMALL[@]}" -q 2>"$TMP/early_err" | true
early_rc=${PIPESTATUS[0]}
set -o pipefail
check "a reader gone early: exit 2" [ "$early_rc" = 2 ]
check "a reader gone early: said so" grep -qF "standard output: its reader closed it before the \
video's end" "$TMP/early_err"
check "-o - --format mkv streams 24 frames" [ "$(ffprobe -v error -count_frames -select_streams \
  v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/piped.mkv")" = 24 ]
for k in 1 2; do
  expect 0 "" render "$TMP/two.json" -o "$TMP/p$k.mp4" "${SMALL[@]}" --to 1 --segment-length 0.5 \
    --part $k/2
done
expect 2 "the parts of an .mkv are .mp4 files" render "$TMP/two.json" -o "$TMP/p1.mkv" \
  "${SMALL[@]}" --to 1 --segment-length 0.5 --part 1/2
expect 0 "" render "$TMP/two.json" -o "$TMP/track.m4a" "${SMALL[@]}" --to 1 --segment-length 0.5 \
  --audio-only
expect 0 "" join "$TMP/p1.mp4" "$TMP/p2.mp4" --audio "$TMP/track.m4a" -o "$TMP/joined.mkv"
expect 0 "" render "$TMP/two.json" -o "$TMP/whole.mkv" "${SMALL[@]}" --to 1 --segment-length 0.5
check "parts joined are the render's bytes" cmp -s "$TMP/joined.mkv" "$TMP/whole.mkv"
expect 2 "only .mov (ProRes 4444), .webm (VP9) and .png keep" render "$TMP/two.json" \
  -o "$TMP/t.mkv" "${SMALL[@]}" --to 1 --transparent

# --scene NAME: that scene's span of the plan (the second scene starts when the first ends).
cat >"$TMP/scenes.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann"}}, "scripts": [
  {"hat": {"on": "scene", "name": "One", "at": 0}, "body": [{"op": "wait", "s": 1}]},
  {"hat": {"on": "scene", "name": "Two", "at": 1}, "body": [{"op": "caption", "text": "two"},
   {"op": "wait", "s": 0.5}]}]}
JSON
expect 0 "wrote $TMP/two.mp4: 12 frames, 0.50 s of video" render "$TMP/scenes.json" --scene Two \
  -o "$TMP/two.mp4" "${SMALL[@]}" --speech estimate --manifest "$TMP/two.json.manifest"
check "the manifest says the scene, its span and the CRF used" python3 -c "
import json, sys
m = json.load(open('$TMP/two.json.manifest'))
s = m['settings']
sys.exit(not (s['scene'] == 'Two' and s['from'] == 1 and s['to'] == 1.5 and s['crf'] is None
              and m['encoder'].startswith('libx264 preset=veryfast crf=21')
              and ', 4 threads;' in m['encoder']))"
expect 0 "wrote $TMP/one.mp4: 24 frames, 1.00 s of video" render "$TMP/scenes.json" --scene One \
  -o "$TMP/one.mp4" "${SMALL[@]}" --speech estimate
expect 2 '--scene "Three": no scene of that name plays; its scenes: "One", "Two"' render \
  "$TMP/scenes.json" --scene Three -o "$TMP/three.mp4" "${SMALL[@]}" --speech estimate
check "nothing written for an unknown scene" [ ! -e "$TMP/three.mp4" ]
expect 2 "--scene renders the span of one scene: not with --from" render "$TMP/scenes.json" \
  --scene One --from 0.5 -o "$TMP/x.mp4" "${SMALL[@]}"
expect 2 "a move has no scenes" render "$(cd "$DATA/../.." && pwd)/packs/behaviours/wave_hello.json" \
  --scene One -o "$TMP/x.mp4" "${SMALL[@]}"

# --every-nth-frame N: a GIF of frames 0, N, 2N, ..., each lasting N frames (the video's speed).
expect 0 "wrote $TMP/p.gif: 6 frames (one in 4 of 24), 1.00 s of video" render "$TMP/two.json" \
  -o "$TMP/p.gif" "${SMALL[@]}" --to 1 --every-nth-frame 4
check "the preview has 6 pictures" [ "$(ffprobe -v error -count_frames -select_streams v:0 \
  -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/p.gif")" = 6 ]
check "the preview lasts the second" bash -c "ffprobe -v error -show_entries format=duration \
  -of csv=p=0 '$TMP/p.gif' | awk '{ exit !(\$1 > 0.95 && \$1 < 1.05) }'"
# Its pictures are the full GIF's frames 0, 4, 8, ...: the same pixels.
expect 0 "" render "$TMP/two.json" -o "$TMP/full.gif" "${SMALL[@]}" --to 1
ffmpeg -v error -i "$TMP/full.gif" -vf "select=not(mod(n\,4))" -vsync 0 -f framemd5 - \
  | grep -v '^#' | awk -F, '{print $NF}' >"$TMP/every4.md5"
ffmpeg -v error -i "$TMP/p.gif" -vsync 0 -f framemd5 - | grep -v '^#' | awk -F, '{print $NF}' \
  >"$TMP/preview.md5"
check "the preview's pictures are frames 0, 4, 8, ... of the GIF" cmp -s "$TMP/every4.md5" \
  "$TMP/preview.md5"
# A GIF's frames are quantized on the drawing threads: the same file at any thread count.
expect 0 "" render "$TMP/two.json" -o "$TMP/one_thread.gif" "${SMALL[@]}" --to 1 --threads 1
expect 0 "" render "$TMP/two.json" -o "$TMP/three_threads.gif" "${SMALL[@]}" --to 1 --threads 3
check "a GIF is the same bytes at 1 and 3 threads" cmp -s "$TMP/one_thread.gif" "$TMP/three_threads.gif"
check "and the same as the default's" cmp -s "$TMP/one_thread.gif" "$TMP/full.gif"
expect 2 "--every-nth-frame makes a GIF preview: -o FILE.gif" render "$TMP/two.json" \
  -o "$TMP/p.mp4" "${SMALL[@]}" --to 1 --every-nth-frame 4
expect 2 "--every-nth-frame: expected 1 to the frame rate (24), got 25" render "$TMP/two.json" \
  -o "$TMP/p.gif" "${SMALL[@]}" --every-nth-frame 25
expect 2 "--every-nth-frame: expected 1 to the frame rate (24), got 0" render "$TMP/two.json" \
  -o "$TMP/p.gif" "${SMALL[@]}" --every-nth-frame 0

# A --param the program does not declare is said, not ignored; a move's declared one moves it.
expect 0 "--param nope: the program declares no param of that name (it declares none): nothing" \
  render "$TMP/two.json" -o "$TMP/v.mp4" "${SMALL[@]}" --to 0.5 --param nope=1
cat >"$TMP/sway.json" <<'JSON'
{"v": 1, "kind": "behaviour", "params": {"amp": 0},
 "scripts": [{"body": [{"op": "wave", "ch": "dx", "w": 1, "amp": "=amp"}]}]}
JSON
expect 0 "--param nope: the program declares no param of that name (its params: amp)" \
  render "$TMP/sway.json" --still 0.25 -o "$TMP/still0.png" "${SMALL[@]}" --param nope=1
expect 0 "" render "$TMP/sway.json" --still 0.25 -o "$TMP/still1.png" "${SMALL[@]}" --param amp=200
check "a move's --param moves its still" bash -c "! cmp -s '$TMP/still0.png' '$TMP/still1.png'"

finish
