#!/usr/bin/env bash
# The stereo mix (docs/ENCODING.md "The mix"): every track is stereo at 48 kHz (AAC 160 kb/s in
# .mp4, Opus in .webm, and --audio-only's .m4a, .ogg, .wav); a voice is panned by where its speaker
# stands (a constant-power pan at most half way: at x 0.15 the pan is -0.35, left / right =
# cos / sin of 0.65 π/4 = 5.04 dB, measured here per channel with ffmpeg's astats); the loudness
# of the stereo track (ffmpeg's ebur128) is the target's within 0.5 LU, its true peak at most
# -1 dBTP; `join --audio` takes any sound file, encoded once, as long as the video.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1

jq -n '{v: 1, kind: "cartoon", name: "Sides", cast: {A: {name: "Ann", at: {x: 0.15}},
  B: {name: "Bob", at: {x: 0.85}}}, scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "say", who: "A", text: "I am standing over here on the left side."},
    {op: "wait", s: 0.5},
    {op: "say", who: "B", text: "And I am standing over there on the right side."}]}]}' >sides.json
SMALL=(--size 320x180 --quality draft)

shape() {  # shape FILE: "codec channels rate" of its audio stream
  ffprobe -v error -select_streams a -show_entries stream=codec_name,channels,sample_rate \
    -of csv=p=0 "$1" | awk -F, '{ print $1, $3, $2 }'
}
expect 0 "" render sides.json -o sides.mp4 "${SMALL[@]}"
check "an .mp4's sound is AAC stereo 48 kHz (got $(shape sides.mp4))" \
  test "$(shape sides.mp4)" = "aac 2 48000"
expect 0 "" render sides.json -o sides.mp4 "${SMALL[@]}" -v -y
check "at 160 kb/s" grep -qF "aac 160 kb/s" err
expect 0 "" render sides.json -o sides.webm "${SMALL[@]}"
check "a .webm's is Opus stereo 48 kHz (got $(shape sides.webm))" \
  test "$(shape sides.webm)" = "opus 2 48000"
for ext in m4a ogg wav; do
  expect 0 "" render sides.json --audio-only -o "sides.$ext"
  check "--audio-only .$ext is stereo 48 kHz (got $(shape "sides.$ext"))" \
    sh -c "ffprobe -v error -show_entries stream=channels,sample_rate -of csv=p=0 sides.$ext | grep -qx '48000,2'"
done

# Each line's left and right levels, from the plan's times.
expect 0 "" plan sides.json
read -r a_t a_dur < <(jq -r '[.timeline[] | select(.kind == "say")][0] | "\(.t) \(.dur)"' out)
read -r b_t b_dur < <(jq -r '[.timeline[] | select(.kind == "say")][1] | "\(.t) \(.dur)"' out)
sides() {  # sides FILE FROM DURATION: "LEFT RIGHT" RMS levels in dBFS
  ffmpeg -v error -ss "$2" -t "$3" -i "$1" -af \
    "astats=metadata=1:reset=0,ametadata=print:file=-" -f null - |
    awk -F= '/lavfi.astats.1.RMS_level/ { l = $2 } /lavfi.astats.2.RMS_level/ { r = $2 }
             END { print l, r }'
}
read -r al ar < <(sides sides.wav "$a_t" "$a_dur")
check "Ann (x 0.15) is 5.04 dB louder on the left: $al vs $ar dBFS" \
  awk -v l="$al" -v r="$ar" 'BEGIN { d = l - r; exit !(d > 4.84 && d < 5.24) }'
read -r bl br < <(sides sides.wav "$b_t" "$b_dur")
check "Bob (x 0.85) is 5.04 dB louder on the right: $bl vs $br dBFS" \
  awk -v l="$bl" -v r="$br" 'BEGIN { d = r - l; exit !(d > 4.84 && d < 5.24) }'
read -r al ar < <(sides sides.mp4 "$a_t" "$a_dur")
check "and so in the .mp4's AAC, within 0.5 dB: $al vs $ar dBFS" \
  awk -v l="$al" -v r="$ar" 'BEGIN { d = l - r; exit !(d > 4.54 && d < 5.54) }'

# A sound's `pan`: -0.5 is θ = π/8, left / right = cos / sin π/8 = 7.66 dB; the plan keeps it.
jq -n '{v: 1, kind: "cartoon", name: "Pan", cast: {A: {name: "Ann", at: {x: 0.5}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "sound", clip: "c4c:sound:ding", pan: -0.5}, {op: "wait", s: 2}]}]}' >pan.json
expect 0 "" plan pan.json
check "the plan's sound record keeps its pan" \
  test "$(jq -c '[.timeline[] | select(.kind == "sound")][0].pan' out)" = -0.5
expect 0 "" render pan.json --audio-only -o pan.wav
read -r pl pr < <(sides pan.wav 0 1)
check "a ding at pan -0.5 is 7.66 dB louder on the left: $pl vs $pr dBFS" \
  awk -v l="$pl" -v r="$pr" 'BEGIN { d = l - r; exit !(d > 7.46 && d < 7.86) }'
