#!/usr/bin/env python3
"""Both stages of corr --play-keep: each shard's last line (+W =D -L),
each stage's and all games' score, Elo and 95% interval (per-game
variance of the score, trinomial, normal approximation).

    python3 results/chess-corr/keep2/combine.py
"""
import glob
import math
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


def elo(s):
    return -400 * math.log10(1 / s - 1)


def line(name, w, d, l):
    n = w + d + l
    s = (w + d / 2) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    se = math.sqrt(var / n)
    print(f'{name}: +{w} ={d} -{l} ({n} games, {100 * s:.1f}%), Elo {elo(s):+.0f} (95% {elo(s - 1.96 * se):+.0f} to {elo(s + 1.96 * se):+.0f})')


total = [0, 0, 0]
for stage in ('keep', 'keep2'):
    sums = [0, 0, 0]
    for f in sorted(glob.glob(os.path.join(HERE, '..', stage, 'games-*.txt'))):
        last = open(f).read().strip().splitlines()[-1]
        m = re.search(r'\+(\d+) =(\d+) -(\d+)', last)
        for i in range(3):
            sums[i] += int(m.group(i + 1))
    line(stage, *sums)
    total = [a + b for a, b in zip(total, sums)]
line('both stages', *total)
