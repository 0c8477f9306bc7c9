#!/bin/sh
# Regenerates default.pgo, the CPU profile from which the Go toolchain
# optimises the frontier binary (profile-guided optimisation: `go build`
# and `go run .` read default.pgo beside main.go by themselves; -pgo=off
# builds without it). The profile is the searches the product's figures
# come from (docs/pgo-workloads.sh), each run once with
# FRONTIER_CPUPROFILE. About a minute.
#
#   sh docs/pgo.sh            # from the repository's root; then commit default.pgo
#
# docs/sequential.md "Profile-guided optimisation" has what it gains.
set -eu
dir=$(mktemp -d)
go build -pgo=off -o "$dir/frontier" .
. docs/pgo-workloads.sh
for w in $PGO_WORKLOADS; do
  (export FRONTIER_CPUPROFILE="$dir/$w.pprof"; pgo_workload "$dir/frontier" "$w" > /dev/null 2>&1)
done
go tool pprof -proto "$dir"/*.pprof > default.pgo.tmp
mv default.pgo.tmp default.pgo
rm -r "$dir"
echo "wrote default.pgo"
