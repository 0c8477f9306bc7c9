#!/usr/bin/env python3
"""Scores of `frontier tune --play` shards added up: each file's last line
(+W =D -L), each group's sum and all groups' together, with the Elo
difference and its 95% interval as `frontier match` computes them
(session/match/elo.go: the logistic model, the per-game variance of the
score, ±1.96 standard errors).

    python3 docs/tune-shards.py NAME=GLOB [NAME=GLOB ...]

e.g. python3 docs/tune-shards.py first=results/chess-corr/keep/games-*.txt second=results/chess-corr/keep2/games-*.txt
"""
import glob
import math
import re
import sys


def elo(s):
    return -400 * math.log10(1 / s - 1)


def line(name, w, d, l):
    n = w + d + l
    s = (w + d / 2) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    se = math.sqrt(var / n)
    print(f'{name}: +{w} ={d} -{l} ({n} games, {100 * s:.1f}%), Elo {elo(s):+.0f} (95% {elo(s - 1.96 * se):+.0f} to {elo(s + 1.96 * se):+.0f})')


def first_game(path):
    m = re.search(r'games-(\d+)', path)
    return int(m.group(1)) if m else 0


total = [0, 0, 0]
groups = sys.argv[1:]
if not groups:
    sys.exit(__doc__)
for arg in groups:
    name, _, pattern = arg.partition('=')
    files = sorted(glob.glob(pattern), key=first_game)
    if not files:
        sys.exit(f'{name}: no file matches {pattern}')
    sums = [0, 0, 0]
    for f in files:
        last = open(f).read().strip().splitlines()[-1]
        m = re.search(r'\+(\d+) =(\d+) -(\d+)', last)
        if not m:
            sys.exit(f'{f}: its last line has no score (+W =D -L): {last!r}')
        score = [int(x) for x in m.groups()]
        if len(groups) == 1:
            line(f, *score)
        sums = [a + b for a, b in zip(sums, score)]
    line(name, *sums)
    total = [a + b for a, b in zip(total, sums)]
if len(groups) > 1:
    line('all', *total)
