#!/usr/bin/env bash
# `.ci/run` as CI runs it (a fresh clone of a commit, `../shared` beside it, CI=true), with the
# processor halved (half-speed.sh), N times in a row; each run's log, time and result in OUT.
#
#   scripts/testing/half-speed-ci.sh [COMMIT] [N] [OUT]     (HEAD, 3, /tmp/half-speed-ci)
#
# Before the runs, and after each, the machine's speed in the bench report's unit (bareRate.mjs,
# at full speed and halved), since hosts of one kind differ by tens of per cent from one hour to
# the next. The clones go once their run has ended.
set -uo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
commit="$(git -C "$repo" rev-parse "${1:-HEAD}")"
runs="${2:-3}"
out="${3:-/tmp/half-speed-ci}"
mkdir -p "$out"
summary="$out/summary.txt"
speed() {
  echo "$(date -u +%FT%TZ) pleine vitesse : $(node "$repo/scripts/testing/bareRate.mjs")" >>"$summary"
  echo "$(date -u +%FT%TZ) à moitié : $("$repo/scripts/testing/half-speed.sh" node "$repo/scripts/testing/bareRate.mjs")" >>"$summary"
}
echo "commit $commit, $runs passages" >>"$summary"
speed
for ((run = 1; run <= runs; run++)); do
  work="$(mktemp -d /tmp/half-speed-ci-clone-XXXX)"
  git clone -q "$repo" "$work/main" && git -C "$work/main" checkout -q "$commit"
  cp -r "$repo/../shared" "$work/shared"
  started=$SECONDS
  (cd "$work/main" && CI=true "$repo/scripts/testing/half-speed.sh" bash .ci/run </dev/null) >"$out/run-$run.log" 2>&1
  code=$?
  elapsed=$((SECONDS - started))
  echo "$(date -u +%FT%TZ) passage $run : code $code, $((elapsed / 60)) min $((elapsed % 60)) s" >>"$summary"
  rm -rf "$work"
  speed
done
