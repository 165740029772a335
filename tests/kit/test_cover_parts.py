"""A component printed in parts (``encoded_in``): the cover names each part and its pages."""

from __future__ import annotations

from pypdf import PdfReader

from generator.kit.assemble import plan_kit
from generator.kit.cover import own_parts
from generator.kit.flow import _balanced_split
from generator.settings_file import KitSettings
from generator.render.kit_pdf import write_kits
from generator.validation import validate

from tests.kit.kit_fixture import GAME, write_demo
from tests.project_fixture import at, demo

BOARD = "  - {id: game-board, name: Game Board, total: 1, encoded_in: [score, map], source: {section: Components}}\n"


def _cover_text(path) -> str:
    reader = PdfReader(path)
    return " ".join(" ".join((reader.pages[i].extract_text() or "").split()) for i in range(2))


def test_the_cover_names_each_printed_part_with_its_pages(tmp_path):
    game_yaml = GAME.replace("resources:\n", BOARD + "resources:\n")
    root = write_demo(tmp_path / "project", **{"game.yaml": game_yaml})
    result = validate(root)
    assert [str(d) for d in result.errors()] == []
    game = result.project.games["demo"]
    plan = plan_kit(game, "a4", KitSettings(papers=("a4",)), root)
    pages = {i: next(p.where() for p in plan.placed if p.part.prints(i)) for i in ("score", "map")}
    (tmp_path / "out").mkdir()
    (path,) = write_kits(game, tmp_path / "out", KitSettings(papers=("a4",)), root)
    text = _cover_text(path)
    assert f"Game Board 1 complete Score track, {pages['score']}; Map, {pages['map']}." in text
    assert "make your own" not in text.split("Game Board", 1)[1].split(".", 1)[0]


def test_the_kingsburg_cover_says_which_parts_print_the_board(repo_root, tmp_path):
    game = validate(repo_root).project.games["kingsburg"]
    (path,) = write_kits(game, tmp_path, KitSettings(papers=("a4",)), repo_root)
    text = _cover_text(path)
    board = text.split("Game Board", 1)[1][:400]
    # the Scoring Track's length is not known: printed, but not complete
    assert board.startswith(" 1 printed, with gaps The King's Court, pages")
    assert "Not known: where 1 track mark(s) go" in board
    assert "Game Board, pages" in board     # the tracks of the board, printed together
    assert "make your own" not in board


def test_an_unknown_part_is_an_error(tmp_path):
    body = """\
decks:
  - {id: court, name: Court, source: {section: C}, cards: [{id: c1, title: One}]}
components:
  - {id: board, name: Board, total: 1, encoded_in: [court, calender], source: {section: C}}
"""
    found = demo(tmp_path, body, "component-parts")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 4, "[court")]
    assert "'calender'" in found[0][3]


def test_the_cover_sends_the_player_to_the_crosses_only_where_it_prints_them(tmp_path):
    """The alignment crosses print in the two double-sided modes; a one-sided cover does not
    mention them (its backs are lined up against a window)."""
    root = write_demo(tmp_path / "project")
    game = validate(root).project.games["demo"]
    for mode, says in (("long-edge", True), ("short-edge", True), ("simplex", False), ("gutterfold", False)):
        (tmp_path / mode).mkdir()
        (path,) = write_kits(game, tmp_path / mode, KitSettings(papers=("a4",), duplex=mode), root)
        assert ("crosses below" in _cover_text(path)) is says, mode


def test_a_component_row_gives_the_pieces_of_its_own_parts(tmp_path):
    """A part printing for one component alone has its pieces in that component's row and is not
    listed again under "What this PDF holds"; the demo's cover then fits on one page."""
    root = write_demo(tmp_path / "project")
    game = validate(root).project.games["demo"]
    settings = KitSettings(papers=("a4",), duplex="simplex")
    plan = plan_kit(game, "a4", settings, root)
    own = own_parts(game, plan.placed)
    assert own, "the demo has parts printing one component alone"
    assert len(plan.cover) == 1
    (tmp_path / "out").mkdir()
    (path,) = write_kits(game, tmp_path / "out", settings, root)
    text = " ".join((PdfReader(path).pages[0].extract_text() or "").split())
    for parts in own.values():
        for p in parts:
            assert " ".join(p.part.note.split()) in text
    held = text.split("What this PDF holds", 1)[1] if "What this PDF holds" in text else ""
    assert not any(f"{p.part.title} {p.part.note}" in held for parts in own.values() for p in parts)


def test_two_columns_are_cut_where_they_are_most_even():
    assert _balanced_split([1.0, 1.0, 1.0, 1.0]) == 2
    assert _balanced_split([5.0, 1.0, 1.0, 1.0]) == 1
    assert _balanced_split([1.0, 1.0, 1.0, 6.0]) == 3
