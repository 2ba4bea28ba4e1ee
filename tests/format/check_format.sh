#!/usr/bin/env bash
# The C++ sources are laid out as .clang-format says: CI's gate (ctest's "format"). A file that
# drifts is named with the first lines clang-format would change; `scripts/format` fixes them all.
# Usage: check_format.sh ROOT
set -euo pipefail
root="${1:?usage: check_format.sh ROOT}"
if ! command -v clang-format >/dev/null; then
  echo "format: skipped: clang-format is not installed (scripts/setup installs it)"
  exit 77
fi
cd "$root"
# The tracked sources in a clone, every source below the folders otherwise (an unpacked tarball).
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -co --exclude-standard -- '*.cpp' '*.h' | grep -v '^tests/fuzz/corpus/')
else
  mapfile -t files < <(find engine render encode produce cmd tests -name '*.cpp' -o -name '*.h' |
                       grep -v -e '^tests/fuzz/corpus/' -e node_modules)
fi
drifted=0
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
    drifted=$((drifted + 1))
    echo "format: $f is not laid out as .clang-format says; first differences:"
    clang-format --dry-run "$f" 2>&1 | head -6 | sed 's/^/  /'
  fi
done
if [ "$drifted" -gt 0 ]; then
  echo "format: $drifted of ${#files[@]} files drift: run scripts/format, then commit"
  exit 1
fi
echo "format: ${#files[@]} files laid out as .clang-format says"
