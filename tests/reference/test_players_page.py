"""What a game page shows players: no content keys as text, no notes on how the page was made,
no table without rows, and headers that say what their column holds."""

from __future__ import annotations

import re

import pytest

GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")
_SLUG_CELL = re.compile(r"<(td|dd|li)(?: [^>]*)?>([a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)</\1>")


@pytest.mark.parametrize("game", GAMES)
def test_no_content_key_shows_as_a_cell(shipped_site, game):
    page = (shipped_site / f"{game}.html").read_text(encoding="utf-8")
    assert [m.group(2) for m in _SLUG_CELL.finditer(page)] == []


@pytest.mark.parametrize("game", GAMES)
def test_no_note_on_how_the_page_was_made(shipped_site, game):
    page = (shipped_site / f"{game}.html").read_text(encoding="utf-8")
    for made in ("Computed from the content", "Encoded in parts", "by the generator"):
        assert made not in page


@pytest.mark.parametrize("game", GAMES)
def test_every_table_shown_has_a_row(shipped_site, game):
    page = (shipped_site / f"{game}.html").read_text(encoding="utf-8")
    for figure in re.finditer(r'<figure class="grid" id="([^"]*)">(.*?)</figure>', page, re.S):
        if "<table" in figure.group(2):
            assert re.search(r"<tbody>\s*<tr", figure.group(2)), figure.group(1)


def test_a_board_laid_out_from_a_table_links_it_instead_of_an_empty_table(shipped_site):
    page = (shipped_site / "rurik.html").read_text(encoding="utf-8")
    board = re.search(r'<figure class="grid" id="board-strategy-board-3-4-board">(.*?)</figure>', page, re.S)
    assert board and "<table" not in board.group(1)
    assert 'Its spaces are the rows of the table <a href="#table-strategy-board-3-4"' in board.group(1)


def test_track_columns_say_what_a_space_needs_and_what_reaching_it_gives(shipped_site):
    page = (shipped_site / "rurik.html").read_text(encoding="utf-8")
    claim = re.search(r'id="track-claim-rule">(.*?)</figure>', page, re.S).group(1)
    assert '<th scope="col">Space value</th>' in claim and '<th scope="col">On reaching it</th>' in claim
    assert re.search(r"<td[^>]*>Rule 2 regions</td><td[^>]*>2</td><td[^>]*>1 VP \(value 1\)</td>", claim)
    assert ">Threshold<" not in claim


def test_a_key_value_reads_as_words_and_a_marker_as_its_entry(shipped_site):
    page = (shipped_site / "time-of-troubles.html").read_text(encoding="utf-8")
    assert '<td data-label="Kind">City VP</td>' in page and "city-vp" not in page.split("<main", 1)[1]
    assert 'href="#resource-marker-turn"' in page


def test_a_game_without_a_rulebook_has_no_empty_rulebook_row(tmp_path):
    from generator.render.html_site import write_site
    from generator.validation import validate
    from tests.project_fixture import write_project
    from tests.reference.demo_project import CONTENT, GAME

    root = write_project(tmp_path, {"game.yaml": GAME.replace("  rulebook: Demo rules\n", ""),
                                    "content.yaml": CONTENT})
    write_site(validate(root).project, tmp_path / "site")
    page = (tmp_path / "site" / "demo.html").read_text(encoding="utf-8")
    assert "<dt>Players</dt>" in page and "<dt>Rulebook</dt>" not in page


def test_a_rolled_table_says_where_the_sources_stop(shipped_site):
    page = (shipped_site / "time-of-troubles.html").read_text(encoding="utf-8")
    shooting = re.search(r'id="table-shooting">(.*?)</figure>', page, re.S).group(1)
    assert ('<p class="sources-stop">Where the sources stop (rolls 4, 5, 6: The text shows die rows 1-3 only): '
            "a roll that lands on a cell marked unknown cannot be resolved from this table.</p>") in shooting
