#!/usr/bin/env bash
# Hostile input (issue "Hostile input"): a cartoon never reads a file it names, never hangs, never
# crashes, never prints raw control characters, never overwrites what it should not
# (docs/FUZZING.md, docs/VALIDATION.md, docs/CLI.md).
source "$(dirname "$0")/lib.sh"

# lacks TEXT FILE: FILE does not contain TEXT.
lacks() { ! grep -qF -- "$1" "$2"; }

# --- voices are names, never paths ---------------------------------------------------------------
# A cartoon whose voices are files: espeak-ng printed /etc/passwd on stderr and crashed.
voice_cartoon() {
  cat >"$TMP/voice.json" <<JSON
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann", "voice": "$1", "at": {"x": 0.5}}},
 "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
   {"op": "say", "who": "A", "text": "Hello there.", "voice": "$2"}]}]}
JSON
}
for voice in ../../../../etc/passwd /proc/self/environ /dev/zero; do
  voice_cartoon "$voice" "$voice"
  expect 1 "" validate "$TMP/voice.json"
  expect_stdout "error: \"$voice\" is not a voice's name [bad-value at /cast/A/voice]"
  expect_stdout "error: \"$voice\" is not a voice's name [bad-value at /scripts/0/body/0/voice]"
  expect 0 "unknown voice \"$voice\" for A: using en+m3" plan "$TMP/voice.json"
  check "plan with the voice $voice prints no file" lacks "root:" "$TMP/err"
  check "plan with the voice $voice prints no environment" lacks "PATH=" "$TMP/err"
done
# A name that is not installed: a warning with the nearest, and the lines in the default voice.
voice_cartoon brigt en+f33
expect 0 "0 errors, 2 warnings" validate "$TMP/voice.json"
expect_stdout 'warning: no installed voice "brigt"'
expect_stdout 'hint: did you mean "bright"?'
expect_stdout 'hint: did you mean "en+f3"?'
voice_cartoon bright EN-US+F3
expect 0 "0 errors, 0 warnings" validate "$TMP/voice.json"
expect 0 "" list voices
expect_stdout "Voices: ours (8)"
expect_stdout " whisper"
expect 0 "" list voices --format json
expect_stdout '"ours": ['

# --- nothing printed for people holds a raw control character --------------------------------
# A cast name that clears the screen, a mood that sets the window title, an op that hides "error:".
printf '%s' '{"v": 1, "kind": "cartoon", "cast": {"A\u001b[2J": {"name": "x\u001b]0;pwned\u0007"}},
 "scripts": [{"hat": {"on": "scene", "name": "s\r\u001b[K"}, "body": [
   {"op": "say", "who": "A\u001b[2J", "text": "Hi.", "mood": "\u009b2J"},
   {"op": "\r\u001b[Kfine", "x": 1}]}]}' >"$TMP/escapes.json"
ESC=$(printf '\033')
CR=$(printf '\r')
no_raw_controls() { ! grep -q "[$ESC$CR]" "$1" && ! grep -qP '\xc2\x9b' "$1"; }
expect 1 "" validate "$TMP/escapes.json"
check "validate's report has no raw escape" no_raw_controls "$TMP/out"
expect_stdout '\r\e[Kfine'
expect 1 "" validate --format github "$TMP/escapes.json"
check "validate's annotations have no raw escape" no_raw_controls "$TMP/out"
expect 0 "" text "$TMP/escapes.json"
check "text's outline has no raw escape" no_raw_controls "$TMP/out"
expect_stdout 'cast: A\e[2J = x\e]0;pwned\x07'
expect 1 "" plan "$TMP/escapes.json"
check "plan's messages have no raw escape" no_raw_controls "$TMP/err"
cp "$TMP/escapes.json" "$TMP/$(printf 'name\033[2J').json"
expect 1 "" validate "$TMP/$(printf 'name\033[2J').json"
check "a file's name is escaped too" no_raw_controls "$TMP/out"
expect_stdout 'name\e[2J.json:4:11: error: unknown op'
expect 1 "" plan "$TMP/$(printf 'name\033[2J').json"
check "a file's name is escaped in messages" no_raw_controls "$TMP/err"

