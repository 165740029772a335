"""The pieces of a Tabletop Simulator save: tokens, stand-ins, dice and player-supplied pieces.

No image of a token is built, so every piece is a plain block ("BlockSquare", tinted with its
colour, named for what it stands for) or a die ("Die_6" and the like). Pieces of a player colour
go into that colour's bag; the others into a bag named for their sheet or component. A count the
content does not know gives an empty bag whose description says so: nothing is guessed.

``pieces`` also says, for every component the save does not hold, why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.kit.colours import UNNAMED, colour_of, printed_colours
from generator.kit.stand_ins import stand_in_sheet
from generator.geometry.units import INCH
from generator.model.game.entities import Component, Sheet
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown

DICE = re.compile(r"\b(dice|die|d\d+)\b", re.IGNORECASE)
SIDED = re.compile(r"\b(\w+)-sided\b|\bd(\d+)\b", re.IGNORECASE)
NUMBERS = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
TTS_DICE = (4, 6, 8, 10, 12, 20)   # the dice Tabletop Simulator has built in
TOKEN_THICKNESS = 0.2              # a block's height as a share of its width: a flat counter
NO_IMAGE = "not placed: the build makes no image of it (the print-and-play kit prints it)"


def rgb(fill: str | None) -> dict | None:
    """A #rrggbb colour as the 0-1 channels a save's ColorDiffuse holds."""
    if not fill:
        return None
    return {key: round(int(fill[i:i + 2], 16) / 255, 4) for key, i in (("r", 1), ("g", 3), ("b", 5))}


def obj(name: str, nickname: str, description: str = "", fill: str | None = None, scale: float = 1.0,
        flat: bool = False, contained: list | None = None) -> dict:
    """One object of the save, at the origin (``tts_save`` places the top-level ones)."""
    out: dict = {"Name": name, "Transform": transform(scale, flat), "Nickname": nickname,
                 "Description": description}
    colour = rgb(fill)
    if colour is not None:
        out["ColorDiffuse"] = colour
    if contained is not None:
        out["ContainedObjects"] = contained
    return out


def transform(scale: float = 1.0, flat: bool = False, x: float = 0.0, z: float = 0.0, face_down: bool = False) -> dict:
    return {"posX": x, "posY": 1.0, "posZ": z, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0 if face_down else 0.0,
            "scaleX": scale, "scaleY": scale * TOKEN_THICKNESS if flat else scale, "scaleZ": scale}


def block(label: str, size_mm: float, fill: str | None, description: str = "") -> dict:
    """A flat square block standing for a counter of ``size_mm``."""
    return obj("BlockSquare", label, description, fill, round(size_mm / INCH, 3), flat=True)


def blocks(sheet: Sheet, fill: str | None, description: str = "") -> list[dict]:
    """A block for every copy of every token of ``sheet``."""
    return [block(t.label, sheet.size_mm, fill, description) for t in sheet.tokens for _ in range(t.copies)]


def die_faces(game: GameContent, c: Component) -> int | None:
    """The faces of a dice component: from its name ("six-sided", "d6"), else the game's
    ``die-faces`` constant; None when neither says."""
    match = SIDED.search(c.name)
    if match:
        word = match.group(1) or match.group(2)
        faces = int(word) if word.isdigit() else NUMBERS.get(word.lower())
        if faces:
            return faces
    constant = next((k for k in game.constants if getattr(k, "id", None) == "die-faces"), None)
    value = getattr(constant, "value", None)
    return value if isinstance(value, int) else None


def is_dice(c: Component) -> bool:
    return bool(DICE.search(c.name) or DICE.search(c.id.replace("-", " ")))


@dataclass
class Pieces:
    """What ``pieces`` returns: a bag per player colour, the shared objects, and why each component
    the save does not hold is left out (by component ID)."""

    colour_bags: list[dict]
    shared: list[dict]
    missing: dict[str, str]


def pieces(game: GameContent, decks_in_save: set[str]) -> Pieces:
    """Every token, stand-in, die and supplied piece of the game (``decks_in_save``: the IDs of
    the decks the save holds, for the components they print)."""
    colours = printed_colours(game.manifest.colours if game.manifest else [])
    bags = [obj("Bag", name, _colour_note(game, i), fill, contained=[]) for i, (name, fill) in enumerate(colours)]
    shared: list[dict] = []
    missing: dict[str, str] = {}
    sheet_ids = {s.id for s in game.sheets}
    for sheet in game.sheets:
        _sheet_pieces(sheet, colours, bags, shared)
    for c in game.components:
        why = _component(game, c, colours, bags, shared, sheet_ids, decks_in_save)
        if why is not None:
            missing[c.id] = why
    return Pieces(bags if any(b["ContainedObjects"] for b in bags) else [], shared, missing)


def _colour_note(game: GameContent, index: int) -> str:
    named = game.manifest.colours[index] if game.manifest else ""
    if UNNAMED.match(named.strip().lower()):
        return "The game does not name its colours: this is the colour the print-and-play kit prints."
    return ""


