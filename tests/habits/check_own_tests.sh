#!/usr/bin/env bash
# Every library source has a unit test beside it (ctest's "own_tests", docs/ARCHITECTURE.md
# "Habits CI enforces"): for engine/src/.../NAME.cpp (and render/, encode/, produce/) a test
# tests/.../NAME_test.cpp, or a line in tests/SOURCES_WITHOUT_OWN_TEST.txt that names the source
# and either the tests that cover it today or `glue:` and why it holds no logic of its own.
# Fails on a source that is neither (a new file without a test), and on a line for a source that
# is gone or has its own test now, or that names a test that is not there: the list only shrinks.
# Usage: check_own_tests.sh ROOT
set -euo pipefail
root="${1:?usage: check_own_tests.sh ROOT}"
cd "$root"
list=tests/SOURCES_WITHOUT_OWN_TEST.txt
[ -f "$list" ] || { echo "own tests: $list is missing"; exit 1; }

declare -A own listed
declare -A own_path
while IFS= read -r t; do
  name="${t##*/}"
  own["${name%_test.cpp}"]=1
  own_path["${name%_test.cpp}"]="$t"
done < <(find tests -name '*_test.cpp' -not -path 'tests/fuzz/*')

problems=0
problem() {
  echo "own tests: $*"
  problems=$((problems + 1))
}

line_number=0
while IFS= read -r line || [ -n "$line" ]; do
  line_number=$((line_number + 1))
  case "$line" in '' | '#'*) continue ;; esac
  read -r source rest <<<"$line"
  where="$list:$line_number"
  if [ -n "${listed[$source]:-}" ]; then
    problem "$where: $source is listed twice"
    continue
  fi
  listed["$source"]=1
  if [ ! -f "$source" ]; then
    problem "$where: $source is no longer there: remove its line"
    continue
  fi
  name="${source##*/}"
  name="${name%.cpp}"
  if [ -n "${own[$name]:-}" ]; then
    problem "$where: $source has its own test (${own_path[$name]}) now: remove its line"
  fi
  case "$rest" in
    '')
      problem "$where: $source names no test: add the tests that cover it, or 'glue: why'" ;;
    glue:*)
      reason="${rest#glue:}"
      [ -n "${reason// /}" ] || problem "$where: $source is glue: say why (no logic: what it wires)" ;;
    *)
      for test in $rest; do
        [ -f "$test" ] || problem "$where: $source: the test $test is not there"
      done ;;
  esac
done <"$list"

sources=0
while IFS= read -r source; do
  sources=$((sources + 1))
  name="${source##*/}"
  name="${name%.cpp}"
  if [ -z "${own[$name]:-}" ] && [ -z "${listed[$source]:-}" ]; then
    problem "$source has no test of its own: write tests/<module>/.../${name}_test.cpp" \
            "(or, where other tests cover it or it holds no logic, give it a line in $list)"
  fi
done < <(find engine render encode produce -path '*/src/*' -name '*.cpp' | sort)

if [ "$problems" -gt 0 ]; then
  echo "own tests: $problems problems"
  exit 1
fi
echo "own tests: $sources library sources: $((sources - ${#listed[@]})) with a test of their own," \
     "${#listed[@]} listed in $list"
