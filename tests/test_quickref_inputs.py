"""The quick references are made from each game without its cards' text (so a card edit leaves
them alone): for every shipped game they are the very bytes the whole game gives."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from generator.output.inputs import model_text, without_card_text
from generator.quickref.writer import write_quickrefs
from generator.rules.derived import derive_all
from generator.validation import validate

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def shipped():
    project = validate(ROOT).project
    derive_all(project)
    return project


@pytest.mark.parametrize("game_id", ["kingsburg", "rurik", "ruthenia", "time-of-troubles"])
def test_a_quick_reference_without_card_text_is_the_same_file(shipped, tmp_path, game_id):
    game = shipped.games[game_id]
    assert any(card.text for deck in game.decks for card in deck.cards)
    (tmp_path / "whole").mkdir()
    (tmp_path / "part").mkdir()
    whole = write_quickrefs(game, tmp_path / "whole")
    part = write_quickrefs(without_card_text(game), tmp_path / "part")
    assert [p.name for p in whole] == [p.name for p in part] and whole
    for a, b in zip(whole, part):
        assert a.read_bytes() == b.read_bytes(), a.name


def test_the_russian_quick_reference_without_card_text_is_the_same_file(shipped, tmp_path):
    from generator.i18n.builds import language_projects

    ((_, russian),) = language_projects(shipped, ("ru",))
    game = russian.games["time-of-troubles"]
    (tmp_path / "whole").mkdir()
    (tmp_path / "part").mkdir()
    whole = write_quickrefs(game, tmp_path / "whole")
    part = write_quickrefs(without_card_text(game), tmp_path / "part")
    assert whole and [a.read_bytes() for a in whole] == [b.read_bytes() for b in part]


def test_the_quick_references_key_holds_the_derived_tables_it_is_given(shipped):
    game = shipped.games["kingsburg"]
    shown = without_card_text(game)
    assert shown.derived is game.derived
    assert model_text(replace(shown, given_tables=shown.derived[1:])) != model_text(shown)


def test_a_worker_forked_before_planning_gives_the_quick_references_the_whole_games_tables(monkeypatch, tmp_path):
    from generator.output import pipeline

    project = validate(ROOT, ["kingsburg"]).project   # its derived tables not computed yet
    game = project.games["kingsburg"]
    assert "derived" not in vars(game)
    seen = {}

    def recorder(shown, folder, options):
        seen["game"], seen["tables"] = shown, shown.given_tables
        return []

    monkeypatch.setattr(pipeline, "quickrefs", recorder)
    built = pipeline.Pipeline(game_producers=[recorder], site_producers=[])
    pipeline._BUILD.update(pipeline=built, targets=[(project, tmp_path)], games={},
                           options=pipeline.BuildOptions(out=tmp_path))
    try:
        pipeline._run_game_part(0, 0, "kingsburg", None)
    finally:
        pipeline._BUILD.clear()
    assert seen["game"] is not game and seen["tables"] is game.derived
