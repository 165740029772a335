"""The demo game's kits read back with pypdf."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from generator.kit.assemble import plan_kit
from generator.settings_file import KitSettings
from generator.geometry.plane import Rect
from generator.render.kit_pdf import write_kits

from tests.kit.pdf_reading import crop_mark_forms, outline_titles, text_of

SIZES_PT = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


def test_one_kit_per_paper(demo_kits):
    assert sorted(demo_kits) == ["a4", "letter"]
    assert demo_kits["a4"].name == "demo-kit-a4.pdf"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_page_has_the_paper_size(demo_kits, paper):
    reader = PdfReader(demo_kits[paper])
    for page in reader.pages:
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        assert (w, h) == pytest.approx(SIZES_PT[paper], abs=0.05)


def test_card_titles_and_cyrillic_are_in_the_text_layer(demo_kits):
    text = text_of(demo_kits["a4"])
    for title in ("Mill", "Паром через Днепр", "Storm", "Combat table", "Таблица боя", "Демо"):
        assert title in text
    assert "Переправа: возьмите две монеты." in text


def test_every_card_copy_is_printed_once_with_its_number(demo_kits):
    text = text_of(demo_kits["a4"])
    numbers = re.findall(r"\b([1-9])/5\b", text)   # the deed deck: 1 + 2 known copies; 2 blanks, unnumbered
    assert sorted(numbers) == ["1", "2", "3"]


def test_unknown_faces_print_as_marked_blanks(demo_kits):
    text = text_of(demo_kits["a4"])
    assert text.count("Face not known: fill in by hand.") == 2


def test_the_outline_has_every_section(demo_kits):
    assert outline_titles(demo_kits["a4"]) == [
        "Cover and contents", "Cards", "Deed cards",
        "Omen cards", "Counters and tokens", "Workers", "Goods", "Tracks", "Score track",
        "Boards and mats", "Hidden lands", "Map", "Reference cards", "Reference cards"]   # parts in print order


def test_viewer_preferences_and_metadata(demo_kits):
    reader = PdfReader(demo_kits["letter"])
    prefs = reader.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None" and prefs["/Duplex"] == "/DuplexFlipLongEdge"
    meta = reader.metadata
    assert meta.title == "Demo Game: print-and-play kit (LETTER)"
    assert "print at 100%" in meta.subject and meta.author.startswith("boardgame-generator")


def test_fonts_are_embedded(demo_kits):
    reader = PdfReader(demo_kits["a4"])
    fonts = reader.pages[0]["/Resources"]["/Font"]
    for ref in fonts.values():
        font = ref.get_object()
        assert "/FontFile2" in font["/FontDescriptor"].get_object(), font["/BaseFont"]


def test_the_same_input_gives_the_same_bytes(demo_root, demo_game, demo_kits, tmp_path):
    again = write_kits(demo_game, tmp_path, KitSettings(papers=("a4",)), demo_root)
    assert again[0].read_bytes() == demo_kits["a4"].read_bytes()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_stay_outside_the_cards(demo_root, demo_game, demo_kits, paper):
    """The marks drawn on each shared sheet's pages are the packing's, and touch no card."""
    plan = plan_kit(demo_game, paper, KitSettings(papers=(paper,)), demo_root)
    reader = PdfReader(demo_kits[paper])
    first = next(p.pages[0] for p in plan.placed if p.part.key == "deeds") - 1
    sheet = next(s for s in plan.shared.sheets if any(plan.shared.specs[i.piece].name == "Deed cards"
                                                     for i in s.items))
    checked = 0
    for side, page in (("front", reader.pages[first]), ("back", reader.pages[first + 1])):
        slots = [i.front if side == "front" else i.back for i in sheet.items]
        trims = [s.trim for s in slots if s is not None]
        (marks,) = crop_mark_forms(page)
        assert len(marks) == len(sheet.front_marks if side == "front" else sheet.back_marks)
        for mark in marks:
            b = mark.bounds()
            grown = Rect(b.x - 0.01, b.y - 0.01, b.w + 0.02, b.h + 0.02)
            assert not any(grown.overlaps(t) for t in trims)
            checked += 1
    assert checked


def test_duplex_modes_pair_pages(demo_root, demo_game, tmp_path):
    (tmp_path / "long").mkdir()
    (tmp_path / "fold").mkdir()
    long = write_kits(demo_game, tmp_path / "long", KitSettings(papers=("a4",)), demo_root)[0]
    fold = write_kits(demo_game, tmp_path / "fold", KitSettings(papers=("a4",), duplex="gutterfold"),
                      demo_root)[0]
    long_pages, fold_pages = len(PdfReader(long).pages), len(PdfReader(fold).pages)
    assert long_pages % 2 == 0 and fold_pages < long_pages
    assert PdfReader(fold).trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/Simplex"
    assert "left blank on purpose" in text_of(long) and "left blank on purpose" not in text_of(fold)
    assert "fold" in text_of(fold)


def test_a_component_filter_prints_only_what_it_names(demo_root, demo_game, tmp_path):
    (path,) = write_kits(demo_game, tmp_path, KitSettings(papers=("letter",), components=("deeds", "map")),
                         demo_root)
    assert outline_titles(path) == ["Cover and contents", "Cards", "Deed cards", "Boards and mats", "Map"]


def test_the_cover_lists_components_and_how_to_print(demo_kits):
    page = PdfReader(demo_kits["a4"]).pages[0].extract_text()
    assert "Print-and-play kit" in page and "Players: 2-4" in page and "Content version 7" in page
    assert "Actual size" in page and "LONG edge" in page and "A4 (210 x 297 mm)" in page
    assert "50 mm" in page and "Alignment crosses" in page      # calibration on the cover
    assert "Can you play from this kit?" in page
    text = " ".join(PdfReader(demo_kits["a4"]).pages[i].extract_text() for i in range(2))
    assert "You supply these" in text          # the dice
    assert re.search(r"Deed cards 5 fill-in blanks 2 card face\(s\) not known: printed as blanks to fill in; "
                     r"Deed cards, pages? \d+", " ".join(text.split()))
