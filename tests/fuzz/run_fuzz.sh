#!/usr/bin/env bash
# The libFuzzer targets (docs/FUZZING.md), built in build-fuzz (clang, ASan + UBSan).
#   tests/fuzz/run_fuzz.sh build                                   configure once, build them all
#   tests/fuzz/run_fuzz.sh TARGET [SECONDS] [libFuzzer options...] build, then fuzz TARGET for
#                                                                  SECONDS (default 60)
# TARGET: parse_prepare (any file), formula, link (links and share codes), text (captions, lines,
# messages, the text view). Each starts from its seeds (below); what it finds goes to
# build-fuzz/corpus/TARGET, never to the seeds; a crash is written to build-fuzz/ as crash-<sha1>.
# Exit 0 when the run found nothing, 1 when it found something, 77 (ctest's skip) when there is no
# clang or the fuzz build fails (the build's errors are printed).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${JT_FUZZ_BUILD_DIR:-$root/build-fuzz}"
here="$root/tests/fuzz"
target="${1:?usage: run_fuzz.sh build | TARGET [SECONDS] [libFuzzer options...]}"
seconds="${2:-60}"
shift $(($# < 2 ? $# : 2))

executables=()
for t in parse_prepare formula link text; do executables+=("jt_${t}_fuzz"); done
if [ "$target" != build ] && [[ ! " ${executables[*]} " == *" jt_${target}_fuzz "* ]]; then
  echo "fuzz: no target \"$target\": parse_prepare, formula, link or text" >&2
  exit 2
fi
if ! command -v clang++ >/dev/null; then
  echo "fuzz: skipped: clang++ is not installed"
  exit 77
fi
# JT_FUZZ_PREBUILT=1 (ctest's runs, after fuzz.build): use the targets as built, never build
# them again side by side in one directory.
if [ "${JT_FUZZ_PREBUILT:-}" = 1 ] && [ "$target" != build ]; then
  [ -x "$build/tests/fuzz/jt_${target}_fuzz" ] || { echo "fuzz: skipped: not built"; exit 77; }
elif ! {
  if [ ! -f "$build/build.ninja" ]; then
    launcher=()
    if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_COMPILER=clang++ -DJT_BUILD_FUZZ=ON -DJT_BUILD_BENCHMARKS=OFF "${launcher[@]}"
  fi
  cmake --build "$build" -j "$(nproc)" --target "${executables[@]}"
} >&2; then
  # clang is here, so a failed build is our code's (clang rejects what GCC accepted): a failure,
  # never a skip that would hide it.
  echo "fuzz: the fuzz build in $build failed (its errors are above)"
  exit 1
fi
[ "$target" != build ] || exit 0

# The seeds: every shipped pack and example and the tests' programs for a file; the formulas
# the shipped packs hold (each string that starts with '=') and a few by hand for formulas; links
# by hand; for text, the files and the formulas both.
seeds=("$build/seeds/$target")
rm -rf "${seeds[0]}" && mkdir -p "${seeds[0]}" "$build/corpus/$target"
dict="$here/jabbertoon.dict"
case "$target" in
  parse_prepare) seeds+=("$here/corpus" "$root/packs" "$root/examples" "$root/tests/schemas/cases") ;;
  formula)
    n=0
    while IFS= read -r formula; do
      n=$((n + 1))
      printf '%s' "$formula" >"${seeds[0]}/pack-$n"
    done < <(grep -rhoE '"=[^"\\]*"' "$root/packs" | sed 's/^"=//; s/"$//' | sort -u)
    seeds+=("$here/seeds/formula")
    dict="$here/formula.dict" ;;
  link) seeds+=("$here/seeds/link"); dict="$here/link.dict" ;;
  text) seeds+=("$here/corpus" "$here/seeds/formula" "$root/packs/scenes" "$root/examples") ;;
esac

cd "$build"
# The fuzzer's own log goes to stderr; its last lines say how many runs it made.
"./tests/fuzz/jt_${target}_fuzz" "$build/corpus/$target" "${seeds[@]}" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
  -dict="$dict" -print_final_stats=1 "$@"
echo "fuzz: $target ran ${seconds} s, no crash"
