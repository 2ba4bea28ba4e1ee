#!/usr/bin/env bash
# Installing (docs/CLI.md "Installing"): `cmake --install` puts the command, its packs, its man page
# and its completions where a system tool's go, the installed command finds its packs without
# --packs, the completions complete, and the .deb (scripts/package's cpack) holds the same files
# and declares its dependencies.
source "$(dirname "$0")/lib.sh"
BUILD="$(cd "$(dirname "$JT")" && pwd)"
ROOT="$TMP/root"

cmake --install "$BUILD" --prefix "$ROOT" >"$TMP/install.log" 2>&1
check "cmake --install succeeds" test $? = 0
for f in bin/jabbertoon share/jabbertoon/packs/index.json share/man/man1/jabbertoon.1.gz \
  share/doc/jabbertoon/copyright share/doc/jabbertoon/changelog.gz share/doc/jabbertoon/README.md \
  share/doc/jabbertoon/docs/CLI.md share/doc/jabbertoon/examples/counting_stars.json \
  share/bash-completion/completions/jabbertoon share/zsh/vendor-completions/_jabbertoon \
  share/fish/vendor_completions.d/jabbertoon.fish; do
  check "installs $f" test -s "$ROOT/$f"
done
(cd / && "$ROOT/bin/jabbertoon" list scenes) >"$TMP/out" 2>"$TMP/err"
expect_stdout "c4c:cartoon:happy_now"
check "no --packs needed: the installed packs are found" bash -c "! grep -q error '$TMP/err'"
# A shipped cartoon renders by its id once installed, from any folder; an unknown id says so.
(cd / && "$ROOT/bin/jabbertoon" render c4c:cartoon:happy_now --still 3 --size 160x90 \
  -o "$TMP/hn.png") >"$TMP/out" 2>"$TMP/err"
check "render c4c:cartoon:happy_now renders the installed pack" test -s "$TMP/hn.png"
(cd / && "$ROOT/bin/jabbertoon" render c4c:cartoon:nope --still 3 -o "$TMP/no.png") \
  >"$TMP/out" 2>"$TMP/err"
check "an unknown id is a usage error" test $? = 2
check "that says where ids are listed" grep -q "jabbertoon list ids" "$TMP/err"
if command -v man >/dev/null; then
  man -l "$ROOT/share/man/man1/jabbertoon.1.gz" 2>/dev/null >"$TMP/out"
  # A manual a person reads: the sections a manual has, each subcommand in prose, within 80
  # columns (but the examples' own long lines).
  for section in NAME SYNOPSIS DESCRIPTION COMMANDS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES \
    "SEE ALSO"; do
    check "the manual has $section" grep -qx "$section" "$TMP/out"
  done
  expect_stdout "   jabbertoon render"
  expect_stdout "XDG_CACHE_HOME"
  MANWIDTH=80 man -l "$ROOT/share/man/man1/jabbertoon.1.gz" 2>/dev/null >"$TMP/out"
  check "its prose within 80 columns" python3 -c '
import sys
sys.exit(any(len(l.rstrip("\n")) > 80 and not l.startswith(" " * 9) for l in open(sys.argv[1])))' \
    "$TMP/out"
fi

# Bash completion: subcommands, then a subcommand's options, then a subcommand of pack.
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _jabbertoon
           printf "%s\n" "${COMPREPLY[@]}"' _ "$ROOT/share/bash-completion/completions/jabbertoon" "$@"
}
complete_words jabbertoon ren >"$TMP/out"
expect_stdout "render"
complete_words jabbertoon render --overw >"$TMP/out"
expect_stdout "--overwrite"
complete_words jabbertoon pack h >"$TMP/out"
expect_stdout "hash"
complete_words jabbertoon pack hash --f >"$TMP/out"
expect_stdout "--fix"
if command -v zsh >/dev/null; then
  check "the zsh completion parses" zsh -n "$ROOT/share/zsh/vendor-completions/_jabbertoon"
fi

# The .deb.
if command -v cpack >/dev/null && command -v dpkg-deb >/dev/null; then
  (cd "$BUILD" && cpack -G DEB -B "$TMP/deb") >"$TMP/cpack.log" 2>&1
  DEB="$(ls "$TMP"/deb/jabbertoon_*.deb 2>/dev/null | head -1)"
  check "cpack builds a .deb" test -s "$DEB"
  dpkg-deb -c "$DEB" >"$TMP/out"
  expect_stdout "./usr/bin/jabbertoon"
  expect_stdout "./usr/share/jabbertoon/packs/index.json"
  expect_stdout "./usr/share/man/man1/jabbertoon.1.gz"
  expect_stdout "./usr/share/doc/jabbertoon/copyright"
  dpkg-deb -f "$DEB" Depends >"$TMP/out"
  expect_stdout "libavcodec"
  expect_stdout "espeak-ng-data"
  # One version: the package's is the command's (project() in CMakeLists.txt).
  check "the package's version is --version's" \
    test "jabbertoon $(dpkg-deb -f "$DEB" Version)" = "$("$JT" --version | head -1)"
  # Debian's own checks: no error or warning (a copyright file, a changelog, a compressed manual,
  # a stripped binary, a real maintainer address, a description within its limits).
  if command -v lintian >/dev/null; then
    lintian --fail-on error,warning "$DEB" >"$TMP/lintian" 2>&1
    check "lintian finds nothing" test $? = 0
    grep -E '^[EW]:' "$TMP/lintian"
  fi
fi

finish
