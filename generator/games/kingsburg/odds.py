"""Exact dice odds for influencing an advisor, by enumerating every roll.

A group that influences an advisor must include at least one coloured die; white dice may join it
(B. Influence the King's Advisors). One "+2" token may be added to the group, raising its sum by
exactly two; the token is optional.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations, product

FACES = range(1, 7)  # Game Components: six-sided dice
PLUS_TWO = 2


def group_sums(coloured: tuple[int, ...], white: tuple[int, ...]) -> frozenset[int]:
    """Every sum of a group of these dice that holds at least one coloured die."""
    dice = [(face, True) for face in coloured] + [(face, False) for face in white]
    sums = set()
    for size in range(1, len(dice) + 1):
        for group in combinations(dice, size):
            if any(is_coloured for _, is_coloured in group):
                sums.add(sum(face for face, _ in group))
    return frozenset(sums)


@cache
def sum_sets(coloured: int, white: int) -> Counter:
    """How many of the 6^(coloured+white) equally likely rolls give each set of group sums."""
    counts: Counter = Counter()
    for roll in product(FACES, repeat=coloured + white):
        counts[group_sums(roll[:coloured], roll[coloured:])] += 1
    return counts


def reachable(value: int, sums: frozenset[int], plus_two: bool) -> bool:
    """Whether a group sums to ``value``, or (with a "+2" token) to two less."""
    return value in sums or (plus_two and value - PLUS_TWO in sums)


def group_odds(value: int, coloured: int, white: int = 0, plus_two: bool = False) -> Fraction:
    """The exact probability that a roll of these dice offers a group for ``value``."""
    if coloured < 1:
        return Fraction(0)
    counts = sum_sets(coloured, white)
    hits = sum(n for sums, n in counts.items() if reachable(value, sums, plus_two))
    return Fraction(hits, len(FACES) ** (coloured + white))


def percent(probability: Fraction) -> str:
    """A probability as a percentage with one decimal, e.g. '30.6%'."""
    return f"{float(probability) * 100:.1f}%"
