"""The quick references are made from each game without its cards' text (so a card edit leaves
them alone): for every shipped game they are the very bytes the whole game gives."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import ClassVar

import pytest

from generator.output.inputs import model_text, without_card_text
from generator.output.tasks import WITHOUT_CARD_TEXT, Producer
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


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["kingsburg", "rurik", "ruthenia", "time-of-troubles"])
def test_a_rules_book_without_card_text_is_the_same_file(shipped, tmp_path, game_id):
    from generator.rulebook.writer import write_rulebook

    game = shipped.games[game_id]
    for folder in ("whole", "part"):
        (tmp_path / folder).mkdir()
    whole = write_rulebook(game, tmp_path / "whole", f"{game_id}-rules-a4.pdf")
    part = write_rulebook(without_card_text(game), tmp_path / "part", f"{game_id}-rules-a4.pdf")
    assert whole.read_bytes() == part.read_bytes()


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


class Shown(Producer):
    """A producer reading what the quick references read, noting the game it is given."""

    name, reads = "shown", WITHOUT_CARD_TEXT
    seen: ClassVar[list] = []

    def run(self, project, game, folder, options, task):
        self.seen.append(game)
        return []


def test_a_task_reading_the_game_without_card_text_is_given_that_with_the_whole_games_tables(tmp_path):
    from generator.output.pipeline import Pipeline
    from generator.output.tasks import BuildOptions

    project = validate(ROOT, ["kingsburg"]).project   # its derived tables not computed yet
    game = project.games["kingsburg"]
    assert "derived" not in vars(game)
    Pipeline(producers=[Shown()]).run(project, BuildOptions(out=tmp_path / "out", workers=0))
    (shown,) = Shown.seen
    assert shown is not game and shown.given_tables is game.derived
    assert {card.text for deck in shown.decks for card in deck.cards} <= {"text", None, ""}
