"""Every translatable string of a game's content, each with a stable context and its position.

A string's context (its gettext ``msgctxt``) is the ID of the entry that holds it and the field,
e.g. ``deed-kiev:title``; entries without an ID are named inside their parent:
``shooting/row-2:label``, ``rule-track/space-3:label``. Text that the rules and derived tables
read as data stays out: IDs, ID-like attribute values (``same-region``), numbers, and cells or
attributes without a letter. Local names (``local_title``) are the game's original language and
stay as they are; so do sources and citations. The reason of an unknown value
(``{unknown: reason}``) is a string too, in whichever field it stands: its context ends in
``:unknown`` (``lyudmitry-i:attributes.strategic:unknown``), so a translated reason never passes
for the value once the value is known. The words of the tables a game's Python derives come
last (see generator.i18n.derived_strings).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from generator.diagnostics import Position
from generator.i18n.derived_strings import derived_places, source_tables
from generator.model.game import entities as e
from generator.model.declarations.declared import Constant
from generator.model.game.project import GameContent, walk_rules
from generator.model.game.values import Unknown
from generator.model.game.walk import field_names

# Fields translated, by entity kind.
FIELDS: dict[type, tuple[str, ...]] = {
    e.Manifest: ("title", "edition"),
    e.Component: ("name", "use", "notes", "not_printed"),
    e.Resource: ("name", "description"),
    e.Deck: ("name", "back", "description"),
    e.Card: ("title", "type", "text", "back", "attributes"),
    e.Table: ("title", "row_header", "notes"),
    e.Column: ("label",),
    e.Row: ("label", "cells"),
    e.Board: ("name", "description"),
    e.Space: ("name", "attributes"),
    e.Track: ("name", "description"),
    e.TrackSpace: ("label", "markers"),
    e.Threshold: ("label",),
    e.Sheet: ("name",),
    e.Token: ("label", "back"),
    e.Rule: ("title", "text", "brief"),
    e.Term: ("term", "definition"),
    Constant: ("name", "description"),
}


@dataclass
class Slot:
    """One translatable string: where it sits in the model (entity, field, list index or mapping
    key), its context, text and position, and a note naming the entry for the translator."""

    entity: Any
    field: str
    key: int | str | None
    context: str
    text: str
    pos: Position
    note: str
    unknown: bool = False    # the text is the reason of an unknown value


def slots(game: GameContent) -> Iterator[Slot]:
    """Every translatable string of ``game``: the content's, in content order, then the derived
    tables' own words."""
    found = list(content_slots(game))
    yield from found
    yield from derived_slots(game, {slot.text for slot in found})
    yield from value_slots(game)


VALUE_CONTEXT = "value:"   # a data value's message: 'value:market'


def value_slots(game: GameContent) -> Iterator[Slot]:
    """The data values cards print (an attribute's lower-case word or ID: 'market', 'red',
    'same-region'), one message per value: the cards print its translation, while the model keeps
    the value the rules read."""
    seen: set[str] = set()
    for deck in game.decks:
        for card in deck.cards:
            for key, value in card.attributes.items():
                for item in value if isinstance(value, list) else [value]:
                    if isinstance(item, str) and _has_letter(item) and not translatable_value(item) \
                            and item not in seen:
                        seen.add(item)
                        at = card.attributes.at(key) if hasattr(card.attributes, "at") else card.at("attributes")
                        yield Slot(None, "", None, f"{VALUE_CONTEXT}{item}", item, at,
                                   f"the value '{item}' of the attribute '{key}' (card '{card.id}'), as cards print it")


def derived_slots(game: GameContent, content_texts: set[str]) -> Iterator[Slot]:
    """The words each derived table writes itself: strings with a letter that are not the text
    of a content string (those come translated with the model)."""
    for table, pos in source_tables(game):
        for context, text in derived_places(table):
            if isinstance(text, str) and _has_letter(text) and text not in content_texts:
                yield Slot(None, "", None, context, text, pos, f"derived table '{table.id}'")


def content_slots(game: GameContent) -> Iterator[Slot]:
    """Every translatable string of ``game``'s content, in content order."""
    if game.manifest is not None:
        yield from _entity_slots(game.manifest, "game", "the game")
    for group in (game.components, game.resources):
        for entity in group:
            yield from _entity_slots(entity, entity.id, _what(entity))
    for deck in game.decks:
        yield from _entity_slots(deck, deck.id, _what(deck))
        for card in deck.cards:
            yield from _entity_slots(card, card.id, f"card '{card.id}' of deck '{deck.id}'")
    for table in game.tables:
        yield from _table_slots(table)
    for board in game.boards:
        yield from _entity_slots(board, board.id, _what(board))
        for space in board.spaces:
            yield from _entity_slots(space, space.id, f"space '{space.id}' of board '{board.id}'")
    for track in game.tracks:
        yield from _track_slots(track)
    for sheet in game.sheets:
        yield from _entity_slots(sheet, sheet.id, _what(sheet))
        for token in sheet.tokens:
            yield from _entity_slots(token, token.id, f"token '{token.id}' of sheet '{sheet.id}'")
    for rule in walk_rules(game.rules):
        yield from _entity_slots(rule, rule.id, f"rule {rule.number or ''} '{rule.id}'".replace("  ", " "))
    for term in game.glossary:
        yield from _entity_slots(term, term.id, f"glossary term '{term.id}'")
    for constant in game.constants:
        yield from _entity_slots(constant, constant.id, f"constant '{constant.id}'")


