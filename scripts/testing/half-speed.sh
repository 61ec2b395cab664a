#!/usr/bin/env bash
# Runs a command as on a machine of the same kind whose processor is half as fast: one busy loop
# per core, in a control group of the same weight as the command's. Whenever the command keeps both
# cores busy (Jest's and Playwright's two workers, two `tsc`), it gets half of each, however many
# processes it starts; a single busy process gets two thirds of its core (the loops' group weight is
# shared by the two cores). Measured: three busy processes 2.04 × slower, one 1.67 ×.
# (Pinned to one core, a run also has half the processor, but loses the overlap of one worker's
# waits with the other's work; a plain busy loop per core would give a command of six processes
# three quarters of the machine.)
#
#   scripts/testing/half-speed.sh .ci/run
#
# Needs root and the cgroup v1 `cpu` controller (this project's machines); says so otherwise.
set -euo pipefail
root=/sys/fs/cgroup/cpu
if [ ! -w "$root" ]; then
  echo "half-speed: $root n'est pas accessible en écriture (root et cgroup v1 « cpu » nécessaires)" >&2
  exit 2
fi
load="$root/half-speed-load-$$"
run="$root/half-speed-run-$$"
mkdir "$load" "$run"
echo 1024 >"$load/cpu.shares"
echo 1024 >"$run/cpu.shares"

loops=()
cleanup() {
  kill "${loops[@]}" 2>/dev/null || true
  wait "${loops[@]}" 2>/dev/null || true
  # Processes the command left behind go back to the root group, so that both groups can go.
  for group in "$run" "$load"; do
    while read -r pid; do echo "$pid" >"$root/cgroup.procs" 2>/dev/null || true; done <"$group/cgroup.procs"
    rmdir "$group" 2>/dev/null || true
  done
}
trap cleanup EXIT

for ((core = 0; core < $(nproc); core++)); do
  taskset -c "$core" bash -c "echo \$\$ >'$load/cgroup.procs'; while :; do :; done" &
  loops+=($!)
done

# The command runs in its own group; what it starts stays there.
bash -c "echo \$\$ >'$run/cgroup.procs'; exec \"\$@\"" half-speed "$@"
