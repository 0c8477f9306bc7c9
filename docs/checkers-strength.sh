#!/bin/sh
# Self-play of this tree's checkers engine against the engine of BASE (the
# commit before issue 27's checkers work) at 100 ms a move over the ACF
# ballots, both colours, one "frontier search" process a move
# (internal/cmd/referee). Figures in docs/checkers-strength.md.
#
#   sh docs/checkers-strength.sh EGDB_DIR [GAMES] > results/checkers-strength-100ms.txt
#
# EGDB_DIR holds the 5-piece database of this tree (frontier egdb build
# --pieces 5), used only to end games that reach it with its value.
# ARGS_A are extra "frontier search" arguments for this tree's engine:
# by default the parts of the selective search checkers plays with
# (search/games: ETC and ProbCut), which "frontier search" leaves off;
# ARGS_A= (empty) seats the default search. FROM starts at that game
# index (the games FROM+1..GAMES), so that two shards can run at once.
set -e
db=${1:?EGDB_DIR}; games=${2:-400}
base=${BASE:-543e038}
args_a=${ARGS_A---selective=etc,probcut}
from=${FROM:-0}
tmp=$(mktemp -d)
git worktree add --detach "$tmp/base" "$base" >&2
(cd "$tmp/base" && go build -o "$tmp/frontier-base" .)
git worktree remove --force "$tmp/base"
go build -o "$tmp/frontier-new" . && go build -o "$tmp/referee" ./internal/cmd/referee
nice -n 10 "$tmp/referee" -a "$tmp/frontier-new" -b "$tmp/frontier-base" -args-a "$args_a" \
  -time 100ms -from "$from" -games "$games" -seed 1 -egdb "$db"
