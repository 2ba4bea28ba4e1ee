#!/usr/bin/env bash
# scripts/slurm-render on a real Slurm cluster: a single node started here from Debian's packages
# (munged, slurmctld, slurmd, with tests/slurm/slurm.conf.in), the shipped cartoon rendered in 4
# parts plus its soundtrack through a job array and a join job (afterok), compared byte for byte
# with a one-machine render. The daemons are stopped by their pids at the end.
# Usage: slurm_test.sh JABBERTOON SOURCE_DIR. Exit 77 (skipped) only where the daemons cannot run.
set -u
JT="$1"
ROOT="$2"
skip() {
  echo "SKIPPED: $*"
  exit 77
}
for tool in munged slurmctld slurmd sbatch squeue scontrol; do
  command -v "$tool" >/dev/null || PATH="$PATH:/usr/sbin"
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (scripts/setup installs slurm-wlm and munge)"; exit 1; }
done
# slurmd starts each task as its submitting user, which takes root.
[ "$(id -u)" -eq 0 ] || skip "slurmd must run as root to start jobs, and this test runs as $(id -un)"

DIR="$(mktemp -d /tmp/jt-slurm.XXXXXX)"
chmod 755 "$DIR"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null
  done
  rm -rf "$DIR"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*"
  for log in slurmctld.log slurmd.log munged.log; do
    [ -f "$DIR/$log" ] && { echo "--- $log"; tail -20 "$DIR/$log"; }
  done
  ls "$DIR"/out.mp4.parts/*.out >/dev/null 2>&1 && tail -n 5 "$DIR"/out.mp4.parts/*.out
  exit 1
}

# munge: a key of its own, its own socket.
dd if=/dev/urandom of="$DIR/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$DIR/munge.key"
munged --force --foreground --key-file="$DIR/munge.key" --socket="$DIR/munge.socket" \
  --pid-file="$DIR/munged.pid" --log-file="$DIR/munged.log" --seed-file="$DIR/munge.seed" \
  >"$DIR/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$DIR/munge.socket" ] && break; sleep 0.1; done
[ -S "$DIR/munge.socket" ] || fail "munged did not start"

# Ports from the test's pid, so two runs on one machine do not meet.
port=$((20000 + ($$ % 20000)))
mkdir -p "$DIR/state" "$DIR/spool"
sed -e "s|@DIR@|$DIR|g" -e "s|@HOST@|$(hostname -s)|g" -e "s|@NODE@|jtnode|g" \
  -e "s|@CPUS@|$(nproc)|g" -e "s|@CTLD_PORT@|$port|g" -e "s|@SLURMD_PORT@|$((port + 1))|g" \
  "$(dirname "$0")/slurm.conf.in" >"$DIR/slurm.conf"
export SLURM_CONF="$DIR/slurm.conf"
slurmctld -D -i -f "$SLURM_CONF" >"$DIR/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N jtnode -f "$SLURM_CONF" >"$DIR/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  sinfo -h -o %t 2>/dev/null | grep -q idle && break
  sleep 0.2
done
sinfo -h -o %t 2>/dev/null | grep -q idle || fail "the node did not come up: $(sinfo 2>&1 | tail -2)"

# The shipped cartoon, small: 4 parts and the soundtrack through Slurm, and on one machine.
CARTOON="$ROOT/packs/scenes/happy_now.json"
OPTS=(--size 320x180 --quality draft --no-cache)
"$JT" render "$CARTOON" "${OPTS[@]}" -o "$DIR/one.mp4" -q || fail "the one-machine render failed"
cd "$DIR" || exit 1
ids="$("$ROOT/scripts/slurm-render" "$CARTOON" -o out.mp4 --parts 4 --wait --jabbertoon "$JT" \
  -- "${OPTS[@]}")" || fail "slurm-render failed: $ids"
echo "$ids"
echo "$ids" | grep -q '^array [0-9]' || fail "no array job id printed"
echo "$ids" | grep -q '^join [0-9]' || fail "no join job id printed"
[ "$(ls out.mp4.parts/part-*.mp4 | wc -l)" = 4 ] || fail "not 4 parts"
cmp -s out.mp4 one.mp4 || fail "the joined video differs from the one-machine render"
echo "1 passed: 4 parts through Slurm, byte for byte the one-machine render"
