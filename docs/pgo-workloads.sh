# The searches default.pgo is made from and measured on, for docs/pgo.sh
# and docs/pgo-compare.sh (sourced from the repository's root):
# chess's playing search on Bratko-Kopec to depth 14, the checkers suite
# to depth 15, the Othello solver on FFO 38, 46 and 60.
PGO_WORKLOADS="chess checkers othello"

# pgo_workload BINARY NAME runs workload NAME with BINARY, its table on
# standard output.
pgo_workload() {
  case $2 in
  chess) "$1" bench --game chess --suite bratko-kopec --algos seq --hash 64 --depth 14 --selective ;;
  checkers) "$1" bench --algos seq --depth 15 ;;
  othello) "$1" bench --game othello --suite ffo --prove --algos seq --pos ffo38,ffo46,ffo60 ;;
  *) echo "pgo_workload: no workload $2" >&2; return 1 ;;
  esac
}