# --- no output overwrites an input or another output -----------------------------------------
MOVE="$DATA/../../packs/behaviours/hop.json"
[ -f "$MOVE" ] || MOVE="$(ls "$DATA"/../../packs/behaviours/*.json | head -1)"
cp "$MOVE" "$TMP/move.json"
cp "$TMP/move.json" "$TMP/keep.json"
expect 2 "--manifest $TMP/move.json is the input $TMP/move.json" \
  render "$TMP/move.json" -o "$TMP/v.mp4" --manifest "$TMP/move.json" --size 64x64 --to 0.2
check "the cartoon is kept" cmp -s "$TMP/move.json" "$TMP/keep.json"
expect 2 "--manifest $TMP/v.mp4 is the same file as -o $TMP/v.mp4" \
  render "$TMP/move.json" -o "$TMP/v.mp4" --manifest "$TMP/v.mp4" --size 64x64 --to 0.2
check "nothing is written" test ! -e "$TMP/v.mp4"
ln -s "$TMP" "$TMP/link"
expect 2 "is the same file as" \
  render "$TMP/move.json" -o "$TMP/v.mp4" --manifest "$TMP/link/v.mp4" --size 64x64 --to 0.2
ln "$TMP/move.json" "$TMP/hard.mp4"
expect 2 "is the input" render "$TMP/move.json" -o "$TMP/hard.mp4" --size 64x64 --to 0.2
expect 2 "--manifest describes a video's frames" \
  render "$TMP/move.json" -o "$TMP/s.png" --still 0.1 --manifest "$TMP/m.json" --size 64x64
expect 2 "-o $TMP/link/move.json is --moves $TMP/move.json" \
  sheet --moves "$TMP/move.json" -o "$TMP/link/move.json"
check "the move is kept" cmp -s "$TMP/move.json" "$TMP/keep.json"

# --- never hang: bounds on times, frame rates and threads ---------------------------------------
HAPPY="$DATA/../../packs/scenes/happy_now.json"
expect 2 "is past the cartoon's end (23.13699346405229 s)" \
  render "$HAPPY" --still 30 -o "$TMP/late.png" --size 64x64 --speech estimate
expect 2 "--still: expected a time of 0 to 3600 s" \
  render "$HAPPY" --still 1e12 -o "$TMP/late.png" --size 64x64
expect 2 "--still: expected a time of 0 to 3600 s" \
  render "$TMP/move.json" --still 1e12 -o "$TMP/late.png" --size 64x64
expect 2 "--at" sheet --at 1e12 -o "$TMP/sheet.png"
check "no picture of a time past the end" test ! -e "$TMP/late.png"
for fps in 0 100000 1e300 -1 abc 1/0; do
  expect 2 "--fps: expected frames per second from 1 to 240, as 24, 29.97 or 30000/1001, got \"$fps\"" \
    plan "$HAPPY" --speech estimate --summary --fps "$fps"
done
expect 2 "--fps" pose "$HAPPY" --at 1 --fps 100000 --speech estimate
expect 0 "" plan "$HAPPY" --speech estimate --summary --fps 30000/1001
expect 0 "" plan "$HAPPY" --speech estimate --summary --fps 29.97
expect 2 "--threads: expected 0 (one per core) to" \
  render "$HAPPY" -o "$TMP/t.mp4" --threads 10000 --size 64x64
check "no video for 10000 threads" test ! -e "$TMP/t.mp4"

# --- text handed to Pango is bounded and valid UTF-8 -------------------------------------------
# A 100,000-letter caption took 19 s a frame (layout grows with the square of an unbroken line);
# a lone surrogate made Pango warn on every frame. Both are said once, at the start.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "scene", "scripts": [{"body": [
  {"op": "caption", "text": "x" * 100000}, {"op": "say", "who": "A", "text": "a\ud800b"},
  {"op": "wait", "s": 1}]}], "cast": {"A": {"at": {"x": 0.5}}}}))' >"$TMP/words.json"
expect 0 "0 errors, 2 warnings" validate "$TMP/words.json"
expect_stdout "the words are 100000 characters long: only the first 500 are drawn [limit-exceeded at /scripts/0/body/0/text]"
expect_stdout "the words hold a lone surrogate (half of a character, such as \\ud800): it is drawn as"
timeout 60 "$JT" render "$TMP/words.json" --size 160x90 --no-audio -o "$TMP/words.mp4" \
  >"$TMP/out" 2>"$TMP/err"
