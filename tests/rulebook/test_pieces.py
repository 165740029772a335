"""The rules book's pieces, fast: references printed as section and page, and tables that fit."""

from __future__ import annotations

import pytest

from generator.model.game.project import walk_rules
from generator.quickref.grids import Grid, grid_for
from generator.reference.anchors import build_anchors
from generator.rulebook.markup import BookText, fill_pages, marked_anchors
from generator.rulebook.styles import make_styles
from generator.rulebook.tables import Turned, fitted_tables
from generator.rules.derived import derived_tables
from generator.validation import validate

GAMES = ["kingsburg", "rurik", "ruthenia", "time-of-troubles"]


@pytest.fixture(scope="module")
def project(repo_root):
    return validate(repo_root).project


def test_a_section_number_prints_with_its_page_and_links(project):
    game = project.games["time-of-troubles"]
    anchors = build_anchors(game)
    present = {anchors.of(r) for r in walk_rules(game.rules)}
    text = BookText(anchors, present, {})
    rule = next(r for r in walk_rules(game.rules) if r.number and "." in r.number.strip("."))
    markup = text.markup(f"as in ({rule.number})")
    (anchor,) = marked_anchors(markup)
    assert anchor == anchors.of(rule)
    shown = fill_pages(markup, {anchor: 12})
    assert f'<a href="#{anchor}"' in shown and f"{rule.number.rstrip('.')}, p. 12</a>)" in shown
    assert "p. ?" in fill_pages(markup, {})    # before the first pass has placed it


def test_a_reference_to_a_section_the_book_lacks_stays_text(project):
    game = project.games["rurik"]
    anchors = build_anchors(game)
    assert marked_anchors(BookText(anchors, set(), {}).markup("see 3.2. and [a card](#scheme-cards)")) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_fits_the_text_width_or_turned_the_text_height(project, game_id):
    game = project.games[game_id]
    derived = derived_tables(game)
    styles, width, height = make_styles(), 470.0, 690.0
    for ident in [t.id for t in game.tables] + [d.id for d in derived]:
        for table in fitted_tables(grid_for(game, derived, ident), styles, width, height):
            w, _h = table.wrap(width, height)
            assert w <= width + 0.01, ident
            if isinstance(table, Turned):
                assert table.inner.wrap(height, width)[0] <= height + 0.01, ident


def test_a_table_too_wide_even_turned_is_split_into_column_groups():
    rows = tuple(tuple(f"column{k}-row{r}-wide-words" for k in range(30)) for r in range(4))
    tables = fitted_tables(Grid("Wide", None, rows, ()), make_styles(), 300.0, 400.0)
    assert len(tables) > 1 and all(isinstance(t, Turned) for t in tables)
    for table in tables:
        assert table.inner.wrap(400.0, 300.0)[0] <= 400.0 - 90 + 0.01
