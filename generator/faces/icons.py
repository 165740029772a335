"""The vector icon set: each icon is primitives in a 10 x 10 box, drawn in one ink colour.

``INK`` and ``PAPER`` stand for the icon's colour and white; ``icon_items`` substitutes them. An
icon name the set lacks falls back to a tile with the name's initial (``letter_icon``), and the
``icon-known`` rule reports such names in the content.
"""

from __future__ import annotations

import math
from functools import cache

from generator.faces.primitives import Box, Circle, Line, Path, Text

INK, PAPER = "ink", "paper"
UNIT = 10.0


def _star(cx, cy, r_out, r_in, points=5):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi / 2 + i * math.pi / points
        pts.append((round(cx + r * math.cos(a), 3), round(cy + r * math.sin(a), 3)))
    return tuple(pts)


def _poly(*points, fill=INK, stroke=None, width=0.0):
    return Path(tuple(points), True, fill, stroke, width)


def _pawn(fill=INK):
    return (Circle(5, 7.3, 1.9, fill, INK, 1.0),
            _poly((2.2, 0.8), (7.8, 0.8), (6.6, 4.8), (3.4, 4.8), fill=fill, stroke=INK, width=1.0))


ICONS: dict[str, tuple] = {
    "coin": (Circle(5, 5, 4.6, INK), Circle(5, 5, 3.3, None, PAPER, 1.6)),
    "vp": (_poly(*_star(5, 5.2, 4.9, 2.1)),),
    "wood": (Circle(2.9, 2.9, 2.3, INK), Circle(7.1, 2.9, 2.3, INK), Circle(5.0, 6.8, 2.3, INK),
             Circle(2.9, 2.9, 1.2, None, PAPER, 1.0), Circle(7.1, 2.9, 1.2, None, PAPER, 1.0),
             Circle(5.0, 6.8, 1.2, None, PAPER, 1.0)),
    "ore": (_poly((1, 2), (2.4, 6.6), (5.2, 8.6), (8.4, 6.6), (9.2, 2.6), (6, 1.2)),
            Line(2.4, 6.6, 5.4, 4.4, PAPER, 1.2), Line(5.4, 4.4, 8.4, 6.6, PAPER, 1.2)),
    "stone": (_poly((1, 2), (2.4, 6.6), (5.2, 8.6), (8.4, 6.6), (9.2, 2.6), (6, 1.2)),
              Line(5.4, 4.4, 5.2, 8.6, PAPER, 1.2)),
    "fur": (_poly((3, 9), (4, 7.6), (6, 7.6), (7, 9), (8.6, 6.4), (7.4, 4.4), (8.4, 1), (5, 2.2),
                  (1.6, 1), (2.6, 4.4), (1.4, 6.4)),),
    "fish": (_poly((0.8, 5), (3, 7.3), (6, 7.3), (7.8, 5.6), (9.6, 7.6), (9.6, 2.4), (7.8, 4.4),
                   (6, 2.7), (3, 2.7)), Circle(3.0, 5.5, 0.6, PAPER)),
    "honey": (_poly((5, 9.4), (8.8, 7.2), (8.8, 2.8), (5, 0.6), (1.2, 2.8), (1.2, 7.2)),
              _poly((5, 7.4), (7, 6.2), (7, 3.8), (5, 2.6), (3, 3.8), (3, 6.2), fill=PAPER)),
    "gold": (_poly((1, 2), (9, 2), (7.4, 7), (2.6, 7)), Line(3.2, 5.6, 6.8, 5.6, PAPER, 1.0)),
    "good": (Box(1.2, 1.2, 7.6, 7.6, INK, radius=0.8), Line(1.2, 5, 8.8, 5, PAPER, 1.0),
             Line(5, 1.2, 5, 8.8, PAPER, 1.0)),
    "troop": _pawn(),
    "soldier": _pawn(),
    "rebel": _pawn(PAPER),
    "church": (_poly((1.8, 0.8), (8.2, 0.8), (8.2, 5.6), (5, 7.4), (1.8, 5.6)),
               Line(5, 7.2, 5, 9.8, INK, 1.4), Line(3.8, 8.8, 6.2, 8.8, INK, 1.4),
               Box(4.1, 0.8, 1.8, 2.8, PAPER, radius=0.9)),
    "market": (_poly((0.8, 6), (2, 9), (8, 9), (9.2, 6)), Box(2, 0.8, 1.2, 5.2, INK),
               Box(6.8, 0.8, 1.2, 5.2, INK), Box(1.4, 2.6, 7.2, 1.2, INK)),
    "stronghold": (_poly((1.5, 0.8), (8.5, 0.8), (8.5, 9), (7, 9), (7, 7.8), (5.75, 7.8), (5.75, 9),
                         (4.25, 9), (4.25, 7.8), (3, 7.8), (3, 9), (1.5, 9)),
                   Box(4, 0.8, 2, 3.2, PAPER, radius=1.0)),
    "card": (Box(2.2, 0.8, 5.6, 8.4, PAPER, INK, 1.2, 0.8), Line(3.4, 6.8, 6.6, 6.8, INK, 1.0)),
    "scheme": (Box(2.2, 0.8, 5.6, 8.4, INK, radius=0.8), _poly(*_star(5, 5, 2.2, 1.0), fill=PAPER)),
    "deed": (Box(2.2, 0.8, 5.6, 8.4, PAPER, INK, 1.2, 0.8), _poly(*_star(5, 5, 2.2, 1.0))),
    "helmet": (_poly((1.2, 2.2), (1.6, 6), (3.4, 8.4), (6.6, 8.4), (8.4, 6), (8.8, 2.2), (6.2, 2.2),
                     (6.2, 4.6), (3.8, 4.6), (3.8, 2.2)),),
    "boot": (_poly((3, 9.2), (6.2, 9.2), (6.2, 4), (9.2, 2.8), (9.2, 0.8), (3, 0.8)),),
    "sword": (_poly((4.4, 3.4), (4.4, 8.6), (5, 9.8), (5.6, 8.6), (5.6, 3.4)),
              Box(2.6, 2.6, 4.8, 1.0, INK), Box(4.5, 0.4, 1.0, 2.2, INK)),
    "cart": (_poly((0.8, 7.4), (9.2, 7.4), (8.2, 3.6), (1.8, 3.6)), Circle(3, 2, 1.3, INK),
             Circle(7, 2, 1.3, INK)),
    "hammer": (_poly((1.2, 6.4), (8.2, 6.4), (8.2, 9), (1.2, 9)), Box(4.3, 0.6, 1.6, 6.0, INK)),
    "action": (_poly((0.8, 3.6), (5.4, 3.6), (5.4, 1.2), (9.4, 5), (5.4, 8.8), (5.4, 6.4), (0.8, 6.4)),),
    "token": (Circle(5, 5, 4.4, PAPER, INK, 1.6), Circle(5, 5, 2.2, INK)),
    "dice": (Box(1.0, 1.0, 8.0, 8.0, PAPER, INK, 1.4, 1.4), Circle(3.2, 6.8, 0.9, INK),
             Circle(5, 5, 0.9, INK), Circle(6.8, 3.2, 0.9, INK)),
    "move": (_poly((0.8, 3.6), (5.4, 3.6), (5.4, 1.2), (9.4, 5), (5.4, 8.8), (5.4, 6.4), (0.8, 6.4)),),
    "good-of-choice": (Box(1.2, 1.2, 7.6, 7.6, PAPER, INK, 1.4, 0.8),
                       Text(3.5, 2.9, "?", "bold", 18.0, INK, 0.0)),
    "plus-two": (Circle(5, 5, 4.6, INK), Text(2.2, 3.3, "+2", "bold", 15.0, PAPER, 0.0)),
    "look-at-enemy": (_poly((0.6, 5), (2.6, 7.2), (5, 8), (7.4, 7.2), (9.4, 5), (7.4, 2.8), (5, 2), (2.6, 2.8)),
                      Circle(5, 5, 2.0, PAPER), Circle(5, 5, 1.0, INK)),
    "building": (_poly((1, 0.8), (9, 0.8), (9, 6), (5, 9.4), (1, 6)), Box(4, 0.8, 2, 3.4, PAPER)),
    "unknown": (Circle(5, 5, 4.5, PAPER, INK, 1.3), Text(3.2, 2.4, "?", "bold", 19.0, INK, 3.1)),
    "low-confidence": (_poly((5, 9.4), (9.6, 1), (0.4, 1)), Box(4.4, 4, 1.2, 3.2, PAPER),
                       Box(4.4, 2.2, 1.2, 1.2, PAPER)),
    "arrow": (_poly((0.8, 3.8), (5.8, 3.8), (5.8, 1.0), (9.6, 5), (5.8, 9.0), (5.8, 6.2), (0.8, 6.2)),),
    "trowel": (_poly((5, 9.6), (8.6, 5.2), (5, 3.2), (1.4, 5.2)), Box(4.4, 0.6, 1.2, 2.8, INK),
               Line(5, 3.2, 5, 8.2, PAPER, 0.6)),
    "fleet": (_poly((0.8, 3.4), (9.2, 3.4), (7.6, 1.0), (2.4, 1.0)), Box(4.6, 3.4, 0.8, 5.8, INK),
              _poly((5.4, 8.8), (8.6, 4.4), (5.4, 4.4))),
    "fortress": (_poly((1.0, 0.8), (9.0, 0.8), (9.0, 7.4), (7.6, 7.4), (7.6, 9.0), (6.2, 9.0), (6.2, 7.4),
                       (3.8, 7.4), (3.8, 9.0), (2.4, 9.0), (2.4, 7.4), (1.0, 7.4)),
                 Box(4.0, 0.8, 2.0, 3.2, PAPER)),
    "temple": (_poly((0.8, 6.4), (5, 9.4), (9.2, 6.4)), Box(1.6, 0.8, 6.8, 1.2, INK),
               Box(2.2, 2.0, 1.2, 4.0, INK), Box(4.4, 2.0, 1.2, 4.0, INK), Box(6.6, 2.0, 1.2, 4.0, INK)),
}

