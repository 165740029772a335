"""A card's PNG (PDFium, from the kit painter's PDF) matches its face in the print-and-play PDF.

The kit's first sheet of a deck is written as a PDF, rasterised with pdftoppm at 300 ppi, and each
card's area is resampled (through the slot's placement, turned cards included) to the PNG's
pixels at 150 ppi. The images must agree after a slight blur (which forgives anti-aliasing, not a
misplaced line), and the centre of every text line's ink must lie within 1 px (0.17 mm) in both.
"""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageFilter

from generator.faces.primitives import Text
from generator.kit.cards import copies, deck_sheets
from generator.settings_file import KitSettings
from generator.geometry.plane import Affine
from generator.geometry.units import PT
from generator.render.kit_pdf import write_pdf
from generator.render.png_cards import deck_images, deck_styles
from generator.render.pdf_raster import pages_pdf, pixel_size, rasterise_pdf
from generator.validation import validate

from project_fixture import HEADER, write_project

from .helpers import ink_centroid, mean_difference

ROOT = Path(__file__).resolve().parents[2]
PPI = 150
PDF_PPI = 300         # the PDF is rasterised finer, then reduced to PPI, as the PNG is drawn
SAMPLES = [("rurik", "deeds"), ("kingsburg", "kings-court"), ("time-of-troubles", "commander-deck"),
           ("time-of-troubles", "game-card-deck")]
BLURRED_LIMIT = 2.0   # mean difference (0-255) after a 1.5 px blur; different cards give 3 or more
TEXT_LIMIT = 1.0      # px: how far the centre of a text line's ink may move (0.8 seen on turned cards)

pytestmark = [pytest.mark.usefixtures("pdftoppm"), pytest.mark.slow]   # every deck drawn twice


@pytest.fixture(scope="module")
def project():
    return validate(ROOT, sorted({game for game, _ in SAMPLES})).project


def rasterised_pages(tmp_path: Path, pages) -> list[Image.Image]:
    pdf = tmp_path / "sheet.pdf"
    write_pdf(pdf, pages, title="t", subject="s", author="a", duplex="long-edge")
    subprocess.run(["pdftoppm", "-r", str(PDF_PPI), "-png", str(pdf), str(tmp_path / "page")], check=True)
    return [Image.open(p).convert("RGB") for p in sorted(tmp_path.glob("page*.png"))]


def card_area(page: Image.Image, placement: Affine, w: float, h: float, size, paper_h: float) -> Image.Image:
    """The page's pixels under a card placed by ``placement``, resampled to ``size`` upright."""
    k, f = PDF_PPI / 25.4, PDF_PPI // PPI
    fine = (size[0] * f, size[1] * f)
    png_to_card = Affine(w / fine[0], 0, 0, -h / fine[1], 0, h)
    m = png_to_card.then(placement).then(Affine(k, 0, 0, -k, 0, paper_h * k))
    return page.transform(fine, Image.AFFINE, (m.a, m.c, m.e, m.b, m.d, m.f), resample=Image.BILINEAR).reduce(f)


def built_png(image) -> Image.Image:
    """The card as the build draws it: its primitives on a PDF page, rasterised by PDFium."""
    size = pixel_size(image.area.w, image.area.h, PPI)
    return next(rasterise_pdf(pages_pdf([(image.items, image.area)]), [size]))


def blurred_difference(a: Image.Image, b: Image.Image) -> float:
    return mean_difference(a.filter(ImageFilter.GaussianBlur(1.5)), b.filter(ImageFilter.GaussianBlur(1.5)))


def text_offsets(items, w: float, h: float, png: Image.Image, pdf: Image.Image) -> list[float]:
    """For each Text, how far the centre of its ink lies apart in the two images (px)."""
    k = png.width / w
    shifts = []
    for t in items:
        if not isinstance(t, Text) or not t.text.strip():
            continue
        em = t.size * PT
        window = (round(t.x * k), round((h - t.y - 0.8 * em) * k),
                  round((t.x + t.width) * k), round((h - t.y + 0.25 * em) * k))
        a, b = ink_centroid(png.crop(window)), ink_centroid(pdf.crop(window))
        assert a is not None and b is not None, f"no ink for {t.text!r}"
        shifts.append(max(abs(a[0] - b[0]), abs(a[1] - b[1])))
    return shifts


