"""The schematic board layout's loops give exactly the sums of their plain formulation."""

from __future__ import annotations

import math
import random

from generator.geometry import graph


def plain_separate(centres, sizes, pad, rounds=500):
    pos = [list(c) for c in centres]
    for _ in range(rounds):
        moved = False
        for i in range(len(pos)):
            for j in range(i + 1, len(pos)):
                ox = (sizes[i][0] + sizes[j][0]) / 2 + pad - abs(pos[i][0] - pos[j][0])
                oy = (sizes[i][1] + sizes[j][1]) / 2 + pad - abs(pos[i][1] - pos[j][1])
                if ox <= 1e-6 or oy <= 1e-6:
                    continue
                moved = True
                axis, amount = (0, ox) if ox < oy else (1, oy)
                sign = 1.0 if (pos[i][axis], i) >= (pos[j][axis], j) else -1.0
                pos[i][axis] += sign * (amount / 2 + 1e-3)
                pos[j][axis] -= sign * (amount / 2 + 1e-3)
        if not moved:
            return [(p[0], p[1]) for p in pos]
    return plain_separate([(x * 1.2, y * 1.2) for x, y in pos], sizes, pad, rounds)


def plain_forces(pos, edges):
    n = len(pos)
    disp = [[0.0, 0.0] for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            dx, dy = pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]
            f = 1.0 / max(dx * dx + dy * dy, 1e-4)
            disp[i][0] += dx * f
            disp[i][1] += dy * f
            disp[j][0] -= dx * f
            disp[j][1] -= dy * f
    for i, j in edges:
        dx, dy = pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]
        f = math.hypot(dx, dy) or 1e-3
        disp[i][0] -= dx * f
        disp[i][1] -= dy * f
        disp[j][0] += dx * f
        disp[j][1] += dy * f
    return [(d[0] - p[0] * 0.02, d[1] - p[1] * 0.02) for d, p in zip(disp, pos)]


def test_separate_and_forces_match_the_plain_loops_exactly():
    rng = random.Random(16)
    for n in (2, 7, 15, 24):
        centres = [(rng.uniform(0, 60), rng.uniform(0, 60)) for _ in range(n)]
        centres[1] = centres[0]                      # a tie: the later box moves on
        sizes = [(rng.uniform(10, 40), rng.uniform(10, 30)) for _ in range(n)]
        edges = [(i, (i * 3 + 1) % n) for i in range(n) if i != (i * 3 + 1) % n]
        assert graph.separate(centres, sizes, 12.0) == plain_separate(centres, sizes, 12.0)
        assert graph._forces(centres, edges) == plain_forces(centres, edges)
