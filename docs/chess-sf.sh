#!/bin/sh
# Chess playing strength on Stockfish's UCI_Elo scale (issue 27): our UCI
# engine, run as a GUI runs it (frontier uci, its default options), against
# Stockfish limited to each UCI_Elo given, at 10 s + 0.1 s, one thread
# each, Stockfish's Move Overhead at 100 ms; 48 games a setting from the
# 24-position match book, each with both colours. Then the rating at
# which the logistic model expects the points scored over all settings.
#
#   go build -o frontier . && sh docs/chess-sf.sh ./frontier /usr/games/stockfish 48 2000 2200 2400
#
# Each setting writes sfELO.pgn and sfELO.log in the current folder; the
# matches run one after the other (each engine thinks in turn, so a
# match needs one quiet core).
set -eu
bin=$(realpath "${1:?frontier binary}"); sf=${2:?stockfish}; n=${3:-48}; shift 3
rates=""
files=""
for elo in "$@"; do
  { echo "start $(date -u) load $(cat /proc/loadavg)"
    nice -n 10 "$bin" match --game chess --a "uci:$bin uci,name=frontier" \
      --b "uci:$sf,UCI_LimitStrength=true,UCI_Elo=$elo,Move Overhead=100,name=stockfish-$elo" \
      --clock 10s+0.1s --games "$n" --out "sf$elo.pgn"
    echo "end $(date -u) load $(cat /proc/loadavg)"; } > "sf$elo.log" 2>&1
  rates="$rates${rates:+,}stockfish-$elo=$elo"
  files="$files sf$elo.pgn"
done
"$bin" match tally --rate "$rates" $files