def first_copies(deck, slots) -> list[tuple[int, int]]:
    """(slot index, card index) for the slots of the first sheet holding a card's first copy."""
    seen, out = set(), []
    index = {card.id: i for i, card in enumerate(deck.cards)}
    for slot, (card, _) in zip(range(len(slots)), copies(deck)):
        if card.id not in seen:
            seen.add(card.id)
            out.append((slot, index[card.id]))
    return out[:4]


def assert_deck_matches(game, deck_id: str, root: Path, tmp_path: Path) -> list[str]:
    """Compare the first sheet's cards (first copies, up to four) and back; return the names checked."""
    deck = next(d for d in game.decks if d.id == deck_id)
    ds = next(d for d in deck_styles(game, root) if d.deck.id == deck_id)
    sheets = deck_sheets(game, deck, "a4", KitSettings(duplex="long-edge"), root)
    front, back = rasterised_pages(tmp_path, list(sheets.pages(game.title))[:2])
    sheet = sheets.sheets[0]
    fronts = [item.front for item in sheet.items]
    images = deck_images(ds)
    w, h = ds.size
    checked = []
    for slot, card in first_copies(deck, fronts):
        png = built_png(images[card])
        pdf = card_area(front, fronts[slot].placement, w, h, png.size, sheet.paper.h)
        assert blurred_difference(png, pdf) < BLURRED_LIMIT, images[card].name
        shifts = text_offsets(images[card].items, w, h, png, pdf)
        assert shifts and max(shifts) <= TEXT_LIMIT, (images[card].name, shifts)
        checked.append(images[card].name)
    back_png = built_png(images[len(deck.cards)])
    first_back = sheet.items[0].back
    assert first_back is not None
    back_pdf = card_area(back, first_back.placement, w, h, back_png.size, sheet.paper.h)
    assert blurred_difference(back_png, back_pdf) < BLURRED_LIMIT
    return checked


@pytest.mark.parametrize("game_id, deck_id", SAMPLES)
def test_card_pngs_match_the_kit_pdf(project, tmp_path, game_id, deck_id):
    game = project.games[game_id]
    checked = assert_deck_matches(game, deck_id, ROOT, tmp_path)
    assert len(checked) == min(4, len(next(d for d in game.decks if d.id == deck_id).cards))


CYRILLIC = """\
components:
  - {id: deed-cards, name: Deeds, total: 3, encoded_as: deeds, source: {section: S}}
decks:
  - id: deeds
    name: Грамоты
    back: Грамота
    source: {section: S}
    cards:
      - {id: a, title: Юрий Долгорукий, local_title: Юрий, type: Князь, vp: 2,
         text: "Gain 2 :coin: and draw a card. Получите две монеты и возьмите карту."}
      - {id: b, title: Market Day, copies: 2, text: "Spend one good: *any* two :vp: for it."}
"""


def test_cyrillic_italic_and_inline_icons_match_too(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": CYRILLIC})
    game = validate(root).project.games["demo"]
    assert assert_deck_matches(game, "deeds", root, tmp_path) == ["cards/deeds/a.png", "cards/deeds/b.png"]


def test_the_comparison_catches_a_line_moved_half_a_millimetre(project, tmp_path):
    game = project.games["rurik"]
    deck = next(d for d in game.decks if d.id == "deeds")
    ds = next(d for d in deck_styles(game, ROOT) if d.deck.id == "deeds")
    sheets = deck_sheets(game, deck, "a4", KitSettings(duplex="long-edge"), ROOT)
    front = rasterised_pages(tmp_path, list(sheets.pages(game.title))[:1])[0]
    sheet = sheets.sheets[0]
    image = deck_images(ds)[0]
    w, h = ds.size
    moved = tuple(replace(t, y=t.y - 0.5) if isinstance(t, Text) and t.size > 8 else t for t in image.items)
    png = built_png(replace(image, items=moved))
    pdf = card_area(front, sheet.items[0].front.placement, w, h, png.size, sheet.paper.h)
    assert max(text_offsets(image.items, w, h, png, pdf)) > TEXT_LIMIT
    # another card of a different layout (cost, requirement, two lines of text, scheme draw)
    unlike = next(i for i, card in enumerate(deck.cards) if card.id == "deed-establish-fortress")
    other = built_png(deck_images(ds)[unlike])
    assert blurred_difference(other, pdf) > 1.5 * BLURRED_LIMIT
