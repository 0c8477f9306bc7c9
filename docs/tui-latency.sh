#!/bin/sh
# Regenerates results/tui-latency.txt: BenchmarkKeyLatencyDuringSimulation
# built from main before the fixes (d338b9b, with the benchmark file
# copied in) and from the checked-out tree, run alternately four times
# each, with the load average at each start. Run from the repository root.
set -e
root=$(pwd)
dir=$(mktemp -d)
git worktree add --detach "$dir/before" d338b9b >/dev/null 2>&1
cp tui/latency_bench_test.go "$dir/before/tui/"
(cd "$dir/before" && go test -c -o "$dir/before.test" ./tui)
go test -c -o "$dir/after.test" ./tui
cd "$dir"
for i in 1 2 3 4; do
  for v in before after; do
    echo "$v $i $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg) $(./$v.test -test.run '^$' -test.bench KeyLatency -test.benchtime 200x 2>&1 | grep Bench)"
  done
done
cd "$root"
git worktree remove --force "$dir/before"
