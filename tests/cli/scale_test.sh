#!/usr/bin/env bash
# Segments, parts and the cache (docs/SCALE.md): a video joined from 1, 2 or 4 parts (with and
# without its soundtrack) is byte for byte the one-machine render; join refuses a part of another
# cartoon, a missing part and a repeated one; a second render takes every segment from the cache
# and an edited line redraws only the segments it is said in; a corrupt entry is drawn again.
source "$(dirname "$0")/lib.sh"
CARTOON="$DATA/scale/three_lines.json"  # 7.76 s (estimate): lines at 2 s and 4.97 s
SMALL=(--size 320x180 --quality draft --segment-length 1)
export XDG_CACHE_HOME="$TMP/xdg"  # the default cache, kept inside the test's directory

need_ffmpeg

# The one-machine renders, with and without sound, at different thread counts.
expect 0 "segments: 8 drawn" render "$CARTOON" "${SMALL[@]}" --no-cache --threads 1 -o "$TMP/one.mp4"
# Several segments drawn and encoded side by side (issue 32): the same bytes at any thread count,
# more threads than segments too (up to the 4 a core --threads allows).
for t in 2 3 4 $((4 * $(nproc))); do
  expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --threads "$t" -o "$TMP/one$t.mp4"
  check "the same bytes at 1 and $t threads" cmp -s "$TMP/one.mp4" "$TMP/one$t.mp4"
done
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --no-audio -o "$TMP/silent.mp4"
# The mouths follow the voices whether the sound is written or not: the same pictures.
pictures() { ffmpeg -v error -i "$1" -map 0:v -f framemd5 - | grep -v '^#'; }
check "--no-audio draws the frames of the render with sound" \
  bash -c "cmp -s <($(declare -f pictures); pictures '$TMP/one.mp4') \
    <($(declare -f pictures); pictures '$TMP/silent.mp4')"
FRAMES="$(ffprobe -v error -count_packets -select_streams v -show_entries stream=nb_read_packets \
  -of csv=p=0 "$TMP/one.mp4")"
PLAN_FRAMES="$("$JT" plan "$CARTOON" --summary | grep '"duration"' | sed 's/[^0-9.]//g' |
  awk '{ f = $1 * 24; n = int(f); if (n < f) n++; print n }')"
check "the plan's frames ($PLAN_FRAMES), got $FRAMES" [ "$FRAMES" = "$PLAN_FRAMES" ]
# A keyframe at every segment's start (0, 24, 48, ... 168).
KEYS="$(ffprobe -v error -select_streams v -show_entries packet=pts,flags -of csv=p=0 \
  "$TMP/one.mp4" | awk -F, '$2 ~ /K/ { n++ } END { print n }')"
check "8 keyframes or more, got $KEYS" [ "${KEYS:-0}" -ge 8 ]
# x264 writes its version and options into each encode's first frame: the join keeps the first
# segment's alone (8 encoders, 1 such message).
INFOS="$(ffmpeg -v error -i "$TMP/one.mp4" -c copy -bsf:v h264_mp4toannexb -f h264 - |
  grep -ao 'x264 - core' | wc -l)"
check "one encoder's version and options in the video, got $INFOS" [ "$INFOS" -eq 1 ]

# The soundtrack alone, then the parts joined: the one-machine file, byte for byte.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --audio-only -o "$TMP/track.m4a"
check "the soundtrack is AAC" sh -c "ffprobe -v error -show_entries stream=codec_name -of csv=p=0 \
  '$TMP/track.m4a' | grep -qx aac"
