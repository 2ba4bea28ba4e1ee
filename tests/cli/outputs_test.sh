#!/usr/bin/env bash
# Outputs never lost by surprise (docs/CLI.md "Outputs"): an existing file is kept unless -y says
# otherwise (an error on a non-terminal, a question on a terminal, -n never), a batch whose inputs
# share a name is refused before anything renders, and the messages name the files written.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
WAVE="$ROOT/packs/behaviours/wave_hello.json"
SMALL=(--size 160x90 --quality draft)
cat >"$TMP/scene.json" <<'JSON'
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann"}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [
   {"op": "say", "who": "A", "text": "Hi <b>there</b>"}, {"op": "wait", "s": 0.5}]}]}
JSON

# unchanged FILE: the file still holds "old".
unchanged() { check "$1 is kept" grep -qx old "$1"; }

# A still over an existing file: an error without -y (exit 1, the file untouched), -n too, -y writes.
echo old >"$TMP/a.png"
expect 1 "a.png already exists: give -y to overwrite it" render "$WAVE" --still 1 -o "$TMP/a.png" \
  --size 160x90
unchanged "$TMP/a.png"
expect 1 "a.png already exists: not overwritten (-n)" render "$WAVE" --still 1 -o "$TMP/a.png" -n
unchanged "$TMP/a.png"
expect 0 "wrote $TMP/a.png: 160x90, the pose at 1 s" render "$WAVE" --still 1 -o "$TMP/a.png" \
  --size 160x90 -y
check "-y overwrites" bash -c "! grep -qx old '$TMP/a.png'"
expect 2 "excludes" render "$WAVE" --still 1 -o "$TMP/a.png" -y -n

# On a terminal, a question: "y" overwrites, anything else keeps the file (exit 1).
echo old >"$TMP/t.png"
printf 'n\n' | script -qec "'$JT' render '$WAVE' --still 1 -o '$TMP/t.png' --size 160x90" \
  /dev/null >"$TMP/tty" 2>&1
check "a terminal is asked" grep -q "t.png already exists. Overwrite? \[y/N\]" "$TMP/tty"
unchanged "$TMP/t.png"
printf 'y\n' | script -qec "'$JT' render '$WAVE' --still 1 -o '$TMP/t.png' --size 160x90" \
  /dev/null >"$TMP/tty" 2>&1
check "answered y, it is written" bash -c "! grep -qx old '$TMP/t.png'"

# Videos, subtitles and manifests alike; nothing is rendered when one of them is kept.
echo old >"$TMP/v.mp4"
expect 1 "v.mp4 already exists" render "$TMP/scene.json" -o "$TMP/v.mp4" "${SMALL[@]}"
unchanged "$TMP/v.mp4"
echo old >"$TMP/v.srt"
expect 1 "v.srt already exists" render "$TMP/scene.json" -o "$TMP/w.mp4" "${SMALL[@]}" \
  --subtitles "$TMP/v.srt" --speech estimate
check "nothing rendered when the subtitles are kept" test ! -e "$TMP/w.mp4"
expect 0 "wrote $TMP/v.srt: 1 cues" render "$TMP/scene.json" -o "$TMP/v.mp4" "${SMALL[@]}" \
  --subtitles "$TMP/v.srt" --speech estimate -y

# A PNG sequence names its first and last file; a second one over it is asked about.
mkdir -p "$TMP/seq"
expect 0 "wrote $TMP/seq/f_000000.png ... $TMP/seq/f_000003.png (4 files): 4 frames" \
  render "$WAVE" -o "$TMP/seq/f.png" --size 160x90 --fps 4 --to 1
expect 1 "the PNG sequence $TMP/seq/f_000000.png ... $TMP/seq/f_000003.png (4 files) already exists" \
  render "$WAVE" -o "$TMP/seq/f.png" --size 160x90 --fps 4 --to 1
expect 0 "" render "$WAVE" -o "$TMP/seq/f.png" --size 160x90 --fps 4 --to 1 -y

# A printf-style pattern names the frames as ffmpeg does (f%03d.png: f000.png, ...), and a second
# sequence over them is asked about too; the frames are the plain-named sequence's.
expect 0 "wrote $TMP/seq/g000.png ... $TMP/seq/g003.png (4 files): 4 frames" \
  render "$WAVE" -o "$TMP/seq/g%03d.png" --size 160x90 --fps 4 --to 1
expect 1 "the PNG sequence $TMP/seq/g000.png ... $TMP/seq/g003.png (4 files) already exists" \
  render "$WAVE" -o "$TMP/seq/g%03d.png" --size 160x90 --fps 4 --to 1
