"""The build's card images, a deck at a time: card PNGs and Tabletop Simulator sheets as jobs.

Planning (``deck_jobs``, in the build's main process) lays out the deck's faces and backs,
rasterises the backs (a few per deck) to learn which look alike, plans the sheets and writes the
backs. Each sheet is then one job (``run_sheet``, in any process): it rasterises its cards from the
PDF the kit's painter draws, writes the PNG of each card whose first copy it holds, and composes
the sheet from the images in memory. A card on no sheet (no copies) gets a job of its own. Each
file depends only on its job's inputs, so the bytes are the same whichever process ran it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PIL import Image as PILImage

from generator.export.tts import (
    back_name,
    compose,
    fitted,
    notes_text,
    shared_backs,
    sheet_name,
)
from generator.export.tts_plan import SheetPlan, plan_sheets
from generator.faces.card_face import DeckStyle
from generator.render.pdf_raster import pages_pdf, rasterise_pdf, scanlines_pdf
from generator.render.png_cards import CardImage, deck_images
from generator.render.png_draw import pixel_size
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


def plan_deck(ds: DeckStyle, folder: Path, ppi: float) -> DeckPlan:
    """Write the deck's backs (cards/ and tts/) and return the jobs for its faces and sheets."""
    deck = ds.deck
    images = deck_images(ds)
    faces, backs = images[:len(deck.cards)], images[len(deck.cards):]
    keys = [None] + [card.id for card in deck.cards if card.back]
    back_pixels = _raster(backs, ppi)
    written = [_write(folder / im.name, png_bytes(px, ppi)) for im, px in zip(backs, back_pixels)]
    same = shared_backs({key: px.tobytes() for key, px in zip(keys, back_pixels)})
    by_key = dict(zip(keys, back_pixels))
    per_copy, card_of_copy = [], []
    for index, card in enumerate(deck.cards):
        per_copy += [same[card.id if card.back else None]] * card.copies
        card_of_copy += [index] * card.copies
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


def _job(faces, card_of_copy, copies, owner: set, plan, sheet: str, ppi) -> SheetJob:
    order = sorted({card_of_copy[c] for c in copies})
    position = {card: i for i, card in enumerate(order)}
    owned = tuple(card not in owner for card in order)
    owner.update(order)
    return SheetJob(tuple(faces[i] for i in order), tuple(position[card_of_copy[c]] for c in copies),
                    owned, plan, sheet, ppi)


def run_sheet(job: SheetJob, folder: Path) -> list[Path]:
    """Rasterise the job's cards, write those it owns, compose and write its sheet."""
    sizes = [pixel_size(card.area.w, card.area.h, job.ppi) for card in job.cards]
    pdf = pages_pdf([(card.items, card.area) for card in job.cards])
    scanlines = list(scanlines_pdf(pdf, sizes))
    written = [_write(folder / card.name, png_from_scanlines(*size, "RGB", rows, job.ppi))
               for card, size, rows, owned in zip(job.cards, sizes, scanlines, job.owned, strict=True) if owned]
    if job.plan is not None:
        slot_of = dict(zip(job.plan.cards, job.copies, strict=True))
        if all(size == (job.plan.card_w, job.plan.card_h) for size in sizes):
            w, h = job.plan.size
            rows = sheet_scanlines(job.plan, lambda c: scanlines[slot_of[c]])
            data = png_from_scanlines(w, h, "RGB", rows, job.ppi)
        else:  # cards scaled down to keep the sheet within the size TTS takes
            images = [_image(size, rows) for size, rows in zip(sizes, scanlines, strict=True)]
            data = png_bytes(compose(job.plan, lambda c: images[slot_of[c]]), job.ppi)
        written.append(_write(folder / job.sheet, data))
    return written


def _image(size: tuple[int, int], rows: bytearray) -> PILImage.Image:
    return PILImage.frombuffer("RGB", size, bytes(rows[1:]), "raw", "RGB", 3 * size[0] + 1, 1)


def sheet_scanlines(plan: SheetPlan, face_of) -> Iterator[bytearray]:
    """The sheet as PNG scanlines, a band (a row of cards) at a time, white where no card is.

    One buffer holds every full band in turn: each band is valid until the next is asked for."""
    stride = 3 * plan.size[0] + 1
    row_bytes = 3 * plan.card_w
    card_stride = row_bytes + 1
    full = bytearray(stride * plan.card_h)   # filter bytes 0; the cards cover every other byte
    for row in range(plan.rows):
        slots = range(row * plan.cols, min((row + 1) * plan.cols, plan.count))
        band = full if len(slots) == plan.cols else _white_band(stride, plan.card_h)
        for slot in slots:
            card = face_of(plan.cards[slot])
            at = 1 + 3 * plan.slot(slot)[0]
            for r in range(plan.card_h):
                band[at:at + row_bytes] = card[r * card_stride + 1:(r + 1) * card_stride]
                at += stride
        yield band


def _white_band(stride: int, height: int) -> bytearray:
    band = bytearray(b"\xff") * (stride * height)
    band[::stride] = bytes(height)
    return band


def write_notes(decks: list[tuple[DeckStyle, DeckPlan]], folder: Path) -> list[Path]:
    """``tts/sheets.txt`` for the decks that have sheets."""
    listed = [(ds.deck.name, ds.deck.id, plan.plans) for ds, plan in decks if plan.plans]
    if not listed:
        return []
    return [_write(folder / "tts" / "sheets.txt", notes_text(listed).encode("utf-8"))]
