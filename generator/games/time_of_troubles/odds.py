"""Derived reference data: exact odds of evasion, tactical advantage, subjugation, sieges and
combat losses, from the rules' mechanics and the content's tables. Chances are exact fractions
written as text ('7/12'), with a rounded percentage beside them."""

from __future__ import annotations

from fractions import Fraction

from generator.games.time_of_troubles.data import (
    COMBAT_TABLES, DIE, GAME, ROUT, combat_key, lg_cost, parse_result, subjugation_tables,
)
from generator.model.values import is_unknown
from generator.rules.derived import DerivedTable, deriver
from generator.model.values import roll_faces

EVASION_TARGET = 4                      # 7.6.1: evade on 4+, adjusted by the strategic difference
EVASION_DIFFERENCES = range(-4, 5)
FORTRESS_ROLL, POWERFUL_ROLL, SIEGE_LOSS_UPTO = 5, 6, 2   # 10.4, 10.5.3, 10.5.3
FACES = range(1, DIE + 1)


def exact(value: Fraction) -> str:
    return str(value)


def percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def evasion_chance(difference: int) -> Fraction:
    """Evader's strategic rating minus the attacker's: 4+ adjusted, natural 1 fails, 6 succeeds."""
    wins = [f for f in FACES if f == DIE or (f != 1 and f + difference >= EVASION_TARGET)]
    return Fraction(len(wins), DIE)


def _needed(difference: int) -> str:
    needed = EVASION_TARGET - difference
    if needed >= DIE:
        return f"{DIE} (only a natural {DIE})"
    if needed <= 2:
        return "2+ (a natural 1 fails)"
    return f"{needed}+"


@deriver(GAME, provides=("tot-evasion",))
def evasion_table(game) -> list[DerivedTable]:
    rows = tuple((f"{d:+d}" if d else "0", _needed(d), exact(evasion_chance(d)), percent(evasion_chance(d)))
                 for d in EVASION_DIFFERENCES)
    return [DerivedTable("tot-evasion", "Evasion (7.6.1)",
                         ("Strategic difference (evader - attacker)", "Roll needed", "Chance", "Percent"),
                         rows, ("A die, 4+ adjusted by the difference; a natural 1 always fails and a "
                                "natural 6 always succeeds.",))]


def tactical_chance(difference: int) -> Fraction:
    """Chance to win tactical advantage with a rating ``difference`` higher: a die each plus the
    rating, the higher total wins, ties are re-rolled."""
    wins = sum(1 for a in FACES for b in FACES if a + difference > b)
    ties = sum(1 for a in FACES for b in FACES if a + difference == b)
    return Fraction(wins, DIE * DIE - ties)


@deriver(GAME, provides=("tot-tactical-advantage",))
def tactical_table(game) -> list[DerivedTable]:
    rows = tuple((f"{d:+d}" if d else "0", exact(tactical_chance(d)), percent(tactical_chance(d)))
                 for d in range(1 - DIE, DIE))
    return [DerivedTable("tot-tactical-advantage", "Tactical advantage (9.4)",
                         ("Tactical difference (yours - opponent's)", "Chance to win it", "Percent"),
                         rows, ("A die each plus the tactical rating; the higher total wins; ties are "
                                "rolled again.",))]


def _faces(rows, column: int) -> dict[int, object]:
    """Cell by die face down one column (ranges of faces spread out); unreadable rolls skipped."""
    out = {}
    for row in rows:
        faces = roll_faces(row.roll) if row.roll is not None else None
        for face in faces or ():
            if column < len(row.cells):
                out[face] = row.cells[column]
    return out


def _face_list(faces) -> str:
    """'1-3, 5' for faces 1, 2, 3, 5; '-' for none."""
    runs: list[list[int]] = []
    for face in sorted(faces):
        if runs and face == runs[-1][-1] + 1:
            runs[-1].append(face)
        else:
            runs.append([face])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs) or "-"


def subjugation_odds(table) -> tuple:
    """(region, LG, chance of a city, expected VP per roll, per LG point, unknown faces)."""
    results = {f: (None if is_unknown(c) else parse_result(c)) for f, c in _faces(table.rows, 0).items()}
    unknown = [f for f in FACES if results.get(f) is None]
    known = [r for f, r in results.items() if r is not None and f in FACES]
    city = Fraction(sum(1 for r in known if r), DIE)
    low = Fraction(sum(min(vp for _, vp in r) for r in known if r), DIE)
    high = Fraction(sum(max(vp for _, vp in r) for r in known if r), DIE)
    cost = lg_cost(table)
    per_lg = _span(low / cost, high / cost, unknown) if cost and cost > 0 else "-"
    return (table.title, cost if cost is not None else "-", _span(city, city, unknown),
            _span(low, high, unknown), per_lg, _face_list(unknown))


