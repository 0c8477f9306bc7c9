#!/bin/sh
# Perft 6 of the initial position (119,060,324 leaves), single-threaded
# with bulk counting: Frontier's board/chess (BenchmarkPerftStart) against
# Stockfish's "go perft 6" with Threads 1, three alternated runs of each.
# Each run is timed as the CPU time (user + system) of its process, less
# that of the same process started without the perft (Stockfish doing
# perft 1: it loads its network; the Go test binary running no
# benchmark: it finds its magics), so that other programs on a shared
# machine slow neither side's figure much. Prints leaves per CPU second
# of each run and the ratio of the medians.
# Usage: sh docs/chess-perft-stockfish.sh   (from the repository root)
set -e
SF=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
DIR=$(mktemp -d)
go test -c -o "$DIR/chess.test" ./board/chess
cpu() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
sf() { cpu sh -c "printf 'setoption name Threads value 1\nposition startpos\ngo perft $1\nquit\n' | $SF"; }
fr() { cpu "$DIR/chess.test" -test.run '^$' -test.bench "$1" -test.benchtime 1x; }
sf0=$(sf 1)
fr0=$(fr '^$')
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); start-up CPU seconds: stockfish $sf0, frontier $fr0"
for i in 1 2 3; do
	s=$(sf 6)
	f=$(fr '^BenchmarkPerftStart$')
	awk -v i="$i" -v s="$s" -v f="$f" -v s0="$sf0" -v f0="$fr0" 'BEGIN{printf "run %d: stockfish %.1f, frontier %.1f M leaves per CPU second\n", i, 119.060324/(s-s0), 119.060324/(f-f0)}'
	echo "$s $f" >>"$DIR/times"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
s=$(sort -n -k1 "$DIR/times" | sed -n 2p | cut -d' ' -f1)
f=$(sort -n -k2 "$DIR/times" | sed -n 2p | cut -d' ' -f2)
awk -v s="$s" -v f="$f" -v s0="$sf0" -v f0="$fr0" 'BEGIN{printf "medians: stockfish %.1f, frontier %.1f M leaves per CPU second; frontier/stockfish %.2f\n", 119.060324/(s-s0), 119.060324/(f-f0), (s-s0)/(f-f0)}'
rm -r "$DIR"