for n in 1 2 4; do
  parts=()
  for k in $(seq 1 $n); do
    expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --part "$k/$n" -o "$TMP/p$k-of-$n.mp4"
    parts+=("$TMP/p$k-of-$n.mp4")
  done
  expect 0 "" join "${parts[@]}" --audio "$TMP/track.m4a" -o "$TMP/joined$n.mp4"
  check "$n part(s) and the soundtrack join into the one-machine render" \
    cmp -s "$TMP/joined$n.mp4" "$TMP/one.mp4"
  # In another order on the command line: the parts say where they go.
  expect 0 "" join $(printf '%s\n' "${parts[@]}" | sort -r) -o "$TMP/joined$n-silent.mp4"
  check "$n part(s) without a soundtrack join into the --no-audio render" \
    cmp -s "$TMP/joined$n-silent.mp4" "$TMP/silent.mp4"
done
# 4 parts of 8 segments: two each.
check "part 1/4 holds frames 0..47" sh -c "ffprobe -v error -count_packets -show_entries \
  stream=nb_read_packets -of csv=p=0 '$TMP/p1-of-4.mp4' | grep -qx 48"

# .webm the same way (VP9 parts, an Opus soundtrack).
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache -o "$TMP/one.webm"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --threads 1 -o "$TMP/one1.webm"
check "the same webm at 1 thread and one per core" cmp -s "$TMP/one.webm" "$TMP/one1.webm"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --part 1/2 -o "$TMP/w1.webm"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --part 2/2 -o "$TMP/w2.webm"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --audio-only -o "$TMP/track.ogg"
expect 0 "" join "$TMP/w1.webm" "$TMP/w2.webm" --audio "$TMP/track.ogg" -o "$TMP/joined.webm"
check "webm parts join into the one-machine render" cmp -s "$TMP/joined.webm" "$TMP/one.webm"
# The .m4a (AAC) soundtrack into a .webm: decoded and encoded once as Opus (docs/SCALE.md).
expect 0 "" join "$TMP/w1.webm" "$TMP/w2.webm" --audio "$TMP/track.m4a" -o "$TMP/recoded.webm"
check "the .m4a soundtrack is Opus in the .webm" sh -c "ffprobe -v error -select_streams a \
  -show_entries stream=codec_name -of csv=p=0 '$TMP/recoded.webm' | grep -qx opus"

# Standard output is segmented too (streamed: fragments, one per segment): the file's pictures,
# the same bytes with the cache and at any thread count, segments taken from the cache.
hashes() { ffmpeg -v error -i "$1" -map 0:v -f framemd5 - | grep -v '^#' | awk -F, '{ print $6 }'; }
"$JT" render "$CARTOON" "${SMALL[@]}" --no-cache -o - >"$TMP/stdout.mp4" 2>"$TMP/err"
check "-o - is segmented" stderr_has "wrote standard output: $FRAMES frames"
check "-o - draws the file's frames" bash -c "cmp -s <($(declare -f hashes); hashes '$TMP/one.mp4') \
  <($(declare -f hashes); hashes '$TMP/stdout.mp4')"
"$JT" render "$CARTOON" "${SMALL[@]}" --cache "$TMP/out_cache" --threads 3 -o - >/dev/null 2>&1
"$JT" render "$CARTOON" "${SMALL[@]}" --cache "$TMP/out_cache" -o - >"$TMP/stdout2.mp4" 2>"$TMP/err"
check "-o - takes its segments from the cache" stderr_has "segments: 0 drawn, 8 from the cache"
check "-o - from the cache is the same stream" cmp -s "$TMP/stdout.mp4" "$TMP/stdout2.mp4"
check "-o - leaves no working directory" sh -c "! ls -a '$TMP/out_cache' | grep -q '\.work$'"
"$JT" render "$CARTOON" "${SMALL[@]}" --no-cache --format webm -o - >"$TMP/stdout.webm" 2>/dev/null
check "-o - --format webm streams VP9" sh -c "ffprobe -v error -select_streams v \
  -show_entries stream=codec_name -of csv=p=0 '$TMP/stdout.webm' | grep -qx vp9"
"$JT" render "$CARTOON" --size 320x180 --to 1 --no-cache --transparent --format mov -o - \
  >"$TMP/stdout.mov" 2>/dev/null
