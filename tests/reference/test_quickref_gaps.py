"""The quick reference of a small game of the publisher's own: its scoring in the rulebook's order,
the VP star of its cards in the legend, and its own design named instead of a missing rulebook."""

from __future__ import annotations

from generator.quickref.sheet import build_sheet
from generator.validation import validate
from tests.project_fixture import write_project
from tests.reference.demo_project import CONTENT, GAME

SCORING_FIRST = """\
  - id: scoring
    number: "3.5."
    title: Scoring
    kind: scoring
    text: "Score 1 VP per coin."
    source: {section: "3.5."}
"""


def _game(tmp_path, game=GAME, content=CONTENT):
    root = write_project(tmp_path, {"game.yaml": game, "content.yaml": content})
    result = validate(root)
    assert [str(d) for d in result.errors()] == []
    return result.project.games["demo"]


def test_numbered_scoring_rules_keep_the_rulebooks_order(tmp_path):
    content = CONTENT.replace("  - id: end\n", SCORING_FIRST + "  - id: end\n", 1)
    sheet = build_sheet(_game(tmp_path, content=content))
    assert [line.label for line in sheet.scoring] == ["3.5.", "4."]  # not the end of the game first


def test_the_legend_has_the_vp_star_the_cards_print(tmp_path):
    sheet = build_sheet(_game(tmp_path))
    assert ("vp", "Victory points") in sheet.icons


def test_a_game_of_its_own_design_says_so_instead_of_no_rulebook(tmp_path):
    game = GAME.replace("  rulebook: Demo rules\n", "").replace(
        "  source: {section: Components}\n", "  source: {design: \"Demo Games, designed by A. Author\"}\n", 1)
    sheet = build_sheet(_game(tmp_path, game=game))
    assert sheet.sources[0] == "Rules: the game's own design (Demo Games, designed by A. Author)."
    assert "Rulebook: not stated." not in sheet.sources


def test_a_picked_deck_of_leaders_prints_what_each_does_and_agendas_their_goals_in_words():
    """Rurik does not pick them: with them its sheet needs 7-7.5 pt type to fit two pages."""
    from generator.quickref.grids import grid_for
    from tests.reference.conftest import ROOT

    rurik = validate(ROOT).project.games["rurik"]
    leaders = grid_for(rurik, [], "leader-cards")
    assert leaders.rows[0] == ("Card", "What it does")
    mstislav = dict(row[:2] for row in leaders.rows[1:])["Mstislav"]
    assert mstislav.startswith("In Mstislav's region a good costs you one tax point") and mstislav.endswith(".")
    agendas = grid_for(rurik, [], "agendas")
    assert "What it does" not in agendas.rows[0] and agendas.rows[4][:2] == ("Courageous", "Defeated rebel")


def test_the_time_of_troubles_scores_its_scoring_sections_and_prints_troop_costs():
    import io

    from pypdf import PdfReader

    from generator.quickref.writer import make_quickrefs
    from tests.reference.conftest import ROOT

    game = validate(ROOT).project.games["time-of-troubles"]
    sheet = build_sheet(game)
    assert [line.label for line in sheet.scoring] == ["11", "14.9", "14.10", "14.11", "14.12"]
    assert "Troop Recruitment Table" in [grid.title for grid in sheet.tables]
    for paper, pdf in make_quickrefs(game).items():
        text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages).split())
        assert "Miscellaneous" not in text and "Cost (formation points)" in text, paper


def test_the_goal_comes_first_from_the_first_overview_rule(tmp_path):
    sheet = build_sheet(_game(tmp_path))
    assert [(line.title, line.summary) for line in sheet.goal] == [
        ("Introduction", "Score the most VP.")]


def test_a_picked_goal_wins_and_a_goal_naming_no_rule_is_refused(tmp_path):
    picked = GAME.replace("  version: \"3\"\n", "  version: \"3\"\n  quick_reference: {goal: setup}\n", 1)
    assert [line.title for line in build_sheet(_game(tmp_path / "a", game=picked)).goal] == ["Setup"]
    wrong = picked.replace("goal: setup", "goal: no-such-rule")
    root = write_project(tmp_path / "b", {"game.yaml": wrong, "content.yaml": CONTENT})
    found = [d for d in validate(root).errors() if d.rule == "quickref-pick"]
    assert [(d.pos.line, "'no-such-rule'" in d.message) for d in found] == [(9, True)]


def test_a_one_page_sheet_fills_both_columns_in_large_type(tmp_path):
    from reportlab.lib.pagesizes import A4

    from generator.quickref.sheet import build_sheets
    from generator.quickref.writer import fitted

    result = fitted(build_sheets(_game(tmp_path)), A4)
    assert result.pages == 1 and result.body > 9.0
    words = _words_by_column(result.pdf, A4[0] / 2)
    assert words["left"] and words["right"]
    # the columns are of about equal length: neither holds three times the other's words
    assert max(words.values()) < 3 * min(words.values())


def _words_by_column(pdf: bytes, middle: float) -> dict[str, int]:
    """How many words page one prints left and right of ``middle`` (points from the left edge)."""
    import io

    from pypdf import PdfReader

    counts = {"left": 0, "right": 0}

    def visit(text, cm, tm, font, size):
        x, y = cm[4] + tm[4], cm[5] + tm[5]
        if text.strip() and 40 < y < 780:   # between the header band and the footer
            counts["left" if x < middle else "right"] += len(text.split())

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    return counts
