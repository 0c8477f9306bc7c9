#!/usr/bin/env bash
# bench-generic.sh compares checkers speed before and after the search
# became generic over games: the sequential engine's node rate on the
# Tinsley-Chinook suite (BenchmarkSuite) and perft's leaf rate
# (BenchmarkPerft/depth9), built from commit 6f88b9a (the last before the
# work) and from the working tree, run alternately so that both see the
# same load. It prints each run and the medians.
#
#   docs/bench-generic.sh [runs]      # default 5 runs of each
set -euo pipefail
runs=${1:-5}
old=6f88b9a
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git -C "$root" worktree add --detach "$tmp/old" "$old" >/dev/null 2>&1
(cd "$tmp/old" && go test -c -o "$tmp/search-old.test" ./search && go test -c -o "$tmp/perft-old.test" ./board)
(cd "$root" && go test -c -o "$tmp/search-new.test" ./search && go test -c -o "$tmp/perft-new.test" ./board/checkers)
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
for i in $(seq "$runs"); do
  for v in old new; do
    s=$(cd "$root/search" && FRONTIER_BENCH_DEPTH=13 "$tmp/search-$v.test" -test.run '^$' -test.bench '^BenchmarkSuite$' -test.benchtime 1x | awk '/BenchmarkSuite/ {for (i=1;i<=NF;i++) if ($i=="nodes/cpu-s") print $(i-1)}')
    p=$("$tmp/perft-$v.test" -test.run '^$' -test.bench 'BenchmarkPerft/depth9$' -test.benchtime 1x | awk '/depth9/ {for (i=1;i<=NF;i++) if ($i == "leaves/cpu-s") print $(i-1)}' | head -1)
    echo "run $i $v: search $s nodes/cpu-s, perft $p leaves/cpu-s"
    echo "$s" >> "$tmp/search-$v"
    echo "$p" >> "$tmp/perft-$v"
  done
done
so=$(median < "$tmp/search-old"); sn=$(median < "$tmp/search-new")
po=$(median < "$tmp/perft-old"); pn=$(median < "$tmp/perft-new")
echo "median search: old $so, new $sn nodes/cpu-s: $(awk -v a="$sn" -v b="$so" 'BEGIN {printf "%.1f%%", 100*a/b}')"
echo "median perft:  old $po, new $pn leaves/cpu-s: $(awk -v a="$pn" -v b="$po" 'BEGIN {printf "%.1f%%", 100*a/b}')"