check "-o - --format mov --transparent streams ProRes (fragmented)" sh -c "ffprobe -v error \
  -select_streams v -show_entries stream=codec_name -of csv=p=0 '$TMP/stdout.mov' | grep -qx prores"

# What join refuses.
sed 's/Good day./Good night./' "$CARTOON" >"$TMP/other.json"
expect 0 "" render "$TMP/other.json" "${SMALL[@]}" --no-cache --part 2/2 -o "$TMP/other2.mp4"
expect 1 "is a part of another render than" join "$TMP/p1-of-2.mp4" "$TMP/other2.mp4" -o "$TMP/x.mp4"
check "the refused join names the input" stderr_has "another input"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --no-cache --part 2/2 --crf 30 -o "$TMP/std2.mp4"
expect 1 "other settings" join "$TMP/p1-of-2.mp4" "$TMP/std2.mp4" -o "$TMP/x.mp4"
expect 1 "part 3/4 is missing" join "$TMP/p1-of-4.mp4" "$TMP/p2-of-4.mp4" "$TMP/p4-of-4.mp4" -o "$TMP/x.mp4"
expect 1 "is given twice" join "$TMP/p1-of-2.mp4" "$TMP/p1-of-2.mp4" "$TMP/p2-of-2.mp4" -o "$TMP/x.mp4"
expect 1 "part 1 of 2" join "$TMP/p1-of-2.mp4" "$TMP/p2-of-4.mp4" -o "$TMP/x.mp4"
expect 1 "not a part written by" join "$TMP/one.mp4" -o "$TMP/x.mp4"
expect 0 "" render "$TMP/other.json" "${SMALL[@]}" --no-cache --audio-only -o "$TMP/other.m4a"
expect 1 "soundtrack of another render" join "$TMP/p1-of-2.mp4" "$TMP/p2-of-2.mp4" --audio \
  "$TMP/other.m4a" -o "$TMP/x.mp4"
expect 1 "no such file" join "$TMP/p1-of-2.mp4" "$TMP/p2-of-2.mp4" --audio "$TMP/none.m4a" \
  -o "$TMP/x.mp4"
check "no output from a refused join" [ ! -e "$TMP/x.mp4" ]
expect 2 "--part: expected K/N" render "$CARTOON" "${SMALL[@]}" --part 3/2 -o "$TMP/x.mp4"
expect 2 "only 8 segment(s)" render "$CARTOON" "${SMALL[@]}" --part 9/9 -o "$TMP/x.mp4"
expect 2 "only 8 segment(s)" render "$CARTOON" "${SMALL[@]}" --part 1/9 -o "$TMP/x.mp4"
expect 2 "--segment-length: expected a whole number of frames" render "$CARTOON" --segment-length \
  0.01 -o "$TMP/x.mp4"
expect 2 "--part: a part is a video file" render "$CARTOON" --part 1/2 -o "$TMP/x.gif"
expect 2 "--part: a part is a video file" render "$CARTOON" --part 1/2 -o -
expect 2 "--audio-only writes the soundtrack alone" render "$CARTOON" --audio-only -o "$TMP/x.mp4"

# The cache: the default one (under XDG_CACHE_HOME), then a second render takes all from it.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --speech estimate -o "$TMP/c1.mp4"
check "the default cache is under \$XDG_CACHE_HOME" [ -d "$XDG_CACHE_HOME/jabbertoon/segments" ]
expect 0 "segments: 0 drawn, 8 from the cache" render "$CARTOON" "${SMALL[@]}" --speech estimate \
  -o "$TMP/c2.mp4"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --speech estimate --no-cache -o "$TMP/c0.mp4"
