"""The translated model is a copy: changing it leaves the source game as it was."""

from __future__ import annotations

import pickle
from pathlib import Path

from generator.i18n.translate import SECTIONS, translated_once
from generator.validation import validate

ROOT = Path(__file__).resolve().parents[2]


def _sections(game) -> list:
    return [game.manifest, *(getattr(game, name) for name in SECTIONS)]


def test_changing_the_translated_model_leaves_the_source_as_it_was():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    before = pickle.dumps(_sections(game))
    russian = translated_once(game, "ru")
    assert pickle.dumps(_sections(russian)) != before      # the Russian strings are in the copy
    deck = russian.decks[0]
    deck.cards[0].title = "changed"
    deck.cards[0].field_pos.clear()
    deck.cards[0].attributes["effect"] = "changed"
    deck.cards.append(deck.cards[0])
    assert pickle.dumps(_sections(game)) == before


def test_the_translated_model_is_made_once_per_loaded_game():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    russian = translated_once(game, "ru")
    assert translated_once(game, "ru") is russian and russian is not game
    assert russian.manifest is not None and russian.manifest.lang == "ru"
