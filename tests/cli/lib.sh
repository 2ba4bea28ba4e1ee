# Helpers for the end-to-end tests: run the built command, compare its exit code and output.
# Usage in a test: source lib.sh; expect CODE 'stderr substring' -- jabbertoon ARGS...; finish
set -u
JT="$1"
DATA="$2"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# Videos' segments cached inside the test's directory, not in the user's ~/.cache (docs/SCALE.md).
export XDG_CACHE_HOME="$TMP/xdg"
passed=0
failed=0

# Whether the last command's stderr contains $1 (anything, when $1 is empty).
stderr_has() {
  [ -z "$1" ] || grep -qF -- "$1" "$TMP/err"
}

# expect CODE STDERR_SUBSTRING ARGS... : runs "$JT ARGS...", checks the exit code and that stderr
# contains the substring (empty: anything). stdout is left in $TMP/out, stderr in $TMP/err.
expect() {
  local want_code="$1" want_err="$2"
  shift 2
  "$JT" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
  local code=$?
  if [ "$code" -ne "$want_code" ] || ! stderr_has "$want_err"; then
    echo "FAIL: jabbertoon $* -> exit $code (want $want_code), stderr:"
    sed 's/^/  | /' "$TMP/err"
    [ -n "$want_err" ] && echo "  (wanted stderr to contain: $want_err)"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

# expect_report CODE SUBSTRING ARGS... : as expect, SUBSTRING in stdout or stderr (validate's text
# report: its problems on stdout, in order, its summary on stderr).
expect_report() {
  local want_code="$1" want="$2"
  shift 2
  expect "$want_code" "" "$@"
  if [ -n "$want" ] && ! grep -qF -- "$want" "$TMP/out" "$TMP/err"; then
    echo "FAIL: jabbertoon $*: neither stdout nor stderr contains: $want"
    sed 's/^/  | /' "$TMP/out" "$TMP/err"
    failed=$((failed + 1))
  fi
}

# expect_stdin CODE STDERR_SUBSTRING INPUT_FILE ARGS... : the same with INPUT_FILE on stdin.
expect_stdin() {
  local want_code="$1" want_err="$2" input="$3"
  shift 3
  "$JT" "$@" >"$TMP/out" 2>"$TMP/err" <"$input"
  local code=$?
  if [ "$code" -ne "$want_code" ] || ! stderr_has "$want_err"; then
    echo "FAIL: jabbertoon $* < $input -> exit $code (want $want_code), stderr:"
    sed 's/^/  | /' "$TMP/err"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

# expect_stdout TEXT: the last command's stdout contains TEXT.
expect_stdout() {
  if grep -qF -- "$1" "$TMP/out"; then
    passed=$((passed + 1))
  else
    echo "FAIL: stdout does not contain: $1"
    sed 's/^/  | /' "$TMP/out"
    failed=$((failed + 1))
  fi
}

# limit_memory KB: the shell's address space at most KB (ulimit -v), for a test of bounded memory;
# none under AddressSanitizer (scripts/sanitize), whose shadow memory alone reserves terabytes of
# address space: there the test still checks the exit code and the time.
limit_memory() {
  [ -n "${ASAN_OPTIONS:-}" ] || ulimit -v "$1"
}

# check DESCRIPTION COMMAND...: the command succeeds.
check() {
  local what="$1"
  shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL: $what"; failed=$((failed + 1)); fi
}

# The tests of videos read them back with ffprobe and ffmpeg.
need_ffmpeg() {
  if ! command -v ffprobe >/dev/null; then
    echo "ffprobe is not installed (scripts/setup installs ffmpeg)"
    exit 1
  fi
}

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
