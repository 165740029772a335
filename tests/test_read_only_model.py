"""The loaded model is read-only: no stage after loading writes to it, and a project rule that
tries is reported as a finding of that rule."""

from __future__ import annotations

import dataclasses
import shutil
import textwrap
from pathlib import Path

import pytest

from generator.cli.main import main
from generator.validation import validate
from project_fixture import HEADER, write_project

ROOT = Path(__file__).resolve().parent.parent


def test_a_loaded_game_refuses_assignment_and_holds_tuples():
    game = validate(ROOT, ["kingsburg"]).project.games["kingsburg"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.decks = ()   # type: ignore[misc]
    assert isinstance(game.decks, tuple) and isinstance(game.files, tuple)
    assert not hasattr(game, "memo")


def test_a_project_rule_that_assigns_to_the_game_is_a_finding_saying_so(tmp_path, capsys):
    root = write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": "resources:\n"
                                    "  - {id: coin, name: Coin, kind: currency, source: {section: S}}\n"})
    (root / "rules").mkdir()
    (root / "rules" / "writer.py").write_text(textwrap.dedent('''\
        from generator.api import Game, rule


        @rule("demo-writer", game="demo")
        def writer(game: Game):
            """Tries to change the game.

            Passes: never. Fails: always.
            """
            game.resources[0].name = "Gold"
            yield from ()
        '''), encoding="utf-8")
    (root / "generator.toml").write_text('[rules]\npython = "rules"\n', encoding="utf-8")
    assert main(["--project", str(root), "validate"]) == 1
    out, err = capsys.readouterr()
    [line] = [line for line in out.splitlines() if "[demo-writer]" in line]
    assert "error: internal error in rule 'demo-writer': FrozenInstanceError" in line
    assert "a rule reads the game and cannot change it" in line and "rules/writer.py:10" in line
    assert "Traceback" not in out + err


def test_a_loaded_card_space_row_and_rule_refuse_assignment():
    game = validate(ROOT, ["kingsburg"]).project.games["kingsburg"]
    card, space, row, rule = game.decks[0].cards[0], game.boards[0].spaces[0], game.tables[0].rows[0], game.rules[0]
    for entity, name, value in ((card, "title", "x"), (space, "name", "x"), (row, "cells", []),
                                (rule, "children", ())):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(entity, name, value)


@pytest.mark.slow
def test_no_stage_after_loading_writes_to_the_model(tmp_path):
    """Entities refuse assignment (a write would fail), and validate and a whole build of a game
    (kit, rules book, quick reference, reference, card images) succeed."""
    shutil.copytree(ROOT / "content" / "kingsburg", tmp_path / "content" / "kingsburg")
    shutil.copytree(ROOT / "rules" / "kingsburg", tmp_path / "rules" / "kingsburg")   # its derived tables
    shutil.copy(ROOT / "generator.toml", tmp_path)
    assert main(["--project", str(tmp_path), "validate", "--no-cache"]) == 0
    assert main(["--project", str(tmp_path), "build", "--paper", "a4"]) == 0
    assert (tmp_path / "output" / "kingsburg" / "kingsburg-kit-a4.pdf").is_file()
