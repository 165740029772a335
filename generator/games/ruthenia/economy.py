"""Income, raid yields and victory points name only existing province kinds, constructions,
characteristics and orders; the game-end thresholds are stated once and match the rules text."""

from __future__ import annotations

import re

from generator.games.ruthenia.common import (
    GAME, STRATEGY, Texts, cell, cell_at, is_int, missing, names, numbered, rows,
)
from generator.games.ruthenia.references import numbered_children
from generator.model import entities as e
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

SUBJECT_TABLES = ("income", "raid-yields", "victory-points")
UNCHECKED_KINDS = ("battle", "card")
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine", 10: "ten", 12: "twelve", 25: "twenty-five"}


def vocabulary(game: GameContent) -> dict[str, set[str]]:
    """The names each subject kind may use, from the tables that define them."""
    table_3 = game.table("table-3-characteristics")
    return {
        "province": {row.label for row in rows(game.table("province-kinds")) if row.label is not None},
        "construction": {row.label for row in rows(game.table("constructions")) if row.label is not None},
        "order": {row.label for row in rows(game.table("orders")) if row.label is not None},
        "characteristic": {str(cell(table_3, row, "table-3-name")).lower() for row in rows(table_3)},
    }


def subject_cells(table: e.Table):
    """(row, column index, subject kind, names) of each cell that names a defined thing."""
    ids = [column.id for column in table.columns]
    for row in table.rows:
        kind = cell(table, row, f"{table.id}-subject-kind")
        for column in (f"{table.id}-subject", f"{table.id}-unless"):
            if column in ids:
                what = "construction" if column.endswith("unless") else kind
                yield row, ids.index(column), what, names(cell(table, row, column))


@rule("ruthenia-named-subjects", game=GAME)
def named_subjects(game: GameContent):
    """Income, raid-yield and VP rows name existing province kinds, constructions, characteristics
    and orders; constructions name existing builder characteristics.

    Passes: income row ``[construction, market, 1, ...]`` with a 'market' row in 'constructions'.
    Fails: ``[construction, bazaar, 1, ...]``; ``[province, capital, 2, ...]``.
    """
    known, texts = vocabulary(game), Texts(game)
    tables = [game.table(t) for t in SUBJECT_TABLES]
    if None in tables:
        yield missing(game, "the tables " + ", ".join(SUBJECT_TABLES))
    for table in (t for t in tables if t is not None):
        for row, index, kind, subjects in subject_cells(table):
            yield from _check_names(texts, table, row, index, kind, subjects, known)
    constructions = game.table("constructions")
    if constructions is None:
        return
    ids = [c.id for c in constructions.columns]
    if "constructions-builders" not in ids:
        yield Finding("table 'constructions' has no column 'constructions-builders' (who may build)",
                      constructions.at("columns"))
        return
    index = ids.index("constructions-builders")
    for row in constructions.rows:
        subjects = names(cell(constructions, row, "constructions-builders"))
        yield from _check_names(texts, constructions, row, index, "characteristic", subjects, known)


def _check_names(texts, table, row, index, kind, subjects, known):
    if kind in UNCHECKED_KINDS:
        return
    if kind not in known:
        yield Finding(f"table '{table.id}': '{kind}' is no subject kind (one of "
                      f"{', '.join(sorted(known))}, or {' or '.join(UNCHECKED_KINDS)})",
                      cell_at(texts, row, 0))
        return
    for name in subjects:
        if name not in known[kind]:
            yield Finding(f"table '{table.id}' names the {kind} '{name}', which is not defined "
                          f"(defined: {', '.join(sorted(known[kind]))})", cell_at(texts, row, index))


def states(text: str, number: int) -> bool:
    """Whether a rule text states ``number``, in digits or in words."""
    pattern = rf"\b{number}\b" + (rf"|\b{WORDS[number]}\b" if number in WORDS else "")
    return re.search(pattern, text, re.IGNORECASE) is not None


@rule("ruthenia-game-end", game=GAME)
def game_end(game: GameContent):
    """Table 'game-end' states each condition of Strategy Book 1.3. exactly once, and each threshold
    is the number its rule states (8 provinces, 25 VP; the home province condition has none).

    Passes: row ``provinces: [..., 8, "1.3.1."]`` with 1.3.1. 'controls eight provinces'.
    Fails: a threshold of 9; a second row citing 1.3.1.; no row for 1.3.3.
    """
    table, texts = game.table("game-end"), Texts(game)
    conditions = numbered(game).get((STRATEGY, "1.3."), [])
    if table is None or not conditions:
        yield missing(game, "table 'game-end' and Strategy Book 1.3.")
        return
    by_number = dict(numbered_children(conditions[0]))
    stated: dict[str, e.Row] = {}
    for row in table.rows:
        section = str(cell(table, row, "game-end-section"))
        condition = by_number.get(section)
        if condition is None:
            yield Finding(f"game-end row '{row.label}' cites {section}, which is no condition of "
                          "Strategy Book 1.3.", cell_at(texts, row, 2))
        elif section in stated:
            yield Finding(f"Strategy Book {section} is stated twice: rows '{stated[section].label}' "
                          f"and '{row.label}'", row.pos, related(stated[section].pos, "first here"))
        else:
            stated[section] = row
            yield from _threshold(texts, table, row, condition)
    for number in sorted(by_number.keys() - stated.keys()):
        yield Finding(f"Strategy Book {number} has no row in table 'game-end'", table.at("rows"))


def _threshold(texts: Texts, table: e.Table, row: e.Row, condition: e.Rule):
    threshold = cell(table, row, "game-end-threshold")
    if is_int(threshold) and isinstance(condition.text, str) and not states(condition.text, threshold):
        yield Finding(f"game-end row '{row.label}' gives {threshold}, but Strategy Book "
                      f"{condition.number} says: {condition.text}", cell_at(texts, row, 1),
                      related(condition.at("text"), "the rule"))
