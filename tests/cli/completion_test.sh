#!/usr/bin/env bash
# `jabbertoon completion bash|zsh|fish` (docs/CLI.md "completion"): subcommands, their options,
# and the values an option or an argument takes: its choices (`--quality`), the templates and the
# character packs (`--character`), every pack's id (`show`); files only where a file goes.
source "$(dirname "$0")/lib.sh"

"$JT" completion bash >"$TMP/jabbertoon.bash"
check "the bash completion parses" bash -n "$TMP/jabbertoon.bash"
# complete WORD...: what bash offers for the last word, one a line (the command named as the test's
# own build, as a user's shell names the installed one).
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _jabbertoon
           printf "%s\n" "${COMPREPLY[@]}"' _ "$TMP/jabbertoon.bash" "$JT" "$@" | sort
}
check "subcommands" test "$(complete_words re)" = "$(printf 'render\n')"
check "--quality's choices" test "$(complete_words render --quality '')" = \
  "$(printf 'draft\nhigh\nstandard\n')"
check "--captions's, by their start" test "$(complete_words render --captions b)" = \
  "$(printf 'box\nbubble\n')"
check "--character: the templates and the character packs" \
  test "$(complete_words render --character d)" = "$(printf 'dog\n')"
complete_words render --character c4c: >"$TMP/out"
expect_stdout "c4c:char:bird"
check "and nothing but characters" bash -c "! grep -v ':char:' '$TMP/out'"
complete_words show c4c:beh:bou >"$TMP/out"
expect_stdout "c4c:beh:bounce"
check "list's words" test "$(complete_words list c)" = "$(printf 'characters\ncreatures\n')"
check "completion's shells" test "$(complete_words completion '')" = "$(printf 'bash\nfish\nzsh\n')"
mkdir -p "$TMP/files" && touch "$TMP/files/cartoon.json"
check "a file where a file goes" test "$(complete_words render -o "$TMP/files/ca")" = \
  "$TMP/files/cartoon.json"
check "list ids: one id a line, each a pack's" \
  bash -c "'$JT' list ids | grep -qx 'c4c:cartoon:happy_now' && ! '$JT' list ids | grep -v '^c4c:'"

"$JT" completion zsh >"$TMP/_jabbertoon"
if command -v zsh >/dev/null; then
  check "the zsh completion parses" zsh -n "$TMP/_jabbertoon"
fi
check "zsh: --quality's choices" grep -qF -- "--quality[" "$TMP/_jabbertoon"
check "zsh: --captions completes its choices" \
  grep -qF -- ":value:{compadd -- box bubble none}" "$TMP/_jabbertoon"
"$JT" completion fish >"$TMP/jabbertoon.fish"
if command -v fish >/dev/null; then
  check "the fish completion parses" fish -n "$TMP/jabbertoon.fish"
fi
check "fish: render's --quality with its choices" grep -qF \
  "complete -c jabbertoon -n '__fish_seen_subcommand_from render' -l quality -x -a 'draft standard high'" \
  "$TMP/jabbertoon.fish"
check "fish: pack hash's --fix under pack hash" grep -qF -e \
  "-n '__fish_seen_subcommand_from pack; and __fish_seen_subcommand_from hash' -l fix" \
  "$TMP/jabbertoon.fish"
expect 2 "" completion tcsh

finish
