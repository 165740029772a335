"""What every kind of the content format shares: IDs, names and sources, and the limits its
numbers keep to."""

from __future__ import annotations

from generator.model.game import entities as e
from generator.model.schema.records import Field, Record
from generator.model.schema.fields import Choice, Ident, ListOf, Number, Text
from generator.model.game.values import CONFIDENCES, Source

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
# docs/content-format.md lists them (generator.model.schema.number_ranges writes that list).
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
    def build(self, values, value, refused=()):
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


def source_field() -> Field:
    return Field(SOURCE, "where this comes from; nested entries inherit their parent's source")


def name_field(doc: str = "display name", required: bool = True) -> Field:
    return Field(Text(), doc, required=required)


def local_field(doc: str = "the name in the game's original language (e.g. Russian)") -> Field:
    return Field(Text(), doc)


def list_field(item, doc: str) -> Field:
    return Field(ListOf(item), doc, default_factory=list)


ID = Field(Ident(), "stable ID, unique within the game; other entries refer to it", required=True)

CARD_SIZE = Record(e.CardSize, "card size", {
    "width_mm": Field(CARD_MM, "trim width in mm", required=True),
    "height_mm": Field(CARD_MM, "trim height in mm", required=True),
}, inherits_source=False)
