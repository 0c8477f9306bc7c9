#!/bin/sh
# Instructions a node without and with default.pgo (cachegrind; the
# machine's load does not change them): each workload at its depth less
# the same at depth 1 (start-up and the table's clearing), over the
# difference in nodes. Othello: FFO 32 solved, the whole run.
#
#   sh docs/pgo-instructions.sh > results/pgo/instructions.txt    # about 10 minutes
set -eu
dir=$(mktemp -d)
go build -pgo=off -o "$dir/off" .
go build -pgo=auto -o "$dir/pgo" .
cg() { GODEBUG=cpu.rdtscp=off valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 |
  awk '/^Total:/ {gsub(",", "", $2); n = $2} /I +refs/ {gsub(",", "", $NF); i = $NF} END {print n, i}'; }
for b in off pgo; do
  set -- $(cg "$dir/$b" bench --game chess --suite bratko-kopec --algos seq --hash 64 --selective --pos BK.01,BK.02,BK.03,BK.04,BK.05,BK.06 --depth 1) \
         $(cg "$dir/$b" bench --game chess --suite bratko-kopec --algos seq --hash 64 --selective --pos BK.01,BK.02,BK.03,BK.04,BK.05,BK.06 --depth 11)
  echo "chess $b: $3 nodes, $(( ($4 - $2) / ($3 - $1) )) instructions a node"
  set -- $(cg "$dir/$b" bench --algos seq --depth 1) $(cg "$dir/$b" bench --algos seq --depth 13)
  echo "checkers $b: $3 nodes, $(( ($4 - $2) / ($3 - $1) )) instructions a node"
  set -- $(cg "$dir/$b" bench --game othello --suite ffo --prove --algos seq --pos ffo32)
  echo "othello $b: $1 nodes, $2 instructions in all"
done
rm -r "$dir"
