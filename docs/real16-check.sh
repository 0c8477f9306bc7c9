#!/bin/sh
# One lending of the 16-core machine (2026-11-27, third session), as run:
# (1) `frontier calibrate --json`; (2) the checkers suite at depth 17 on
# real goroutines, today's algorithms, the command of data/real16 (cut at
# BSECS: what finished stays in the JSON lines, one a job); (3) chess,
# ybwc:2 against seq at 10 s + 0.1 s, 8 matches pinned 2 cores each
# (docs/chess-threads16.sh) for CSECS. At most 8 files come back.
# Prepare on the 2-core machine, from the repository root:
#   CGO_ENABLED=0 go build -trimpath -o .dev16/frontier . && cp docs/chess-threads16.sh docs/real16-check.sh .dev16/
#   sh .dev16/real16-check.sh /tmp/out 15 12          # a dry run
# On the device (carry .dev16):  sh .dev16/real16-check.sh "$OUT" 200 320
# docs/scaling.md "Checked on real cores" and docs/chess.md read the results.
set -u
out=${1:?out}; bsecs=${2:-210}; csecs=${3:-330}
d=$(dirname "$0"); bin=$d/frontier
{ date -u; nproc; lscpu | head -20; cat /proc/loadavg; } > "$out/info.txt" 2>&1
timeout 40 "$bin" calibrate --json > "$out/calibrate.json" 2>&1
echo "calibrate done $(date -u)" >> "$out/info.txt"
timeout -s INT "$bsecs" "$bin" bench --algos ybwc,dpvsplit,abdada,jamboree,pvfsplit-lb:16,pvsplit:16,lazysmp:16 \
  --searchers 4,8,16 --depth 17 --shard 1/1 --format json > "$out/checkers-suite-depth17.jsonl" 2> "$out/bench.err"
echo "bench done $(date -u) $(cat /proc/loadavg)" >> "$out/info.txt"
sh "$d/chess-threads16.sh" "$out/chess" "$csecs" 10s+0.1s ybwc:2 > /dev/null 2>&1
echo "chess done $(date -u)" >> "$out/info.txt"
ls -lR "$out" >> "$out/info.txt"
