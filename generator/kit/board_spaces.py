"""A board space as printed: its name, what it shows (short attributes with icons, long texts the
board asks for), and room for every piece it holds; its size follows from all three."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.faces import text as tx
from generator.faces.primitives import Box, Circle
from generator.faces.values import Vocabulary, attribute_words, format_value, is_amount, is_identifier, is_short
from generator.kit.colours import NAMED
from generator.kit.pages import INK, MUTED, one_line, style
from generator.kit.pieces import rooms as rooms_for
from generator.geometry.plane import Rect
from generator.geometry.rooms import ROOM_PAD, Arrangement, Room, arrange
from generator.model.game.entities import Board, Space
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown

NAME = style(9.5, "bold", INK, "centre", min_size=7.0, leading=1.05, max_lines=2)
ATTR = style(6.5, "regular", MUTED, "centre", min_size=5.5, leading=1.12)
TEXT = style(6.2, "regular", INK, "left", min_size=5.0, leading=1.12)
ROOM_LABEL = style(4.2, "regular", "#8a8a8a", "centre", min_size=3.2, leading=1.0, max_lines=2)
PLAIN_W = 46.0     # a space that holds nothing
ROOMY_W = 34.0     # the narrowest space with rooms
INNER = 1.5        # text and rooms keep this far from the space's outline
LAYOUT_KEYS = ("row", "column", "colour", "color")
ROOM_STROKE = "#b0b0b0"


@dataclass(frozen=True)
class SpaceLook:
    space: Space
    words: tuple          # short attributes and amounts, with icons
    text: str             # long texts the board shows
    rooms: tuple[Room, ...]
    w: float
    h: float
    arrangement: Arrangement


def space_looks(board: Board, spaces: Sequence[Space], game: GameContent, vocab: Vocabulary,
                colours: list[tuple[str, str]], uniform: bool) -> list[SpaceLook]:
    """Every space's look; with ``uniform``, all as large as the largest (a grid's cells)."""
    looks = [_look(board, s, game, vocab, colours) for s in spaces]
    if not uniform or not looks:
        return looks
    w = max(lk.w for lk in looks)
    h = max(lk.h for lk in looks)
    return [SpaceLook(lk.space, lk.words, lk.text, lk.rooms, w, h, lk.arrangement) for lk in looks]


def _look(board: Board, space: Space, game: GameContent, vocab: Vocabulary,
          colours: list[tuple[str, str]]) -> SpaceLook:
    rooms = tuple(rooms_for(game, board.holds + space.holds, colours))
    arrangement = arrange(list(rooms))
    words, text = _shown(space, board, vocab)
    if space.size_mm is not None:
        w, h = space.size_mm.width_mm, space.size_mm.height_mm
        return SpaceLook(space, words, text, rooms, w, h, arrangement)
    w = max(ROOMY_W if rooms else PLAIN_W, arrangement.w + 2 * INNER)
    if text:
        w = max(w, 42.0)
    h = _content_height(space, words, text, w) + (arrangement.h + 1.0 if rooms else 0.0) + 1.2
    return SpaceLook(space, words, text, rooms, w, max(h, 16.0), arrangement)


def _content_height(space: Space, words: tuple, text: str, w: float) -> float:
    inner = w - 2 * INNER
    h = 1.6 + tx.fit(tx.tokenize(space.name, {}), NAME, inner, 1000).height
    if words:
        h += 1.0 + tx.fit(words, ATTR, inner, 1000).height
    if text:
        h += 1.0 + tx.fit(tx.tokenize(text, {}), TEXT, inner, 1000).height
    return h


def _shown(space: Space, board: Board, vocab: Vocabulary) -> tuple[tuple, str]:
    """The words (short attributes and amounts) and the text (long attributes) a space prints:
    the board's ``shows`` in order, else every short value and amount."""
    attrs = space.attributes
    if board.shows:
        keys = [k for k in board.shows if k in attrs]
        short = [k for k in keys
                 if is_amount(attrs[k], vocab) or (is_short(attrs[k]) and not isinstance(attrs[k], str))]
        long = [k for k in keys if k not in short]
        text = " ".join(format_value(attrs[k]) for k in long)
        return attribute_words(attrs, short, (), vocab), text
    keys = [k for k, v in attrs.items()
            if k not in LAYOUT_KEYS and (is_amount(v, vocab) or (is_short(v) and not is_identifier(v)))]
    return attribute_words(attrs, keys, (), vocab), ""


def draw_space(look: SpaceLook, rect: Rect, ink_saver: bool) -> list:
    """The space's outline (tinted by a ``colour`` attribute), name, words, text and rooms."""
    space = look.space
    colour = NAMED.get(str(space.attributes.get("colour", space.attributes.get("color", ""))).lower())
    fill = "#ffffff" if ink_saver or not colour else tint(colour)
    stroke, width = (colour, 2.0) if (ink_saver and colour) else (INK, 0.8)
    items: list = [Box(rect.x, rect.y, rect.w, rect.h, fill, stroke, width, 2.0)]
    inner = Rect(rect.x + INNER, rect.y + 1.2, rect.w - 2 * INNER, rect.h - 2.8)
    top = inner.top
    for words, st in ((tx.tokenize(space.name, {}), NAME), (look.words, ATTR),
                      (tx.tokenize(look.text, {}) if look.text else (), TEXT)):
        if not words:
            continue
        fitted = tx.fit(words, st, inner.w, max(1.0, top - inner.y))
        items.extend(tx.draw(fitted, Rect(inner.x, top - fitted.height, inner.w, fitted.height)))
        top -= fitted.height + 1.0
    items.extend(room_items(look.rooms, look.arrangement,
                            Rect(rect.x, rect.y + 1.2, rect.w, max(0.0, top - rect.y - 1.2))))
    if any(isinstance(v, Unknown) for v in space.attributes.values()):
        items.append(one_line("?", rect.right - 2.5, rect.top - 3.5, 8, "bold", "#b00020"))
    return items


def room_items(rooms, arr: Arrangement, area: Rect) -> list:
    """Faint outlines of ``rooms`` (a player colour's in its colour) with their labels, the
    arrangement centred in ``area``."""
    if not rooms:
        return []
    ox = area.x + (area.w - arr.w) / 2
    oy = area.y + max(0.0, (area.h - arr.h) / 2)
    items: list = []
    for room, outer in zip(rooms, arr.rects):
        r = Rect(ox + outer.x + ROOM_PAD, oy + outer.y + ROOM_PAD, room.w, room.h)
        stroke = room.colour or ROOM_STROKE
        if room.shape == "circle":
            items.append(Circle(r.x + r.w / 2, r.y + r.h / 2, r.w / 2, None, stroke, 0.6))
        else:
            items.append(Box(r.x, r.y, r.w, r.h, None, stroke, 0.6, 1.5 if room.shape == "card" else 0.8,
                             (1.2, 0.9)))
        label = tx.fit(tx.tokenize(room.label, {}), ROOM_LABEL, r.w * 0.8, r.h * 0.8)
        items.extend(tx.draw(label, Rect(r.x + r.w * 0.1, r.y + r.h * 0.1, r.w * 0.8, r.h * 0.8), "centre"))
    return items


def tint(colour: str, keep: float = 0.22) -> str:
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(255 - (255 - v) * keep):02x}" for v in rgb)
