"""The build's card images, a deck at a time: card PNGs and Tabletop Simulator sheets as jobs.

Planning (``deck_jobs``, in the build's main process) lays out the deck's faces and backs,
rasterises the backs (a few per deck) to learn which look alike, plans the sheets and writes the
backs. Each sheet is then one job (``run_sheet``, in any process): it rasterises its cards from the
PDF the kit's painter draws, one at a time, writes the PNG of each card whose first copy it holds,
and places the card on the sheet, whose pixels are one buffer. A card on no sheet (no copies) gets
a job of its own. Each file depends only on its job's inputs, so the bytes are the same whichever
process ran it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PIL import Image as PILImage

from generator.export.tts import (
    back_name,
    fitted,
    notes_text,
    shared_backs,
    sheet_name,
)
from generator.export.tts_plan import SheetPlan, plan_sheets
from generator.faces.card_face import DeckStyle
from generator.render.pdf_raster import pages_pdf, pixel_size, rasterise_pdf, scanlines_pdf
from generator.render.png_cards import CardImage, deck_images
from generator.render.png_file import png_bytes, png_from_scanlines


@dataclass(frozen=True)
class SheetJob:
    """One sheet of a deck (``plan`` None: cards on no sheet), and the card PNGs it writes."""

    cards: tuple[CardImage, ...]   # the distinct faces it draws, in deck order
    copies: tuple[int, ...]        # per copy index the plan names: an index into ``cards``
    owned: tuple[bool, ...]        # whether this job writes cards[i]'s PNG
    plan: SheetPlan | None
    sheet: str                     # the sheet's path, relative to the game's folder
    ppi: float


@dataclass(frozen=True)
class DeckPlan:
    """What planning leaves for the jobs of one deck, and the files it wrote itself."""

    jobs: list[SheetJob]
    written: list[Path]
    plans: list[tuple[int, SheetPlan]]


def _raster(images: list[CardImage], ppi: float):
    sizes = [pixel_size(im.area.w, im.area.h, ppi) for im in images]
    return list(rasterise_pdf(pages_pdf([(im.items, im.area) for im in images]), sizes))


def _write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def plan_decks(styles: list[DeckStyle], folder: Path, ppi: float) -> list[tuple[DeckStyle, DeckPlan]]:
    """Each deck with its plan (see plan_deck); the backs of all of them are rasterised from one
    PDF, so the fonts are embedded once for the game, not once a deck."""
    images = [deck_images(ds) for ds in styles]
    backs = [_faces_and_backs(ds, found)[1] for ds, found in zip(styles, images)]
    every = [back for found in backs for back in found]
    pixels = iter(_raster(every, ppi) if every else [])   # a game without decks has no backs
    return [(ds, plan_deck(ds, folder, ppi, found, [next(pixels) for _ in these]))
            for ds, found, these in zip(styles, images, backs)]


def _faces_and_backs(ds: DeckStyle, images: list[CardImage]) -> tuple[list[CardImage], list[CardImage]]:
    """A deck's images as its faces (one a card) and its backs (the deck's, then each card's own)."""
    return images[:len(ds.deck.cards)], images[len(ds.deck.cards):]


def plan_deck(ds: DeckStyle, folder: Path, ppi: float, images: list[CardImage], back_pixels: list) -> DeckPlan:
    """Write the deck's backs (cards/ and tts/), given its ``images`` and its backs' pixels, and
    return the jobs for its faces and sheets."""
    deck = ds.deck
    faces, backs = _faces_and_backs(ds, images)
    keys = back_keys(deck)
    written = [_write(folder / im.name, png_bytes(px, ppi)) for im, px in zip(backs, back_pixels)]
    same = shared_backs({key: px.tobytes() for key, px in zip(keys, back_pixels)})
    by_key = dict(zip(keys, back_pixels))
    per_copy = copy_backs(deck, same)
    card_of_copy = [index for index, card in enumerate(deck.cards) for _ in range(card.copies)]
    w, h = pixel_size(*ds.size, ppi)
    plans = list(enumerate(plan_sheets(per_copy, w, h), start=1)) if per_copy else []
    done: set[str | None] = set()
    for _, plan in plans:
        if plan.back not in done:
            done.add(plan.back)
            image = fitted(by_key[plan.back], plan.card_w, plan.card_h)
            written.append(_write(folder / "tts" / back_name(deck.id, plan.back), png_bytes(image, ppi)))
    jobs: list[SheetJob] = []
    owner: set[int] = set()
    for n, plan in plans:
        jobs.append(_job(faces, card_of_copy, plan.cards, owner, plan, f"tts/{sheet_name(deck.id, n)}", ppi))
    rest = [i for i in range(len(faces)) if i not in owner]
    if rest:
        jobs.append(SheetJob(tuple(faces[i] for i in rest), (), (True,) * len(rest), None, "", ppi))
    return DeckPlan(jobs, written, plans)


def back_keys(deck) -> list[str | None]:
    """The deck's backs as ``plan_deck`` rasterises them: None (the deck's), then each card's own."""
    return [None] + [card.id for card in deck.cards if card.back]


