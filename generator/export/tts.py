"""Tabletop Simulator deck sheets from card images in memory, with a note of each sheet.

For each deck, ``tts/<deck>-<n>.png`` holds its cards, copies repeated, in deck order and in the
grid ``tts_plan`` chose; ``tts/<deck>-back.png`` is the back. Cards are grouped by what their back
looks like (its pixels): every distinct back gets one set of sheets, its image named after the
first card showing it (``tts/<deck>-<card-id>-back.png``), and a card whose own back looks like the
deck's shares the deck's sheets. ``tts/sheets.txt`` lists every sheet with what TTS's "Custom Deck"
dialog asks: the face and back images, width (columns), height (rows) and number of cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image as PILImage

from generator.export.tts_plan import SheetPlan

NOTES = "sheets.txt"
HEADER = """\
Tabletop Simulator: Objects > Components > Cards > Custom Deck, then for each sheet below
Face: the sheet's image; Back: its back image; Width, Height and Number as given;
tick "Back is Hidden" so the back (not the last card) shows for cards in a hand.
"""


def shared_backs(pixels: dict[str | None, bytes]) -> dict[str | None, str | None]:
    """For each back (None: the deck's, else a card's ID), the first back with the same pixels,
    so cards that look the same from behind share sheets."""
    first: dict[bytes, str | None] = {}
    return {key: first.setdefault(data, key) for key, data in pixels.items()}


def back_name(deck_id: str, back: str | None) -> str:
    return f"{deck_id}-back.png" if back is None else f"{deck_id}-{back}-back.png"


def sheet_name(deck_id: str, number: int) -> str:
    return f"{deck_id}-{number}.png"


def fitted(image: PILImage.Image, w: int, h: int) -> PILImage.Image:
    """``image`` at w x h pixels (scaled down for sheets that would be too large)."""
    image = image.convert("RGB") if image.mode != "RGB" else image
    return image if image.size == (w, h) else image.resize((w, h), PILImage.Resampling.LANCZOS)


def compose(plan: SheetPlan, face_of: Callable[[int], PILImage.Image]) -> PILImage.Image:
    """The sheet's image: each planned card (``face_of`` its index) at the plan's card size, white
    where empty."""
    sheet = PILImage.new("RGB", plan.size, "#ffffff")
    done: dict[int, PILImage.Image] = {}
    for slot, index in enumerate(plan.cards):
        face = face_of(index)
        key = id(face)
        if key not in done:
            done[key] = fitted(face, plan.card_w, plan.card_h)
        sheet.paste(done[key], plan.slot(slot))
    return sheet


def note(face: str, back: str, plan: SheetPlan) -> str:
    w, h = plan.size
    return (f"{face}: back {back}; width {plan.cols}, height {plan.rows}, number {plan.count} "
            f"({w} x {h} px, cards {plan.card_w} x {plan.card_h} px)")


def notes_text(decks: Sequence[tuple[str, str, Sequence[tuple[int, SheetPlan]]]]) -> str:
    """The notes file for (deck name, deck ID, numbered plans) of every deck."""
    lines = [HEADER]
    for name, deck_id, plans in decks:
        lines.append(f"{name} ({deck_id}):")
        lines.extend(f"  {note(sheet_name(deck_id, n), back_name(deck_id, plan.back), plan)}" for n, plan in plans)
    return "\n".join(lines) + "\n"
