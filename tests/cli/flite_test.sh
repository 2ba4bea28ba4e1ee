#!/usr/bin/env bash
# Flite's voices (docs/ENCODING.md "Voices"): a cast member or a line names one as "flite:slt";
# `list voices` lists them; validate knows them and hints at the nearest for a misspelt one; the
# line's length in the plan is its sound's; its mouths follow Flite's phones; the same bytes at any
# thread count.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1

expect 0 "" list voices
expect_stdout "Voices: Flite (4)"
expect_stdout "flite:awb flite:kal16 flite:rms flite:slt"

jq -n '{v: 1, kind: "cartoon", name: "Flite",
  cast: {A: {name: "Ann", voice: "flite:slt", at: {x: 0.3}},
         B: {name: "Bo", voice: "flite:awb", at: {x: 0.7}, look: {template: "dog"}}},
  scripts: [{hat: {on: "scene", name: "One"}, body: [
    {op: "say", who: "A", text: "Hello there, little dog!"},
    {op: "say", who: "B", text: "Woof! Hello.", voice: "flite:rms"},
    {op: "say", who: "A", text: "Mama.", voice: "flite:kal16", mood: "happy"}]}]}' >flite.json
expect 0 "" validate flite.json
check "no warning for Flite's voices" bash -c "! grep -q 'warning:' '$TMP/out' '$TMP/err'"
jq '.scripts[0].body[1].voice = "flite:rmz"' flite.json >misspelt.json
expect_report 0 'did you mean "flite:rms"?' validate misspelt.json
jq '.scripts[0].body[1].voice = "flite:../../etc/passwd"' flite.json >path.json
expect_report 1 "is not a voice's name" validate path.json

expect 0 "" render flite.json --audio-only -o lines.wav --threads 1 --no-cache
expect 0 "" plan flite.json
# Each line lasts its sound (to the sample at 22,050 Hz), so the lines follow one another.
jq -c '[.timeline[] | select(.kind == "say") | [.t, .dur]]' out >lines.txt
check "three lines, each longer than 0.3 s" \
  test "$(jq '[.[] | select(.[1] > 0.3)] | length' lines.txt)" = 3
check "the second line starts where the first ends" \
  test "$(jq '(.[0][0] + .[0][1] - .[1][0]) | fabs < 0.001' lines.txt)" = true
# Heard: loud during each line (RMS over its middle), at 48 kHz stereo.
level() {
  ffmpeg -v error -ss "$2" -t "$3" -i "$1" -af astats=metadata=1:reset=0,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=- \
    -f null - | tail -1 | sed 's/.*=//'
}
for i in 0 1 2; do
  from="$(jq ".[$i][0] + .[$i][1] * 0.3" lines.txt)"
  heard="$(level lines.wav "$from" 0.2)"
  check "line $i is heard (got $heard dBFS)" awk -v l="$heard" 'BEGIN { exit !(l > -40) }'
done
check "stereo 48 kHz" test "$(ffprobe -v error -show_entries stream=sample_rate,channels -of csv=p=0 lines.wav)" = "48000,2"

# "Mama.": the mouth closes (A) for each M and opens (D) for the AA, from Flite's phones.
expect 0 "" lipsync flite.json
check "the mouths follow Flite's phones" \
  test "$(jq -r '[.lines[2].mouthCues[].shape | select(. != "X")] | join("")' out | tr -s 'A-H')" = ADAC

expect 0 "" render flite.json --audio-only -o lines3.wav --threads 3 --no-cache
check "the same sound at 1 and 3 threads" cmp -s lines.wav lines3.wav
finish
