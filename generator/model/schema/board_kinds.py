"""The content kinds of the table's physical layout: boards with their spaces, tracks with their
spaces and thresholds, and sheets of tokens."""

from __future__ import annotations

from generator.model.game import entities as e
from generator.model.declarations.kinds import (
    declares,
)
from generator.model.schema.records import Field, Record, SourcesByField
from generator.model.schema.fields import (
    LIMIT, Attributes, Boolean, Choice, Copies,
    Ident, Integer, ListOf, Number, Text,
)
from generator.model.schema.shared_fields import (
    CARD_SIZE, COUNTER_MM, ID, MAX_COPIES, MAX_GRID, MAX_PRINT_LENGTH, MAX_TRACK, SOURCE, list_field, local_field,
    name_field, source_field,
)

HOLD = Record(e.Hold, "hold", {
    "piece": Field(Ident(), "the token sheet, token, deck or component it holds", required=True),
    "count": Field(Integer(1, 100), "how many (of each colour with per_colour)", default=1, unknown_ok=True),
    "per_colour": Field(Boolean(), "count is for each player colour", default=False),
    "stack": Field(Boolean(), "the pieces stack, so room for one is enough", default=False),
    "label": Field(Text(), "what the room is for, printed faintly in it"),
    "source": source_field(),
})


def _holds(doc: str) -> Field:
    return list_field(HOLD, doc)


PLACE = Record(e.Place, "place", {
    "column": Field(Integer(1, MAX_GRID), "grid column, from 1 at the left"),
    "row": Field(Integer(1, MAX_GRID), "grid row, from 1 at the top"),
    "x": Field(Number(0, 2000, " mm"), "position across in mm, from the left"),
    "y": Field(Number(0, 2000, " mm"), "position down in mm, from the top"),
}, inherits_source=False)

GRID = Record(e.Grid, "grid", {
    "shape": Field(Choice("square", "hex"), "cell shape: square, or hex (odd rows shifted half a cell)",
                   default="square"),
    "columns": Field(Integer(1, MAX_GRID), "cells to a row when spaces give no column"),
}, inherits_source=False)

SPACE = Record(e.Space, "board space", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "attributes": Field(Attributes(), "typed values of the space (good produced, VP...)", default_factory=dict),
    "adjacent": Field(ListOf(Ident()), "IDs of adjacent spaces", unknown_ok=True),
    "holds": _holds("pieces the space must have room for; its printed size follows from them"),
    "size_mm": Field(CARD_SIZE, "the space's printed size, instead of one computed from what it holds"),
    "at": Field(PLACE, "where the space is: {column, row} on a grid, or {x, y} in mm", attr="place"),
    "field_sources": Field(SourcesByField(SOURCE, ("name", "attributes", "adjacent")),
                           "sources of single fields that differ from the space's", default_factory=dict),
    "source": source_field(),
})

BOARD = Record(e.Board, "board", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "description": Field(Text(), "what the board is for"),
    "image": Field(Text(), "art: a PNG or JPEG path inside the game's content folder"),
    "spaces": list_field(SPACE, "the spaces"),
    "grid": Field(GRID, "lay the spaces out on a grid of square or hexagonal cells"),
    "holds": _holds("pieces every space must have room for, besides its own"),
    "shows": list_field(Text(), "the attributes printed on each space, in order (default: short values and "
                           "amounts), e.g. [vp, cost, power]"),
    "table": Field(Ident(), "a table printed as this board: one space per row and group of columns, "
                            "in a grid (the board then lists no spaces)"),
    "group": Field(Integer(1, 20), "how many of the table's columns make one space (e.g. 2: an action and "
                               "its cost)", default=1),
    "back": Field(Ident(), "the board printed on this one's other side (a two-sided board): the kit "
                           "prints the two back to back where the paper and duplex mode allow"),
    "layout_note": Field(Text(), "printed under the board: where its spaces' positions come from"),
    "space_attributes": declares("spaces", SOURCE),
    "source": source_field(),
}, name="board")

TRACK_SPACE = Record(e.TrackSpace, "track space", {
    "index": Field(Integer(-MAX_TRACK, MAX_TRACK), "position on the track; indices are contiguous", required=True),
    "label": Field(Text(), "printed label"),
    "value": Field(Integer(-LIMIT), "value of the space", unknown_ok=True),
    "markers": list_field(Text(), "markers that start or sit on this space"),
    "holds": _holds("pieces this space must have room for, besides the track's"),
    "attributes": Field(Attributes(), "typed values of the space, as the track declares them",
                        default_factory=dict),
    "source": source_field(),
})

THRESHOLD = Record(e.Threshold, "track threshold", {
    "at": Field(Integer(-MAX_TRACK, MAX_TRACK), "the track index where it applies", required=True, unknown_ok=True,
                attr="at_index"),
    "value": Field(Integer(-LIMIT), "what reaching it scores or gives", unknown_ok=True),
    "label": Field(Text(), "what happens there"),
    "attributes": Field(Attributes(), "typed values of the threshold (its conditions), as the track declares "
                                      "them", default_factory=dict),
    "source": source_field(),
})

TRACK = Record(e.Track, "track", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "description": Field(Text(), "what the track records"),
    "spaces": list_field(TRACK_SPACE, "the spaces in order"),
    "thresholds": list_field(THRESHOLD, "scoring thresholds"),
    "holds": _holds("pieces every space must have room for"),
    "print_length": Field(Integer(1, MAX_PRINT_LENGTH), "when the track's length is not known: how many spaces the kit "
                                      "prints, numbered on from the last one given (a printing choice, "
                                      "said so on the page)"),
    "space_attributes": declares("spaces", SOURCE),
    "threshold_attributes": declares("thresholds", SOURCE),
    "source": source_field(),
}, name="track")

TOKEN = Record(e.Token, "token", {
    "id": ID,
    "label": name_field("text on the token"),
    "local_label": local_field(),
    "copies": Field(Copies(0, MAX_COPIES), "how many; {at_least: N} when only a lower bound is known (N are counted "
                              "and printed)", default=1),
    "back": Field(Text(), "text on the back, for double-sided tokens"),
    "image": Field(Text(), "art: a PNG or JPEG path inside the game's content folder"),
    "attributes": Field(Attributes(), "typed values of the token, as the sheet declares them",
                        default_factory=dict),
    "source": source_field(),
})

SHEET = Record(e.Sheet, "token sheet", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "shape": Field(Choice("square", "circle"), "token shape", default="square"),
    "size_mm": Field(COUNTER_MM, "token size in mm (5/8 inch by default)", default=15.875),
    "double_sided": Field(Boolean(), "printed on both sides", default=False),
    "per_colour": Field(Boolean(), "one set per player colour", default=False),
    "tokens": list_field(TOKEN, "the tokens"),
    "token_attributes": declares("tokens", SOURCE),
    "source": source_field(),
}, name="sheet")

