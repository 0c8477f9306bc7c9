#!/bin/sh
# Perft 7 of the initial position (3,195,901,860 leaves; DEPTH=6 for
# perft 6, 119,060,324), single-threaded with bulk counting: Frontier's board/chess (BenchmarkPerftStart) against
# Stockfish's "go perft" with Threads 1, three alternated runs of each.
# Each run is timed as the CPU time (user + system) of its process, less
# that of the same process started just before without the perft
# (Stockfish doing perft 1, the Go test binary running no benchmark), so
# that other programs on a shared machine slow neither side's figure
# much. Prints leaves per CPU second
# of each run and the ratio of the medians.
# Usage: sh docs/chess-perft-stockfish.sh   (from the repository root)
set -e
DEPTH=${DEPTH:-7}
LEAVES=$([ "$DEPTH" = 6 ] && echo 119.060324 || echo 3195.901860)
SF=${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
DIR=$(mktemp -d)
go test -c -o "$DIR/chess.test" ./board/chess
cpu() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
sf() { cpu sh -c "printf 'setoption name Threads value 1\nposition startpos\ngo perft $1\nquit\n' | $SF"; }
fr() { b=$1; shift; cpu "$DIR/chess.test" -test.run '^$' -test.bench "$b" -test.benchtime 1x "$@"; }
echo "perft $DEPTH of the initial position; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in 1 2 3; do
	s0=$(sf 1)
	s=$(sf $DEPTH)
	f0=$(fr '^$')
	f=$(fr '^BenchmarkPerftStart$' -chess.depth $DEPTH)
	s=$(awk -v a="$s" -v b="$s0" 'BEGIN{print a - b}')
	f=$(awk -v a="$f" -v b="$f0" 'BEGIN{print a - b}')
	awk -v i="$i" -v s="$s" -v f="$f" -v s0="$s0" -v f0="$f0" -v L="$LEAVES" 'BEGIN{printf "run %d: stockfish %.1f, frontier %.1f M leaves per CPU second (start-up %.2f and %.2f s)\n", i, L/s, L/f, s0, f0}'
	echo "$s $f" >>"$DIR/times"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
s=$(sort -n -k1 "$DIR/times" | sed -n 2p | cut -d' ' -f1)
f=$(sort -n -k2 "$DIR/times" | sed -n 2p | cut -d' ' -f2)
awk -v L="$LEAVES" -v s="$s" -v f="$f" 'BEGIN{printf "medians: stockfish %.1f, frontier %.1f M leaves per CPU second; frontier/stockfish %.2f\n", L/s, L/f, s/f}'
rm -r "$DIR"
