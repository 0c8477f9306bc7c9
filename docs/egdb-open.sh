#!/bin/sh
# The cost of opening the endgame database and of its first probe, and
# the speed of probes and of the search with the database at its leaves,
# before (BASE: the compressed files, loaded whole) and after (this
# working tree: mapped files, each slice checked on first use).
# Output in results/egdb-open-hyperfine.json, results/egdb-probe-bench.txt and
# results/egdb-search-bench.txt; figures in docs/egdb.md.
#
#   sh docs/egdb-open.sh OLD_DIR NEW_DIR
#
# OLD_DIR holds egdb-1.bin ... egdb-5.bin (frontier egdb build --pieces 5
# at BASE), NEW_DIR the same converted (copy them there and run
# frontier egdb build --pieces 5 --dir NEW_DIR with this tree).
# Needs hyperfine (Debian: apt-get install hyperfine).
set -e
old=${1:?OLD_DIR}; new=${2:?NEW_DIR}
base=${BASE:-83654ea}
tmp=$(mktemp -d)
git archive "$base" | tar -x -C "$tmp"
(cd "$tmp" && go build -o "$tmp/frontier-base" . && go test -c -o "$tmp/egdb-base.test" ./search/egdb && go test -c -o "$tmp/search-base.test" ./search)
go build -o "$tmp/frontier-new" . && go test -c -o "$tmp/egdb-new.test" ./search/egdb && go test -c -o "$tmp/search-new.test" ./search
pos=B:WK10,K31:BK13,K21,K25
hyperfine -N --warmup 2 --runs 10 --export-json results/egdb-open-hyperfine.json \
  -n 'base probe 5p' "$tmp/frontier-base egdb probe --dir $old --fen $pos" \
  -n 'lazy probe 5p' "$tmp/frontier-new egdb probe --dir $new --fen $pos" \
  -n 'base search 5p d1' "$tmp/frontier-base search --fen $pos --depth 1 --hash 1 --egdb $old" \
  -n 'lazy search 5p d1' "$tmp/frontier-new search --fen $pos --depth 1 --hash 1 --egdb $new" \
  -n 'base search g5 d1' "$tmp/frontier-base search --pos g5 --depth 1 --hash 1 --egdb $old" \
  -n 'lazy search g5 d1' "$tmp/frontier-new search --pos g5 --depth 1 --hash 1 --egdb $new" \
  -n 'lazy search g5 d1 egdb off' "$tmp/frontier-new search --pos g5 --depth 1 --hash 1 --egdb off"
: > results/egdb-probe-bench.txt
: > results/egdb-search-bench.txt
for i in 1 2 3 4 5; do
  FRONTIER_EGDB=$old "$tmp/egdb-base.test" -test.run '^$' -test.bench 'Probe$|Probe5$' -test.benchtime 2s | grep ^Benchmark | sed 's/^/base /' >> results/egdb-probe-bench.txt
  FRONTIER_EGDB=$new "$tmp/egdb-new.test" -test.run '^$' -test.bench 'Probe$|Probe5$' -test.benchtime 2s | grep ^Benchmark | sed 's/^/new  /' >> results/egdb-probe-bench.txt
done
for i in 1 2 3 4 5; do
  FRONTIER_EGDB=$old "$tmp/search-base.test" -test.run '^$' -test.bench 'SearchEgdb' -test.benchtime 3x | grep ^Benchmark | sed 's/^/base /' >> results/egdb-search-bench.txt
  FRONTIER_EGDB=$new "$tmp/search-new.test" -test.run '^$' -test.bench 'SearchEgdb' -test.benchtime 3x | grep ^Benchmark | sed 's/^/new  /' >> results/egdb-search-bench.txt
done
rm -rf "$tmp"
