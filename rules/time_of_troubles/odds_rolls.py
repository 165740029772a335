"""Exact odds of the game's single rolls: evasion (7.6.1), tactical advantage (9.4) and sieges
(10.4, 10.5), from the rule values in content/time-of-troubles/numbers.yaml. Chances are exact
fractions written as text ('7/12'), with a rounded percentage beside them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.api import DerivedTable, Game, deriver
from .notation import GAME, whole_constant

if TYPE_CHECKING:
    from fractions import Fraction

EVASION = ("die-faces", "evasion-roll", "evasion-natural-failure", "evasion-natural-success")
SIEGES = ("die-faces", "fortress-capture-roll", "powerful-fortress-capture-roll", "siege-loss-roll")


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.1f}%"


def signed(difference: int) -> str:
    return f"{difference:+d}" if difference else "0"


@dataclass(frozen=True)
class Evasion:
    """The evasion roll: a die, ``target`` or more after the difference in strategic ratings; a
    natural ``failure`` always fails and a natural ``success`` always succeeds."""

    faces: int
    target: int
    failure: int
    success: int

    def chance(self, difference: int) -> Fraction:
        """With the evader's strategic rating ``difference`` above the attacker's."""
        from fractions import Fraction   # loaded only when a table is derived

        wins = [f for f in range(1, self.faces + 1)
                if f == self.success or (f != self.failure and f + difference >= self.target)]
        return Fraction(len(wins), self.faces)

    def differences(self) -> range:
        """From the difference below which only the natural success is left to the one above which
        only the natural failure fails."""
        return range(self.target - self.success, self.target - self.failure)

    def needed(self, difference: int) -> str:
        roll = self.target - difference
        if roll >= self.success:
            return f"{self.success} (only a natural {self.success})"
        if roll <= self.failure + 1:
            return f"{self.failure + 1}+ (a natural {self.failure} fails)"
        return f"{roll}+"


def evasion_of(game: Game) -> Evasion:
    return Evasion(*(whole_constant(game, ident) for ident in EVASION))


@deriver(GAME, provides=("tot-evasion",), targets=dict.fromkeys(EVASION, "constant"))
def evasion_table(game: Game) -> list[DerivedTable]:
    evasion = evasion_of(game)
    span = evasion.differences()
    rows = []
    for difference in span:
        label = signed(difference)
        if difference == span.start:
            label += " or less"
        elif difference == span.stop - 1:
            label += " or more"
        chance = evasion.chance(difference)
        rows.append((label, evasion.needed(difference), str(chance), percent(chance)))
    note = (f"A die, {evasion.target}+ after adding the difference; a natural {evasion.failure} always "
            f"fails and a natural {evasion.success} always succeeds.")
    return [DerivedTable("tot-evasion", "Evasion (7.6.1)",
                         ("Strategic difference (evader - attacker)", "Roll needed", "Chance", "Percent"),
                         tuple(rows), (note,))]


def tactical_chance(difference: int, faces: int) -> Fraction:
    """Chance to win tactical advantage with a rating ``difference`` higher: a die each plus the
    rating, the higher total wins, ties are rolled again."""
    from fractions import Fraction   # loaded only when a table is derived

    pairs = [(a, b) for a in range(1, faces + 1) for b in range(1, faces + 1)]
    wins = sum(1 for a, b in pairs if a + difference > b)
    ties = sum(1 for a, b in pairs if a + difference == b)
    return Fraction(wins, len(pairs) - ties)


@deriver(GAME, provides=("tot-tactical-advantage",), targets={"die-faces": "constant"})
def tactical_table(game: Game) -> list[DerivedTable]:
    faces = whole_constant(game, "die-faces")
    rows = tuple((signed(d), str(tactical_chance(d, faces)), percent(tactical_chance(d, faces)))
                 for d in range(1 - faces, faces))
    return [DerivedTable("tot-tactical-advantage", "Tactical advantage (9.4)",
                         ("Tactical difference (yours - opponent's)", "Chance to win it", "Percent"),
                         rows, ("A die each plus the tactical rating; the higher total wins; a tie is rolled "
                                "again.",))]


def siege_odds(take_from: int, lose_upto: int, faces: int) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """Per attempt: chance to take, chance to lose a unit; expected attempts to take, expected units
    lost before taking it (losses per attempt over the chance to take)."""
    from fractions import Fraction   # loaded only when a table is derived

    take = Fraction(sum(1 for f in range(1, faces + 1) if f >= take_from), faces)
    lose = Fraction(sum(1 for f in range(1, faces + 1) if f <= lose_upto), faces)
    return take, lose, 1 / take, lose / take


@deriver(GAME, provides=("tot-sieges",), targets=dict.fromkeys(SIEGES, "constant"))
def siege_table(game: Game) -> list[DerivedTable]:
    faces, fortress, powerful, loss = (whole_constant(game, ident) for ident in SIEGES)
    take, _, attempts, _ = siege_odds(fortress, 0, faces)
    p_take, p_lose, p_attempts, p_lost = siege_odds(powerful, loss, faces)
    rows = (("Fortress (10.4; 10.5.8 with a Siege marker)", f"{fortress}+", str(take), percent(take),
             "not stated", str(attempts), "not stated"),
            ("Powerful fortress, besieged (10.5.3)", str(powerful), str(p_take), percent(p_take),
             str(p_lose), str(p_attempts), str(p_lost)))
    return [DerivedTable("tot-sieges", "Sieges and storming (10.4, 10.5)",
                         ("Target", "Roll to take", "Chance to take", "Percent", "Chance to lose a unit",
                          "Expected attempts", "Expected units lost before taking it"), rows,
                         (f"A besieged powerful fortress falls on a {powerful}, and each roll of 1-{loss} costs "
                          "the besieger a unit (10.5.3); the text states no loss for fortresses.",))]
