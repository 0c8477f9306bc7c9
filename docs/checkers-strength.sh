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
set -e
db=${1:?EGDB_DIR}; games=${2:-400}
base=${BASE:-543e038}
tmp=$(mktemp -d)
git worktree add --detach "$tmp/base" "$base" >&2
(cd "$tmp/base" && go build -o "$tmp/frontier-base" .)
git worktree remove --force "$tmp/base"
go build -o "$tmp/frontier-new" . && go build -o "$tmp/referee" ./internal/cmd/referee
nice -n 10 "$tmp/referee" -a "$tmp/frontier-new" -b "$tmp/frontier-base" \
  -time 100ms -games "$games" -seed 1 -egdb "$db"
