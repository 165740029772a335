"""What the playtest table needs of one game, as plain data for its script: the decks with their
cards' names, images and copies, the pieces and dice by owner, the boards' spaces, the player
colours and where pieces start. Only what the content states: an unknown card stays unknown."""

from __future__ import annotations

import re
from collections.abc import Callable

from generator.faces.card_face import card_size
from generator.kit.colours import colour_of, printed_colours
from generator.kit.stand_ins import stand_in_sheet
from generator.model.game.entities import Card, Component, Deck, Hold, Sheet
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.playtest.board_places import boards_data

CARD_PX_PER_MM = 1.3    # a card on the table is drawn this many CSS pixels per millimetre
DICE = re.compile(r"\b(dice|die)\b", re.IGNORECASE)


def table_data(game: GameContent, has_image: Callable[[str], bool] = lambda name: True) -> dict:
    """Everything the table page draws and deals, for ``game``; ``has_image`` tells which card
    images (``cards/<deck>/<name>.png``, in the game's output folder) are there to link."""
    players = game.manifest.players if game.manifest else None
    low = players.min if players and isinstance(players.min, int) else 1
    high = players.max if players and isinstance(players.max, int) else max(low, 4)
    colours = game.manifest.colours if game.manifest else []
    return {
        "game": game.id,
        "title": game.title,
        "seed": game.id,
        "players": {"min": low, "max": high, "known": players is not None and isinstance(players.max, int)},
        "colours": [{"name": name, "fill": fill, "ink": readable_ink(fill)} for name, fill in
                    printed_colours(colours or [f"colour-{i}" for i in range(1, high + 1)])],
        "decks": [deck_data(game, deck, has_image) for deck in game.decks],
        "pieces": pieces_data(game),
        "dice": dice_data(game),
        "boards": boards_data(game),
        "start": start_data(game),
    }


def deck_data(game: GameContent, deck: Deck, has_image: Callable[[str], bool]) -> dict:
    def image(name: str) -> str | None:
        """A card image the build writes, as linked from the HTML folder beside the game's folder."""
        path = f"cards/{deck.id}/{name}.png"
        return f"../{game.id}/{path}" if has_image(path) else None

    w, h = card_size(deck)
    return {
        "id": deck.id,
        "name": deck.name,
        "w": round(w * CARD_PX_PER_MM),
        "h": round(h * CARD_PX_PER_MM),
        "back": image(f"{deck.id}-back"),
        "printed_on_board": any(deck.id in c.encoded_in for c in game.components),
        "cards": [card_data(card, image) for card in deck.cards],
    }


def card_data(card: Card, image: Callable[[str], str | None]) -> dict:
    unknown = card.unknown is not None or isinstance(card.title, Unknown)
    name = card.title if isinstance(card.title, str) and card.title else None
    return {
        "id": card.id,
        "name": name if name and not unknown else (f"{name} (unknown)" if name else "Unknown card"),
        "face": image(card.id),
        "back": image(f"{card.id}-back") if card.back else None,
        "stack": card.back,
        "copies": card.copies,
        "unknown": unknown,
    }


def _piece(piece_id: str, label: str, shape: str, fill: str | None, per_player: int, supply: int) -> dict:
    return {"id": piece_id, "label": label, "shape": shape, "fill": fill, "ink": readable_ink(fill) if fill else None,
            "per_player": per_player, "supply": supply}


def pieces_data(game: GameContent) -> list[dict]:
    """Tokens of every sheet, and the stand-ins of components without a sheet: per player (in the
    player's colour) or in the common supply."""
    sheets: list[tuple[Sheet, Component | None]] = [(sheet, None) for sheet in game.sheets]
    colours = len(game.manifest.colours) if game.manifest else 0
    for c in game.components:
        made = stand_in_sheet(c, colours) if c.stand_in and not DICE.search(c.name) else None
        if made is not None:
            sheets.append((made, c))
    pieces = []
    for sheet, component in sheets:
        kinds = component.stand_in.kinds if component and component.stand_in else []
        for i, token in enumerate(sheet.tokens):
            fill = colour_of(kinds[i].colour) if i < len(kinds) and kinds[i].colour else None
            pieces.append(_piece(token.id, token.label, sheet.shape, fill,
                                 token.copies if sheet.per_colour else 0, 0 if sheet.per_colour else token.copies))
    return pieces


def die_faces(game: GameContent) -> int | None:
    """The faces of the game's dice: its 'die-faces' value, else the faces its dice tables agree on."""
    for constant in game.constants:
        if getattr(constant, "id", "") == "die-faces" and isinstance(getattr(constant, "value", None), int):
            return constant.value
    faces = {t.dice for t in game.tables if t.dice}
    return faces.pop() if len(faces) == 1 else None


def dice_data(game: GameContent) -> list[dict]:
    """Each kind of die the components list: per player (``per_colour``) and common (``extra``,
    or the whole count when the dice are not per colour)."""
    faces = die_faces(game)
    found = []
    for c in game.components:
        if not DICE.search(c.name) or c.encoded_as or isinstance(c.total, Unknown):
            continue
        per_player = c.per_colour or 0
        common = c.extra if per_player else c.total
        found.append({"id": c.id, "name": c.name, "faces": faces, "per_player": per_player, "common": common})
    return found


def start_data(game: GameContent) -> list[dict]:
    """Where pieces and decks start, as the tracks and spaces hold them: a piece a whole track
    holds starts on its marked space (one per player when the hold is per colour); a per-colour
    piece held with no marked space starts one per player along the spaces, in a dealt order;
    a piece a marked space holds starts there. A board's rooms are not starting places."""
    tokens = {t.id: (t.id, sheet.per_colour) for sheet in game.sheets for t in sheet.tokens}
    tokens.update({sheet.id: (sheet.tokens[0].id, sheet.per_colour) for sheet in game.sheets if sheet.tokens})
    decks = {d.id for d in game.decks}
    found: list[dict] = []

    def add(hold: Hold, board: str, space: str, spread: bool) -> None:
        if hold.piece in decks:
            found.append({"deck": hold.piece, "board": board, "space": space})
        elif hold.piece in tokens and (tokens[hold.piece][1] or not hold.per_colour):
            piece, per_colour = tokens[hold.piece]
            found.append({"piece": piece, "board": board, "space": space, "each_player": hold.per_colour,
                          "spread": spread and per_colour and not hold.per_colour, "owned": per_colour})

    for track in game.tracks:
        marked = next((str(s.index) for s in track.spaces if s.markers), None)
        for hold in track.holds:
            if marked is not None or (hold.piece in tokens and tokens[hold.piece][1] and not hold.per_colour):
                add(hold, track.id, marked or str(track.spaces[0].index), marked is None)
        for space in track.spaces:
            for hold in space.holds if space.markers else ():
                add(hold, track.id, str(space.index), False)
    return found


def _luminance(fill: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(int(fill[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def readable_ink(fill: str) -> str:
    """Black or white, whichever has the higher contrast on ``fill`` (as WCAG measures it)."""
    light = _luminance(fill)
    return "#000000" if (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) else "#ffffff"
