"""Exact odds for Ruthenia's dice: naval battles, tactics cards and battles with non-player armies.
Every function enumerates or sums exact fractions; the rules they follow are read by derived.py
from the content and passed in."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement, permutations, product
from math import comb


class Chance(Fraction):
    """An exact probability that prints as a fraction and a percentage: '7/36 (19.4%)'."""

    def __str__(self) -> str:
        if self.denominator == 1:
            return str(self.numerator)
        return f"{self.numerator}/{self.denominator} ({float(self) * 100:.1f}%)"


class Mean(Fraction):
    """An exact expected count that prints as a fraction and a decimal: '11/6 (1.83)'."""

    def __str__(self) -> str:
        if self.denominator == 1:
            return str(self.numerator)
        return f"{self.numerator}/{self.denominator} ({float(self):.2f})"


def shown(values):
    """Plain fractions as Chances for display; Means and anything else unchanged."""
    return tuple(Chance(v) if type(v) is Fraction else v for v in values)


def hit_chance(faces: int, at_least: int, modifier: int = 0) -> Fraction:
    """The chance one die plus ``modifier`` reaches ``at_least``."""
    return Fraction(sum(1 for face in range(1, faces + 1) if face + modifier >= at_least), faces)


def capped_hits(dice: int, chance: Fraction, cap: int) -> list[Fraction]:
    """Distribution of min(hits, cap) for ``dice`` independent dice hitting with ``chance``:
    index k holds P(k fleets destroyed)."""
    out = [Fraction(0)] * (cap + 1)
    for hits in range(dice + 1):
        out[min(hits, cap)] += comb(dice, hits) * chance ** hits * (1 - chance) ** (dice - hits)
    return out


def naval_battle(attackers: int, defenders: int, attacker_needs: int, defender_needs: int,
                 faces: int, per_fleet: int, modifier: int) -> tuple[list[Fraction], list[Fraction]]:
    """(defenders destroyed, attackers destroyed) distributions of one round of naval battle.

    ``attacker_needs`` is the roll that destroys one of the defender's fleets (it depends on the
    defender's fleet type), and the reverse. The side with more fleets adds ``modifier`` to each die.
    """
    attacker_bonus = modifier if attackers > defenders else 0
    defender_bonus = modifier if defenders > attackers else 0
    by_attacker = capped_hits(attackers * per_fleet, hit_chance(faces, attacker_needs, attacker_bonus),
                              defenders)
    by_defender = capped_hits(defenders * per_fleet, hit_chance(faces, defender_needs, defender_bonus),
                              attackers)
    return by_attacker, by_defender


def expected(distribution: list[Fraction], start: int = 0) -> Mean:
    """The mean count of a distribution whose index 0 stands for ``start``."""
    return Mean(sum(((start + k) * p for k, p in enumerate(distribution)), Fraction(0)))


def any_match(distinct: int, faces: int, dice: int) -> Fraction:
    """The chance at least one of ``dice`` dice shows one of ``distinct`` values."""
    return 1 - Fraction(faces - distinct, faces) ** dice


def two_card_roll(hand: tuple[frozenset, ...], roll: tuple[int, ...]) -> bool:
    """Whether one die matches one card and the other die a second, different card."""
    first, second = roll
    return any(first in hand[i] and second in hand[j]
               for i, j in permutations(range(len(hand)), 2))


def two_card_chance(hand: tuple[frozenset, ...], faces: int) -> Fraction:
    rolls = list(product(range(1, faces + 1), repeat=2))
    return Fraction(sum(two_card_roll(hand, roll) for roll in rolls), len(rolls))


def canonical(hand, relabel) -> tuple:
    return tuple(sorted(tuple(sorted(relabel[v] for v in card)) for card in hand))


@cache
def hand_classes(cards: int, faces: int, values: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """One example of each hand of ``cards`` tactics cards, each with ``values`` different dice
    values, up to renaming the faces (hands that differ only by face numbers have the same odds)."""
    kinds = list(combinations(range(1, faces + 1), values))
    relabels = [dict(zip(range(1, faces + 1), order)) for order in permutations(range(1, faces + 1))]
    covered: set = set()
    classes = []
    for hand in combinations_with_replacement(kinds, cards):
        if hand in covered:
            continue
        orbit = {canonical(hand, relabel) for relabel in relabels}
        covered |= orbit
        classes.append(min(orbit))
    return tuple(sorted(classes))


def position_losses(dice: int, cap: int, faces: int) -> list[Fraction]:
    """Cards lost when each die destroys the card at the position it shows, if that position is
    within ``cap``; two dice showing the same position destroy one card. Index k: P(k lost)."""
    out = [Fraction(0)] * (dice + 1)
    rolls = list(product(range(1, faces + 1), repeat=dice))
    for roll in rolls:
        out[len({face for face in roll if face <= cap})] += Fraction(1, len(rolls))
    return out


def counters_removed(cap: int, faces: int) -> list[Fraction]:
    """Non-player counters removed: one die, at most ``cap``. Index k: P(k + 1 removed)."""
    out = [Fraction(0)] * min(cap, faces)
    for face in range(1, faces + 1):
        out[min(face, cap) - 1] += Fraction(1, faces)
    return out
