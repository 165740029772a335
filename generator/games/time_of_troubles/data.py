"""How this game's content is laid out, and readers for its table notations.

The content keeps Commanders as cards of one deck, Characters as counters of one sheet, Parties and
locations as spaces of two boards with typed attributes, and the rulebook's tables as tables (see
content/time-of-troubles/). Everything here reads that content; nothing holds game data.
"""

from __future__ import annotations

import re

from generator.model import entities as e
from generator.model.project import GameContent
from generator.model.values import is_unknown

GAME = "time-of-troubles"
MAP, PARTIES = "map", "parties"
COMMANDER_DECK, CARD_DECK = "commander-deck", "game-card-deck"
CHARACTER_SHEET, CHARACTER_TABLE = "character-counters", "character-characteristics"
COMBAT_TABLES = ("shooting", "melee")
SUBJUGATION_PREFIX = "subjugation-"
RECRUITMENT_TABLE, RECRUITMENT_COST, RECRUITMENT_PLACE = (
    "troop-recruitment", "recruitment-cost", "recruitment-only-in")
UNIT_TABLE = "unit-types"
DIE = 6
NOTHING = "nothing"
ROUT, ROUT_LOSSES = "!", 3          # 9.6.1: a routed army loses three combat units
ALLOTTED_KINDS = ("commanders", "characters", "cards")
LOCATION_KINDS = ("city-vp", "city", "fortress", "powerful-fortress", "territory")

_LG_COST = re.compile(r"\((-?\d+) LG\)\s*$")
_CITY = re.compile(r"^(?P<name>[^()]+?) \((?P<vp>\d+)\)$")
_COMBAT = re.compile(r"^(?P<base>-|\d+|!)(?P<star>\*?)$")


def spaces(game: GameContent, board_id: str) -> list[e.Space]:
    board = game.board(board_id)
    return list(board.spaces) if board else []


def locations_by_name(game: GameContent) -> dict[str, e.Space]:
    return {space.name: space for space in spaces(game, MAP)}


def named_cards(game: GameContent, deck_id: str) -> dict[str, e.Card]:
    """The deck's cards with a known face, by ID."""
    deck = game.deck(deck_id)
    return {card.id: card for card in deck.cards if card.unknown is None} if deck else {}


def characters(game: GameContent) -> dict[str, e.Token]:
    sheet = next((s for s in game.sheets if s.id == CHARACTER_SHEET), None)
    return {token.id: token for token in sheet.tokens} if sheet else {}


def markers(game: GameContent) -> set[str]:
    return {r.id for r in game.resources if r.kind == "token"}


def units(game: GameContent) -> set[str]:
    return {r.id for r in game.resources if r.kind == "unit"}


def attr_list(entity, key: str) -> list:
    """An attribute that should be a list; [] when absent, unknown or of another type."""
    value = entity.attributes.get(key)
    return value if isinstance(value, list) else []


def is_one_of(item, ids) -> bool:
    """``item`` is an ID among ``ids`` (False for non-text items such as mappings)."""
    return isinstance(item, str) and item in ids


def player_counts(game: GameContent) -> range:
    """Every player count the manifest allows; none when either bound is unknown."""
    players = game.manifest.players if game.manifest else None
    if players is None or not isinstance(players.min, int) or not isinstance(players.max, int):
        return range(0)
    return range(players.min, players.max + 1)


def allotted_key(players: int) -> str:
    return f"allotted_{players}p"


def subjugation_tables(game: GameContent) -> list[e.Table]:
    return [t for t in game.tables if t.id.startswith(SUBJUGATION_PREFIX)]


def lg_cost(table: e.Table) -> int | None:
    """The legitimacy spent per roll, as the title gives it: 'Volga cities (5 LG)' -> 5."""
    match = _LG_COST.search(table.title)
    return int(match.group(1)) if match else None


def parse_result(cell) -> list[tuple[str, int]] | None:
    """A subjugation result: 'nothing' -> [], 'Tver (2)' -> [('Tver', 2)], alternatives joined
    by ' or '; None when the text is not in that form."""
    text = str(cell).strip()
    if text == NOTHING:
        return []
    found = []
    for part in text.split(" or "):
        match = _CITY.match(part.strip())
        if not match:
            return None
        found.append((match["name"], int(match["vp"])))
    return found


def combat_key(cell) -> tuple[int, int] | None:
    """(losses, rout) for a known combat cell: '-' -> (0, 0), 2 -> (2, 0), '!' -> (3, 1); a
    trailing '*' (+1 to the roll) does not change it. None when the cell is malformed."""
    if isinstance(cell, bool) or is_unknown(cell):
        return None
    if isinstance(cell, int):
        return (cell, 0) if cell >= 0 else None
    match = _COMBAT.match(str(cell).strip())
    if not match:
        return None
    base = match["base"]
    if base == ROUT:
        return (ROUT_LOSSES, 1)
    return (0 if base == "-" else int(base), 0)


def column_index(table: e.Table, column_id: str) -> int | None:
    return next((i for i, c in enumerate(table.columns) if c.id == column_id), None)
