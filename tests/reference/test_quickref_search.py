"""The quick reference's type-size search and its parsed-paragraph reuse."""

from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph

from generator.quickref.paragraphs import SheetParagraph, forget_parsed
from generator.quickref.styles import BODY_SIZES, make_styles
from generator.quickref.writer import _largest_fitting

COUNT = len(BODY_SIZES)


@pytest.mark.parametrize("first_fit", range(COUNT + 1))  # COUNT: no size fits
@pytest.mark.parametrize("hint", range(COUNT))
def test_search_finds_the_largest_size_that_fits_from_any_hint(first_fit, hint):
    tried = []

    def fits(index, likely=False):
        tried.append(index)
        return index >= first_fit

    assert _largest_fitting(fits, hint) == (first_fit if first_fit < COUNT else None)
    assert len(tried) == len(set(tried))   # no size is tried twice
    assert len(tried) <= 5   # the hint, its neighbour, then a bisection of what is left


def test_a_right_hint_takes_two_trials():
    tried = []
    assert _largest_fitting(lambda i, likely=False: tried.append(i) or i >= 2, 2) == 2
    assert tried == [2, 1]


def test_reused_parse_gives_the_same_paragraph_as_reportlab():
    s = make_styles(8.0)
    text = "<b>6.2. Taxes</b> — each player pays 1 Coin &amp; loses a <i>Fur</i> at 2+ provinces"
    forget_parsed()
    first, again, plain = SheetParagraph(text, s.body), SheetParagraph(text, s.body), Paragraph(text, s.body)
    assert first.frags is not again.frags and first.frags[0] is not again.frags[0]
    assert [f.__dict__ for f in first.frags] == [f.__dict__ for f in plain.frags] == \
        [f.__dict__ for f in again.frags]
    for made in (first, again):
        assert made.wrap(90, 500) == plain.wrap(90, 500)
        assert [(line.words and [w.text for w in line.words]) for line in made.blPara.lines] == \
            [(line.words and [w.text for w in line.words]) for line in plain.blPara.lines]
    assert make_styles(8.0) is s and s.cell(7.5) is s.cell(7.5)


def test_bad_markup_is_reported_as_reportlab_reports_it():
    with pytest.raises(ValueError, match="unclosed"):
        SheetParagraph("<b>unclosed", make_styles(8.0).body)


def test_a_hint_one_size_too_large_takes_two_trials():
    tried = []
    assert _largest_fitting(lambda i, likely=False: tried.append(i) or i >= 2, 1) == 2
    assert tried == [1, 2]


@pytest.mark.parametrize("hint, trials", [
    (4, [(8.0, "drawn"), (8.5, "dry")]),
    (3, [(8.5, "drawn"), (8.0, "drawn")]),
    (5, [(7.5, "drawn"), (8.0, "dry"), (10.0, "dry"), (9.0, "dry"), (8.5, "dry")])])
def test_a_drawn_trial_that_is_the_answer_is_kept(monkeypatch, hint, trials):
    """Sizes up to 8 pt fit: the hint is drawn, and so is a trial that settles the answer should it
    fit; the sheet is drawn again only when the answer came from a dry trial."""
    from generator.quickref import writer
    from generator.quickref.pages import Rendered

    made = []

    def render(sheet, pagesize, body, trial=False, dry=False):
        made.append((body, "dry" if dry else "drawn"))
        return Rendered(b"" if dry else f"pdf {body} {len(made)}".encode(), 2,
                        () if body <= 8.0 else ("past the page limit",), (), body)

    monkeypatch.setattr(writer, "render", render)
    result = writer.fitted([object()], (595, 842), hint)
    drawn_again = [] if hint < 5 else [(8.0, "drawn")]
    assert made == trials + drawn_again
    assert result.body == 8.0 and result.pdf.startswith(b"pdf 8.0")
