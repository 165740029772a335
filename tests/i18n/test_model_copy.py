"""The translated model's copy: the same values, the same sharing, and independent of the source."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

from generator.i18n.translate import SECTIONS, translated_game
from generator.model.game.copying import model_copy
from generator.validation import validate

ROOT = Path(__file__).resolve().parents[2]
PROJECTS = {"kingsburg": ROOT, "rurik": ROOT, "ruthenia": ROOT, "time-of-troubles": ROOT,
            "harbour": ROOT / "tests" / "fixtures" / "harbour"}


def _sections(game) -> list:
    return [game.manifest, *(getattr(game, name) for name in SECTIONS)]


@pytest.mark.parametrize("game_id", PROJECTS)
def test_the_copy_is_what_a_deep_copy_is_shared_objects_included(game_id):
    game = validate(PROJECTS[game_id], [game_id]).project.games[game_id]
    sections = _sections(game)
    # pickle writes an object seen twice as a reference: equal bytes mean equal values and sharing
    assert pickle.dumps(model_copy(sections, {})) == pickle.dumps(copy.deepcopy(sections, {}))


def test_changing_the_copy_leaves_the_source_as_it_was():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    before = pickle.dumps(_sections(game))
    copied = model_copy(_sections(game), {})
    deck = copied[3][0]                      # the first deck
    deck.cards[0].title = "changed"
    deck.cards[0].field_pos.clear()
    deck.cards[0].attributes["effect"] = "changed"
    deck.cards.append(deck.cards[0])
    assert pickle.dumps(_sections(game)) == before


def test_the_translated_model_is_a_new_game_and_the_source_keeps_its_language():
    game = validate(ROOT, ["time-of-troubles"]).project.games["time-of-troubles"]
    russian = translated_game(game, "ru")
    assert russian is not game and russian.manifest is not None and russian.manifest.lang == "ru"
    assert game.manifest is not None and game.manifest.lang != "ru" and russian.wording.lang == "ru"
