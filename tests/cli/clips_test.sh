#!/usr/bin/env bash
# Recorded lines (a say block's `clip`, docs/ENCODING.md "Clips"): a clip is found only inside the
# cartoon's folder or --assets, read only when it is a plain sound file of fair size and length;
# every refusal is a diagnostic at the block's `clip`, from validate and from render (before any
# frame: nothing written). A good clip is the line: its length the recording's, its sound in the
# video, the mouth open while it sounds and closed in its silence. Assets made here with ffmpeg.
source "$(dirname "$0")/lib.sh"
need_ffmpeg
cd "$TMP" || exit 1
mkdir -p art/voices elsewhere

# A 220 Hz tone at amplitude 0.5 for 1.5 s, then 0.5 s of silence (48 kHz mono 16-bit WAV).
ffmpeg -v error -f lavfi -i "aevalsrc=0.5*sin(2*PI*220*t)*lt(t\,1.5):s=48000:d=2" \
  -c:a pcm_s16le art/voices/tone.wav
cartoon() {  # cartoon FILE CLIP: a two-line cartoon whose first line's clip is on line 24
  jq -n --arg clip "$2" '{v: 1, kind: "cartoon", name: "Clips", cast: {A: {name: "Ann"}, B: {name: "Bob"}},
    scripts: [{hat: {on: "scene", name: "One"}, body: [
      {op: "say", who: "A", text: "A recorded hello.", clip: $clip},
      {op: "say", who: "B", text: "Hi."}]}]}' >"$1"
}

# --- the good clip
cartoon art/good.json voices/tone.wav
expect 0 "" validate art/good.json
expect 0 "" plan art/good.json
cp out plan.json
check "the recorded line lasts its recording (2 s)" \
  test "$(jq '[.timeline[] | select(.kind == "say")][0].dur' plan.json)" = 2
check "the plan's record names its clip" \
  test "$(jq -r '[.timeline[] | select(.kind == "say")][0].clip' plan.json)" = voices/tone.wav
check "the line after it starts at 2 s" \
  test "$(jq '[.timeline[] | select(.kind == "say")][1].t' plan.json)" = 2
expect 0 "" plan art/good.json --speech estimate
cp out estimate.json
check "without voices, a recorded line still lasts its recording" \
  test "$(jq '[.timeline[] | select(.kind == "say")][0].dur' estimate.json)" = 2
expect 0 "" text art/good.json
check "the text view names the clip" grep -qF 'A says "A recorded hello." (clip "voices/tone.wav")' out

# The mouth: open while the tone sounds, closed in its silence (the recogniser hears no speech in a
# tone: the recording's loudness).
expect 0 'clip "voices/tone.wav": the mouth from its loudness' lipsync art/good.json -o cues.json -v
check "open while the tone sounds (0.2 s .. 1.4 s)" \
  test "$(jq '[.lines[0].mouthCues[] | select(.end > 0.2 and .start < 1.4) | .shape] | all(. != "X")' cues.json)" = true
check "closed in the recording's silence (1.6 s .. 2 s)" \
  test "$(jq '[.lines[0].mouthCues[] | select(.end > 1.6) | .shape] | all(. == "X")' cues.json)" = true

# A spoken recording (a line the voices say, written alone, then 0.5 s of silence put on each
# side): its mouth from the phones heard in it, aligned to its text. The lips close for the M's
# (shape A, which a mouth from loudness never takes), the mouth is closed in the silences; in
# another language, its loudness (no A).
jq -n '{v: 1, kind: "cartoon", name: "Said", cast: {A: {name: "Ann"}}, scripts: [{hat: {on: "scene",
  name: "One"}, body: [{op: "say", who: "A", text: "Mama made maple muffins."}]}]}' >said.json
