#!/usr/bin/env bash
# The command itself: help, version, usage errors and exit codes (docs/CLI.md).
source "$(dirname "$0")/lib.sh"

expect 0 "" --help
expect_stdout "validate"
expect_stdout "render"
expect 0 "" --version
expect_stdout "jabbertoon 0."
expect_stdout "cairo"
expect_stdout "libavcodec"
expect_stdout "espeak-ng"
expect 0 "" pose --help

expect 2 "A subcommand is required" 
expect 2 "jabbertoon: error:" frobnicate
expect 2 "Run 'jabbertoon --help'" frobnicate

echo '{"v": 1, "kind": "behaviour", "scripts": []}' >"$TMP/ok.json"
# Global options before or after the subcommand.
expect 0 "" -q validate "$TMP/ok.json" --strict
expect 0 "1 file checked" validate -v "$TMP/ok.json"
expect 0 "" pose -q "$TMP/ok.json" --at 1
expect_stdout '"dx": 0'

finish
