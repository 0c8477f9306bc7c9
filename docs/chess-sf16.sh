#!/bin/sh
# One lending of the 16-core machine: (1) the rows of the real-core check
# that the last lending cut (PVFSplit-LB, PVSplit and Lazy SMP at 16 on the
# checkers suite at depth 17, docs/scaling.md), then (2) chess on
# Stockfish's UCI_Elo scale as docs/chess-sf.sh plays it (10 s + 0.1 s,
# one thread each, Stockfish's Move Overhead at 100 ms, our engine through
# `frontier uci` with its default options), but one match per core, so
# that one lending plays some hundreds of games where this 2-core machine
# plays 64 in a session. Each match is pinned to a core of its own (both
# engines think in turn, so a game needs one core); the matches differ in
# --seed (the order of the 24 book openings) and in the UCI_Elo setting,
# which goes round the list given. `frontier match tally --rate` fits the
# rating over all of them.
#
# The machine reaches nothing outside, so Stockfish travels with its
# libraries and is run through their loader. Prepare, from the repository
# root on the 2-core machine (kit.tgz is ~43 MB; the carry limit is 64 MiB):
#   mkdir -p /tmp/kit/lib && CGO_ENABLED=0 go build -trimpath -o /tmp/kit/frontier . &&
#   cp /usr/games/stockfish /tmp/kit/ && for l in libstdc++.so.6 libm.so.6 libgcc_s.so.1 libc.so.6; do
#     cp -L /lib/x86_64-linux-gnu/$l /tmp/kit/lib/; done && cp -L /lib64/ld-linux-x86-64.so.2 /tmp/kit/lib/ &&
#   tar czf .dev16/kit.tgz -C /tmp/kit frontier stockfish lib && cp docs/chess-sf16.sh .dev16/
#   sh .dev16/chess-sf16.sh /tmp/out 10 40 2200          # a dry run
# On the device (carry .dev16):  sh .dev16/chess-sf16.sh "$OUT" 150 360 2000,2200,2400
# Back come info.txt, checkers-suite-depth17.jsonl, bench.err, tally.txt and
# games.tgz (every match's log and PGN).
set -u
out=${1:?out}; bsecs=${2:-150}; csecs=${3:-360}; elos=${4:-2000,2200,2400}
d=$(cd "$(dirname "$0")" && pwd)
kit=$(mktemp -d)
tar xzf "$d/kit.tgz" -C "$kit"
bin=$kit/frontier
cat > "$kit/sf" <<EOF
#!/bin/sh
exec "$kit/lib/ld-linux-x86-64.so.2" --library-path "$kit/lib" "$kit/stockfish" "\$@"
EOF
chmod +x "$kit/sf"
mkdir -p "$out"
{ date -u; nproc; uname -a; lscpu | head -20; cat /proc/loadavg; printf 'uci\nquit\n' | "$kit/sf" | head -2; } > "$out/info.txt" 2>&1
if [ "$bsecs" -gt 0 ]; then
  timeout -s INT "$bsecs" "$bin" bench --algos pvfsplit-lb:16,pvsplit:16,lazysmp:16 --searchers 16 \
    --depth 17 --shard 1/1 --format json > "$out/checkers-suite-depth17.jsonl" 2> "$out/bench.err"
  echo "bench done $(date -u) $(cat /proc/loadavg)" >> "$out/info.txt"
fi
work=$kit/games; mkdir -p "$work"
n=$(nproc); [ "$n" -gt 1 ] && n=$((n - 1)) # leave core 0 to the system
nel=$(echo "$elos" | tr ',' '\n' | grep -c .)
c=1
while [ "$c" -le "$n" ]; do
  elo=$(echo "$elos" | tr ',' '\n' | sed -n "$(( (c - 1) % nel + 1 ))p")
  core=$((c % $(nproc))); pin=""
  taskset -c "$core" true > /dev/null 2>&1 && pin="taskset -c $core"
  timeout -s INT "$csecs" $pin "$bin" match --game chess --a "uci:$bin uci,name=frontier" \
    --b "uci:$kit/sf,UCI_LimitStrength=true,UCI_Elo=$elo,Move Overhead=100,name=stockfish-$elo" \
    --clock 10s+0.1s --games 48 --seed "$c" --out "$work/sf$elo-s$c.pgn" > "$work/sf$elo-s$c.log" 2>&1 &
  c=$((c + 1))
done
wait
echo "chess done $(date -u) $(cat /proc/loadavg)" >> "$out/info.txt"
rates=$(echo "$elos" | tr ',' '\n' | sed 's/.*/stockfish-&=&/' | paste -sd, -)
"$bin" match tally --rate "$rates" "$work"/*.pgn > "$out/tally.txt" 2>&1
tar czf "$out/games.tgz" -C "$work" .
rm -rf "$kit"
cat "$out/tally.txt"
