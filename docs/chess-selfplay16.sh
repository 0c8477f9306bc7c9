#!/bin/sh
# Two builds of the chess engine against each other in games, on the
# 16-core machine: one match per core (each engine thinks in turn, so a
# game needs one core), 15 at once with core 0 left to the system, each
# pinned to its core and differing in --seed (the order of the 24 book
# openings). Both sides run as a GUI runs them, through `frontier uci`
# with its default options, so that a change to time management is
# measured as the clock is really used. `frontier match tally` scores all.
#
# Prepare on the 2-core machine, from the repository root: two static
# builds, A (the change) and B (the base), in one archive:
#   CGO_ENABLED=0 go build -trimpath -o /tmp/kit2/a . ; git stash; CGO_ENABLED=0 go build -trimpath -o /tmp/kit2/b . ; git stash pop
#   tar czf .dev16/kit2.tgz -C /tmp/kit2 a b && cp docs/chess-selfplay16.sh .dev16/
#   sh .dev16/chess-selfplay16.sh /tmp/out 40 5s+0.05s        # a dry run
# On the device (carry .dev16):  sh .dev16/chess-selfplay16.sh "$OUT" 230 5s+0.05s
# Back come info.txt, tally.txt and games.tgz.
set -u
out=${1:?out}; secs=${2:-230}; tc=${3:-5s+0.05s}
d=$(cd "$(dirname "$0")" && pwd)
kit=$(mktemp -d)
tar xzf "$d/kit2.tgz" -C "$kit"
mkdir -p "$out" "$kit/games"
{ date -u; nproc; lscpu | head -20; cat /proc/loadavg; } > "$out/info.txt" 2>&1
n=$(nproc); [ "$n" -gt 1 ] && n=$((n - 1))
c=1
while [ "$c" -le "$n" ]; do
  core=$((c % $(nproc))); pin=""
  taskset -c "$core" true > /dev/null 2>&1 && pin="taskset -c $core"
  timeout -s INT "$secs" $pin "$kit/a" match --game chess --a "uci:$kit/a uci,name=A" \
    --b "uci:$kit/b uci,name=B" --clock "$tc" --games 48 --seed "$c" \
    --out "$kit/games/s$c.pgn" > "$kit/games/s$c.log" 2>&1 &
  c=$((c + 1))
done
wait
{ date -u; cat /proc/loadavg; } >> "$out/info.txt"
"$kit/a" match tally "$kit/games"/*.pgn > "$out/tally.txt" 2>&1
tar czf "$out/games.tgz" -C "$kit/games" .
rm -rf "$kit"
cat "$out/tally.txt"
