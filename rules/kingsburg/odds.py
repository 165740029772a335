"""Exact dice odds for influencing an advisor, by enumerating every roll.

A group that influences an advisor must include at least so many coloured dice; white dice may join
it (B. Influence the King's Advisors). Up to so many "+2" tokens may be added to the group, each
raising its sum by what a token adds; tokens are optional. The dice's faces, the coloured dice a
group needs and the tokens come from the content (constants ``die-faces``,
``coloured-dice-per-group``, ``plus-two-adds`` and ``plus-two-per-group``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, product


@dataclass(frozen=True)
class Dice:
    """What the odds depend on: faces of each die, the coloured dice a group needs, what one token
    adds to a group's sum and how many tokens one group may take."""

    faces: int
    token_adds: int
    min_coloured: int = 1
    tokens_per_group: int = 1


def group_sums(coloured: tuple[int, ...], white: tuple[int, ...], min_coloured: int = 1) -> frozenset[int]:
    """Every sum of a group of these dice that holds at least ``min_coloured`` coloured dice."""
    dice = [(face, True) for face in coloured] + [(face, False) for face in white]
    sums = set()
    for size in range(1, len(dice) + 1):
        for group in combinations(dice, size):
            if sum(is_coloured for _, is_coloured in group) >= max(1, min_coloured):
                sums.add(sum(face for face, _ in group))
    return frozenset(sums)


@cache
def sum_sets(coloured: int, white: int, faces: int, min_coloured: int = 1) -> Counter:
    """How many of the faces^(coloured+white) equally likely rolls give each set of group sums."""
    counts: Counter = Counter()
    sums_of = cache(group_sums)  # rolls with the same dice in another order
    for roll in product(range(1, faces + 1), repeat=coloured + white):
        counts[sums_of(tuple(sorted(roll[:coloured])), tuple(sorted(roll[coloured:])), min_coloured)] += 1
    return counts


def reachable(value: int, sums: frozenset[int], token_adds: int | None, tokens: int = 1) -> bool:
    """Whether a group sums to ``value``, or (with up to ``tokens`` tokens adding ``token_adds``
    each) to that less some number of tokens' worth."""
    if token_adds is None:
        return value in sums
    return any(value - n * token_adds in sums for n in range(max(0, tokens) + 1))


def group_odds(value: int, coloured: int, white: int, token: bool, dice: Dice) -> Fraction:
    """The exact probability that a roll of these dice offers a group for ``value``."""
    if coloured < max(1, dice.min_coloured):
        return Fraction(0)
    counts = sum_sets(coloured, white, dice.faces, dice.min_coloured)
    adds = dice.token_adds if token else None
    hits = sum(n for sums, n in counts.items() if reachable(value, sums, adds, dice.tokens_per_group))
    return Fraction(hits, dice.faces ** (coloured + white))


def percent(probability: Fraction) -> str:
    """A probability as a percentage with one decimal, e.g. '30.6%'."""
    return f"{float(probability) * 100:.1f}%"
