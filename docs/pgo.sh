#!/bin/sh
# Regenerates default.pgo, the CPU profile from which the Go toolchain
# optimises the frontier binary (profile-guided optimisation: `go build`
# and `go run .` read default.pgo beside main.go by themselves; -pgo=off
# builds without it). The profile is the searches the product's figures
# come from, each run once with FRONTIER_CPUPROFILE: chess's playing
# search on Bratko-Kopec, the checkers bench, and the Othello solver on
# its three longest FFO positions under 24 empties. About a minute.
#
#   sh docs/pgo.sh            # from the repository's root; then commit default.pgo
#
# docs/sequential.md "Profile-guided optimisation" has what it gains.
set -eu
dir=$(mktemp -d)
go build -pgo=off -o "$dir/frontier" .
FRONTIER_CPUPROFILE="$dir/chess.pprof" "$dir/frontier" bench --game chess --suite bratko-kopec --algos seq --hash 64 --depth 14 --selective > /dev/null
FRONTIER_CPUPROFILE="$dir/checkers.pprof" "$dir/frontier" bench --algos seq --depth 15 > /dev/null
FRONTIER_CPUPROFILE="$dir/othello.pprof" "$dir/frontier" bench --game othello --suite ffo --prove --algos seq --pos ffo38,ffo46,ffo60 > /dev/null
go tool pprof -proto "$dir/chess.pprof" "$dir/checkers.pprof" "$dir/othello.pprof" > default.pgo.tmp
mv default.pgo.tmp default.pgo
rm -r "$dir"
echo "wrote default.pgo"