def copy_backs(deck, same: dict[str | None, str | None]) -> list[str | None]:
    """Per copy of each card, in deck order, the back its sheet shares (``same``: see shared_backs)."""
    return [same[card.id if card.back else None] for card in deck.cards for _ in range(card.copies)]


def _job(faces, card_of_copy, copies, owner: set, plan, sheet: str, ppi) -> SheetJob:
    order = sorted({card_of_copy[c] for c in copies})
    position = {card: i for i, card in enumerate(order)}
    owned = tuple(card not in owner for card in order)
    owner.update(order)
    return SheetJob(tuple(faces[i] for i in order), tuple(position[card_of_copy[c]] for c in copies),
                    owned, plan, sheet, ppi)


def run_sheet(job: SheetJob, folder: Path) -> list[Path]:
    """Rasterise the job's cards one at a time, write those it owns and place each on its sheet
    as it comes (only the sheet and one card are in memory at once), then write the sheet."""
    sizes = [pixel_size(card.area.w, card.area.h, job.ppi) for card in job.cards]
    pdf = pages_pdf([(card.items, card.area) for card in job.cards])
    sheet = _Sheet(job.plan, job.copies, sizes) if job.plan is not None else None
    written = []
    for index, (card, size, rows, owned) in enumerate(zip(job.cards, sizes, scanlines_pdf(pdf, sizes),
                                                          job.owned, strict=True)):
        if owned:
            written.append(_write(folder / card.name, png_from_scanlines(*size, "RGB", rows, job.ppi)))
        if sheet is not None:
            sheet.place(index, size, rows)
        del rows   # the next card's buffer may take its place
    if sheet is not None:
        written.append(_write(folder / job.sheet, sheet.png(job.ppi)))
    return written


class _Sheet:
    """A Tabletop Simulator sheet being filled card by card: its PNG scanlines in one buffer when
    the cards keep their size, else an image the cards are scaled down into."""

    def __init__(self, plan: SheetPlan, copies: tuple[int, ...], sizes: list[tuple[int, int]]):
        self.plan = plan
        self.slots: dict[int, list[int]] = {}   # card index -> the slots showing it
        for slot, index in enumerate(copies):
            self.slots.setdefault(index, []).append(slot)
        self.raw = all(size == (plan.card_w, plan.card_h) for size in sizes)
        if self.raw:
            self.rows = sheet_rows(plan)
        else:  # cards scaled down to keep the sheet within the size TTS takes
            self.image = PILImage.new("RGB", plan.size, "#ffffff")

    def place(self, index: int, size: tuple[int, int], rows: bytearray) -> None:
        """Put card ``index`` (its scanlines, ``size`` pixels) into each slot that shows it."""
        slots = self.slots.get(index, [])
        if self.raw:
            for slot in slots:
                place_card(self.rows, self.plan, slot, rows)
        elif slots:
            card = fitted(_image(size, rows), self.plan.card_w, self.plan.card_h)
            for slot in slots:
                self.image.paste(card, self.plan.slot(slot))

    def png(self, ppi: float) -> bytes:
        w, h = self.plan.size
        if self.raw:
            return png_from_scanlines(w, h, "RGB", self.rows, ppi)
        return png_bytes(self.image, ppi)


def _image(size: tuple[int, int], rows: bytearray) -> PILImage.Image:
    return PILImage.frombuffer("RGB", size, bytes(rows[1:]), "raw", "RGB", 3 * size[0] + 1, 1)


def sheet_rows(plan: SheetPlan) -> bytearray:
    """The sheet's PNG scanlines before its cards are placed: per row a zero (the "no filter"
    byte), then pixels, white in the slots no card takes (the others are left for the cards, so a
    full sheet's pages are written once, by its cards)."""
    stride = 3 * plan.size[0] + 1
    rows = bytearray(stride * plan.size[1])
    white = b"\xff" * (3 * plan.card_w)
    for slot in range(plan.count, plan.cols * plan.rows):
        x, y = plan.slot(slot)
        at = y * stride + 1 + 3 * x
        for _ in range(plan.card_h):
            rows[at:at + len(white)] = white
            at += stride
    return rows


def place_card(rows: bytearray, plan: SheetPlan, slot: int, card: bytearray) -> None:
    """Copy a card's scanlines (``plan``'s card size) into the sheet's ``rows`` at ``slot``."""
    stride = 3 * plan.size[0] + 1
    row_bytes = 3 * plan.card_w
    card_stride = row_bytes + 1
    x, y = plan.slot(slot)
    at = y * stride + 1 + 3 * x
    view = memoryview(card)
    for r in range(plan.card_h):
        rows[at:at + row_bytes] = view[r * card_stride + 1:(r + 1) * card_stride]
        at += stride


def write_notes(decks: list[tuple[DeckStyle, DeckPlan]], folder: Path) -> list[Path]:
    """``tts/sheets.txt`` for the decks that have sheets."""
    listed = [(ds.deck.name, ds.deck.id, plan.plans) for ds, plan in decks if plan.plans]
    if not listed:
        return []
    return [_write(folder / "tts" / "sheets.txt", notes_text(listed).encode("utf-8"))]
