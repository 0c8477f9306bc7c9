#!/usr/bin/env python3
"""Medians and wins of the pairs of docs/pgo-compare.sh outputs.

    python3 docs/pgo-median.py results/pgo/compare-3.txt results/pgo/compare-5.txt
"""
import statistics
import sys

runs = {}
for fn in sys.argv[1:]:
    for line in open(fn):
        w, _, off, pgo = line.split()
        runs.setdefault(w, []).append((float(off), float(pgo)))
for w, pairs in runs.items():
    off = statistics.median(a for a, _ in pairs)
    pgo = statistics.median(b for _, b in pairs)
    faster = sum(b < a for a, b in pairs)
    print(f'{w}: {len(pairs)} pairs, CPU s median without {off:.2f}, with {pgo:.2f} ({100 * (pgo / off - 1):+.1f}%); with default.pgo faster in {faster}')