expect 0 "" render said.json --audio-only -o said.wav
ffmpeg -v error -i said.wav -af "adelay=500:all=1,apad=pad_dur=0.5" art/voices/said.wav
spoken() {  # spoken FILE [VOICE]: the recorded line, in VOICE when given
  jq -n --arg voice "${2:-}" '{v: 1, kind: "cartoon", name: "Recorded", cast: {A: {name: "Ann"}},
    scripts: [{hat: {on: "scene", name: "One"}, body: [{op: "say", who: "A",
      text: "Mama made maple muffins.", clip: "voices/said.wav"} +
      (if $voice == "" then {} else {voice: $voice} end)]}]}' >"$1"
}
spoken art/spoken.json
expect 0 'clip "voices/said.wav": the mouth from its words, aligned' lipsync art/spoken.json -o spoken.json -v
end="$(jq '.lines[0].mouthCues[-1].end' spoken.json)"
check "the lips close for the M's (A) in a recorded English line" \
  test "$(jq '[.lines[0].mouthCues[] | select(.shape == "A")] | length >= 3' spoken.json)" = true
check "and open between them" \
  test "$(jq '[.lines[0].mouthCues[] | select(.shape == "C" or .shape == "D")] | length >= 2' spoken.json)" = true
check "closed in the silence before (0 .. 0.45 s)" \
  test "$(jq '[.lines[0].mouthCues[] | select(.start < 0.45) | .shape] | all(. == "X")' spoken.json)" = true
check "closed in the silence after (the last 0.45 s)" \
  test "$(jq --argjson last "$end" '[.lines[0].mouthCues[] | select(.end > $last - 0.45) | .shape] | all(. == "X")' spoken.json)" = true
spoken art/spoken_fr.json fr
expect 0 'clip "voices/said.wav": the mouth from its loudness' lipsync art/spoken_fr.json -o spoken_fr.json -v
check "a line in French follows its loudness (no A)" \
  test "$(jq '[.lines[0].mouthCues[] | select(.shape == "A")] | length' spoken_fr.json)" = 0
check "and still opens" \
  test "$(jq '[.lines[0].mouthCues[] | select(.shape != "X")] | length > 0' spoken_fr.json)" = true

# The render: the tone in the soundtrack from 0 to 1.5 s (-9 dBFS RMS as recorded; levelled with
# the rest to -16 LUFS, docs/ENCODING.md "Loudness": still well above -30 dBFS), silence after.
expect 0 "" render art/good.json -o good.mp4 --size 320x180
level() {  # level FROM DURATION: the soundtrack's RMS there in dBFS, as ffmpeg's astats says
  ffmpeg -v error -ss "$1" -t "$2" -i good.mp4 -af astats=metadata=1:reset=0,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=- \
    -f null - | tail -1 | sed 's/.*=//'
}
tone="$(level 0.2 1.1)"
check "the tone is in the video (got $tone dBFS)" awk -v l="$tone" 'BEGIN { exit !(l > -30) }'
quiet="$(level 1.6 0.3)"
check "the clip's silence is silent (got $quiet)" awk -v l="$quiet" 'BEGIN { exit !(l < -60 || l == "-inf") }'

# The same bytes at any thread count, in parts joined, and from the cache; a clip whose bytes
# change is heard changed (the soundtrack's key hashes its samples), the cache never serving the
# old one.
SMALL=(--size 320x180 --quality draft)
expect 0 "" render art/good.json -o one.mp4 "${SMALL[@]}" --threads 1 --no-cache --segment-length 1
expect 0 "" render art/good.json -o three.mp4 "${SMALL[@]}" --threads 3 --segment-length 1
check "1 thread = 3 threads (with a clip)" cmp -s one.mp4 three.mp4
expect 0 "" render art/good.json -o track.m4a "${SMALL[@]}" --audio-only --segment-length 1
expect 0 "" render art/good.json -o p1.mp4 "${SMALL[@]}" --part 1/2 --segment-length 1
expect 0 "" render art/good.json -o p2.mp4 "${SMALL[@]}" --part 2/2 --segment-length 1
expect 0 "" join p1.mp4 p2.mp4 --audio track.m4a -o joined.mp4
check "parts and the soundtrack join into the one-machine render" cmp -s joined.mp4 one.mp4
expect 0 "" render art/good.json -o cached.mp4 "${SMALL[@]}" --segment-length 1
check "from the cache: the same bytes" cmp -s cached.mp4 one.mp4
cp art/voices/tone.wav tone_before.wav
ffmpeg -v error -y -f lavfi -i "aevalsrc=0.5*sin(2*PI*330*t)*lt(t\,1.5):s=48000:d=2" \
  -c:a pcm_s16le art/voices/tone.wav
