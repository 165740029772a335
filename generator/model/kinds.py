"""The content format: every kind of entity and its fields, declared once.

The loader checks content against these declarations and ``generator schema`` turns them into
JSON Schema; docs/content-format.md describes the same fields with examples.
"""

from __future__ import annotations

from generator.model import entities as e
from generator.model.constraint_kinds import ConstraintRecord
from generator.model.declaration_kinds import (
    column_record, constant_record, constraint_record, declares, value_set_record,
)
from generator.model.record import Field, Record, SelfRef, SourcesByField
from generator.model.spec import (
    AMOUNT_MAXIMUM, LIMIT, MAX_DIE_FACES, AmountOrChoices, Attributes, Boolean, Cell, Choice, Copies,
    Ident, Integer, ListOf, Number, SheetRefType, Text,
)
from generator.model.values import CONFIDENCES, Source, Unknown

CARD_SIZES_MM = {
    "poker": (63.5, 88.9),
    "standard": (63.0, 88.0),
    "bridge": (57.2, 88.9),
    "mini-euro": (44.0, 67.0),
    "mini-american": (41.0, 63.0),
    "euro": (59.0, 92.0),
    "tarot": (70.0, 120.0),
    "square": (70.0, 70.0),
}
# The ranges of the format's numbers. Each is wide enough for any printed game and narrow enough
# that the kit's geometry, the checks and the derived tables stay small whatever the content says;
# docs/content-format.md lists them (generator.model.number_ranges writes that list).
MAX_PIECES = 5_000         # a component's total, per colour or extra: stand-ins print this many
MAX_COPIES = 1_000         # copies of a card or token
MAX_GRID = 100             # a board grid's columns and rows
MAX_TRACK = 1_000          # a track index, either way from 0
MAX_PRINT_LENGTH = 200     # spaces the kit prints for a track of unknown length
COUNTER_MM = Number(6, 100, " mm")   # a counter or token: from a small cube's to a large disc's
CARD_MM = Number(20, 300, " mm")     # a card or a board space; card-size-fits says whether it fits the paper

RULE_KINDS = ("section", "overview", "setup", "phase", "step", "action", "battle", "scoring",
              "victory", "variant", "solo", "reference", "note")
SUPPLIED = ("kit", "player", "box")
KIT_MAKERS = ("player", "publisher")
CITING = ("each-entry", "once")
RESOURCE_KINDS = ("good", "currency", "points", "unit", "card", "token", "action", "other")


class SourceRecord(Record):
    def build(self, values, value):
        return Source(values["section"], values["public"], values["confidence"], values["note"], value.pos,
                      values["design"])


SOURCE = SourceRecord(Source, "source", {
    "section": Field(Text(), "rulebook section or rule number, e.g. 'Game Components' or '6.4.1.9.'"),
    "public": Field(Text(), "a public source beyond the rulebook: repository and file, or page"),
    "confidence": Field(Choice(*CONFIDENCES), "confidence in a public source: high, medium or low"),
    "note": Field(Text(), "what the source says, a disagreement, or how the fact was derived"),
    "design": Field(Text(), "the game's own design (an original game): who states it, e.g. 'Saltmarsh, "
                            "designed by A. Author'"),
}, inherits_source=False)


def _src() -> Field:
    return Field(SOURCE, "where this comes from; nested entries inherit their parent's source")


def _name(doc: str = "display name", required: bool = True) -> Field:
    return Field(Text(), doc, required=required)


def _local(doc: str = "the name in the game's original language (e.g. Russian)") -> Field:
    return Field(Text(), doc)


def _list(item, doc: str) -> Field:
    return Field(ListOf(item), doc, default_factory=list)


ID = Field(Ident(), "stable ID, unique within the game; other entries refer to it", required=True)

PLAYERS = Record(e.Players, "players", {
    "min": Field(Integer(1, 100), "fewest players", required=True, unknown_ok=True),
    "max": Field(Integer(1, 100), "most players", required=True, unknown_ok=True),
}, inherits_source=False)