KIND_ICONS = {"good": "good", "currency": "coin", "points": "vp", "unit": "troop", "card": "card",
              "token": "token", "action": "action"}


def has_icon(name: str) -> bool:
    return name in ICONS


@cache
def icon_items(name: str, colour: str) -> tuple:
    """The icon's primitives in its 10 x 10 box, in ``colour`` on white."""
    shapes = ICONS.get(name) or letter_icon(name)
    return tuple(_paint(shape, colour) for shape in shapes)


def letter_icon(name: str) -> tuple:
    """A tile with the name's initial, for names the set lacks."""
    from generator.faces.metrics import text_width

    letter = (name.split(":")[-1][:1] or "?").upper()
    width = text_width(letter, "bold", 18.0)
    return (Box(0.8, 0.8, 8.4, 8.4, INK, radius=1.6),
            Text((UNIT - width) / 2, 2.9, letter, "bold", 18.0, PAPER, width))


def _swap(value, colour):
    return colour if value == INK else "#ffffff" if value == PAPER else value


def _paint(shape, colour):
    kwargs = {}
    for name in ("fill", "stroke", "colour"):
        if hasattr(shape, name):
            kwargs[name] = _swap(getattr(shape, name), colour)
    return type(shape)(**{**_fields(shape), **kwargs})


def _fields(shape) -> dict:
    return {name: getattr(shape, name) for name in shape.__slots__}