check "the render of the long caption ends, well within a minute" test $? -eq 0
check "Pango is never handed a lone surrogate" lacks "Pango" "$TMP/err"
check "each problem is said once" test "$(grep -c 'lone surrogate' "$TMP/err")" -eq 1 -a \
  "$(grep -c 'characters long' "$TMP/err")" -eq 1

# --- clearer messages -------------------------------------------------------------------------
# Standard input has no name to give an output in a directory (it wrote DIR/-.mp4).
mkdir -p "$TMP/into"
expect_stdin 2 "standard input has no name to give its output there: -o $TMP/into/NAME.mp4" \
  "$TMP/move.json" render - -o "$TMP/into/" --size 64x64
check "nothing written into the directory" test -z "$(ls -A "$TMP/into")"
# A file whose name starts with '-' is read as options: say how to name it ("FILE is required").
cp "$TMP/move.json" "$TMP/-dash.json"
(cd "$TMP" && "$JT" validate -dash.json >/dev/null 2>"$TMP/err"; echo $? >"$TMP/code")
check "a usage error (exit 2)" test "$(cat "$TMP/code")" -eq 2
check "the message says to put -- before it" grep -qF "put -- before it (jabbertoon validate -- -dash.json) or write ./-dash.json" "$TMP/err"
(cd "$TMP" && "$JT" validate -- -dash.json >/dev/null 2>&1; echo $? >"$TMP/code")
check "with --, the file is validated" test "$(cat "$TMP/code")" -eq 0
# A 100 KB formula is quoted by its start and its length, not whole.
python3 -c 'import json; print(json.dumps({"v": 1, "kind": "behaviour", "scripts": [{"body": [
  {"op": "set", "to": {"dx": "=" + "1+" * 50000 + ")"}}]}]}))' >"$TMP/long_formula.json"
expect 1 "" validate "$TMP/long_formula.json"
expect_stdout "(100002 characters)"
check "the message is short" test "$(wc -c <"$TMP/out")" -lt 600

# --- nothing left behind: a closed pipe stops a render as Ctrl-C does ----------------------------
"$JT" render "$HAPPY" -o "$TMP/piped.mp4" --size 64x64 --fps 6 --speech estimate --progress json \
  2>/dev/null | head -c 1 >/dev/null
only_the_video() { ! ls -a "$TMP" | grep -q '\.part$'; }
check "SIGPIPE leaves no .part file" only_the_video

# --- espeak-ng opens no audio device (it tried PulseAudio and made ~/.config/pulse) -------------
mkdir "$TMP/home"
HOME="$TMP/home" XDG_CONFIG_HOME= "$JT" plan "$HAPPY" --summary >/dev/null 2>"$TMP/err"
check "no PulseAudio configuration is made" test ! -e "$TMP/home/.config/pulse"
check "nothing about audio is printed" lacks "ulse" "$TMP/err"

# --- a crash in one input of a batch is that input's failure; the others render -----------------
# The second input's render is made to crash: SIGSEGV sent to the batch's child process while the
# progress lines say it renders crash.json (found by its parent, not by any file it writes).
mkdir "$TMP/batch" "$TMP/crashes"
cp "$MOVE" "$TMP/batch/a.json"
cp "$HAPPY" "$TMP/batch/crash.json"
cp "$MOVE" "$TMP/batch/c.json"
"$JT" render "$TMP/batch/a.json" "$TMP/batch/crash.json" "$TMP/batch/c.json" -o "$TMP/crashes/" \
  --size 320x180 --fps 12 --speech estimate --progress json --threads 1 >"$TMP/batch.out" \
  2>"$TMP/batch.err" &
batch=$!
child=""
for _ in $(seq 1 600); do
  if grep -q '"output":"[^"]*/crash\.mp4"' "$TMP/batch.out" &&
    ! grep -q '"output":"[^"]*/crash\.mp4".*"done":true' "$TMP/batch.out"; then
    child=$(pgrep -P "$batch" | head -1)
    [ -n "$child" ] && break
  fi
  sleep 0.05