check "a render from the cache is the render without one" cmp -s "$TMP/c2.mp4" "$TMP/c0.mp4"
check "the first cached render too" cmp -s "$TMP/c1.mp4" "$TMP/c0.mp4"
# One line edited (its length the same, per the plan): only the segments with a frame while it is
# said are drawn again: frames i with t <= i / 24 < t + dur, in segments floor(i / 24).
sed 's/Good day./Fine day./' "$CARTOON" >"$TMP/edited.json"
"$JT" plan "$CARTOON" --speech estimate >"$TMP/plan_a.json"
"$JT" plan "$TMP/edited.json" --speech estimate >"$TMP/plan_b.json"
check "the edit keeps the plan's times" bash -c "diff <(grep -v text '$TMP/plan_a.json') \
  <(grep -v text '$TMP/plan_b.json') >/dev/null"
SAID="$(grep -B4 '"text": "Fine day."' "$TMP/plan_b.json" | grep -E '"(t|dur)"' |
  sed 's/[^0-9.]//g' | tr '\n' ' ')"
EDITED="$(echo "$SAID" | awk '{ t = $1; d = $2; for (i = 0; i < 24 * 60; i++)
  if (i / 24 >= t && i / 24 < t + d) seen[int(i / 24)] = 1; for (s in seen) n++; print n }')"
check "the edited line is said in 1 segment or more ($SAID: $EDITED)" [ "${EDITED:-0}" -ge 1 ]
expect 0 "segments: $EDITED drawn, $((8 - EDITED)) from the cache" render "$TMP/edited.json" \
  "${SMALL[@]}" --speech estimate -o "$TMP/e1.mp4"
expect 0 "" render "$TMP/edited.json" "${SMALL[@]}" --speech estimate --no-cache -o "$TMP/e0.mp4"
check "the edited render from the cache is the one without" cmp -s "$TMP/e1.mp4" "$TMP/e0.mp4"
# The soundtrack is cached under its samples' key: the same voices are taken from the cache, a
# line said differently is encoded again (and the video is the render without a cache).
expect 0 "" render "$CARTOON" "${SMALL[@]}" -o "$TMP/v1.mp4"
expect 0 "segments: 0 drawn, 8 from the cache; the soundtrack from the cache" render "$CARTOON" \
  "${SMALL[@]}" -o "$TMP/v2.mp4"