QUICK_REFERENCE = Record(e.QuickReference, "quick reference", {
    "round_extra": _list(Ident(), "rules that belong to the round though their kind is not 'phase'"),
    "tables": _list(Ident(), "tables, derived tables, tracks, decks and boards the sheet shows, in order"),
    "actions": _list(Ident(), "action rules to list, when not every action-kind rule"),
    "goal": Field(Ident(), "the rule saying how the game is won, printed first (default: the first "
                  "overview rule with text)"),
}, inherits_source=False)

MANIFEST = Record(e.Manifest, "game manifest", {
    "id": ID,
    "title": _name("the game's title"),
    "local_title": _local("the title in the original language"),
    "lang": Field(Text(), "language of the content's text (BCP 47)", default="en"),
    "players": Field(PLAYERS, "player count range", required=True),
    "rulebook": Field(Text(), "the rulebook the sections cite"),
    "colours": _list(Text(), "player colours, for per-colour counts"),
    "publisher": Field(Text(), "publisher"),
    "designers": _list(Text(), "the game's designers, as credited"),
    "year": Field(Integer(0, 9999), "year of publication"),
    "edition": Field(Text(), "edition of the game, e.g. 'Second edition'"),
    "licence": Field(Text(), "licence of the content and the kit, e.g. 'CC BY-SA 4.0' or 'All rights reserved'"),
    "kit_by": Field(Choice(*KIT_MAKERS), "who makes the kit: 'player' (a player-made kit, not the "
                                         "publisher's) or 'publisher' (the publisher's own)", default="player"),
    "cite": Field(Choice(*CITING), "'each-entry': every entry cites its source (or its parent's); 'once': "
                                   "the manifest's source covers every entry that names none", default="each-entry"),
    "version": Field(Text(), "version of this content", default="1"),
    "quick_reference": Field(QUICK_REFERENCE, "what the quick-reference sheet shows, by ID"),
    "source": _src(),
}, name="manifest")

STAND_IN_KIND = Record(e.StandInKind, "stand-in kind", {
    "label": Field(Text(), "text on each counter of this kind", required=True),
    "copies": Field(Integer(1), "how many counters of this kind", required=True),
    "colour": Field(Text(), "the counters' colour: a name (yellow, brown, grey...) or #rrggbb"),
    "source": _src(),
}, inherits_source=False)

STAND_IN = Record(e.StandIn, "stand-in", {
    "label": Field(Text(), "text on each counter (default: the component's name)"),
    "labels": _list(Text(), "one counter with each of these texts, instead of `label` x the total"),
    "shape": Field(Choice("square", "circle"), "counter shape", default="circle"),
    "size_mm": Field(COUNTER_MM, "counter size in mm (5/8 inch by default)", default=15.875),
    "per_colour": Field(Boolean(), "one set per player colour (default: when the component has a "
                                   "per-colour count)"),
    "icon": Field(Ident(), "an icon of the icon set above the text"),
    "kinds": _list(STAND_IN_KIND, "counters by kind, each with its count and colour, instead of `label` "
                                  "x the total; the counts add up to the total"),
}, inherits_source=False)

STANDEE = Record(e.Standee, "standee", {
    "deck": Field(Ident(), "the deck whose named cards each get a standee (the counter duplicates the card)",
                  required=True),
    "show": _list(Ident(), "card attributes printed on the standee, in order (an unknown one prints as ?)"),
    "width_mm": Field(Number(10, 100, " mm"), "width of the standee in mm", default=22.0),
    "height_mm": Field(Number(10, 120, " mm"), "height of one side of the standee in mm (it folds to stand)",
                       default=34.0),
}, inherits_source=False)

COMPONENT = Record(e.Component, "component", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "total": Field(Integer(0, MAX_PIECES), "total count as the components list states it", required=True,
                   unknown_ok=True),
    "per_colour": Field(Integer(0, MAX_PIECES), "count per player colour, when the list gives one"),
    "extra": Field(Integer(0, MAX_PIECES), "pieces beyond the per-colour sets (e.g. white dice)", default=0),
    "encoded_as": Field(Ident(), "ID of the deck, sheet, board, track or table that encodes these"),
    "encoded_in": _list(Ident(), "IDs of the decks, sheets, boards, tracks or tables that together print "
                                 "this component in parts (no count check)"),
    "supplied": Field(Choice(*SUPPLIED), "who provides it in a print-and-play kit", default="kit"),
    "use": Field(Text(), "what the component is for"),
    "notes": _list(Text(), "notes from the rulebook (e.g. 'goods are unlimited')"),
    "stand_in": Field(STAND_IN, "counters the kit prints to stand in for these when the player supplies "
                                "them (miniatures, cubes, coins); the count is the component's total"),
    "not_printed": Field(Text(), "why the kit cannot print it (the cover says so)"),
    "standee": Field(STANDEE, "folding vertical counters the kit prints, one per named card of a deck"),
    "source": _src(),
}, name="component")

