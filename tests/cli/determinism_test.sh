#!/usr/bin/env bash
# The same video's bytes under load (issue 27: 3 different .mp4s of 30 renders run beside a heavy
# one; x264's AVX-512 macroblock tree read memory it never wrote). Renders run at once, pinned to
# one core where taskset is found, each with the heap's leftovers filled with another byte
# (glibc's MALLOC_PERTURB_: what an encoder reads without writing shows in its bytes), must all
# equal a render made alone.
source "$(dirname "$0")/lib.sh"
ROOT="$(cd "$DATA/../.." && pwd)"
HAPPY="$ROOT/packs/scenes/happy_now.json"
# Three segments: an encoder made after another in the same process finds the heap used.
ARGS=(--size 320x180 --to 6 --segment-length 2 --no-cache)

need_ffmpeg

pin=()
command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null && pin=(taskset -c 0)

for format in mp4 webm; do
  "$JT" render "$HAPPY" "${ARGS[@]}" -o "$TMP/alone.$format" 2>"$TMP/err" ||
    { echo "FAIL: the render alone"; cat "$TMP/err"; exit 1; }
  pids=()
  for byte in 1 77 165 254 0 200; do
    MALLOC_PERTURB_=$byte "${pin[@]}" "$JT" render "$HAPPY" "${ARGS[@]}" --threads 3 \
      -o "$TMP/loaded_$byte.$format" 2>/dev/null &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  for byte in 1 77 165 254 0 200; do
    check "the .$format rendered under load (heap filled with $byte) equals the one alone" \
      cmp -s "$TMP/alone.$format" "$TMP/loaded_$byte.$format"
  done
done

finish
