"""Every stage stays linear in a text's length: the quick reference is laid out no further than
it must be to name what overflows. (Figures: bench/bench_text_length.py.)"""

from __future__ import annotations

import pytest

from generator.quickref.pages import PAGE_LIMIT
from generator.quickref.sheet import build_sheet
from generator.validation import validate
from tests.project_fixture import write_project
from tests.reference.demo_project import CONTENT, GAME


@pytest.mark.parametrize("words", [6_000, 12_000])
def test_a_sheet_past_the_limit_is_laid_out_no_further_than_the_first_page_beyond(tmp_path, monkeypatch,
                                                                                   words):
    """Time stays linear in a rule's length: the layout stops at the end of page PAGE_LIMIT + 1
    (before, it laid every page out, each one wrapping all the text left: quadratic)."""
    from reportlab.lib.pagesizes import A4

    from generator.loading import yaml_values
    from generator.quickref.pages import render

    monkeypatch.setattr(yaml_values, "MAX_TEXT_CHARS", 10 ** 6)  # the layout, not the loader's cap

    long_rule = " ".join(["troops"] * words)  # one sentence, no clause to cut it at
    content = CONTENT.replace('text: "Place troops."', f'text: "Place {long_rule}."')
    assert content != CONTENT
    write_project(tmp_path, {"game.yaml": GAME, "content.yaml": content})
    game = validate(tmp_path).project.games["demo"]
    rendered = render(build_sheet(game), A4)
    assert rendered.pages == PAGE_LIMIT + 1
    assert rendered.overflow == ("Actions", "Battles", "End of game and scoring", "Icon legend", "Version and sources")
