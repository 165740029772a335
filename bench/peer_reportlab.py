"""The peer for bench_kit.py: an optimised plain-ReportLab script doing the kit path's work for the
synthetic deck: read the YAML (libyaml), check each card's fields and that its text fits, and write
an A4 PDF of 63 x 88 mm cards, nine a sheet, fronts and backs, with crop marks, the frame and back
drawn once as form XObjects, text wrapped with simpleSplit in the same embedded TTF fonts.

Run: python bench/peer_reportlab.py PROJECT OUT.pdf  (prints seconds and the number of cards)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

W, H = 63 * mm, 88 * mm
COLS, ROWS = 3, 3
FIELDS = ("id", "title", "type", "cost", "reward", "vp", "text")


def fonts() -> None:
    import font_source_sans_pro

    folder = Path(font_source_sans_pro.__file__).parent / "files"
    for name, file in (("R", "SourceSansPro-Regular.ttf"), ("B", "SourceSansPro-Bold.ttf"),
                       ("I", "SourceSansPro-It.ttf")):
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))


def load(project: Path) -> list[dict]:
    cards = []
    for path in sorted((project / "content").rglob("*.yaml")):
        data = yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader) or {}
        for deck in data.get("decks", []):
            cards.extend(deck["cards"])
    return cards


def check(card: dict) -> list[str]:
    problems = [f"{card.get('id')}: no {f}" for f in ("id", "title") if f not in card]
    lines = simpleSplit(str(card.get("text", "")), "R", 8, W - 8 * mm)
    if len(lines) * 8 * 1.2 > 50 * mm:
        problems.append(f"{card['id']}: text does not fit")
    return problems


def amounts(value: dict) -> str:
    return "  ".join(f"{n} {k}" for k, n in value.items())


def forms(c: Canvas) -> None:
    c.beginForm("frame", 0, 0, W, H)
    c.setStrokeColorRGB(0.3, 0.3, 0.3)
    c.roundRect(1.5 * mm, 1.5 * mm, W - 3 * mm, H - 3 * mm, 2.5 * mm, stroke=1, fill=0)
    c.endForm()
    c.beginForm("back", 0, 0, W, H)
    c.setFillColorRGB(0.9, 0.88, 0.8)
    c.roundRect(3 * mm, 3 * mm, W - 6 * mm, H - 6 * mm, 2 * mm, stroke=1, fill=1)
    c.setFillColorRGB(0, 0, 0)
    c.setFont("B", 14)
    c.drawCentredString(W / 2, H / 2, "Action")
    c.endForm()
    x0, y0 = (A4[0] - COLS * W) / 2, (A4[1] - ROWS * H) / 2
    c.beginForm("marks", 0, 0, *A4)
    c.setLineWidth(0.25)
    for i in range(COLS + 1):
        x = x0 + i * W
        c.line(x, y0 - 8 * mm, x, y0 - 3 * mm)
        c.line(x, y0 + ROWS * H + 3 * mm, x, y0 + ROWS * H + 8 * mm)
    for j in range(ROWS + 1):
        y = y0 + j * H
        c.line(x0 - 8 * mm, y, x0 - 3 * mm, y)
        c.line(x0 + COLS * W + 3 * mm, y, x0 + COLS * W + 8 * mm, y)
    c.endForm()


def front(c: Canvas, card: dict, number: int, total: int) -> None:
    c.doForm("frame")
    c.setFont("B", 11)
    c.drawCentredString(W / 2, H - 9 * mm, card["title"])
    c.setFont("I", 7.5)
    c.drawCentredString(W / 2, H - 13 * mm, card.get("type", ""))
    c.setFont("R", 7)
    c.drawString(4 * mm, H - 18 * mm, "Cost " + amounts(card.get("cost", {})))
    text = c.beginText(4 * mm, H - 24 * mm)
    text.setFont("R", 8, 9.6)
    for line in simpleSplit(str(card.get("text", "")), "R", 8, W - 8 * mm):
        text.textLine(line)
    c.drawText(text)
    c.drawString(4 * mm, 12 * mm, "Reward " + amounts(card.get("reward", {})))
    c.drawString(4 * mm, 8 * mm, f"VP {card.get('vp', 0)}")
    c.setFont("R", 5.5)
    c.drawString(4 * mm, 4 * mm, "Synthetic \u00b7 Action cards")
    c.drawRightString(W - 4 * mm, 4 * mm, f"{number}/{total}")


def write(cards: list[dict], out: Path) -> None:
    c = Canvas(str(out), pagesize=A4, invariant=1, pageCompression=1)
    forms(c)
    x0, y0 = (A4[0] - COLS * W) / 2, (A4[1] - ROWS * H) / 2
    per = COLS * ROWS
    for start in range(0, len(cards), per):
        batch = cards[start:start + per]
        for side in ("front", "back"):
            c.doForm("marks")
            for i, card in enumerate(batch):
                col, row = i % COLS, i // COLS
                col = col if side == "front" else COLS - 1 - col
                c.saveState()
                c.translate(x0 + col * W, y0 + (ROWS - 1 - row) * H)
                if side == "front":
                    front(c, card, start + i + 1, len(cards))
                else:
                    c.doForm("back")
                c.restoreState()
            c.showPage()
    c.save()


def main() -> None:
    start = time.perf_counter()
    fonts()
    cards = load(Path(sys.argv[1]))
    problems = [p for card in cards for p in check(card)]
    assert not problems, problems[:3]
    write(cards, Path(sys.argv[2]))
    print(f"{time.perf_counter() - start:.3f} {len(cards)}")


if __name__ == "__main__":
    main()
