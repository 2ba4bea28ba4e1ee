#!/usr/bin/env bash
# Builds the libFuzzer target in build-fuzz (clang, ASan + UBSan) and runs it on the seed corpus
# for SECONDS (default 60). New inputs it finds go to build-fuzz/corpus, not to the seed corpus;
# a crash is written to build-fuzz/ as crash-<sha1> (docs/FUZZING.md says how to replay one).
# Exit 0 when the run found nothing, 1 when it found something, 77 (ctest's skip) when there is no
# clang or the fuzz build fails (the build's errors are printed).
#   tests/fuzz/run_fuzz.sh [SECONDS] [libFuzzer options...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${JT_FUZZ_BUILD_DIR:-$root/build-fuzz}"
seconds="${1:-60}"
shift || true

if ! command -v clang++ >/dev/null; then
  echo "fuzz: skipped: clang++ is not installed"
  exit 77
fi
if ! {
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_COMPILER=clang++ -DJT_BUILD_FUZZ=ON -DJT_BUILD_BENCHMARKS=OFF
  fi
  cmake --build "$build" -j 2 --target jt_parse_prepare_fuzz
} >&2; then
  echo "fuzz: skipped: the fuzz build in $build failed (its errors are above)"
  exit 77
fi

mkdir -p "$build/corpus"
cd "$build"
# The fuzzer's own log goes to stderr; its last lines say how many runs it made.
./tests/fuzz/jt_parse_prepare_fuzz "$build/corpus" "$root/tests/fuzz/corpus" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
  -dict="$root/tests/fuzz/jabbertoon.dict" -print_final_stats=1 "$@"
echo "fuzz: ran ${seconds} s, no crash"
