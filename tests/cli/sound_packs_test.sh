#!/usr/bin/env bash
# Shipped sounds (docs/ENCODING.md "Shipped sounds"): `list sounds` names them; a sound or music
# block names one by its id instead of a file; it lasts its recipe's `seconds` in the plan, is heard
# at its time and nowhere else; an id no pack has is refused at the block's clip, by validate and
# by render before any frame.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1

expect 0 "" list sounds
for s in pop boing whoosh ding footsteps crunch tune; do
  check "list sounds names c4c:sound:$s" grep -qF "c4c:sound:$s" out
done

level() {  # level FILE FROM DURATION: the sound's RMS there in dBFS, as ffmpeg's astats says
  ffmpeg -v error -ss "$2" -t "$3" -i "$1" -af astats=metadata=1:reset=0,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=- \
    -f null - | tail -1 | sed 's/.*=//'
}

# A ding (1.5 s) at 1 s, then the tune looped from 3 s to the end (5 s).
jq -n '{v: 1, kind: "cartoon", name: "Ding", cast: {A: {name: "Ann", at: {x: 0.5}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "wait", s: 1}, {op: "sound", clip: "c4c:sound:ding"}, {op: "wait", s: 2},
    {op: "music", clip: "c4c:sound:tune", loop: true}, {op: "wait", s: 2}]}]}' >ding.json
expect 0 "" validate ding.json
expect 0 "" plan ding.json
check "the ding lasts its recipe's 1.5 s" test "$(jq -c '[.timeline[] | select(.kind == "sound")][0] | [.t, .dur, .clip]' out)" \
  = '[1,1.5,"c4c:sound:ding"]'
check "the looped tune plays to the end" test "$(jq -c '[.timeline[] | select(.kind == "music")][0] | [.t, .dur]' out)" = '[3,2]'
expect 0 "" text ding.json
check "the text view names it" grep -qF 'sound "c4c:sound:ding"' out
expect 0 "" render ding.json --audio-only -o ding.wav
ding="$(level ding.wav 1.02 0.3)"
check "the ding is heard at 1 s (got $ding dBFS)" awk -v l="$ding" 'BEGIN { exit !(l > -30) }'
before="$(level ding.wav 0.1 0.8)"
check "nothing before it (got $before)" awk -v l="$before" 'BEGIN { exit !(l < -60 || l == "-inf") }'
gap="$(level ding.wav 2.6 0.3)"
check "nothing once it rang out (got $gap)" awk -v l="$gap" 'BEGIN { exit !(l < -50 || l == "-inf") }'
tune="$(level ding.wav 3.2 1.5)"
check "the tune plays from 3 s (got $tune)" awk -v l="$tune" 'BEGIN { exit !(l > -30) }'
expect 0 "" render ding.json --audio-only -o again.wav --no-cache
check "the same samples every time" cmp -s ding.wav again.wav

# The tune's recipe says 120 bpm: music of it without a bpm still beats every 0.5 s from its start.
jq -n '{v: 1, kind: "cartoon", cast: {}, scripts: [
  {hat: {on: "scene", name: "One"}, body: [{op: "wait", s: 0.3},
    {op: "music", clip: "c4c:sound:tune", loop: true}, {op: "wait", s: 2}]},
  {hat: {on: "beat"}, body: [{op: "sound", clip: "c4c:sound:pop"}]}]}' >beats.json
expect 0 "" plan beats.json
check "beats at 0.3 + k x 0.5 s" test "$(jq -c '[.timeline[] | select(.kind == "sound") | .t]' out)" \
  = '[0.3,0.8,1.3,1.8]'

# An id no pack has: at the block's clip, with the list to look in; render writes nothing.
jq '.scripts[0].body[1].clip = "c4c:sound:dingg"' ding.json >bad.json
expect_report 1 'no sound pack "c4c:sound:dingg"' validate bad.json
check "validate points at the clip" grep -qF "/scripts/0/body/1/clip" out
check "and says where the sounds are listed" grep -qF "list sounds" out
expect 1 'no sound pack "c4c:sound:dingg"' render bad.json -o bad.mp4 --size 320x180
check "render wrote nothing" test ! -e bad.mp4

# A sound pack checked as a pack: a tone that ends after the sound is an error at its dur.
jq -n '{pack: 1, id: "c4c:sound:x", type: "sound", version: "1.0.0", name: "X",
    content: {seconds: 1, tones: [{hz: 440, dur: 9}]}}' >broken.json
expect_report 1 "after the sound's end" validate broken.json
check "at the tone's dur" grep -qF "/content/tones/0/dur" out
finish
