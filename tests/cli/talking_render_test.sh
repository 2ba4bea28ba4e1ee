#!/usr/bin/env bash
# Faces that act, in whole renders (issue 12, docs/SHAPES.md 2.1): for every template, a character
# holding still while it says "Mama made maple muffins." gives frames that differ only where its
# mouth is while it speaks and not at all while it is silent; its lips are shut in the middle of an
# M and its mouth open in the middle of a vowel; with --speech estimate the mouth flaps 7 times a
# second; playing another move (wave_hello) the mouth still follows the voice. A talking render is
# the same bytes at 1 and 3 threads, blinks included.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
PIX="$DATA/talking/mouth_pixels.py"
SMALL=(--size 320x180 --captions none)

# voice_check FILE WHAT: at rest before the line, the lips shut in the middle of its longest M
# (or B, P), the mouth open in the middle of its longest vowel, as `lipsync` times them; probed
# around the mouth the still render found ($TMP/box).
voice_check() {
  expect 0 "" lipsync "$1"
  cp "$TMP/out" "$TMP/cues.json"
  read -ra stills < <(python3 "$PIX" voice-stills "$TMP/cues.json" "$TMP/box")
  expect 0 "" render "$1" "${SMALL[@]}" "${stills[@]}"
  check "$2" python3 "$PIX" check-stills "$TMP/out" shut shut open
}

for template in person kid dog cat bird monster; do
  still="$TMP/still_$template.json"
  waving="$TMP/wave_$template.json"
  sed "s/TEMPLATE/$template/; s/MOVE/static/" "$DATA/talking/say_line.json" >"$still"
  sed "s/TEMPLATE/$template/; s/MOVE/wave_hello/" "$DATA/talking/say_line.json" >"$waving"

  # The voice: where the frames differ, before, during and after the line.
  expect 0 "" plan "$still"
  cp "$TMP/out" "$TMP/plan.json"
  expect 0 "" pose "$still" --from 0 --to 3
  cp "$TMP/out" "$TMP/pose.jsonl"
  mkdir -p "$TMP/$template"
  expect 0 "" render "$still" "${SMALL[@]}" -o "$TMP/$template/f.png"
  check "$template: only the mouth moves, and only while it speaks" \
    python3 "$PIX" sequence "$TMP/plan.json" "$TMP/pose.jsonl" "$TMP/$template/f_%06d.png" \
    "$TMP/box"

  voice_check "$still" "$template: the lips shut on an M, the mouth opens on a vowel"

  # --speech estimate: no voice, a flap 7 times a second from the line's start.
  expect 0 "" plan "$still" --speech estimate
  cp "$TMP/out" "$TMP/plan_estimate.json"
  read -ra stills < <(python3 "$PIX" flap-stills "$TMP/plan_estimate.json" "$TMP/box")
  expect 0 "" render "$still" "${SMALL[@]}" --speech estimate "${stills[@]}"
  check "$template: the mouth flaps without a voice" \
    python3 "$PIX" check-stills "$TMP/out" shut open less open less open less open less

  # Waving hello (its own mood and moves, no mouth of its own) the mouth follows the voice.
  voice_check "$waving" "$template: waving hello, the mouth follows the voice"
done

# Two characters talking, both blinking within the render (seed 1): the same video at 1 and 3
# drawing threads, and on a second run.
TWO="$DATA/talking/two_talk.json"
expect 0 "" pose "$TWO" --seed 1 --from 0 --to 2.2
check "both characters blink within the render" python3 -c "
import json, sys
blinked = {who for l in open('$TMP/out') for who, c in json.loads(l)['frame']['characters'].items()
           if c['face']['blink'] > 0.5}
sys.exit(0 if blinked == {'A', 'B'} else 1)"
for threads in 1 3; do
  expect 0 "" render "$TWO" --seed 1 --size 320x180 --no-cache --threads $threads \
    -o "$TMP/two_$threads.mp4"
done
check "a talking render is the same bytes at 1 and 3 threads" \
  cmp -s "$TMP/two_1.mp4" "$TMP/two_3.mp4"
expect 0 "" render "$TWO" --seed 1 --size 320x180 --no-cache --threads 3 -o "$TMP/two_again.mp4"
check "and on a second run" cmp -s "$TMP/two_3.mp4" "$TMP/two_again.mp4"

finish
