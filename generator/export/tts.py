"""Tabletop Simulator deck sheets from the card PNGs, with a note of each sheet for the import dialog.

For each deck, ``tts/<deck>-<n>.png`` holds its cards, copies repeated, in deck order and in the
grid ``tts_plan`` chose; ``tts/<deck>-back.png`` is the back. Cards are grouped by what their back
looks like (the bytes of its PNG): every distinct back gets one set of sheets, its image named after
the first card showing it (``tts/<deck>-<card-id>-back.png``), and a card whose own back looks like
the deck's shares the deck's sheets. ``tts/sheets.txt`` lists every sheet with what TTS's "Custom Deck"
dialog asks: the face and back images, width (columns), height (rows) and number of cards.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from pathlib import Path

from PIL import Image as PILImage

from generator.export.tts_plan import SheetPlan, plan_sheets
from generator.model.entities import Deck
from generator.model.project import GameContent
from generator.render.png_cards import png_bytes
from generator.render.png_workers import Mapper, serial_map

NOTES = "sheets.txt"
HEADER = """\
Tabletop Simulator: Objects > Components > Cards > Custom Deck, then for each sheet below
Face: the sheet's image; Back: its back image; Width, Height and Number as given;
tick "Back is Hidden" so the back (not the last card) shows for cards in a hand.
"""


@dataclass(frozen=True)
class DeckSheets:
    """One deck's card images, a face per copy in deck order, and its backs by key."""

    deck_id: str
    name: str
    faces: tuple[Path, ...]
    backs: tuple[str | None, ...]          # per copy: None (the deck's back) or the card's own
    back_images: dict[str | None, Path]


def deck_sheets(deck: Deck, cards_folder: Path) -> DeckSheets:
    """Where the card PNGs of ``deck`` are, as ``png_cards`` wrote them."""
    folder = cards_folder / deck.id
    faces, backs = [], []
    back_images: dict[str | None, Path] = {None: folder / f"{deck.id}-back.png"}
    for card in deck.cards:
        key = card.id if card.back else None
        if key is not None:
            back_images[key] = folder / f"{card.id}-back.png"
        faces.extend([folder / f"{card.id}.png"] * card.copies)
        backs.extend([key] * card.copies)
    return DeckSheets(deck.id, deck.name, tuple(faces), tuple(backs), back_images)


def shared_backs(sheets: DeckSheets) -> DeckSheets:
    """``sheets`` with every back that has the same bytes as an earlier one (the deck's first) merged
    into it, so cards that look the same from behind share sheets."""
    first: dict[bytes, str | None] = {}
    same: dict[str | None, str | None] = {}
    for key, path in sheets.back_images.items():
        same[key] = first.setdefault(hashlib.sha256(path.read_bytes()).digest(), key)
    images = {key: path for key, path in sheets.back_images.items() if same[key] == key}
    return replace(sheets, backs=tuple(same[key] for key in sheets.backs), back_images=images)


def compose(plan: SheetPlan, faces: tuple[Path, ...]) -> PILImage.Image:
    """The sheet's image: each planned card scaled to the plan's card size, white where empty."""
    sheet = PILImage.new("RGB", plan.size, "#ffffff")
    cache: dict[Path, PILImage.Image] = {}
    for slot, index in enumerate(plan.cards):
        path = faces[index]
        if path not in cache:
            cache[path] = _card(path, plan.card_w, plan.card_h)
        sheet.paste(cache[path], plan.slot(slot))
    return sheet


def _card(path: Path, w: int, h: int) -> PILImage.Image:
    with PILImage.open(path) as opened:
        image = opened.convert("RGB")
        return image if image.size == (w, h) else image.resize((w, h), PILImage.Resampling.LANCZOS)


def write_deck(sheets: DeckSheets, out: Path, ppi: float) -> list[tuple[Path, str]]:
    """Write the deck's sheets and backs into ``out``; return (file, note line) per file written."""
    sheets = shared_backs(sheets)
    with PILImage.open(sheets.faces[0]) as first:
        card_w, card_h = first.size
    written: list[tuple[Path, str]] = []
    backs_done: dict[str | None, Path] = {}
    for n, plan in enumerate(plan_sheets(list(sheets.backs), card_w, card_h), start=1):
        back = backs_done.get(plan.back)
        if back is None:
            suffix = "back" if plan.back is None else f"{plan.back}-back"
            back = out / f"{sheets.deck_id}-{suffix}.png"
            _write(back, _card(sheets.back_images[plan.back], plan.card_w, plan.card_h), ppi)
            backs_done[plan.back] = back
            written.append((back, ""))
        face = out / f"{sheets.deck_id}-{n}.png"
        _write(face, compose(plan, sheets.faces), ppi)
        written.append((face, note(face.name, back.name, plan)))
    return written


def note(face: str, back: str, plan: SheetPlan) -> str:
    w, h = plan.size
    return (f"{face}: back {back}; width {plan.cols}, height {plan.rows}, number {plan.count} "
            f"({w} x {h} px, cards {plan.card_w} x {plan.card_h} px)")


def _write(path: Path, image: PILImage.Image, ppi: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(image, ppi))


def _deck_job(job: tuple[DeckSheets, Path, float]) -> list[tuple[Path, str]]:
    return write_deck(*job)


def write_tts(game: GameContent, folder: Path, ppi: float, run: Mapper = serial_map) -> list[Path]:
    """Every deck's sheets from ``folder/cards/``, into ``folder/tts/``, and the notes file."""
    out = folder / "tts"
    decks = [deck for deck in game.decks if deck.cards]
    results = run(_deck_job, [(deck_sheets(deck, folder / "cards"), out, ppi) for deck in decks])
    files, lines = [], [HEADER]
    for deck, written in zip(decks, results):
        lines.append(f"{deck.name} ({deck.id}):")
        for path, line in written:
            files.append(path)
            if line:
                lines.append(f"  {line}")
    if files:
        (out / NOTES).write_text("\n".join(lines) + "\n", encoding="utf-8")
        files.append(out / NOTES)
    return files
