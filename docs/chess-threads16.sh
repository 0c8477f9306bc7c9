#!/bin/sh
# Chess, 2 threads against 1, in games, on a machine with 16 real cores
# (docs/chess.md "Two threads against one"): 8 matches at once, each
# pinned to 2 cores of its own with GOMAXPROCS=2, so that the 2-thread
# player has 2 real cores while it thinks and the 1-thread player one.
# With two algorithms, 4 matches play each. The matches differ in --seed
# (the order of the 24 book openings); `frontier match tally` scores them
# together.
#
# On the 2-core machine, from the repository root:
#   CGO_ENABLED=0 go build -trimpath -o .dev16/frontier . && cp docs/chess-threads16.sh .dev16/
#   sh .dev16/chess-threads16.sh /tmp/out 20 2s+0.05s lazysmp:2     # a dry run
# On the device (carry .dev16), with $OUT the folder that comes back:
#   sh .dev16/chess-threads16.sh "$OUT" 480 2s+0.05s ybwc:2,lazysmp:2
# A fifth argument sets the first match's --seed (default 1).
# It leaves three files in OUT (the device returns at most 8): info.txt
# (the machine), tally.txt (the scores) and games.tgz (every match's log
# and PGN, with each move's score and depth).
set -u
out=${1:?output folder}; secs=${2:-480}; tc=${3:-2s+0.05s}; algos=${4:-ybwc:2,lazysmp:2}
seed0=${5:-1} # the first match's --seed: a second run with 9 plays other book orders
bin=$(dirname "$0")/frontier
work=$(mktemp -d)
mkdir -p "$out"
{ date -u; nproc; uname -a; lscpu; cat /proc/loadavg; } > "$out/info.txt" 2>&1
n=$(echo "$algos" | tr ',' '\n' | grep -c .)
per=$((8 / n))
i=0
for algo in $(echo "$algos" | tr ',' ' '); do
  s=$seed0
  while [ "$s" -lt $((seed0 + per)) ]; do
    c0=$((2*i)); c1=$((2*i+1)); pin=""
    taskset -c "$c0,$c1" true >/dev/null 2>&1 && pin="taskset -c $c0,$c1"
    name=$(echo "$algo" | tr ':' '-')-s$s
    GOMAXPROCS=2 timeout -s INT "$secs" $pin "$bin" match --game chess --a "$algo" --b seq \
      --clock "$tc" --games 400 --seed "$s" --out "$work/$name.pgn" > "$work/$name.log" 2>&1 &
    i=$((i+1)); s=$((s+1))
  done
done
wait
{ date -u; cat /proc/loadavg; } >> "$out/info.txt"
for algo in $(echo "$algos" | tr ',' ' '); do
  "$bin" match tally "$work/$(echo "$algo" | tr ':' '-')"-s*.pgn
done > "$out/tally.txt" 2>&1
tar czf "$out/games.tgz" -C "$work" .
rm -rf "$work"
cat "$out/tally.txt"