check "the pattern's frames are the plain sequence's" cmp -s "$TMP/seq/g002.png" \
  "$TMP/seq/f_000002.png"

# A batch whose inputs share a name is refused before anything renders.
mkdir -p "$TMP/a" "$TMP/b"
cp "$TMP/scene.json" "$TMP/a/x.json"
cp "$TMP/scene.json" "$TMP/b/x.json"
expect 2 "$TMP/a/x.json and $TMP/b/x.json would both be rendered to $TMP/videos/x.mp4" \
  render "$TMP/a/x.json" "$TMP/b/x.json" -o "$TMP/videos/" "${SMALL[@]}"
check "nothing was rendered" test ! -e "$TMP/videos/x.mp4"
# A batch over existing outputs renders the others, and exits 1 for the kept one.
mkdir -p "$TMP/videos"
cp "$TMP/scene.json" "$TMP/y.json"
echo old >"$TMP/videos/x.mp4"
expect 1 "x.mp4 already exists" render "$TMP/a/x.json" "$TMP/y.json" -o "$TMP/videos/" \
  "${SMALL[@]}" --speech estimate
unchanged "$TMP/videos/x.mp4"
check "the other input is rendered" test -s "$TMP/videos/y.mp4"

# --skip-existing resumes a batch: the existing output is kept and counted as skipped, the others
# render, exit 0; the JSON summary counts it.
rm -f "$TMP/videos/y.mp4"
expect 0 "x.json: skipped, $TMP/videos/x.mp4 exists (--skip-existing)" render "$TMP/a/x.json" \
  "$TMP/y.json" -o "$TMP/videos/" "${SMALL[@]}" --speech estimate --skip-existing
unchanged "$TMP/videos/x.mp4"
check "the other input is rendered" test -s "$TMP/videos/y.mp4"
check "the summary counts it as skipped" grep -q "1 rendered, 1 skipped, 0 failed" "$TMP/err"
expect 0 "" render "$TMP/a/x.json" "$TMP/y.json" -o "$TMP/videos/" "${SMALL[@]}" \
  --speech estimate --skip-existing --progress json
check "the JSON summary counts both as skipped" grep -q '"written":0,"skipped":2,"failed":0' \
  "$TMP/out"
expect 0 "skipped" render "$TMP/y.json" -o "$TMP/videos/y.mp4" "${SMALL[@]}" --skip-existing
expect 2 "excludes" render "$TMP/y.json" -o "$TMP/videos/y.mp4" --skip-existing -y

# sheet follows the same rule.
echo old >"$TMP/sheet.png"
expect 1 "sheet.png already exists" sheet --moves "$WAVE" --characters dog --cell 64 \
  -o "$TMP/sheet.png"
unchanged "$TMP/sheet.png"
expect 0 "wrote $TMP/sheet.png" sheet --moves "$WAVE" --characters dog --cell 64 \
  -o "$TMP/sheet.png" -y

# -o - streams to standard output, in --format's format: read back by ffprobe from a pipe.
need_ffmpeg
for format in mp4 webm gif; do
  "$JT" render "$TMP/scene.json" -o - --format "$format" "${SMALL[@]}" --speech estimate \
    2>"$TMP/err" | ffprobe -v error -show_entries stream=codec_name -of csv=p=0 - >"$TMP/probe"
  check "-o - --format $format pipes a video ffprobe reads ($(tr '\n' ' ' <"$TMP/probe"))" \
    grep -qE "h264|vp9|gif" "$TMP/probe"
done
"$JT" render "$TMP/scene.json" -o - --format mp4 "${SMALL[@]}" --speech estimate >"$TMP/piped.mp4" 2>"$TMP/err"
FRAMES="$(ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames \
  -of csv=p=0 "$TMP/piped.mp4")"
check "the piped mp4 holds every frame ($FRAMES)" test "$FRAMES" = "$(ffprobe -v error \
  -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$TMP/v.mp4")"
"$JT" render "$WAVE" --still 1 -o - --size 160x90 >"$TMP/piped.png" 2>"$TMP/err"
check "--still -o - pipes a PNG" test "$(head -c 4 "$TMP/piped.png" | od -An -tx1 | tr -d ' ')" = 89504e47
check "and says so on stderr" grep -q "wrote standard output: 160x90" "$TMP/err"
expect 2 "a PNG sequence is many files" render "$WAVE" -o - --format png
expect 2 "--progress json would go too" render "$WAVE" -o - --progress json
expect 2 "--format png" render "$WAVE" -o - --still 1 --format mp4
expect 0 "--crf does not apply to gif" render "$WAVE" -o "$TMP/c.gif" --crf 20 --size 160x90 \
  --fps 4 --to 1

finish
