"""The content format: every kind of entity and its fields, declared once.

The loader checks content against these declarations and ``generator schema`` turns them into
JSON Schema; docs/content-format.md describes the same fields with examples.
"""

from __future__ import annotations

from generator.model.game import entities as e
from generator.model.declarations.constraints import ConstraintRecord
from generator.model.declarations.kinds import (
    column_record, constant_record, constraint_record, declares, value_set_record,
)
from generator.model.schema.records import Field, Record, SelfRef, SourcesByField
from generator.model.schema.fields import (
    AMOUNT_MAXIMUM, MAX_DIE_FACES, AmountOrChoices, Attributes, Boolean, Cell, Choice, Copies,
    Ident, Integer, ListOf, Number, SheetRefType, Text,
)
from generator.model.game.values import Unknown
from generator.model.schema.shared_fields import (
    CARD_SIZE, CARD_SIZES_MM, CITING, COUNTER_MM, ID, KIT_MAKERS, MAX_COPIES, MAX_PIECES, RESOURCE_KINDS,
    RULE_KINDS, SOURCE, SUPPLIED, list_field, local_field, name_field, source_field,
)
from generator.model.schema.board_kinds import BOARD, SHEET, TRACK

PLAYERS = Record(e.Players, "players", {
    "min": Field(Integer(1, 100), "fewest players", required=True, unknown_ok=True),
    "max": Field(Integer(1, 100), "most players", required=True, unknown_ok=True),
}, inherits_source=False)

QUICK_REFERENCE = Record(e.QuickReference, "quick reference", {
    "round_extra": list_field(Ident(), "rules that belong to the round though their kind is not 'phase'"),
    "tables": list_field(Ident(), "tables, derived tables, tracks, decks and boards the sheet shows, in order"),
    "actions": list_field(Ident(), "action rules to list, when not every action-kind rule"),
    "goal": Field(Ident(), "the rule saying how the game is won, printed first (default: the first "
                  "overview rule with text)"),
}, inherits_source=False)

MANIFEST = Record(e.Manifest, "game manifest", {
    "id": ID,
    "title": name_field("the game's title"),
    "local_title": local_field("the title in the original language"),
    "lang": Field(Text(), "language of the content's text (BCP 47)", default="en"),
    "players": Field(PLAYERS, "player count range", required=True),
    "rulebook": Field(Text(), "the rulebook the sections cite"),
    "colours": list_field(Text(), "player colours, for per-colour counts"),
    "publisher": Field(Text(), "publisher"),
    "designers": list_field(Text(), "the game's designers, as credited"),
    "year": Field(Integer(0, 9999), "year of publication"),
    "edition": Field(Text(), "edition of the game, e.g. 'Second edition'"),
    "licence": Field(Text(), "licence of the content and the kit, e.g. 'CC BY-SA 4.0' or 'All rights reserved'"),
    "kit_by": Field(Choice(*KIT_MAKERS), "who makes the kit: 'player' (a player-made kit, not the "
                                         "publisher's) or 'publisher' (the publisher's own)", default="player"),
    "cite": Field(Choice(*CITING), "'each-entry': every entry cites its source (or its parent's); 'once': "
                                   "the manifest's source covers every entry that names none", default="each-entry"),
    "version": Field(Text(), "version of this content", default="1"),
    "quick_reference": Field(QUICK_REFERENCE, "what the quick-reference sheet shows, by ID"),
    "source": source_field(),
}, name="manifest")

STAND_IN_KIND = Record(e.StandInKind, "stand-in kind", {
    "label": Field(Text(), "text on each counter of this kind", required=True),
    "copies": Field(Integer(1), "how many counters of this kind", required=True),
    "colour": Field(Text(), "the counters' colour: a name (yellow, brown, grey...) or #rrggbb"),
    "source": source_field(),
}, inherits_source=False)

STAND_IN = Record(e.StandIn, "stand-in", {
    "label": Field(Text(), "text on each counter (default: the component's name)"),
    "labels": list_field(Text(), "one counter with each of these texts, instead of `label` x the total"),
    "shape": Field(Choice("square", "circle"), "counter shape", default="circle"),
    "size_mm": Field(COUNTER_MM, "counter size in mm (5/8 inch by default)", default=15.875),
    "per_colour": Field(Boolean(), "one set per player colour (default: when the component has a "
                                   "per-colour count)"),
    "icon": Field(Ident(), "an icon of the icon set above the text"),
    "kinds": list_field(STAND_IN_KIND, "counters by kind, each with its count and colour, instead of `label` "
                                  "x the total; the counts add up to the total"),
}, inherits_source=False)

STANDEE = Record(e.Standee, "standee", {
    "deck": Field(Ident(), "the deck whose named cards each get a standee (the counter duplicates the card)",
                  required=True),
    "show": list_field(Ident(), "card attributes printed on the standee, in order (an unknown one prints as ?)"),
    "width_mm": Field(Number(10, 100, " mm"), "width of the standee in mm", default=22.0),
    "height_mm": Field(Number(10, 120, " mm"), "height of one side of the standee in mm (it folds to stand)",
                       default=34.0),
}, inherits_source=False)