RESOURCE = Record(e.Resource, "resource", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "kind": Field(Choice(*RESOURCE_KINDS), "what sort of thing is counted", default="other"),
    "icon": Field(Ident(), "icon name in the icon set"),
    "description": Field(Text(), "what it is"),
    "source": _src(),
}, name="resource")

CARD_SIZE = Record(e.CardSize, "card size", {
    "width_mm": Field(CARD_MM, "trim width in mm", required=True),
    "height_mm": Field(CARD_MM, "trim height in mm", required=True),
}, inherits_source=False)

class _CardRecord(Record):
    """A card; its ``unknown`` reason becomes an Unknown so reports count the missing face."""

    def build(self, values, value):
        if values["unknown"] is not None:
            values["unknown"] = Unknown(values["unknown"], value.at("unknown"))
        return super().build(values, value)


CARD = _CardRecord(e.Card, "card", {
    "id": ID,
    "title": Field(Text(), "card title", unknown_ok=True),
    "local_title": _local("title in the original language"),
    "type": Field(Text(), "card type shown on the face"),
    "copies": Field(Copies(0, MAX_COPIES), "copies of this card in the deck; {at_least: N} when only a lower bound is "
                              "known (N are counted and printed)", default=1),
    "cost": Field(AmountOrChoices(), "what it costs, by resource ID", unknown_ok=True),
    "requirement": Field(AmountOrChoices(), "what must be held or done (not paid)", unknown_ok=True),
    "reward": Field(AmountOrChoices(), "what it gives; a list means one of them", unknown_ok=True),
    "vp": Field(Integer(0, AMOUNT_MAXIMUM), "victory points", unknown_ok=True),
    "text": Field(Text(), "rules text on the card", unknown_ok=True),
    "attributes": Field(Attributes(), "further typed values, per deck kind", default_factory=dict),
    "image": Field(Text(), "art: a PNG or JPEG path inside the game's content folder"),
    "back": Field(Text(), "text on this card's back, when it differs from the deck's"),
    "field_sources": Field(SourcesByField(SOURCE, ("title", "type", "copies", "cost", "requirement", "reward",
                                                   "vp", "text", "attributes", "back")),
                           "sources of single fields that differ from the card's, e.g. {vp: {public: ...}}",
                           default_factory=dict),
    "unknown": Field(Text(), "set when the face is not known: the reason; the kit prints a blank"),
    "source": _src(),
}, name="card")


class _SizeType(Choice):
    """A named card size or explicit millimetres."""

    def __init__(self):
        super().__init__(*CARD_SIZES_MM)
        self.record = CARD_SIZE

    def check(self, value, pos, ck):
        if isinstance(value, dict):
            return self.record.check(value, pos, ck)
        return super().check(value, pos, ck)

    def schema(self):
        return {"oneOf": [super().schema(), CARD_SIZE.schema()]}


DECK = Record(e.Deck, "deck", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "kind": Field(Ident(), "layout kind used to draw its faces", default="card"),
    "size": Field(_SizeType(), "card size: a name or {width_mm, height_mm}", default="standard"),
    "back": Field(Text(), "text printed on the back"),
    "back_image": Field(Text(), "art for the back: a PNG or JPEG path inside the game's content folder"),
    "description": Field(Text(), "what the deck is for"),
    "on_request": Field(Boolean(), "the kit prints it only when asked (build --on-request ID, or on_request "
                                   "in generator.toml): an optional stand-in deck", default=False),
    "cards": _list(CARD, "the cards"),
    "card_attributes": declares("cards", SOURCE),
    "cards_from": Field(SheetRefType(), "a CSV or XLSX file in the game's folder holding the cards, one per row "
                                        "(instead of 'cards'): a file name, or {file, worksheet}"),
    "source": _src(),
}, name="deck")