check "a soundtrack from the cache is the one encoded" cmp -s "$TMP/v2.mp4" "$TMP/one.mp4"
expect 0 "" render "$TMP/edited.json" "${SMALL[@]}" -o "$TMP/v3.mp4"
check "an edited line's soundtrack is encoded again" bash -c "! grep -q 'soundtrack from the cache' '$TMP/err'"
expect 0 "" render "$TMP/edited.json" "${SMALL[@]}" --no-cache -o "$TMP/v4.mp4"
check "the edited render with the cache is the one without" cmp -s "$TMP/v3.mp4" "$TMP/v4.mp4"
# A corrupt entry is found, drawn again, and never joined.
CACHE="$XDG_CACHE_HOME/jabbertoon/segments"
for entry in "$CACHE"/*.seg; do printf 'garbage' | dd of="$entry" bs=1 seek=600 conv=notrunc 2>/dev/null; done
expect 0 "corrupt segment(s): drawn and encoded again" render "$CARTOON" "${SMALL[@]}" \
  --speech estimate -o "$TMP/c3.mp4"
check "the render after corruption is the render without a cache" cmp -s "$TMP/c3.mp4" "$TMP/c0.mp4"
# Issue 27: an entry is bound to its key and checked before it is joined. Every entry of this
# cartoon replaced by another cartoon's (its digest file copied too), by junk with a digest of its
# own, or by a segment of another size under a digest in the cache's own form: each is found,
# drawn again, and the render is the render without a cache.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --speech estimate --cache "$TMP/mine" -o "$TMP/forged1.mp4"
expect 0 "" render "$TMP/other.json" "${SMALL[@]}" --speech estimate --cache "$TMP/theirs" \
  -o "$TMP/t1.mp4"
expect 0 "" render "$CARTOON" --size 160x90 --quality draft --segment-length 1 --speech estimate \
  --cache "$TMP/small_size" -o "$TMP/s1.mp4"
# forge DIR FROM MODE: every entry of DIR replaced by one of FROM; MODE: copy (the digest file
# copied), junk (junk bytes, their plain SHA-256), keyed (the digest in the cache's own form).
forge() {
  local theirs=("$2"/*.seg) i=0 key
  for entry in "$1"/*.seg; do
    key="$(basename "$entry" .seg)"
    case "$3" in
      copy) cp "${theirs[$i]}" "$entry"; cp "${theirs[$i]%.seg}.sha256" "$1/$key.sha256" ;;
      junk) printf 'junk' >"$entry"; sha256sum "$entry" | cut -d' ' -f1 >"$1/$key.sha256" ;;
      keyed) cp "${theirs[$i]}" "$entry"
        { printf 'jabbertoon segment cache 1\n%s\n' "$key"
          { printf '%s\n' "$key"; cat "$entry"; } | sha256sum | cut -d' ' -f1; } >"$1/$key.sha256" ;;
    esac
    i=$(((i + 1) % ${#theirs[@]}))
  done
}
for mode in copy junk; do
  forge "$TMP/mine" "$TMP/theirs" "$mode"
  expect 0 "corrupt segment(s): drawn and encoded again" render "$CARTOON" "${SMALL[@]}" \
    --speech estimate --cache "$TMP/mine" -o "$TMP/forged2.mp4" -y
  check "forged entries ($mode) are never joined" cmp -s "$TMP/forged2.mp4" "$TMP/c0.mp4"
done
forge "$TMP/mine" "$TMP/small_size" keyed
expect 0 "corrupt segment(s): drawn and encoded again" render "$CARTOON" "${SMALL[@]}" \
  --speech estimate --cache "$TMP/mine" -o "$TMP/forged3.mp4"
check "a segment of another size is never joined" cmp -s "$TMP/forged3.mp4" "$TMP/c0.mp4"
# Trimming removes only the cache's own entries.
echo mine >"$TMP/mine/notes.sha256"
echo mine >"$TMP/mine/film.seg"
expect 0 "" render "$CARTOON" "${SMALL[@]}" --speech estimate --cache "$TMP/mine" \
  --cache-size 1K -o "$TMP/forged4.mp4"
check "a trim keeps a user's own files" test -s "$TMP/mine/notes.sha256" -a -s "$TMP/mine/film.seg"
check "a new cache is private" test "$(stat -c %a "$TMP/mine")" = 700
# Bounded: a tiny cache keeps nothing of a render, a --cache directory of its own.
expect 0 "" render "$CARTOON" "${SMALL[@]}" --speech estimate --cache "$TMP/small" \
  --cache-size 1K -o "$TMP/c4.mp4"
check "a 1K cache holds no segment" sh -c "! ls '$TMP/small'/*.seg >/dev/null 2>&1"
expect 2 "--cache-size: expected a size" render "$CARTOON" --cache-size lots -o "$TMP/x.mp4"
# A creature's render is cached by its poses (with its file, style and view): the same bytes from
# the cache, another style drawn again; its parts join into the one-machine render.
CREATURE="$DATA/../../packs/creatures/caterpillar.json"
LOOK=(--size 320x180 --to 2 --segment-length 0.5)
expect 0 "segments: 4 drawn, 0 from the cache" render "$CREATURE" "${LOOK[@]}" --cache "$TMP/cc" \
  -o "$TMP/cr1.mp4"
expect 0 "segments: 0 drawn, 4 from the cache" render "$CREATURE" "${LOOK[@]}" --cache "$TMP/cc" \
  -o "$TMP/cr2.mp4"
expect 0 "" render "$CREATURE" "${LOOK[@]}" --no-cache -o "$TMP/cr0.mp4"
check "a creature from the cache is the render without one" cmp -s "$TMP/cr2.mp4" "$TMP/cr0.mp4"
expect 0 "segments: 4 drawn, 0 from the cache" render "$CREATURE" "${LOOK[@]}" --cache "$TMP/cc" \
  --style flat -o "$TMP/cr3.mp4"
expect 0 "" render "$CREATURE" "${LOOK[@]}" --no-cache --part 1/2 -o "$TMP/crp1.mp4"
expect 0 "" render "$CREATURE" "${LOOK[@]}" --no-cache --part 2/2 -o "$TMP/crp2.mp4"
expect 0 "" join "$TMP/crp1.mp4" "$TMP/crp2.mp4" -o "$TMP/crj.mp4"
check "a creature's parts join into its one-machine render" cmp -s "$TMP/crj.mp4" "$TMP/cr0.mp4"
# A move's segments are keyed with the settings and the character's drawing: another size or
# character is drawn again (a 640x360 render once took the 320x180 segments from the cache).
MOVE="$DATA/../../packs/behaviours/wave_hello.json"
expect 0 "segments: 1 drawn" render "$MOVE" --size 320x180 --to 1 --cache "$TMP/mc" -o "$TMP/m1.mp4"
expect 0 "segments: 1 drawn" render "$MOVE" --size 640x360 --to 1 --cache "$TMP/mc" -o "$TMP/m2.mp4"
check "the larger move is 640 wide" sh -c "ffprobe -v error -show_entries stream=width -of csv=p=0 \
  '$TMP/m2.mp4' | grep -qx 640"
expect 0 "segments: 1 drawn" render "$MOVE" --size 320x180 --to 1 --cache "$TMP/mc" --character dog \
  -o "$TMP/m3.mp4"
expect 0 "segments: 0 drawn, 1 from the cache" render "$MOVE" --size 320x180 --to 1 --cache \
  "$TMP/mc" -o "$TMP/m4.mp4"
check "the move from the cache is the one drawn" cmp -s "$TMP/m1.mp4" "$TMP/m4.mp4"
check "no working directory left behind" sh -c "! ls -a '$TMP' '$CACHE' | grep -q '\.work$'"


# A camera that moves: a pan at zoom 1.6, then a push-in to 3.3 (its stage sampled from the shot's
# picture, docs/RENDER.md "A moving camera's stage"). Segments of a second start mid-move: the
# same bytes at 1 and 3 threads, and as 2 parts joined.
MOVING="$DATA/scale/moving_camera.json"
expect 0 "" render "$MOVING" "${SMALL[@]}" --no-cache --no-audio --threads 1 -o "$TMP/moving1.mp4"
expect 0 "" render "$MOVING" "${SMALL[@]}" --no-cache --no-audio --threads 3 -o "$TMP/moving3.mp4"
check "a moving camera's frames are the same bytes at 1 and 3 threads" \
  cmp -s "$TMP/moving1.mp4" "$TMP/moving3.mp4"
for k in 1 2; do
  expect 0 "" render "$MOVING" "${SMALL[@]}" --no-cache --part "$k/2" -o "$TMP/moving-p$k.mp4"
done
expect 0 "" join "$TMP/moving-p1.mp4" "$TMP/moving-p2.mp4" -o "$TMP/moving-joined.mp4"
check "a moving camera's parts join into the one-machine render" \
  cmp -s "$TMP/moving-joined.mp4" "$TMP/moving1.mp4"
# A still mid-pan is the sequence's frame (its lane drew nothing of the pan before it).
mkdir -p "$TMP/mseq"
expect 0 "" render "$MOVING" --size 320x180 --from 1 --to 1.1 -o "$TMP/mseq/f.png"
expect 0 "" render "$MOVING" --size 320x180 --still 1.0416666666666667 -o "$TMP/mstill.png"
check "a still mid-pan is the PNG sequence's frame" cmp -s "$TMP/mstill.png" "$TMP/mseq/f_000025.png"

finish
