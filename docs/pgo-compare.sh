#!/bin/sh
# What default.pgo gains: the binary built without it (-pgo=off) and with
# it, each workload of docs/pgo-workloads.sh run by each in turn, PAIRS times, and
# the CPU seconds (user + system, /usr/bin/time) of every run printed as
# "workload pair off-seconds pgo-seconds". The trees are the same (the
# node counts are checked), so the time is the whole difference.
#
#   sh docs/pgo-compare.sh 5 > pgo-compare.txt
set -eu
pairs=${1:-3}
dir=$(mktemp -d)
go build -pgo=off -o "$dir/off" .
go build -pgo=auto -o "$dir/pgo" .
. docs/pgo-workloads.sh
run() { # binary workload -> "cpu-seconds nodes-line"
  /usr/bin/time -f '%U %S' -o "$dir/t" sh -c '. docs/pgo-workloads.sh && pgo_workload "$1" "$2"' sh "$1" "$2" > "$dir/out" 2> /dev/null
  awk '{printf "%.2f", $1 + $2}' "$dir/t"
  echo " $(grep -o '^Total: [0-9,]* nodes' "$dir/out")"
}
for i in $(seq "$pairs"); do
  for w in $PGO_WORKLOADS; do
    a=$(run "$dir/off" $w); b=$(run "$dir/pgo" $w)
    [ "${a#* }" = "${b#* }" ] || { echo "$w: the trees differ: $a / $b" >&2; exit 1; }
    echo "$w $i ${a%% *} ${b%% *}"
  done
done
rm -r "$dir"