done
check "the crashing input's process is found" test -n "$child"
[ -n "$child" ] && kill -SEGV "$child"
wait "$batch"
code=$?
check "a crash is the batch's failure, not an interruption (exit $code)" test "$code" -eq 1
check "the crash is named" grep -qF "crash.json: the render stopped with signal 11" "$TMP/batch.err"
check "the summary names it" grep -qF "2 rendered, 1 failed: $TMP/batch/crash.json (signal 11)" \
  "$TMP/batch.err"
check "the input after the crash is rendered" test -s "$TMP/crashes/c.mp4"
check "the crashed input has no video" test ! -e "$TMP/crashes/crash.mp4"
nothing_left() {
  ! ls -a "$TMP/crashes" "$XDG_CACHE_HOME/jabbertoon/segments" | grep -q '\.\(part\|work\)$'
}
check "the crashed render's temporary files and directories are removed" nothing_left

# --- never hang: a plan of near-zero waits ends soon, and Ctrl-C stops it at once ------------
# A scene of 1.1 µs waits forever: the plan ran a billion events (3 minutes) and ignored Ctrl-C.
cat >"$TMP/tiny_waits.json" <<'EOF'
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "A", "look": {"template": "kid"}}},
 "scripts": [{"hat": {"on": "scene", "name": "a"},
   "body": [{"op": "forever", "body": [{"op": "wait", "s": 0.0000011}]}]}]}
EOF
expect 1 "the plan stopped after 10000" plan "$TMP/tiny_waits.json" --speech estimate --summary
# Ctrl-C while a long cartoon is planned (its 400 lines synthesised by espeak-ng): sent once the
# render catches SIGINT (its SigCgt mask in /proc), it stops between two frames of the plan.
{
  printf '{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "A", "look": {"template": "kid"}}},\n'
  printf ' "scripts": [{"hat": {"on": "scene", "name": "a"}, "body": ['
  for i in $(seq 400); do
    printf '{"op": "say", "who": "A", "text": "Line %d of a very long day, said slowly and with care, twice over."},' "$i"
  done
  printf '{"op": "wait", "s": 1}]}]}\n'
} >"$TMP/busy.json"
catches_sigint() { grep -q '^SigCgt:' "/proc/$1/status" &&
  (( 0x$(awk '/^SigCgt:/ {print $2}' "/proc/$1/status") & 2 )); }
"$JT" render "$TMP/busy.json" -o "$TMP/busy.mp4" --size 64x64 -q 2>"$TMP/busy.err" &
busy=$!
for _ in $(seq 200); do catches_sigint "$busy" && break; sleep 0.01; done
sleep 0.3
kill -INT "$busy"
started=$(date +%s%N)
wait "$busy"
code=$?
waited_ms=$((($(date +%s%N) - started) / 1000000))
check "Ctrl-C while planning is an interruption (exit $code)" test "$code" -eq 130
check "it stops within 3 s, loaded machine included ($waited_ms ms)" test "$waited_ms" -lt 3000
check "it says so" grep -qF "interrupted while planning the cartoon" "$TMP/busy.err"
check "nothing is written" test ! -e "$TMP/busy.mp4"

# --- determinism: a transparent render is the same at any thread count -----------------------
# Its caption's text (over a translucent box on a transparent frame) came out one level of alpha
# apart on a few edge pixels at 2 and 3 threads; the frames and the .mov must be the same bytes.
for threads in 1 2 3; do
  mkdir "$TMP/clear$threads"
  expect 0 "" render "$HAPPY" --transparent --size 320x180 --to 0.5 --speech estimate --no-cache \
    --threads "$threads" -o "$TMP/clear$threads/f.png"
  expect 0 "" render "$HAPPY" --transparent --size 320x180 --to 0.5 --speech estimate --no-cache \
    --threads "$threads" -o "$TMP/clear$threads.mov"
done
for threads in 2 3; do
  check "transparent PNG frames at $threads threads are those at 1" \
    diff -r "$TMP/clear1" "$TMP/clear$threads"
  check "the transparent .mov at $threads threads is the one at 1" \
    cmp -s "$TMP/clear1.mov" "$TMP/clear$threads.mov"
done

