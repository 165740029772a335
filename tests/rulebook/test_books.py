"""Whole rules books read back with pypdf: the outline is the sections, the contents' pages are
where the sections start, every cross-reference leads to a page, no text runs off a page, the
booklet holds the pages in booklet order, and the Russian book is set in Cyrillic."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from generator.i18n.builds import language_projects
from generator.geometry.booklet import padded
from generator.model.game.project import walk_rules
from generator.rulebook.document import make_rulebook
from generator.reference.anchors import build_anchors
from generator.reference.rules_view import PARTS
from generator.rulebook.story import rule_label
from generator.rules.derived import derived_tables
from generator.validation import validate

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def project(repo_root):
    return validate(repo_root).project


def _written(tmp_path, game, paper="a4", booklet=False):
    made = make_rulebook(game, derived_tables(game), paper, booklet)
    path = tmp_path / f"{game.id}-{paper}-{booklet}.pdf"
    path.write_bytes(made.pdf)
    return path, made


def _outline(reader: PdfReader) -> list[tuple[int, str, int]]:
    """(depth, title, page from 1) of every outline entry, in order."""
    out = []

    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                out.append((depth, item.title, reader.get_destination_page_number(item) + 1))

    walk(reader.outline, 0)
    return out


def _squashed(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def kingsburg(project, tmp_path_factory):
    path, made = _written(tmp_path_factory.mktemp("book"), project.games["kingsburg"])
    return project.games["kingsburg"], PdfReader(path), made


def test_the_outline_is_the_sections_in_order(kingsburg):
    """Every rule once, under the parts of the reference in their order, then the back matter."""
    game, reader, _ = kingsburg
    outline = _outline(reader)
    anchors = build_anchors(game)
    rules = sorted(rule_label(r, anchors) for r in walk_rules(game.rules))
    parts = [str(title) for _, title, _ in PARTS]
    back = ["Tables", *[t.title for t in game.tables], "Odds and derived tables",
            *[d.title for d in derived_tables(game)], "Components", "Glossary", "Sources", "Index"]
    chapters = [title for depth, title, _ in outline if depth == 0]
    assert [c for c in chapters if c in parts] == [p for p in parts if p in chapters]
    assert chapters[-5:] == ["Odds and derived tables", "Components", "Glossary", "Sources", "Index"]
    inside = [title for depth, title, _ in outline if not (depth == 0 and title in parts)]
    assert sorted(inside[:len(rules)]) == rules
    assert inside[len(rules):] == back
    assert [page for _, _, page in outline] == sorted(page for _, _, page in outline)


def _runs(page) -> list[tuple[float, float, str]]:
    """(x, y, text) of every text run on the page."""
    runs: list[tuple[float, float, str]] = []
    page.extract_text(visitor_text=lambda text, cm, tm, font, size: runs.append(
        (tm[4] * cm[0] + tm[5] * cm[2] + cm[4], tm[4] * cm[1] + tm[5] * cm[3] + cm[5], text)))
    return [r for r in runs if r[2].strip()]


def test_the_contents_give_the_pages_the_sections_start_on(kingsburg):
    _, reader, _ = kingsburg
    pages = [_squashed(p.extract_text() or "") for p in reader.pages]
    rows: dict[str, str] = {}   # a contents line's title -> the page number printed on its line
    for page in reader.pages[1:4]:
        runs = _runs(page)
        for x, y, text in runs:
            numbers = [m.group(1) for x2, y2, t in runs if abs(y2 - y) < 1 and x2 > x
                       and (m := re.fullmatch(r"[ .]*(\d+)", t.strip()))]
            if numbers and not re.fullmatch(r"[ .\d]*", text.strip()):
                rows.setdefault(_squashed(text), numbers[-1])
    checked = 0
    for depth, title, page in _outline(reader):
        assert _squashed(title)[:20] in pages[page - 1], (title, page)
        if depth <= 1:
            assert rows.get(_squashed(title)) == str(page), (title, page)
            checked += 1
    assert checked > 20


def test_every_cross_reference_leads_to_a_page_and_prints_it(project, tmp_path):
    path, _ = _written(tmp_path, project.games["time-of-troubles"])
    reader = PdfReader(path)
    text = " ".join(p.extract_text() or "" for p in reader.pages)
    assert "p. ?" not in text
    printed = re.findall(r"(\d+(?:\.\d+)+), p\. (\d+)", text)
    names = reader.named_destinations
    links = 0
    for page in reader.pages:
        for annot in page.get("/Annots") or []:
            annot = annot.get_object()
            dest = annot.get("/Dest")
            if annot.get("/Subtype") == "/Link" and dest is not None:
                assert str(dest) in names or isinstance(dest, list), dest
                links += 1
    assert printed and links >= len(printed)


def test_no_text_runs_off_a_page(kingsburg):
    _, reader, _ = kingsburg
    for number, page in enumerate(reader.pages, 1):
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        for x, y, text in _runs(page):
            assert 0 <= x <= width and 0 <= y <= height, (number, text)


def test_a_booklet_imposes_the_pages_two_to_a_sheet_side(project, tmp_path, kingsburg):
    game = project.games["kingsburg"]
    path, made = _written(tmp_path, game, "a4", booklet=True)
    reader = PdfReader(path)
    assert len(reader.pages) == padded(made.pages) // 2
    first = reader.pages[0]
    assert float(first.mediabox.width) > float(first.mediabox.height)   # landscape A4
    assert round(float(first.mediabox.width)) == 842
    placed = re.findall(rb"1 0 0 1 ([\d.]+) [\d.]+ cm\n/FormXob\.bookpage(\d+) Do", first.get_contents().get_data())
    halves = [(int(n), float(x) >= 421) for x, n in placed]    # (book page, on the right half)
    total = padded(made.pages)
    assert halves == ([(total, False)] if total == made.pages else []) + [(1, True)]
    second = re.findall(rb"/FormXob\.bookpage(\d+) Do", reader.pages[1].get_contents().get_data())
    assert [int(n) for n in second] == [2] + ([total - 1] if total - 1 <= made.pages else [])
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"


def test_the_russian_book_is_set_in_cyrillic(project, tmp_path):
    (_, translated), = language_projects(project, ("ru",))
    game = translated.games["time-of-troubles"]
    path, _ = _written(tmp_path, game, "letter")
    reader = PdfReader(path)
    text = " ".join(p.extract_text() or "" for p in reader.pages[:6])
    assert re.search("[А-Яа-я]{4,}", text)
    assert "p. ?" not in text and "с. ?" not in text
    fonts = {str(f.get_object().get("/BaseFont")) for p in reader.pages[:3]
             for f in (p["/Resources"].get("/Font") or {}).values()}
    assert fonts and not any("Helvetica" in f or "Times" in f for f in fonts)