COLUMN = column_record(SOURCE)

CELL_DOC = ("cells in column order: text or numbers (a list or mapping where the column's type takes one); "
            "~ where nothing applies; {unknown: reason} for a missing fact")


ROW = Record(e.Row, "table row", {
    "label": Field(Text(), "row heading"),
    "roll": Field(Text(), "die face or range of faces, e.g. 3 or '4-6' (dice tables)"),
    "cells": Field(ListOf(Cell()), CELL_DOC, default_factory=list),
    "source": _src(),
})

TABLE = Record(e.Table, "table", {
    "id": ID,
    "title": _name("table title"),
    "local_title": _local("title in the original language"),
    "lang": Field(Text(), "language of local_title (BCP 47), e.g. 'ru'"),
    "dice": Field(Integer(2, MAX_DIE_FACES), "faces of the die that indexes the rows, for dice tables"),
    "row_header": Field(Text(), "heading of the row label column"),
    "columns": _list(COLUMN, "columns"),
    "rows": _list(ROW, "rows"),
    "rows_from": Field(SheetRefType(), "a CSV or XLSX file in the game's folder holding the rows (instead of "
                                       "'rows'): a file name, or {file, worksheet}"),
    "notes": _list(Text(), "notes printed under the table"),
    "source": _src(),
}, name="table")

HOLD = Record(e.Hold, "hold", {
    "piece": Field(Ident(), "the token sheet, token, deck or component it holds", required=True),
    "count": Field(Integer(1, 100), "how many (of each colour with per_colour)", default=1, unknown_ok=True),
    "per_colour": Field(Boolean(), "count is for each player colour", default=False),
    "stack": Field(Boolean(), "the pieces stack, so room for one is enough", default=False),
    "label": Field(Text(), "what the room is for, printed faintly in it"),
    "source": _src(),
})


def _holds(doc: str) -> Field:
    return _list(HOLD, doc)


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
    "name": _name(),
    "local_name": _local(),
    "attributes": Field(Attributes(), "typed values of the space (good produced, VP...)", default_factory=dict),
    "adjacent": Field(ListOf(Ident()), "IDs of adjacent spaces", unknown_ok=True),
    "holds": _holds("pieces the space must have room for; its printed size follows from them"),
    "size_mm": Field(CARD_SIZE, "the space's printed size, instead of one computed from what it holds"),
    "at": Field(PLACE, "where the space is: {column, row} on a grid, or {x, y} in mm", attr="place"),
    "field_sources": Field(SourcesByField(SOURCE, ("name", "attributes", "adjacent")),
                           "sources of single fields that differ from the space's", default_factory=dict),
    "source": _src(),
})

BOARD = Record(e.Board, "board", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "description": Field(Text(), "what the board is for"),
    "image": Field(Text(), "art: a PNG or JPEG path inside the game's content folder"),
    "spaces": _list(SPACE, "the spaces"),
    "grid": Field(GRID, "lay the spaces out on a grid of square or hexagonal cells"),
    "holds": _holds("pieces every space must have room for, besides its own"),
    "shows": _list(Text(), "the attributes printed on each space, in order (default: short values and "
                           "amounts), e.g. [vp, cost, power]"),
    "table": Field(Ident(), "a table printed as this board: one space per row and group of columns, "
                            "in a grid (the board then lists no spaces)"),
    "group": Field(Integer(1, 20), "how many of the table's columns make one space (e.g. 2: an action and "
                               "its cost)", default=1),
    "back": Field(Ident(), "the board printed on this one's other side (a two-sided board): the kit "
                           "prints the two back to back where the paper and duplex mode allow"),
    "layout_note": Field(Text(), "printed under the board: where its spaces' positions come from"),
    "space_attributes": declares("spaces", SOURCE),
    "source": _src(),
}, name="board")

