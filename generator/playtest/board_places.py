"""The boards, tracks and card-printed boards of a game as labelled boxes for the playtest table:
each with its spaces placed within it (in CSS pixels), where the content gives their cells or in
order otherwise. The table's script lays the boards themselves out on the page."""

from __future__ import annotations

from generator.faces.card_face import card_size
from generator.faces.values import format_value
from generator.kit.board_positions import grid_cells
from generator.kit.playable import printable_names, printed_ids
from generator.model.game.entities import Board, Deck, Track
from generator.model.game.project import GameContent

SPACE_W, SPACE_H = 104, 52      # a board's space
SHOWING_W, SHOWING_H = 184, 112  # a board's space that shows attributes
STEP_W, STEP_H = 70, 66         # a track's space (its name at the top, room for pieces below)
DECK_ROOM = 28                  # more height for a track's spaces when one holds a deck
TRACK_ROW = 10                  # track spaces to a row
GAP = 6
HEAD = 28                       # room for the board's name above its spaces
CARD_PX_PER_MM = 1.3


def boards_data(game: GameContent) -> list[dict]:
    """Boards first (those each player has marked ``per_player``), then cards printed on a board
    (their slots), then tracks."""
    mine = per_player_boards(game)
    found = [board_data(board, board.id in mine) for board in game.boards]
    found += [slots_data(deck) for deck in game.decks if any(deck.id in c.encoded_in for c in game.components)]
    decks = {deck.id for deck in game.decks}
    return found + [track_data(track, decks) for track in game.tracks]


def per_player_boards(game: GameContent) -> set[str]:
    """Boards a per-colour component is printed as (one each player)."""
    names = printable_names(game)
    return {i for c in game.components if c.per_colour for i in printed_ids(c, names)}


def _placed(cells: list[tuple[int, int]], w: int, h: int) -> list[tuple[int, int]]:
    return [(GAP + col * (w + GAP), HEAD + row * (h + GAP)) for col, row in cells]


def _frame(box: dict, cells: list[tuple[int, int]], w: int, h: int) -> dict:
    cols = max((c for c, _ in cells), default=0) + 1
    rows = max((r for _, r in cells), default=0) + 1
    box["w"] = GAP + cols * (w + GAP)
    box["h"] = HEAD + rows * (h + GAP)
    return box


def board_data(board: Board, per_player: bool) -> dict:
    columns = 4 if len(board.spaces) > 12 else max(1, len(board.spaces))
    cells = grid_cells(board, board.spaces, columns)
    w, h = (SHOWING_W, SHOWING_H) if board.shows else (SPACE_W, SPACE_H)
    spaces = [{"id": s.id, "name": s.name, "text": shown(s.attributes, board.shows), "x": x, "y": y, "w": w, "h": h}
              for s, (x, y) in zip(board.spaces, _placed(cells, w, h))]
    return _frame({"id": board.id, "name": board.name, "kind": "board", "per_player": per_player,
                   "spaces": spaces}, cells, w, h)


def shown(attributes: dict, keys: list[str]) -> str:
    """The attributes a board prints on its spaces, as one line of text: 'VP 3 · cost 2 gold · ...'."""
    def value(v) -> str:
        if isinstance(v, dict) and all(isinstance(n, int) for n in v.values()):
            return ", ".join(f"{n} {k}" for k, n in v.items()) or "nothing"
        return format_value(v)
    return " · ".join(f"{k.upper() if len(k) <= 2 else k.replace('_', ' ')} {value(attributes[k])}"
                      for k in keys if k in attributes)


def track_data(track: Track, decks: set[str]) -> dict:
    """A track's spaces in rows; a track printed longer than its listed spaces (``print_length``)
    gets the missing ones numbered on."""
    steps = [(str(s.index), s.label or str(s.index)) for s in track.spaces]
    last = track.spaces[-1].index if track.spaces else 0
    steps += [(str(last + i), str(last + i)) for i in range(1, (track.print_length or 0) - len(steps) + 1)]
    cells = [(i % TRACK_ROW, i // TRACK_ROW) for i in range(len(steps))]
    h = STEP_H + (DECK_ROOM if any(hold.piece in decks for s in track.spaces for hold in s.holds) else 0)
    spaces = [{"id": sid, "name": name, "x": x, "y": y, "w": STEP_W, "h": h}
              for (sid, name), (x, y) in zip(steps, _placed(cells, STEP_W, h))]
    return _frame({"id": track.id, "name": track.name, "kind": "track", "per_player": False,
                   "spaces": spaces}, cells, STEP_W, h)


def slots_data(deck: Deck) -> dict:
    """A deck printed on a board: a slot for each card, in order."""
    w, h = (round(v * CARD_PX_PER_MM) for v in card_size(deck))
    cols = 6
    cells = [(i % cols, i // cols) for i in range(sum(card.copies for card in deck.cards))]
    spaces = [{"id": str(i), "name": "", "x": x, "y": y, "w": w, "h": h}
              for i, (x, y) in enumerate(_placed(cells, w, h))]
    return _frame({"id": f"cards-{deck.id}", "name": deck.name, "kind": "cards", "deck": deck.id,
                   "per_player": False, "spaces": spaces}, cells, w, h)