expect 0 "" render art/good.json -o changed.mp4 "${SMALL[@]}" --segment-length 1
expect 0 "" render art/good.json -o changed_fresh.mp4 "${SMALL[@]}" --no-cache --segment-length 1
check "a clip's new bytes are heard (not the cached sound)" cmp -s changed.mp4 changed_fresh.mp4
check "and differ from the old" bash -c '! cmp -s changed.mp4 one.mp4'
cp tone_before.wav art/voices/tone.wav

# --assets: a clip found in another folder, after the cartoon's own.
cp art/voices/tone.wav elsewhere/other.wav
cartoon art/assets.json other.wav
expect 1 'no clip "other.wav"' plan art/assets.json
expect 0 "" plan art/assets.json --assets elsewhere
expect 0 "" validate art/assets.json --assets elsewhere

# --- refusals: each from validate (exit 1, the code at the clip's pointer) and from render
refused() {  # refused CLIP 'message part' : validate and render both refuse it, render writes nothing
  cartoon art/bad.json "$1"
  expect_report 1 "$2" validate art/bad.json
  check "validate points at the clip ($1)" grep -qF "art/bad.json:24:" out
  rm -f bad.mp4
  expect 1 "$2" render art/bad.json -o bad.mp4 --size 320x180
  check "render names the file and line ($1)" grep -qF "art/bad.json:24:" err
  check "render wrote nothing ($1)" test ! -e bad.mp4
}
refused /etc/passwd "is an absolute path"
refused ../tone.wav "leads out with \"..\""
refused 'voices/../voices/tone.wav' "leads out with \"..\""
ln -s /etc/hostname art/link_out.wav
refused link_out.wav "leads out of"
ln -s /dev/zero art/zero.wav
refused zero.wav "leads out of"
mkfifo art/fifo.wav
refused fifo.wav "not a regular file (a FIFO)"
: >art/empty.wav
refused empty.wav "is empty (0 bytes)"
refused voices "not a regular file (a folder)"
refused missing.wav 'no clip "missing.wav"'
ffmpeg -v error -f lavfi -i testsrc=duration=1:size=64x64:rate=10 -f lavfi -i sine=duration=1 \
  -shortest -pix_fmt yuv420p art/film.mp4
refused film.mp4 "a video: it has moving pictures"
printf '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nvoices/tone.wav\n#EXT-X-ENDLIST\n' >art/list.m3u8
refused list.m3u8 "libavformat's hls reader"
printf 'ffconcat version 1.0\nfile voices/tone.wav\n' >art/cat.txt
refused cat.txt "libavformat's concat reader"
echo '{"v": 1}' >art/notes.wav
refused notes.wav "its kind is not known"
# A WAV whose header says 65535 channels (bytes 22-23 of the fmt chunk at 12).
cp art/voices/tone.wav art/channels.wav
printf '\xff\xff' | dd of=art/channels.wav bs=1 seek=22 conv=notrunc status=none
refused channels.wav "its header says 65535 channels"
truncate -s 201M art/big.wav
refused big.wav "more than a clip may be (200 MB)"
ffmpeg -v error -f lavfi -i anullsrc=r=8000:cl=mono -t 1801 -c:a pcm_u8 art/long.wav
refused long.wav "more than 30 minutes"
finish