# --- nothing left behind, nothing lost: old temporary files, old frames, permissions ---------
# A render killed outright (SIGKILL) cannot remove its temporary file: the next render into that
# folder removes ours older than a day, and nothing else.
mkdir "$TMP/stale"
touch -d '2 days ago' "$TMP/stale/.old.mp4.4242-0.part" "$TMP/stale/.notes.txt" \
  "$TMP/stale/keep.part"
touch "$TMP/stale/.fresh.mp4.4243-0.part"
expect 0 "" render "$MOVE" --size 64x64 --to 0.2 -o "$TMP/stale/v.mp4"
check "a temporary file of ours older than a day is removed" test ! -e "$TMP/stale/.old.mp4.4242-0.part"
check "a recent one (a render still running) is kept" test -e "$TMP/stale/.fresh.mp4.4243-0.part"
check "files not named like ours are kept" test -e "$TMP/stale/.notes.txt" -a -e "$TMP/stale/keep.part"

# A shorter sequence over a longer one: the old frames past the new end are removed, and said.
mkdir "$TMP/frames"
expect 0 "" render "$MOVE" --size 64x64 --fps 10 --to 1 -o "$TMP/frames/f.png"
check "ten frames" test "$(ls "$TMP/frames" | wc -l)" -eq 10
expect 0 "removed 6 frame(s) of an older sequence" \
  render "$MOVE" --size 64x64 --fps 10 --to 0.4 -o "$TMP/frames/f.png" -y
check "only the new sequence's four frames are left" \
  test "$(ls "$TMP/frames")" = "$(printf 'f_000000.png\nf_000001.png\nf_000002.png\nf_000003.png')"

# A replaced file keeps its permissions (as editors do), whatever its kind; a new one gets the
# umask's.
expect 0 "" render "$HAPPY" --size 64x64 --to 0.2 --speech estimate -o "$TMP/mode.mp4" \
  --subtitles "$TMP/mode.srt" --manifest "$TMP/mode.json"
expect 0 "" render "$MOVE" --size 64x64 --still 0.1 -o "$TMP/mode.png"
chmod 0640 "$TMP/mode.mp4" "$TMP/mode.srt" "$TMP/mode.json" "$TMP/mode.png"
expect 0 "" render "$HAPPY" --size 64x64 --to 0.3 --speech estimate -o "$TMP/mode.mp4" \
  --subtitles "$TMP/mode.srt" --manifest "$TMP/mode.json" -y
expect 0 "" render "$MOVE" --size 64x64 --still 0.2 -o "$TMP/mode.png" -y
for kind in mp4 srt json png; do
  check "a replaced .$kind keeps its mode 640" test "$(stat -c %a "$TMP/mode.$kind")" = 640
done

# Issue 27, smaller: an empty option value is refused, not taken as the option not given; a time
# that is not a number is refused; a pose is at most a million steps; a huge name is not printed
# whole; numbers and --probe values are said as given.
expect 2 '--part "": an empty value' render "$MOVE" --part "" -o "$TMP/e.mp4"
expect 2 "--seed: an empty value" render "$MOVE" --seed= -o "$TMP/e.mp4"
for option in --crf --threads --from; do
  expect 2 "$option \"\": an empty value" render "$MOVE" "$option" "" -o "$TMP/e.mp4"
done
check "nothing rendered for an empty value" test ! -e "$TMP/e.mp4"
expect 2 "--at: expected a finite number" pose "$MOVE" --at NaN
expect 2 "--at: expected a finite number" sheet --at nan -o "$TMP/sheet.png"
expect 2 "more than a million steps" pose "$MOVE" --at 1e9 --step 1e-300
expect 2 "more than a million frames" pose "$MOVE" --from 0 --to 1e9
expect 2 "got 1e+300" render "$MOVE" --segment-length 1e300 -o "$TMP/e.mp4"
expect 2 '--probe ";": an empty point' render "$MOVE" --still 1 --probe ';'
python3 -c '
import json, sys
json.dump({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "x" * 5000000}]}]},
          open(sys.argv[1], "w"))' "$TMP/huge_name.json"
