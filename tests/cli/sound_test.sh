#!/usr/bin/env bash
# Sound effects and music (docs/ENCODING.md "Sounds and music"): a sound block's clip is heard at
# its time and nowhere else, checked and refused as a say's clip is; music plays on across scenes
# until it is stopped, at least 8 dB lower during the lines than between them, in both channels of
# the stereo track (measured with ffmpeg's astats on the rendered file); the frames are the same with or without sound. Clips made
# here with ffmpeg.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1
mkdir -p art/sfx art/music

# A 1 kHz beep at amplitude 0.5 for 0.3 s; a steady 440 Hz tune at 0.3 for 3 s; a second of
# silence, recorded lines that leave the music alone in the mix.
ffmpeg -v error -f lavfi -i "aevalsrc=0.5*sin(2*PI*1000*t):s=48000:d=0.3" -c:a pcm_s16le art/sfx/beep.wav
ffmpeg -v error -f lavfi -i "aevalsrc=0.3*sin(2*PI*440*t):s=48000:d=3" -c:a pcm_s16le art/music/tune.wav
ffmpeg -v error -f lavfi -i "anullsrc=r=48000:cl=mono" -t 1 -c:a pcm_s16le art/quiet.wav

SMALL=(--size 320x180 --quality draft)
level() {  # level FILE FROM DURATION: the sound's RMS there in dBFS, as ffmpeg's astats says
  ffmpeg -v error -ss "$2" -t "$3" -i "$1" -af astats=metadata=1:reset=0,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=- \
    -f null - | tail -1 | sed 's/.*=//'
}

# --- a sound effect at 1 s
jq -n '{v: 1, kind: "cartoon", name: "Beep", cast: {A: {name: "Ann", at: {x: 0.5}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "wait", s: 1}, {op: "sound", clip: "sfx/beep.wav", volume: 0.5}, {op: "wait", s: 1}]}]}' >art/beep.json
expect 0 "" validate art/beep.json
expect 0 "" plan art/beep.json
check "the plan's sound record lasts its clip" test "$(jq -c '[.timeline[] | select(.kind == "sound")][0]' out)" \
  = '{"t":1,"dur":0.3,"kind":"sound","clip":"sfx/beep.wav","volume":0.5}'
check "a sound does not wait (2 s)" test "$(jq .duration out)" = 2
expect 0 "" text art/beep.json
check "the text view's line" grep -qF 'sound "sfx/beep.wav" (volume 0.5)' out
expect 0 "" render art/beep.json -o beep.mp4 "${SMALL[@]}"
beep="$(level beep.mp4 1.05 0.2)"
check "the beep is heard at 1 s (got $beep dBFS)" awk -v l="$beep" 'BEGIN { exit !(l > -30) }'
before="$(level beep.mp4 0.2 0.6)"
check "nothing before it (got $before)" awk -v l="$before" 'BEGIN { exit !(l < -60 || l == "-inf") }'
after="$(level beep.mp4 1.5 0.4)"
check "nothing after it (got $after)" awk -v l="$after" 'BEGIN { exit !(l < -60 || l == "-inf") }'

# The frames are the same as without the sound.
jq 'del(.scripts[0].body[1])' art/beep.json >art/silent.json
expect 0 "" render art/beep.json -o with.mp4 "${SMALL[@]}" --no-audio --no-cache
expect 0 "" render art/silent.json -o without.mp4 "${SMALL[@]}" --no-audio --no-cache
check "the frames are untouched by a sound" cmp -s with.mp4 without.mp4

# Refused as a say's clip is: at the sound's clip, before any frame.
jq '.scripts[0].body[1].clip = "/etc/passwd"' art/beep.json >art/bad.json
expect_report 1 "is an absolute path" validate art/bad.json
check "validate points at the sound's clip" grep -qF "/scripts/0/body/1/clip" out
jq '.scripts[0].body[1].clip = "sfx/none.wav"' art/beep.json >art/missing.json
expect_report 1 'no clip "sfx/none.wav"' validate art/missing.json
rm -f missing.mp4
expect 1 'no clip "sfx/none.wav"' render art/missing.json -o missing.mp4 "${SMALL[@]}"
check "render wrote nothing" test ! -e missing.mp4

# --- music under two scenes, ducked under a (silent, recorded) line from 1.5 s to 2.5 s, stopped
# at 3.5 s; the tune is 3 s long and loops.
jq -n '{v: 1, kind: "cartoon", name: "Tune", cast: {A: {name: "Ann", at: {x: 0.5}}},
  scripts: [
    {hat: {on: "scene", name: "One"}, body: [
      {op: "music", clip: "music/tune.wav", loop: true, volume: 0.5}, {op: "wait", s: 1.5}]},
    {hat: {on: "scene", name: "Two"}, body: [
      {op: "say", who: "A", text: "(nothing)", clip: "quiet.wav"}, {op: "wait", s: 1},
      {op: "music", stop: true}, {op: "wait", s: 0.5}]}]}' >art/tune.json
expect 0 "" validate art/tune.json
expect 0 "" plan art/tune.json
check "the music's record spans both scenes until its stop" \
  test "$(jq -c '[.timeline[] | select(.kind == "music")]' out)" \
  = '[{"t":0,"dur":3.5,"kind":"music","clip":"music/tune.wav","volume":0.5,"loop":true}]'
expect 0 "" text art/tune.json
check "the text view's lines" grep -qF 'music "music/tune.wav" (volume 0.5, looped)' out
check "and its stop" grep -qF 'music stops' out
expect 0 "" render art/tune.json -o tune.mp4 "${SMALL[@]}"
between="$(level tune.mp4 0.3 0.9)"
during="$(level tune.mp4 1.7 0.6)"
check "music between the lines ($between dBFS) is at least 8 dB above it during them ($during)" \
  awk -v a="$between" -v b="$during" 'BEGIN { exit !(a - b >= 8) }'
# In stereo at 48 kHz (docs/ENCODING.md "The mix"), the music in the middle: ducked in each channel.
check "the track is stereo at 48 kHz" sh -c "ffprobe -v error -select_streams a -show_entries \
  stream=channels,sample_rate -of csv=p=0 tune.mp4 | grep -qx '48000,2'"
channel_level() {  # channel_level FILE FROM DURATION N: channel N's RMS there in dBFS
  ffmpeg -v error -ss "$2" -t "$3" -i "$1" -af "astats=metadata=1:reset=0,ametadata=print:file=-" \
    -f null - | grep "lavfi.astats.$4.RMS_level" | tail -1 | sed 's/.*=//'
}
for c in 1 2; do
  a="$(channel_level tune.mp4 0.3 0.9 "$c")"
  b="$(channel_level tune.mp4 1.7 0.6 "$c")"
  check "channel $c: the music between the lines ($a dBFS) 8 dB or more above it during them ($b)" \
    awk -v a="$a" -v b="$b" 'BEGIN { exit !(a - b >= 8) }'
done
looped="$(level tune.mp4 3.05 0.3)"
check "the tune loops past its 3 s (got $looped)" awk -v l="$looped" 'BEGIN { exit !(l > -40) }'
stopped="$(level tune.mp4 3.6 0.3)"
check "silent after its stop (got $stopped)" awk -v l="$stopped" 'BEGIN { exit !(l < -60 || l == "-inf") }'
expect 0 "" render art/tune.json -o one.mp4 "${SMALL[@]}" --threads 1 --no-cache --segment-length 1
expect 0 "" render art/tune.json -o three.mp4 "${SMALL[@]}" --threads 3 --segment-length 1
check "1 thread = 3 threads (with music and a sound)" cmp -s one.mp4 three.mp4
finish
