"""Exact dice odds for influencing an advisor, by enumerating every roll.

A group that influences an advisor must include at least one coloured die; white dice may join it
(B. Influence the King's Advisors). One "+2" token may be added to the group, raising its sum by
what the token adds; the token is optional. The dice's faces and the token's value come from the
content (constants ``die-faces`` and ``plus-two-adds``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, product


@dataclass(frozen=True)
class Dice:
    """What the odds depend on: faces of each die and what one token adds to a group's sum."""

    faces: int
    token_adds: int


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
def sum_sets(coloured: int, white: int, faces: int) -> Counter:
    """How many of the faces^(coloured+white) equally likely rolls give each set of group sums."""
    counts: Counter = Counter()
    sums_of = cache(group_sums)  # rolls with the same dice in another order
    for roll in product(range(1, faces + 1), repeat=coloured + white):
        counts[sums_of(tuple(sorted(roll[:coloured])), tuple(sorted(roll[coloured:])))] += 1
    return counts


def reachable(value: int, sums: frozenset[int], token_adds: int | None) -> bool:
    """Whether a group sums to ``value``, or (with a token, ``token_adds``) to that much less."""
    return value in sums or (token_adds is not None and value - token_adds in sums)


def group_odds(value: int, coloured: int, white: int, token: bool, dice: Dice) -> Fraction:
    """The exact probability that a roll of these dice offers a group for ``value``."""
    if coloured < 1:
        return Fraction(0)
    counts = sum_sets(coloured, white, dice.faces)
    adds = dice.token_adds if token else None
    hits = sum(n for sums, n in counts.items() if reachable(value, sums, adds))
    return Fraction(hits, dice.faces ** (coloured + white))


def percent(probability: Fraction) -> str:
    """A probability as a percentage with one decimal, e.g. '30.6%'."""
    return f"{float(probability) * 100:.1f}%"
