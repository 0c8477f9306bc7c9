#!/usr/bin/env bash
# cluster-check.sh runs the simulated thesis sweep of docs/thesis-tables.md
# (4 algorithms, 1-16 searchers, 20 positions, depth 15: 420 jobs) whole
# and as N shards (default 8), two shards at a time, each shard killed
# once half-way and resumed with --resume, and checks that the merged
# shards print the same bytes as the whole run, as a table and as JSON.
# It took about half an hour on 2 cores shared with other work.
#
#   docs/cluster-check.sh [frontier-binary] [N]
set -euo pipefail
bin=${1:-frontier}
n=${2:-8}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sweep=(bench --suite tinsley-chinook-1992 --algos pvsplit,pvfsplit,pvsplit-lb,pvfsplit-lb
  --searchers 1,2,4,8,16 --sim --depth 15)
"$bin" "${sweep[@]}" --out "$tmp/whole.txt" 2>/dev/null &
"$bin" "${sweep[@]}" --format json --out "$tmp/whole.jsonl" 2>/dev/null &
wait
mkdir "$tmp/out"
for k in $(seq "$n"); do
  (
    out="$tmp/out/out-$k.jsonl"
    # Killed after its third job, then resumed.
    "$bin" "${sweep[@]}" --shard "$k/$n" --out "$out" 2> "$tmp/out-$k.log" &
    pid=$!
    while [ "$(grep -c '^shard .* left$' "$tmp/out-$k.log" 2>/dev/null)" -lt 3 ]; do sleep 0.2; done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    "$bin" "${sweep[@]}" --shard "$k/$n" --out "$out" --resume 2>> "$tmp/out-$k.log"
  ) &
  if (( k % 2 == 0 )); then wait; fi
done
wait
"$bin" experiment status "$tmp/out"
"$bin" experiment merge "$tmp/out" > "$tmp/merged.txt"
"$bin" experiment merge --format json "$tmp/out" > "$tmp/merged.jsonl"
cmp "$tmp/merged.txt" "$tmp/whole.txt" && echo "table: the $n merged shards print the same bytes as the whole run"
cmp "$tmp/merged.jsonl" "$tmp/whole.jsonl" && echo "json: the $n merged shards print the same bytes as the whole run"