def _sheet_pieces(sheet: Sheet, colours, bags: list[dict], shared: list[dict]) -> None:
    """The sheet's tokens: in each colour's bag when per colour, else in a bag of the sheet's."""
    if sheet.per_colour and colours:
        for bag, (_, fill) in zip(bags, colours):
            bag["ContainedObjects"] += blocks(sheet, fill)
        return
    tokens = blocks(sheet, None)
    shared.extend(tokens if len(tokens) == 1 else [obj("Bag", sheet.name, contained=tokens)])


def _component(game, c: Component, colours, bags, shared, sheet_ids: set[str], decks: set[str]) -> str | None:
    """Add the objects ``c`` needs beyond its sheet and deck; None when it is in the save, else why
    it is not."""
    if c.not_printed:
        return f"not placed: {c.not_printed}"
    if c.supplied == "box":
        return None if _is_rulebook(c) else "not placed: it comes in the game box"
    if c.standee is not None:
        return f"{NO_IMAGE}; its deck's cards are in the save" if c.standee.deck in decks else NO_IMAGE
    if c.encoded_as in sheet_ids or c.encoded_as in decks:
        return None
    if c.encoded_in or (c.encoded_as and game.board(c.encoded_as)):
        held = [i for i in c.encoded_in if i in sheet_ids or i in decks]
        if held and len(held) == len(c.encoded_in):
            return None
        index = game.index()
        names = ", ".join(getattr(index[i], "name", i) for i in held)
        return NO_IMAGE + (f"; of its parts, these are in the save: {names}" if held else "")
    if is_dice(c):
        return _dice(game, c, colours, bags, shared)
    if isinstance(c.total, Unknown):
        shared.append(obj("Bag", c.name, f"Count unknown: {c.total.reason}", contained=[]))
        return None
    if c.stand_in is not None:
        _stand_ins(c, colours, bags, shared)
        return None
    if c.supplied == "player":
        _supplied(c, colours, bags, shared)
        return None
    return NO_IMAGE


def _is_rulebook(c: Component) -> bool:
    return "rule" in c.id.lower() or "rule" in c.name.lower()


def _dice(game: GameContent, c: Component, colours, bags, shared) -> str | None:
    faces = die_faces(game, c)
    if isinstance(c.total, Unknown) or faces not in TTS_DICE:
        why = f"Count unknown: {c.total.reason}" if isinstance(c.total, Unknown) else \
            f"Faces unknown: the content does not say how many sides its {c.name.lower()} have."
        shared.append(obj("Bag", c.name, why, contained=[]))
        return None
    name = f"Die_{faces}"
    loose = c.total
    if c.per_colour and colours:
        for bag, (colour, fill) in zip(bags, colours):
            bag["ContainedObjects"] += [obj(name, f"{c.name} ({colour})", fill=fill) for _ in range(c.per_colour)]
        loose = c.total - c.per_colour * len(colours)
    if loose > 0:
        note = "Of no player colour; the content gives no colour for them." if c.per_colour else ""
        dice = [obj(name, c.name, note) for _ in range(loose)]
        shared.append(obj("Bag", c.name, note, contained=dice))
    return None


def _stand_ins(c: Component, colours, bags, shared) -> None:
    """The kit's stand-in counters for ``c``, as blocks: by kind in the kind's colour, per player
    colour, or one set."""
    sheet = stand_in_sheet(c, len(colours))
    if sheet is None:
        return
    kinds = c.stand_in.kinds if c.stand_in else []
    if kinds:
        contained = [block(token.label, sheet.size_mm, colour_of(kind.colour) if kind.colour else None)
                     for kind, token in zip(kinds, sheet.tokens) for _ in range(token.copies)]
        shared.append(obj("Bag", c.name, _stand_in_note(c), contained=contained))
        return
    if sheet.per_colour:
        for bag, (_, fill) in zip(bags, colours):
            bag["ContainedObjects"] += blocks(sheet, fill, _stand_in_note(c))
        return
    shared.append(obj("Bag", c.name, _stand_in_note(c), contained=blocks(sheet, None)))


def _stand_in_note(c: Component) -> str:
    return f"Plain blocks stand in for the {c.name.lower()}, as the kit's stand-in counters do."


def _supplied(c: Component, colours, bags, shared) -> None:
    """Pieces the player supplies, with a known count and no stand-in: a plain block each."""
    assert isinstance(c.total, int)
    note = f"A plain block stands for each of the {c.name.lower()} (you supply them)."
    size = INCH * 0.6
    if c.per_colour and colours:
        for bag, (_, fill) in zip(bags, colours):
            bag["ContainedObjects"] += [block(c.name, size, fill, note) for _ in range(c.per_colour)]
        loose = c.total - c.per_colour * len(colours)
    else:
        loose = c.total
    if loose > 0:
        shared.append(obj("Bag", c.name, note, contained=[block(c.name, size, None, note) for _ in range(loose)]))