TRACK_SPACE = Record(e.TrackSpace, "track space", {
    "index": Field(Integer(-MAX_TRACK, MAX_TRACK), "position on the track; indices are contiguous", required=True),
    "label": Field(Text(), "printed label"),
    "value": Field(Integer(-LIMIT), "value of the space", unknown_ok=True),
    "markers": _list(Text(), "markers that start or sit on this space"),
    "holds": _holds("pieces this space must have room for, besides the track's"),
    "attributes": Field(Attributes(), "typed values of the space, as the track declares them",
                        default_factory=dict),
    "source": _src(),
})

THRESHOLD = Record(e.Threshold, "track threshold", {
    "at": Field(Integer(-MAX_TRACK, MAX_TRACK), "the track index where it applies", required=True, unknown_ok=True,
                attr="at_index"),
    "value": Field(Integer(-LIMIT), "what reaching it scores or gives", unknown_ok=True),
    "label": Field(Text(), "what happens there"),
    "attributes": Field(Attributes(), "typed values of the threshold (its conditions), as the track declares "
                                      "them", default_factory=dict),
    "source": _src(),
})

TRACK = Record(e.Track, "track", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "description": Field(Text(), "what the track records"),
    "spaces": _list(TRACK_SPACE, "the spaces in order"),
    "thresholds": _list(THRESHOLD, "scoring thresholds"),
    "holds": _holds("pieces every space must have room for"),
    "print_length": Field(Integer(1, MAX_PRINT_LENGTH), "when the track's length is not known: how many spaces the kit "
                                      "prints, numbered on from the last one given (a printing choice, "
                                      "said so on the page)"),
    "space_attributes": declares("spaces", SOURCE),
    "threshold_attributes": declares("thresholds", SOURCE),
    "source": _src(),
}, name="track")

TOKEN = Record(e.Token, "token", {
    "id": ID,
    "label": _name("text on the token"),
    "local_label": _local(),
    "copies": Field(Copies(0, MAX_COPIES), "how many; {at_least: N} when only a lower bound is known (N are counted "
                              "and printed)", default=1),
    "back": Field(Text(), "text on the back, for double-sided tokens"),
    "image": Field(Text(), "art: a PNG or JPEG path inside the game's content folder"),
    "attributes": Field(Attributes(), "typed values of the token, as the sheet declares them",
                        default_factory=dict),
    "source": _src(),
})

SHEET = Record(e.Sheet, "token sheet", {
    "id": ID,
    "name": _name(),
    "local_name": _local(),
    "shape": Field(Choice("square", "circle"), "token shape", default="square"),
    "size_mm": Field(COUNTER_MM, "token size in mm (5/8 inch by default)", default=15.875),
    "double_sided": Field(Boolean(), "printed on both sides", default=False),
    "per_colour": Field(Boolean(), "one set per player colour", default=False),
    "tokens": _list(TOKEN, "the tokens"),
    "token_attributes": declares("tokens", SOURCE),
    "source": _src(),
}, name="sheet")

RULE: Record = Record(e.Rule, "rule section", {
    "id": ID,
    "number": Field(Text(), "the rulebook's own number, e.g. '6.4.1.9.'"),
    "title": _name("section title"),
    "local_title": _local(),
    "kind": Field(Choice(*RULE_KINDS), "what part of the game it covers", default="section"),
    "text": Field(Text(), "the rule text", unknown_ok=True),
    "brief": Field(Text(), "the rule in short form, in our own words, with every number it needs: "
                   "what the quick reference prints instead of the whole text"),
    "children": _list(SelfRef("rule", lambda: RULE), "sub-sections and steps in order"),
    "source": _src(),
}, name="rule")

TERM = Record(e.Term, "glossary term", {
    "id": ID,
    "term": _name("the term"),
    "local_term": _local("the term in the original language"),
    "definition": Field(Text(), "what it means", required=True),
    "source": _src(),
}, name="term")

# Top-level sections of a content file, in the order the model stores them.
SECTIONS: dict[str, Record | ConstraintRecord] = {
    "components": COMPONENT,
    "resources": RESOURCE,
    "decks": DECK,
    "tables": TABLE,
    "boards": BOARD,
    "tracks": TRACK,
    "sheets": SHEET,
    "rules": RULE,
    "glossary": TERM,
    "sets": value_set_record(SOURCE),
    "constants": constant_record(SOURCE),
    "constraints": constraint_record(SOURCE),
}
