#!/usr/bin/env bash
# Files that cannot be read or are not valid JSON: a clear message with the place, exit 1 or 2,
# never a crash or a hang (docs/CLI.md, docs/JSON.md).
source "$(dirname "$0")/lib.sh"

expect_report 2 "$TMP/missing.json" validate "$TMP/missing.json"
mkdir "$TMP/dir.json"
expect_report 2 "$TMP/dir.json" validate "$TMP/dir.json"

# Over the size limit: a sparse 1 GiB file is refused before it is read.
truncate -s 1G "$TMP/huge.json"
expect_report 1 "$TMP/huge.json" validate "$TMP/huge.json"

printf '{"v": 1,\n  "kind": }' >"$TMP/syntax.json"
expect_report 1 "$TMP/syntax.json:2:11" validate "$TMP/syntax.json"

printf '{"v": 1' >"$TMP/truncated.json"
expect_report 1 "$TMP/truncated.json:1:" validate "$TMP/truncated.json"

printf '{"name": "caf\xe9"}' >"$TMP/latin1.json"
expect_report 1 "$TMP/latin1.json:1:" validate "$TMP/latin1.json"

printf '{"n": 1e400}' >"$TMP/bignum.json"
expect_report 1 "$TMP/bignum.json:1:" validate "$TMP/bignum.json"

printf '{} {}' >"$TMP/trailing.json"
expect_report 1 "$TMP/trailing.json:1:4" validate "$TMP/trailing.json"

: >"$TMP/empty.json"
expect_report 1 "$TMP/empty.json" validate "$TMP/empty.json"

head -c 200000 /dev/zero | tr '\0' '[' >"$TMP/deep.json"
expect_report 1 "nesting" validate "$TMP/deep.json"

# The start of an ELF binary, then NUL bytes.
printf '\x7fELF\x02\x01\x01\x00' >"$TMP/binary.json"
head -c 1000 /dev/zero >>"$TMP/binary.json"
expect_report 1 "$TMP/binary.json" validate "$TMP/binary.json"

# Standard input as "-".
printf '[1, 2' >"$TMP/stdin.json"
expect_stdin 1 "" "$TMP/stdin.json" validate -
expect_stdout "-:1:"
printf '{"v": 1, "kind": "behaviour", "scripts": []}' >"$TMP/stdin_ok.json"
expect_stdin 0 "1 file checked" "$TMP/stdin_ok.json" validate -

# Several files: every bad one is reported, the exit code is the worst.
expect_report 2 "$TMP/syntax.json:2:11" validate "$TMP/syntax.json" "$TMP/missing.json"
expect_report 2 "$TMP/missing.json" validate "$TMP/syntax.json" "$TMP/missing.json"

finish