COMPONENT = Record(e.Component, "component", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "total": Field(Integer(0, MAX_PIECES), "total count as the components list states it", required=True,
                   unknown_ok=True),
    "per_colour": Field(Integer(0, MAX_PIECES), "count per player colour, when the list gives one"),
    "extra": Field(Integer(0, MAX_PIECES), "pieces beyond the per-colour sets (e.g. white dice)", default=0),
    "encoded_as": Field(Ident(), "ID of the deck, sheet, board, track or table that encodes these"),
    "encoded_in": list_field(Ident(), "IDs of the decks, sheets, boards, tracks or tables that together print "
                                 "this component in parts (no count check)"),
    "supplied": Field(Choice(*SUPPLIED), "who provides it in a print-and-play kit", default="kit"),
    "use": Field(Text(), "what the component is for"),
    "notes": list_field(Text(), "notes from the rulebook (e.g. 'goods are unlimited')"),
    "stand_in": Field(STAND_IN, "counters the kit prints to stand in for these when the player supplies "
                                "them (miniatures, cubes, coins); the count is the component's total"),
    "not_printed": Field(Text(), "why the kit cannot print it (the cover says so)"),
    "standee": Field(STANDEE, "folding vertical counters the kit prints, one per named card of a deck"),
    "source": source_field(),
}, name="component")

RESOURCE = Record(e.Resource, "resource", {
    "id": ID,
    "name": name_field(),
    "local_name": local_field(),
    "kind": Field(Choice(*RESOURCE_KINDS), "what sort of thing is counted", default="other"),
    "icon": Field(Ident(), "icon name in the icon set"),
    "description": Field(Text(), "what it is"),
    "source": source_field(),
}, name="resource")



class _CardRecord(Record):
    """A card; its ``unknown`` reason becomes an Unknown so reports count the missing face."""

    def build(self, values, value, refused=()):
        if values["unknown"] is not None:
            values["unknown"] = Unknown(values["unknown"], value.at("unknown"))
        return super().build(values, value, refused)


CARD = _CardRecord(e.Card, "card", {
    "id": ID,
    "title": Field(Text(), "card title", unknown_ok=True),
    "local_title": local_field("title in the original language"),
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
    "source": source_field(),
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
    "name": name_field(),
    "local_name": local_field(),
    "kind": Field(Ident(), "layout kind used to draw its faces", default="card"),
    "size": Field(_SizeType(), "card size: a name or {width_mm, height_mm}", default="standard"),
    "back": Field(Text(), "text printed on the back"),
    "back_image": Field(Text(), "art for the back: a PNG or JPEG path inside the game's content folder"),
    "description": Field(Text(), "what the deck is for"),
    "on_request": Field(Boolean(), "the kit prints it only when asked (build --on-request ID, or on_request "
                                   "in generator.toml): an optional stand-in deck", default=False),
    "cards": list_field(CARD, "the cards"),
    "card_attributes": declares("cards", SOURCE),
    "cards_from": Field(SheetRefType(), "a CSV or XLSX file in the game's folder holding the cards, one per row "
                                        "(instead of 'cards'): a file name, or {file, worksheet}"),
    "source": source_field(),
}, name="deck")

COLUMN = column_record(SOURCE)

CELL_DOC = ("cells in column order: text or numbers (a list or mapping where the column's type takes one); "
            "~ where nothing applies; {unknown: reason} for a missing fact")


ROW = Record(e.Row, "table row", {
    "label": Field(Text(), "row heading"),
    "roll": Field(Text(), "die face or range of faces, e.g. 3 or '4-6' (dice tables)"),
    "cells": Field(ListOf(Cell()), CELL_DOC, default_factory=list),
    "source": source_field(),
})

TABLE = Record(e.Table, "table", {
    "id": ID,
    "title": name_field("table title"),
    "local_title": local_field("title in the original language"),
    "lang": Field(Text(), "language of local_title (BCP 47), e.g. 'ru'"),
    "dice": Field(Integer(2, MAX_DIE_FACES), "faces of the die that indexes the rows, for dice tables"),
    "row_header": Field(Text(), "heading of the row label column"),
    "columns": list_field(COLUMN, "columns"),
    "rows": list_field(ROW, "rows"),
    "rows_from": Field(SheetRefType(), "a CSV or XLSX file in the game's folder holding the rows (instead of "
                                       "'rows'): a file name, or {file, worksheet}"),
    "notes": list_field(Text(), "notes printed under the table"),
    "source": source_field(),
}, name="table")

RULE: Record = Record(e.Rule, "rule section", {
    "id": ID,
    "number": Field(Text(), "the rulebook's own number, e.g. '6.4.1.9.'"),
    "title": name_field("section title"),
    "local_title": local_field(),
    "kind": Field(Choice(*RULE_KINDS), "what part of the game it covers", default="section"),
    "text": Field(Text(), "the rule text", unknown_ok=True),
    "brief": Field(Text(), "the rule in short form, in our own words, with every number it needs: "
                   "what the quick reference prints instead of the whole text"),
    "children": list_field(SelfRef("rule", lambda: RULE), "sub-sections and steps in order"),
    "source": source_field(),
}, name="rule")

TERM = Record(e.Term, "glossary term", {
    "id": ID,
    "term": name_field("the term"),
    "local_term": local_field("the term in the original language"),
    "definition": Field(Text(), "what it means", required=True),
    "source": source_field(),
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