def _span(low: Fraction, high: Fraction, unknown: list[int]) -> str:
    """'7/6'; '1/3-2/3' when alternatives differ in VP; 'at least ...' when faces are unknown."""
    text = exact(low) if low == high else f"{exact(low)}-{exact(high)}"
    return f"at least {exact(low)}" if unknown else text


@deriver(GAME, provides=("tot-subjugation-odds",))
def subjugation_table(game) -> list[DerivedTable]:
    rows = tuple(subjugation_odds(table) for table in subjugation_tables(game))
    return [DerivedTable("tot-subjugation-odds", "Subjugation by legitimacy (10.2)",
                         ("Region", "LG per roll", "Chance of a city", "Expected VP per roll",
                          "Expected VP per LG point", "Faces unknown"), rows,
                         ("One die on the region's table; VP as the table gives them, whether or not the "
                          "city is already held (10.2.1-10.2.3).",
                          "With unknown faces, the values count the known faces only: 'at least'."))]


def siege_odds(take_from: int, lose_upto: int) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """Per attempt: chance to take, chance to lose a unit; expected attempts to take, expected units
    lost before taking it (losses per attempt over the chance to take)."""
    take = Fraction(sum(1 for f in FACES if f >= take_from), DIE)
    lose = Fraction(sum(1 for f in FACES if f <= lose_upto), DIE)
    return take, lose, 1 / take, lose / take


@deriver(GAME, provides=("tot-sieges",))
def siege_table(game) -> list[DerivedTable]:
    take, _, attempts, _ = siege_odds(FORTRESS_ROLL, 0)
    p_take, p_lose, p_attempts, p_lost = siege_odds(POWERFUL_ROLL, SIEGE_LOSS_UPTO)
    rows = (("Fortress (10.4; 10.5.8 with a Siege marker)", f"{FORTRESS_ROLL}+", exact(take), percent(take),
             "not stated", exact(attempts), "not stated"),
            ("Powerful fortress, besieged (10.5.3)", str(POWERFUL_ROLL), exact(p_take), percent(p_take),
             exact(p_lose), exact(p_attempts), exact(p_lost)))
    return [DerivedTable("tot-sieges", "Sieges and storming (10.4, 10.5)",
                         ("Target", "Roll to take", "Chance to take", "Percent", "Chance to lose a unit",
                          "Expected attempts", "Expected units lost before taking it"), rows,
                         (f"A powerful fortress falls on a {POWERFUL_ROLL} and costs the besieger a unit "
                          f"on 1-{SIEGE_LOSS_UPTO} (10.5.3); the text states no loss for fortresses.",))]


def combat_losses(table, column: int) -> tuple:
    """(table, strength, losses by face, expected losses per roll, rout chance per roll).

    Unknown cells count as no loss, so with unknown faces the values are lower bounds."""
    cells = _faces(table.rows, column)
    keys = {f: combat_key(cells.get(f)) if f in cells else None for f in FACES}
    by_face = " ".join("?" if k is None else (ROUT if k[1] else str(k[0])) for k in keys.values())
    unknown = [f for f, k in keys.items() if k is None]
    losses = Fraction(sum(k[0] for k in keys.values() if k), DIE)
    routs = Fraction(sum(k[1] for k in keys.values() if k), DIE)
    return (table.title, table.columns[column].label, by_face, _span(losses, losses, unknown),
            _span(routs, routs, unknown))


@deriver(GAME, provides=("tot-combat-losses",))
def combat_table(game) -> list[DerivedTable]:
    tables = [t for t in game.tables if t.id in COMBAT_TABLES]
    rows = tuple(combat_losses(t, c) for t in tables for c in range(len(t.columns)))
    return [DerivedTable("tot-combat-losses", "Losses per Shooting and Melee roll (9.5, 9.6)",
                         ("Table", "Strength", "Losses by die face 1-6", "Expected losses per roll",
                          "Chance of a rout per roll"), rows,
                         ("'-' is no loss, a number its losses, '!' three losses and a rout (9.6.1); a "
                          "'*' does not change the count; '?' is a face missing from the text.",
                          "Die rows 4-6 are cut off in the text: with a face unknown the values count the "
                          "known faces only ('at least')."))]