def _what(entity) -> str:
    return f"{type(entity).__name__.lower()} '{entity.id}'"


def _table_slots(table: e.Table) -> Iterator[Slot]:
    yield from _entity_slots(table, table.id, _what(table))
    for column in table.columns:
        yield from _entity_slots(column, f"{table.id}/{column.id}", f"column '{column.id}' of table '{table.id}'")
    ids = [c.id for c in table.columns]
    for number, row in enumerate(table.rows, start=1):
        where = f"row {number} of table '{table.id}'"
        yield from _entity_slots(row, f"{table.id}/row-{number}", where, ids)


def _track_slots(track: e.Track) -> Iterator[Slot]:
    yield from _entity_slots(track, track.id, _what(track))
    for space in track.spaces:
        yield from _entity_slots(space, f"{track.id}/space-{space.index}", f"space {space.index} of track '{track.id}'")
    for number, threshold in enumerate(track.thresholds, start=1):
        where = f"threshold {number} of track '{track.id}'"
        yield from _entity_slots(threshold, f"{track.id}/threshold-{number}", where)


def _entity_slots(entity, name: str, note: str, cell_ids: list[str] | None = None) -> Iterator[Slot]:
    for field in FIELDS.get(type(entity), ()):
        value = getattr(entity, field, None)
        at = entity.at(field)
        if isinstance(value, str):
            if _has_letter(value):
                yield Slot(entity, field, None, f"{name}:{field}", value, at, f"{note}, {field}")
        elif isinstance(value, list):
            yield from _list_slots(entity, field, value, name, note, at, cell_ids)
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, str) and translatable_value(item):
                    pos = value.at(key) if hasattr(value, "at") else at
                    yield Slot(entity, field, key, f"{name}:{field}.{key}", item, pos, f"{note}, {field} '{key}'")
    yield from _unknown_slots(entity, name, note, cell_ids)


# Fields that hold no value of the entity's own: where it is, its sources.
_NOT_VALUES = frozenset({"pos", "field_pos", "refused", "source", "field_sources"})


def _unknown_slots(entity, name: str, note: str, cell_ids: list[str] | None = None) -> Iterator[Slot]:
    """The reason of every unknown value of ``entity``, and of the small entries nested in it that
    have no strings of their own (a manifest's ``players``, a space's ``holds``)."""
    for f_name in field_names(entity):
        if f_name in _NOT_VALUES:
            continue
        value = getattr(entity, f_name)
        if isinstance(value, Unknown):
            field = "" if f_name == "unknown" else f"{f_name}:"
            yield _reason(entity, f_name, None, f"{name}:{field}unknown", value, f"{note}, {f_name}")
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, Unknown):
                    yield _reason(entity, f_name, key, f"{name}:{f_name}.{key}:unknown", item,
                                  f"{note}, {f_name} '{key}'")
        elif isinstance(value, (list, tuple)):
            yield from _unknown_items(entity, f_name, value, name, note, cell_ids)
        elif _nested(value):
            yield from _unknown_slots(value, f"{name}/{f_name}", f"{note}, {f_name}")


def _unknown_items(entity, field: str, value: list | tuple, name: str, note: str,
                   cell_ids: list[str] | None) -> Iterator[Slot]:
    for index, item in enumerate(value):
        if isinstance(item, Unknown):
            if field == "cells" and cell_ids is not None:
                label = cell_ids[index] if index < len(cell_ids) else str(index + 1)
                context, what = f"{name}:{label}:unknown", f"cell '{label}'"
            else:
                context, what = f"{name}:{field}-{index + 1}:unknown", f"{field} {index + 1}"
            yield _reason(entity, field, index, context, item, f"{note}, {what}")
        elif _nested(item):
            yield from _unknown_slots(item, f"{name}/{field}-{index + 1}", f"{note}, {field} {index + 1}")


def _nested(value) -> bool:
    """An entry inside an entity that ``slots`` does not visit on its own (it has no strings)."""
    return isinstance(value, e.Located) and type(value) not in FIELDS


def _reason(entity, field: str, key: int | str | None, context: str, unknown: Unknown, note: str) -> Slot:
    return Slot(entity, field, key, context, unknown.reason, unknown.pos, f"{note} (why it is unknown)", True)


def _list_slots(entity, field, value: list, name: str, note: str, at: Position,
                cell_ids: list[str] | None) -> Iterator[Slot]:
    for index, item in enumerate(value):
        if not isinstance(item, str) or not _has_letter(item):
            continue
        if field == "cells" and cell_ids is not None:
            label = cell_ids[index] if index < len(cell_ids) else str(index + 1)
            context, what = f"{name}:{label}", f"cell '{label}'"
        else:
            context, what = f"{name}:{field}-{index + 1}", f"{field} {index + 1}"
        pos = value.at(index) if hasattr(value, "at") else at
        yield Slot(entity, field, index, context, item, pos, f"{note}, {what}")


def _has_letter(text: str) -> bool:
    return any(c.isalpha() for c in text)


def translatable_value(text: str) -> bool:
    """An attribute value players read (a phrase or a word), not data the rules read: not an
    ID-like value such as 'same-region', nor lower-case single words like 'home' or 'wood'."""
    if not _has_letter(text):
        return False
    return " " in text.strip() or text[:1].isupper()
