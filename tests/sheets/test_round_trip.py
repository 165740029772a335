"""A shipped deck moved to a spreadsheet gives the same model and the same kit PDF bytes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.export.sheet_export import export_entity
from generator.settings_file import KitSettings
from generator.model.build import load_project
from generator.model.game.plain import plain_game
from generator.render.kit_pdf import write_kits
from generator.validation import validate
from tests.sheets.sheet_fixture import cards_to_sheet
from tests.project_fixture import copy_shipped

CASES = [("rurik", "deeds", "deeds.yaml", "deeds.csv"),
         ("kingsburg", "enemies", "enemies.yaml", "enemies.xlsx")]


def _sheet_twin(repo_root: Path, tmp_path: Path, game: str, deck: str, yaml_name: str, sheet: str) -> Path:
    """A copy of the game whose deck takes its cards from an exported sheet."""
    root = tmp_path / "sheet"
    copy_shipped(game, root)
    original = load_project(repo_root, [game]).games[game]
    export_entity(original.deck(deck), root / "content" / game / sheet)
    cards_to_sheet(root / "content" / game / yaml_name, sheet)
    return root


@pytest.mark.parametrize(("game", "deck", "yaml_name", "sheet"), CASES)
def test_a_deck_read_from_a_sheet_equals_its_yaml_twin(repo_root, tmp_path, game, deck, yaml_name, sheet):
    root = _sheet_twin(repo_root, tmp_path, game, deck, yaml_name, sheet)
    assert not re.search(r"^\s*cards:", (root / "content" / game / yaml_name).read_text(encoding="utf-8"), re.M)
    twin = validate(root, [game])
    assert [str(d) for d in twin.errors()] == []
    original = validate(repo_root, [game])
    from_sheet = twin.project.games[game]
    assert from_sheet.deck(deck).cards_from.file == sheet
    assert from_sheet.deck(deck).cards[0].pos.path == f"content/{game}/{sheet}"
    assert plain_game(from_sheet) == plain_game(original.project.games[game])
    assert sorted(d.rule for d in twin.diagnostics) == sorted(d.rule for d in original.diagnostics)


@pytest.mark.parametrize(("game", "deck", "yaml_name", "sheet"), CASES[:1])
def test_the_kit_of_a_sheet_deck_has_the_same_bytes(repo_root, tmp_path, game, deck, yaml_name, sheet):
    root = _sheet_twin(repo_root, tmp_path, game, deck, yaml_name, sheet)
    settings = KitSettings(papers=("a4",), components=(deck,))
    pdfs = []
    for label, project_root in (("yaml", repo_root), ("sheet", root)):
        game_content = load_project(project_root, [game]).games[game]
        folder = tmp_path / f"out-{label}"
        folder.mkdir()
        (path,) = write_kits(game_content, folder, settings, project_root)
        pdfs.append(path.read_bytes())
    assert len(pdfs[0]) > 10_000
    assert pdfs[0] == pdfs[1]
