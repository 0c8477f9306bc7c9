#!/usr/bin/env python3
"""The king-attack table's games: each shard's last line (+W =D -L) and
all 800 games' score, Elo and 95% interval (per-game variance of the
score, trinomial, normal approximation).

    python3 results/chess-kingattack/combine.py
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
for f in sorted(glob.glob(os.path.join(HERE, 'games-*.txt')), key=lambda f: int(re.search(r'games-(\d+)', f).group(1))):
    last = open(f).read().strip().splitlines()[-1]
    m = re.search(r'\+(\d+) =(\d+) -(\d+)', last)
    s = [int(m.group(i + 1)) for i in range(3)]
    line(os.path.basename(f), *s)
    total = [a + b for a, b in zip(total, s)]
line('all', *total)

# The declared match was 800 games: what the games not played would have
# had to score for the interval over 800 to exclude zero (the per-game
# variance taken as that of the games played).
w, d, l = total
n = w + d + l
if n < 800:
    s = (w + d / 2) / n
    sd = math.sqrt((w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n)
    need = 800 * (0.5 + 1.96 * sd / math.sqrt(800)) - (w + d / 2)
    print(f'{800 - n} games not played: to exclude zero over 800 they would have had to score {need:.0f} points ({100 * need / (800 - n):.1f}%)')
