"""A game's model in another language: a copy with its strings replaced from a language file.

Only translations in use count: a message that is translated, not fuzzy, and whose source text
is still the content's. Every other string keeps the source language. A local name that the
translation repeats word for word is dropped, and the derived tables' own words are translated. A translated string's
position becomes its message in the .po file, so a check run on the copy points the translator
at the line to change. The renderers take the copy as they take any game.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from generator.i18n.catalogue import Entry, Translation
from generator.i18n.derived_strings import translated_tables
from generator.i18n.local_names import drop_repeated_local_names
from generator.i18n.strings import Slot, content_slots, derived_slots, value_slots
from generator.model.game.copying import model_copy
from generator.model.game.project import GameContent
from generator.model.wording import wording_for
from generator.rules.derived import PreparedGame, derived_tables, prepared

SECTIONS = ("components", "resources", "decks", "tables", "boards", "tracks", "sheets", "rules", "glossary",
            "constants")


def in_use(entry: Entry | None, slot: Slot) -> bool:
    """Whether the build uses ``entry`` for ``slot``: translated, not fuzzy, of the same source text."""
    return entry is not None and bool(entry.msgstr) and not entry.fuzzy and entry.msgid == slot.text


def translated_game(game: GameContent, lang: str, root: Path | None = None) -> PreparedGame:
    """A copy of ``game`` with the strings of its ``lang`` translation and the tool's wording in
    ``lang`` (the shipped one, with the project's at ``root`` over it); ``game`` is unchanged."""
    translation: Translation = game.translations[lang]
    memo: dict = {}
    copied = {name: model_copy(getattr(game, name), memo) for name in SECTIONS}
    out = replace(game if isinstance(game, PreparedGame) else prepared(game),
                  manifest=model_copy(game.manifest, memo), **copied)
    memory = {}
    for slot in content_slots(out):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            memory[slot.text] = entry.msgstr
            slot.set(entry.msgstr, entry.pos)
    if out.manifest is not None:
        out.manifest.lang = lang.replace("_", "-")
    drop_repeated_local_names(out)
    return replace(out, wording=wording_for(lang, root), shown_values=_shown_values(game, translation),
                   given_tables=_translated_derived(game, translation, memory))


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