expect 1 "" validate "$TMP/huge_name.json"
check "a 5 MB unknown name is not printed whole" test "$(wc -c <"$TMP/out")" -lt 10000
expect 1 "(5000000 characters)" render "$TMP/huge_name.json" --still 1 -o "$TMP/e.png"
check "nor said whole on stderr" test "$(wc -c <"$TMP/err")" -lt 10000
# A picture that cannot be decoded: exit 2 as compare's docs say, and libav's own words in our
# message format, never a raw "[png @ 0x...]" line.
printf '\x89PNG\r\n\x1a\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' >"$TMP/broken.png"
"$JT" render "$MOVE" --size 64x64 --still 0.1 -o "$TMP/fine.png" 2>/dev/null
expect 2 "broken.png: cannot decode" compare "$TMP/broken.png" "$TMP/fine.png"
check "every stderr line is ours" bash -c "! grep -v '^jabbertoon: ' '$TMP/err'"
# A PNG declaring more than 8192x8192 pixels is refused by its header, before any pixel is decoded:
# in less address space than its pixels would need.
python3 - "$TMP/huge.png" <<'PY'
import struct, sys, zlib
w = h = 8200
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
z = zlib.compressobj(9)
rows = b"".join(z.compress(b"\0" * (w * 3 + 1)) for _ in range(h)) + z.flush()
open(sys.argv[1], "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
                              chunk(b"IDAT", rows) + chunk(b"IEND", b""))
