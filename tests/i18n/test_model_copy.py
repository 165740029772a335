"""The translated model: a new game whose changed entities are new, sharing the rest with the
source, which stays as it was."""

from __future__ import annotations

import pickle
from pathlib import Path

from generator.i18n.translate import SECTIONS, translated_game
from generator.validation import validate

ROOT = Path(__file__).resolve().parents[2]


def _sections(game) -> list:
    return [game.manifest, *(getattr(game, name) for name in SECTIONS)]


def test_translating_leaves_the_source_as_it_was():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    before = pickle.dumps(_sections(game))
    russian = translated_game(game, "ru")
    assert pickle.dumps(_sections(game)) == before
    assert pickle.dumps(_sections(russian)) != before


def test_translated_entities_are_new_and_the_others_are_shared():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    russian = translated_game(game, "ru")
    cards = [(old, new) for deck, other in zip(game.decks, russian.decks)
             for old, new in zip(deck.cards, other.cards)]
    changed = [(old, new) for old, new in cards if old.title != new.title]
    assert changed and all(new.at("title").path.endswith("ru.po") for _, new in changed)
    assert all(old.at("title").path.endswith(".yaml") for old, _ in changed)
    rows = [(old, new) for table, other in zip(game.tables, russian.tables)
            for old, new in zip(table.rows, other.rows)]
    shared = [old for old, new in rows if new is old]
    assert shared and len(shared) < len(rows)   # rows without words to translate are not copied


def test_the_translated_model_is_a_new_game_and_the_source_keeps_its_language():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    russian = translated_game(game, "ru")
    assert russian is not game and russian.manifest is not None and russian.manifest.lang == "ru"
    assert game.manifest is not None and game.manifest.lang != "ru" and russian.wording.lang == "ru"
