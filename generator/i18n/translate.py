"""A game's model in another language: the game with its strings replaced from a language file.

Only translations in use count: a message that is translated, not fuzzy, and whose source text
is still the content's. Every other string keeps the source language. A local name that the
translation repeats word for word is dropped, and the derived tables' own words are translated. A translated string's
position becomes its message in the .po file, so a check run on the copy points the translator
at the line to change. The renderers take the copy as they take any game.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path
from typing import Any

from generator.i18n.catalogue import Entry, Translation
from generator.i18n.derived_strings import translated_tables
from generator.diagnostics import Position
from generator.i18n.local_names import repeated_local_names
from generator.i18n.strings import Slot, content_slots, derived_slots, value_slots
from generator.model.game.entities import Located
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.model.game.walk import field_names
from generator.model.wording import wording_for
from generator.rules.derived import PreparedGame, derived_tables, prepared

SECTIONS = ("components", "resources", "decks", "tables", "boards", "tracks", "sheets", "rules", "glossary",
            "constants")


def in_use(entry: Entry | None, slot: Slot) -> bool:
    """Whether the build uses ``entry`` for ``slot``: translated, not fuzzy, of the same source text."""
    return entry is not None and bool(entry.msgstr) and not entry.fuzzy and entry.msgid == slot.text


def translated_game(game: GameContent, lang: str, root: Path | None = None) -> PreparedGame:
    """``game`` with the strings of its ``lang`` translation and the tool's wording in ``lang``
    (the shipped one, with the project's at ``root`` over it): the entities a translation changes
    are made anew, the others shared with ``game``, which is unchanged."""
    translation: Translation = game.translations[lang]
    edits: dict[int, list[tuple[Slot, str, Position]]] = {}   # by the id of the entity they change
    memory = {}
    for slot in content_slots(game):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            memory[slot.text] = entry.msgstr
            edits.setdefault(id(slot.entity), []).append((slot, entry.msgstr, entry.pos))
    manifest = _translated(game.manifest, edits)
    if manifest is not None:
        manifest = replace(manifest, lang=lang.replace("_", "-"))
    sections = {name: _translated(getattr(game, name), edits) for name in SECTIONS}
    return replace(game if isinstance(game, PreparedGame) else prepared(game), manifest=manifest, **sections,
                   wording=wording_for(lang, root), shown_values=_shown_values(game, translation),
                   given_tables=_translated_derived(game, translation, memory))


def _translated(value: Any, edits: dict[int, list]) -> Any:
    """``value`` with the ``edits`` made to the entities in it: a changed entity (or one holding a
    changed entity) is a new one, anything else is ``value`` itself."""
    if isinstance(value, (list, tuple)):
        items = [_translated(item, edits) for item in value]
        if all(new is old for new, old in zip(items, value)):
            return value
        if isinstance(value, tuple):
            return tuple(items)
        out = copy.copy(value)   # a positioned list keeps its positions
        out[:] = items
        return out
    if not isinstance(value, Located):
        return value
    changes = {}
    for name in field_names(value):
        held = getattr(value, name)
        if isinstance(held, (Located, list, tuple)):
            new = _translated(held, edits)
            if new is not held:
                changes[name] = new
    changes.update(_edited(value, changes, edits.get(id(value), ())))
    changes.update(repeated_local_names(value, changes))
    return replace(value, **changes) if changes else value


def _edited(entity: Located, changes: dict, edits) -> dict[str, Any]:
    """The fields of ``entity`` that ``edits`` change, as new values (with the positions of the
    translated strings)."""
    out: dict[str, Any] = {}
    field_pos = None
    for slot, text, pos in edits:
        value: str | Unknown = Unknown(text, slot.pos) if slot.unknown else text
        if slot.key is None:
            out[slot.field] = value
            field_pos = field_pos or dict(entity.field_pos)
            field_pos[slot.field] = pos
            continue
        if slot.field not in out:
            out[slot.field] = _own_copy(changes.get(slot.field, getattr(entity, slot.field)))
        container = out[slot.field]
        container[slot.key] = value
        positions = getattr(container, "value_pos" if isinstance(slot.key, str) else "item_pos", None)
        if positions is not None and (isinstance(slot.key, str) or slot.key < len(positions)):
            positions[slot.key] = pos
    if field_pos is not None:
        out["field_pos"] = field_pos
    return out


def _own_copy(container):
    """A copy of a list or mapping whose items and positions can change without changing it."""
    out = copy.copy(container)
    for name in ("item_pos", "value_pos"):
        if getattr(out, name, None) is not None:
            setattr(out, name, copy.copy(getattr(out, name)))
    return out


def _shown_values(game: GameContent, translation: Translation) -> dict[str, str]:
    """How the cards print each data value in the language ('market' as 'marché')."""
    shown = {}
    for slot in value_slots(game):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            shown[slot.text] = entry.msgstr
    return shown


def _translated_derived(game: GameContent, translation: Translation, memory: dict) -> tuple | None:
    """The derived tables of the source-language ``game`` (a deriver reads rows, cells and names as
    the content writes them, whatever the language) with each place translated: by its own entry,
    or, where its text is a content string's, by that string's translation. None when a deriver
    cannot run (validation's finding)."""
    texts = {}
    for slot in derived_slots(game, set()):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            texts[slot.context] = (slot.text, entry.msgstr)
        elif slot.text in memory:
            texts[slot.context] = (slot.text, memory[slot.text])
    try:
        tables = derived_tables(game)
    except Exception:  # a deriver that cannot run is validation's finding
        return None
    return tuple(translated_tables(tables, texts))

