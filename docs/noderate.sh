#!/bin/sh
# noderate.sh OLD NEW [OUTDIR] — instructions per node of two commits, side by side.
#
# Wall-clock node rates on a shared machine scatter by 15-25% from run to
# run (two runs of the same binary here differed by more than that), which hides a 3% change. The instructions a
# search executes per node do not depend on the load: valgrind's cachegrind
# counts them (no cache simulation). Each workload is counted once and, to
# take out start-up (the embedded suites, the tables), again at depth 1; a
# parallel run also searches the sequential baseline for its speedup, so its
# count less the sequential run's is divided by its own nodes. The
# parallel engines' trees vary from run to run; their nodes are printed
# beside the rate.
#
# Needs valgrind. Takes about 15 minutes (16 runs of about 45 s).
set -eu
old=$1; new=$2; out=${3:-$(mktemp -d)}
top=$(git rev-parse --show-toplevel)
mkdir -p "$out"
for c in "$old" "$new"; do
  wt=$(mktemp -d); git -C "$top" worktree add -q --detach "$wt" "$c"
  (cd "$wt" && go build -o "$out/bin-$c" .)
  git -C "$top" worktree remove --force "$wt"
done
ck="--pos g1,g5,g9,g13,g22,g38"; ch="--game chess --pos BK.01,BK.02,BK.03,BK.04,BK.05,BK.06"
run() { c=$1; tag=$2; shift 2
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$out/bin-$c" bench "$@" --format json > "$out/$tag-$c.jsonl" 2> "$out/$tag-$c.err"
  echo "$tag $c $(grep 'I *refs' "$out/$tag-$c.err" | awk '{print $NF}' | tr -d ,)" >> "$out/ir.txt"
}
: > "$out/ir.txt"
for c in "$old" "$new"; do
  run "$c" ck-seq --algos seq --depth 14 $ck
  run "$c" ck-seq0 --algos seq --depth 1 $ck
  run "$c" ch-seq --algos seq --depth 5 $ch
  run "$c" ch-seq0 --algos seq --depth 1 $ch
  run "$c" ck-ybwc --algos ybwc:2 --depth 14 $ck
  run "$c" ck-abdada --algos abdada:2 --depth 14 $ck
  run "$c" ck-pvfsplit-lb --algos pvfsplit-lb:2 --depth 14 $ck
  run "$c" ch-ybwc --algos ybwc:2 --depth 5 $ch
done
python3 - "$out" "$old" "$new" <<'PY'
import json, sys
out, old, new = sys.argv[1:]
ir = {}
for l in open(f"{out}/ir.txt"):
    tag, c, n = l.split()
    ir[(tag, c)] = int(n)
def nodes(tag, c, algo=None):
    n = 0
    for l in open(f"{out}/{tag}-{c}.jsonl"):
        x = json.loads(l)
        if not x.get("summary") and (algo is None or x["algo"] == algo):
            n += x["nodes"]
    return n
print(f"instructions per node, {old} -> {new} (cachegrind)")
for g, game in (("ck", "checkers"), ("ch", "chess")):
    rate = {}
    for c in (old, new):
        rate[("seq", c)] = (ir[(f"{g}-seq", c)] - ir[(f"{g}-seq0", c)]) / (nodes(f"{g}-seq", c) - nodes(f"{g}-seq0", c))
        for a in ("ybwc", "abdada", "pvfsplit-lb"):
            if (f"{g}-{a}", c) in ir:
                n = nodes(f"{g}-{a}", c, a)
                rate[(a, c)] = ((ir[(f"{g}-{a}", c)] - ir[(f"{g}-seq", c)]) / n, n)
    for a in ("seq", "ybwc", "abdada", "pvfsplit-lb"):
        if (a, old) not in rate: continue
        x, y = rate[(a, old)], rate[(a, new)]
        if isinstance(x, tuple):
            print(f"{game:8s} {a + ':2':14s} {x[0]:7.1f} -> {y[0]:7.1f}  ratio {y[0]/x[0]:.3f}  (nodes {x[1]:,} -> {y[1]:,})")
        else:
            print(f"{game:8s} {a:14s} {x:7.1f} -> {y:7.1f}  ratio {y/x:.3f}")
PY
