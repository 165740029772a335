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


def test_rurik_prints_its_leaders_abilities_and_its_agendas_goals():
    import io

    from pypdf import PdfReader

    from generator.quickref.writer import make_quickrefs
    from tests.reference.conftest import ROOT

    rurik = validate(ROOT).project.games["rurik"]
    for paper, pdf in make_quickrefs(rurik).items():
        reader = PdfReader(io.BytesIO(pdf))
        text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
        assert len(reader.pages) == 2, paper
        assert "Leader cards" in text and "What it does" in text, paper
        assert "In Mstislav's region a good costs you one tax point" in text, paper   # an ability
        assert "Agenda cards" in text and "Most goods; those on your boat" in text, paper  # a goal
        assert "defeated-rebel" not in text and "Defeated rebel" in text, paper
