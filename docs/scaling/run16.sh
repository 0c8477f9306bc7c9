#!/bin/sh
# The measurement of docs/scaling.md on a machine with 16 real cores, as one
# script for a device that is lent for minutes (../shared/scaling.md): the
# machine's cost model with its ceiling, then the real runs. The simulated
# side is deterministic and runs afterwards on any machine.
#
# On the 2-core machine, from the repository root:
#   CGO_ENABLED=0 go build -trimpath -o .dev16/frontier . && cp docs/scaling/run16.sh .dev16/
#   sh .dev16/run16.sh /tmp/out 9 2     # a dry run: depth 9, 2 threads
# On the device (carry .dev16), with $OUT the folder that comes back:
#   sh .dev16/run16.sh "$OUT" 17 16
# Then, anywhere:
#   frontier bench --algos ybwc,dpvsplit,abdada,jamboree,pvfsplit-lb:16,lazysmp:16 --searchers 4,8,16 \
#     --depth 17 --sim --sim-cost @OUT/here.cost --shard 1/1 --out sim.jsonl
#   frontier experiment scaling --real OUT/bench-real.jsonl --sim sim.jsonl --plot scaling.svg
# Each step writes its own file as it goes and has its own timeout, so a
# step cut short still leaves what it did.
set -u
out=${1:?output folder}; depth=${2:-17}; p=${3:-16}
bin=$(dirname "$0")/frontier
mkdir -p "$out"
case $p in 16) ps=4,8,16 ;; *) ps=$p ;; esac
# 1. This machine's cost model, contention included: the crowd of 1, 2,
#    4, 8 and 16 sequential searches at once is the ceiling (about 1 min).
timeout 240 "$bin" calibrate --threads "$p" --scale 100 --json --write "$out/here.cost" > "$out/calibrate.json" 2> "$out/calibrate.err"
# 2. Real runs of the suite, one line a job as it completes.
timeout 480 "$bin" bench --algos "ybwc,dpvsplit,abdada,jamboree,pvfsplit-lb:$p,lazysmp:$p" --searchers "$ps" \
  --depth "$depth" --shard 1/1 --out "$out/bench-real.jsonl" 2> "$out/bench-real.err"
ls -l "$out"
