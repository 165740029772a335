"""The game-end thresholds: each condition of Strategy Book 1.3. is stated once in table 'game-end',
and each threshold is the number its rule states."""

from __future__ import annotations

import re

from generator.games.ruthenia.common import GAME, STRATEGY, Texts, cell, cell_at, is_int, missing, numbered
from generator.games.ruthenia.references import numbered_children
from generator.model import entities as e
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine", 10: "ten", 12: "twelve", 25: "twenty-five"}


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