# Stereo music keeps its sides: a tune loud on the left and 12 dB down on the right is 12 dB
# apart in the mix too (mixed down to mono, both sides would be the same).
ffmpeg -v error -f lavfi -i "aevalsrc=0.4*sin(2*PI*330*t)|0.1*sin(2*PI*330*t):s=44100:d=3" \
  -c:a flac wide.flac
jq -n '{v: 1, kind: "cartoon", name: "Wide", cast: {A: {name: "Ann", at: {x: 0.5}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "music", clip: "wide.flac"}, {op: "wait", s: 2}]}]}' >wide.json
expect 0 "" render wide.json --audio-only -o wide.wav
read -r wl wr < <(sides wide.wav 0.5 1)
check "stereo music 12.04 dB louder on the left stays so: $wl vs $wr dBFS" \
  awk -v l="$wl" -v r="$wr" 'BEGIN { d = l - r; exit !(d > 11.84 && d < 12.24) }'

jq '.scripts[0].body[0].pan = 2' pan.json >pan_far.json
expect_report 1 "[out-of-range at /scripts/0/body/0/pan]" validate pan_far.json

measure() {  # measure FILE: "I PEAK" as ffmpeg's ebur128 filter sums them up
  ffmpeg -nostats -i "$1" -vn -af ebur128=peak=true -f null - 2>&1 |
    awk '/^ +I:/ { i = $2 } /^ +Peak:/ { p = $2 } END { print i, p }'
}
for f in sides.mp4 sides.webm sides.m4a sides.ogg sides.wav; do
  read -r i p < <(measure "$f")
  check "$f: $i LUFS within 0.5 LU of -16" awk -v i="$i" 'BEGIN { d = i + 16; exit !(d <= 0.5 && d >= -0.5) }'
  check "$f: true peak $p dBTP at most -1" awk -v p="$p" 'BEGIN { exit !(p <= -1) }'
done

# join --audio: a soundtrack made elsewhere (mono FLAC at 44.1 kHz, 2 s: padded; 60 s: trimmed).
expect 0 "" render sides.json "${SMALL[@]}" --part 1/1 -o part.mp4
expect 0 "" render sides.json "${SMALL[@]}" --part 1/1 -o part.webm
ffmpeg -v error -f lavfi -i "aevalsrc=0.3*sin(2*PI*440*t):s=44100:d=2" -c:a flac short.flac
ffmpeg -v error -f lavfi -i "aevalsrc=0.3*sin(2*PI*440*t):s=44100:d=60" -c:a flac long.flac
video_s="$(ffprobe -v error -select_streams v -show_entries stream=duration -of csv=p=0 part.mp4)"
audio_s() { ffprobe -v error -select_streams a -show_entries stream=duration -of csv=p=0 "$1"; }
for f in short long; do
  expect 0 "" join part.mp4 --audio "$f.flac" -o "$f.mp4"
  check "$f.flac joined as AAC stereo 48 kHz (got $(shape "$f.mp4"))" test "$(shape "$f.mp4")" = "aac 2 48000"
  check "$f.flac as long as the video ($(audio_s "$f.mp4") s, video $video_s s)" \
    awk -v a="$(audio_s "$f.mp4")" -v v="$video_s" 'BEGIN { d = a - v; exit !(d < 0.05 && d > -0.05) }'
done
expect 0 "" join part.webm --audio short.flac -o short.webm
check "into a .webm as Opus stereo (got $(shape short.webm))" test "$(shape short.webm)" = "opus 2 48000"
# This render's own soundtrack: copied into its .mp4 (the one-machine file, byte for byte), encoded
# again as Opus for its .webm.
expect 0 "" render sides.json "${SMALL[@]}" --audio-only -o track.m4a
expect 0 "" join part.mp4 --audio track.m4a -o same.mp4
check "part and soundtrack join into the one-machine render" cmp -s same.mp4 sides.mp4
expect 0 "" join part.webm --audio track.m4a -o other.webm
check "an .m4a soundtrack into a .webm as Opus" test "$(shape other.webm)" = "opus 2 48000"
expect 0 "" render sides.json "${SMALL[@]}" -o whole.mp4
# Refused: a video, a playlist, no file, an empty file, a FIFO; no output left.
expect 1 "it has moving pictures" join part.mp4 --audio whole.mp4 -o x.mp4
printf '#EXTM3U\n#EXTINF:1,\nshort.flac\n' >list.m3u8
expect 1 "not a sound file" join part.mp4 --audio list.m3u8 -o x.mp4
expect 1 "no such file" join part.mp4 --audio none.flac -o x.mp4
: >empty.wav
expect 1 "empty" join part.mp4 --audio empty.wav -o x.mp4
mkfifo pipe.wav
expect 1 "not a regular file" join part.mp4 --audio pipe.wav -o x.mp4
check "no output from a refused join" [ ! -e x.mp4 ]
finish
