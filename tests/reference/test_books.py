"""A game of several books (Ruthenia's Strategy Book and Battle Book): every section number printed
says which book, on the quick reference, the HTML page and in search results."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from generator.quickref.sheet import build_sheet
from generator.quickref.writer import make_quickrefs
from generator.reference.anchors import build_anchors
from generator.reference.books import book_shorts, initials
from generator.reference.text import inline, with_books
from generator.validation import validate
from tests.reference.book_links import named_before, ref_links, wrong_book_links
from tests.reference.conftest import ROOT

_DOTTED = re.compile(r"(?<![\d.])\d+\.\d+(?:\.\d+)*\.?")


@pytest.fixture(scope="module")
def project():
    return validate(ROOT).project


@pytest.fixture(scope="module")
def ruthenia(project):
    return project.games["ruthenia"]


def test_only_ruthenia_has_books_and_their_short_forms_are_initials(project):
    assert {g.id: book_shorts(g.rules) for g in project.games.values()} == {
        "kingsburg": {}, "rurik": {}, "time-of-troubles": {},
        "ruthenia": {"battle-book": "BB", "strategy-book": "SB"}}
    assert initials("Strategy Book") == "SB"


def test_references_name_their_book_unless_the_text_or_the_part_does(ruthenia):
    anchors = build_anchors(ruthenia)
    assert with_books("see (6.3.) and (1.3.2.)", anchors, "battle-book") == "see (BB 6.3.) and (BB 1.3.2.)"
    assert with_books("income (7.4.)", anchors, "strategy-book") == "income (SB 7.4.)"
    assert with_books("income (7.4.)", anchors, "strategy-book", own="SB") == "income (7.4.)"
    named = "Strategy Book (9.2.3.); Battle Book 6.1., 6.2."
    assert with_books(named, anchors, "battle-book") == named
    assert with_books("gain 3. coins (9.9.)", anchors, "battle-book") == "gain 3. coins (9.9.)"


def test_a_named_book_decides_where_a_reference_leads(ruthenia):
    anchors = build_anchors(ruthenia)
    assert 'href="#rule-sb-7-3"' in inline("Strategy Book 7.3.", anchors, "battle-book")
    assert 'href="#rule-bb-7-3"' in inline("(7.3.)", anchors, "battle-book")
    assert ">BB\u00a07.3.</a>" in inline("(7.3.)", anchors, "battle-book")  # never split over two lines


def test_every_section_number_on_the_sheet_says_its_book(ruthenia):
    """A number without a book is only ever in the book its part's heading names."""
    sheet = build_sheet(ruthenia)
    assert sheet.books == (("BB", "Battle Book"), ("SB", "Strategy Book"))
    shorts = dict(sheet.books)
    anchors = build_anchors(ruthenia)
    scopes = {"SB": "strategy-book", "BB": "battle-book"}
    for lines in (sheet.setup, sheet.round, sheet.actions, sheet.battles, sheet.scoring):
        part = max({line.book for line in lines}, key=[line.book for line in lines].count)
        for line in lines:
            for text in (line.summary, *line.steps):
                for match in _DOTTED.finditer(text):
                    before = text[:match.start()]
                    if re.search(r"(SB|BB) $|Book[\s(=>]*$|Book [\d., ]+$", before):
                        continue
                    target = anchors.number(match.group(), scopes[part])
                    assert target is not None and target.book == part, (shorts[part], text)
    scoring = {line.label for line in sheet.scoring}
    assert {"SB 1.3.", "BB 9."} <= scoring
    battles = next(line for line in sheet.battles if line.book == "SB")  # in the Battle Book's part
    assert battles.label == "SB 9." and battles.steps[0].startswith("SB 9.1. ")
    assert any("(SB 9.3.2.)" in step or "SB 9.3." in step for step in battles.steps)


def test_the_printed_sheet_has_the_legend_and_parts_name_their_book(ruthenia):
    for paper, pdf in make_quickrefs(ruthenia).items():
        text = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages).split())
        assert "BB: Battle Book; SB: Strategy Book" in text, paper
        assert "Round at a glance · Strategy Book" in text and "Battles · Battle Book" in text, paper
        assert "SB 9. Battles" in text, paper


def test_the_page_and_search_name_the_book(shipped_site):
    page = (shipped_site / "ruthenia.html").read_text(encoding="utf-8")
    assert '<span class="num">SB 6.6.</span> Retreat Armies' in page
    assert '<span class="num">BB 7.3.</span>' in page
    assert "BB: Battle Book; SB: Strategy Book" in page
    index = (shipped_site / "assets" / "search-ruthenia.js").read_text(encoding="utf-8")
    assert '"SB 6.6. Retreat Armies","ruthenia.html#rule-sb-6-6"' in index
    assert '"Strategy Book \\u00b7 Turn structure"' in index  # where it sits, shown under the result


def test_every_cross_book_reference_lands_in_the_book_it_names(shipped_site, ruthenia):
    """A reference leads into the book named just before it ("Battle Book => Victory Points
    (9.2.)"), else into the book of the entry it sits in (a rule's own book, the books a table's
    source names): read back from the page, counted over every reference link."""
    page = (shipped_site / "ruthenia.html").read_text(encoding="utf-8")
    links = [link for link in ref_links(page) if link.target.startswith("rule-")]
    assert len(links) > 700
    assert wrong_book_links(page, ruthenia, ["Strategy Book", "Battle Book"]) == []
    named = [link for link in links if named_before(link.before, ["Strategy Book", "Battle Book"])]
    assert len(named) >= 20  # the arrow form and the plain one are both read as naming a book


def test_a_reference_naming_a_book_without_that_section_is_no_link(ruthenia):
    anchors = build_anchors(ruthenia)
    assert "<a" not in inline("another player (Battle Book (7.3.4.)).", anchors, "strategy-book")
    assert 'href="#rule-bb-9-2"' in inline("(Battle Book => Victory Points (9.2.))", anchors, "strategy-book")


def test_table_references_link_the_numbered_table_and_its_rows(shipped_site):
    page = (shipped_site / "ruthenia.html").read_text(encoding="utf-8")
    for row in (9, 10, 11):
        anchor = f"table-table-3-characteristics-row-{row}"
        assert f'<tr id="{anchor}">' in page
        assert f'<a class="ref" href="#{anchor}">Table\u00a03.{row}.</a>' in page
    assert '<a class="ref" href="#table-table-3-characteristics">Table\u00a03.</a>' in page