PY
# 300 MB of address space: the command's libraries alone map 195 MB (at 200 MB a slightly larger
# build failed before it read anything); decoding the picture would need 8200² · 4 = 269 MB more.
(limit_memory 300000; "$JT" compare "$TMP/huge.png" "$TMP/fine.png" >"$TMP/out" 2>"$TMP/err"; echo $? >"$TMP/code")
check "a PNG declaring 8200x8200 is refused by its header (exit 2)" test "$(cat "$TMP/code")" -eq 2
check "and the message says its declared size" grep -q "declares pictures of 8200x8200" "$TMP/err"
# What a drawing may be asked for is bounded (issue 27): a character a billion billion times the
# frame's height, a cast entry 1e12 tall, a move stretching by 1e15, a character 1e-12 tall: each
# still is drawn at once, in bounded memory, without the figure that cannot show.
for case in 'place:{"op": "place", "who": "A", "h": 1e18}' 'tiny:{"op": "place", "who": "A", "h": 1e-12}' \
  'cast:{"op": "wait", "s": 0.1}'; do
  name="${case%%:*}"
  at=""
  [ "$name" = cast ] && at=', "at": {"x": 0.5, "y": 0.9, "h": 1e12}'
  cat >"$TMP/geometry_$name.json" <<JSON
{"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Ann"$at}},
 "scripts": [{"hat": {"on": "scene", "name": "s"}, "body": [${case#*:}, {"op": "wait", "s": 1}]}]}
JSON
  (limit_memory 2000000; timeout 20 "$JT" render "$TMP/geometry_$name.json" --size 160x90 --still 0.5 \
    --speech estimate -o "$TMP/geometry_$name.png" >"$TMP/out" 2>"$TMP/err"; echo $? >"$TMP/code")
  check "a still with $name geometry is drawn at once (exit $(cat "$TMP/code"))" \
    test "$(cat "$TMP/code")" -eq 0
done
expect 0 "1 warning" validate "$TMP/geometry_place.json"
expect_stdout "h over 16 stage heights"
expect 0 "1 warning" validate "$TMP/geometry_tiny.json"
expect_stdout "h under 0.001"
expect 0 "1 warning" validate "$TMP/geometry_cast.json"
expect_stdout "h over 16 stage heights: a sliver of the character shows, and over 16 pictures of 8192 pixels it is not drawn [out-of-range at /cast/A/at/h]"
printf '%s' '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "set", "to": {"sx": 1e15, "sy": 1e15}}]}]}' \
  >"$TMP/stretch.json"
expect 0 "2 warnings" validate "$TMP/stretch.json"
expect_stdout "warning: a stretch of 1000000000000000: over 100 times as large, a figure is drawn larger than the picture, and over 16 pictures of 8192 pixels not at all [out-of-range at /scripts/0/body/0/to/sx]"
expect_stdout "[out-of-range at /scripts/0/body/0/to/sy]"
printf '%s' '{"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "ramp", "by": {"sx": -1e15, "sy": 100}, "over": 1}]}]}' \
  >"$TMP/ramp_stretch.json"
expect 0 "1 warning" validate "$TMP/ramp_stretch.json"
expect_stdout "warning: a stretch by -1000000000000000: over 100 times as large"
(limit_memory 2000000; timeout 20 "$JT" render "$TMP/stretch.json" --size 160x90 --still 0.5 \
  -o "$TMP/stretch.png" >"$TMP/out" 2>"$TMP/err"; echo $? >"$TMP/code")
check "a move stretching by 1e15 is drawn at once (exit $(cat "$TMP/code"))" \
  test "$(cat "$TMP/code")" -eq 0
# A look given to render must be one it draws: an unknown template, style or colour was drawn as
# the default without a word (exit 0); each is a usage error now, said as validate says it.
for look in '{"template": "dragon"}|unknown template "dragon"|/template' \
  '{"colors": {"skin": "notacolour"}}|expected a colour "#rgb" or "#rrggbb", got the string "notacolour"|/colors/skin' \
  '{"style": "weird"}|unknown style "weird"|/style' '{"template": 5}|expected a name, got the number 5|/template' \
  '{"colours": {"skin": "#fff"}}|unknown look field "colours": did you mean "colors"?|/colours'; do
  IFS='|' read -r json message pointer <<<"$look"
  expect 2 "error: --look: $message" render "$MOVE" --character kid --look "$json" --still 0.5 \
    --size 64x64 -o "$TMP/look.png"
  check "--look $json: said at $pointer" grep -qF "at $pointer]" "$TMP/err"
  check "--look $json: no picture" test ! -e "$TMP/look.png"
done
expect 0 "" render "$MOVE" --character kid --look '{"style": "crayon", "colors": {"skin": "#c96"}}' \
  --still 0.5 --size 64x64 -o "$TMP/look.png"
# What render refuses or leaves ungraded, validate says first: a character of no height, a grade
# (a place's, a scene's or a cut's mood) the renderer does not draw.
python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))["content"]
c["height"] = 0
print(json.dumps(c))' "$DATA/../../packs/characters/kid.json" >"$TMP/flat_kid.json"
expect 1 "1 error" validate "$TMP/flat_kid.json"
expect_stdout "error: expected a height more than 0 [out-of-range at /height]"
expect 1 "expected a height more than 0" render "$MOVE" --character "$TMP/flat_kid.json" --still 0.5 \
  --size 64x64 -o "$TMP/flat.png"
printf '%s' '{"v": 1, "kind": "cartoon", "cast": {"A": {}}, "places": {"den": {"background": "park", "grade": "nigth"}},
  "scripts": [{"hat": {"on": "scene", "name": "s", "place": "den", "mood": "sepiaa"}, "body": [
    {"op": "cut", "mood": "coool"}, {"op": "wait", "s": 1}]}]}' >"$TMP/grades.json"
expect 0 "3 warnings" validate "$TMP/grades.json"
expect_stdout 'warning: unknown grade "nigth": did you mean "night"? [unknown-value at /places/den/grade]'
expect_stdout 'warning: unknown grade "sepiaa": did you mean "sepia"? [unknown-value at /scripts/0/hat/mood]'
expect_stdout 'warning: unknown grade "coool": did you mean "cool"? [unknown-value at /scripts/0/body/0/mood]'
expect_stdout "hint: a render leaves the picture ungraded; the grades are normal, bloom, night, sepia, grey, warm and cool"
# Ctrl-C during a slow still: an interrupted still is never written (exit 130, no file); one that
# finished before the signal is whole (exit 0).
"$JT" render "$HAPPY" --still 5 --size 8192x8192 --speech estimate -o "$TMP/slow.png" \
  >/dev/null 2>"$TMP/err" &
slow=$!
sleep 1
kill -INT "$slow"
wait "$slow"
code=$?
check "an interrupted still leaves no file (exit $code)" \
  bash -c "{ [ $code -eq 130 ] && [ ! -e '$TMP/slow.png' ]; } || { [ $code -eq 0 ] && [ -s '$TMP/slow.png' ]; }"

finish
