"""Player colours by name, and readable ink on them."""

from __future__ import annotations

import re

NAMED = {
    "red": "#c62828", "blue": "#1f5fbf", "green": "#2e7d32", "yellow": "#f2c21b", "black": "#222222",
    "white": "#ffffff", "purple": "#6a1b9a", "orange": "#ef6c00", "brown": "#6d4c41", "grey": "#8a8a8a",
    "gray": "#8a8a8a", "pink": "#d81b60", "teal": "#00838f", "beige": "#d9c8a0", "tan": "#c8a165",
}
PALETTE = ("#c62828", "#1f5fbf", "#2e7d32", "#f2c21b", "#6a1b9a", "#ef6c00", "#6d4c41", "#00838f")
PALETTE_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Brown", "Teal")
UNNAMED = re.compile(r"^colou?r[-_ ]?\d+$")   # a placeholder: the game does not name its colours


def colour_name(name: str, index: int = 0) -> str:
    """A player colour's name as printed on its pieces: the game's own name, or, for a colour the
    game does not name (``colour-1``...), the name of the colour the kit prints it in."""
    key = name.strip().lower()
    if key in NAMED:
        return key.capitalize()
    if UNNAMED.match(key) or (key.startswith("#") and len(key) == 7):
        printed = colour_of(name, index)
        return next((n for c, n in zip(PALETTE, PALETTE_NAMES) if c == printed), name)
    return name.replace("-", " ").strip().title()


def colour_of(name: str | None, index: int = 0) -> str | None:
    """A colour for a player colour's name: a known name, else the palette in order."""
    if name is None:
        return None
    key = name.strip().lower()
    if key.startswith("#") and len(key) == 7:
        return key
    return NAMED.get(key) or PALETTE[index % len(PALETTE)]


def ink_on(fill: str | None) -> str:
    """Black or white, whichever reads better on ``fill``."""
    if not fill:
        return "#1a1a1a"
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "#1a1a1a" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def printed_colours(colours: list[str]) -> list[tuple[str, str]]:
    """The game's player colours as the kit prints them: (name, fill) each."""
    return [(colour_name(c, i), colour_of(c, i) or "#888888") for i, c in enumerate(colours)]
