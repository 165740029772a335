"""A game's model in another language: a copy with its strings replaced from a language file.

Only translations in use count: a message that is translated, not fuzzy, and whose source text
is still the content's. Every other string keeps the source language. A local name that the
translation repeats word for word is dropped, and the derived tables' own words are translated. A translated string's
position becomes its message in the .po file, so a check run on the copy points the translator
at the line to change. The renderers take the copy as they take any game.
"""

from __future__ import annotations

import copy
from pathlib import Path

from generator.i18n.catalogue import Entry, Translation
from generator.i18n.derived_strings import translated_tables
from generator.i18n.local_names import drop_repeated_local_names
from generator.i18n.strings import Slot, content_slots, derived_slots, value_slots
from generator.model.copying import model_copy
from generator.model.project import GameContent
from generator.model.wording import SHOWN_VALUES, wording_for
from generator.rules.derived import derived_tables

SECTIONS = ("components", "resources", "decks", "tables", "boards", "tracks", "sheets", "rules", "glossary",
            "constants")


def in_use(entry: Entry | None, slot: Slot) -> bool:
    """Whether the build uses ``entry`` for ``slot``: translated, not fuzzy, of the same source text."""
    return entry is not None and bool(entry.msgstr) and not entry.fuzzy and entry.msgid == slot.text


def translated_game(game: GameContent, lang: str, root: Path | None = None) -> GameContent:
    """A copy of ``game`` with the strings of its ``lang`` translation and the tool's wording in
    ``lang`` (the shipped one, with the project's at ``root`` over it); ``game`` is unchanged."""
    translation: Translation = game.translations[lang]
    out = copy.copy(game)
    memo: dict = {}
    out.manifest = model_copy(game.manifest, memo)
    for name in SECTIONS:
        setattr(out, name, model_copy(getattr(game, name), memo))
    out.memo = {}
    out.wording = wording_for(lang, root)
    content = list(content_slots(out))
    memory = {}
    for slot in content:
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            memory[slot.text] = entry.msgstr
            slot.set(entry.msgstr, entry.pos)
    if out.manifest is not None:
        out.manifest.lang = lang.replace("_", "-")
    drop_repeated_local_names(out)
    _translate_derived(game, out, translation, memory)
    out.memo[SHOWN_VALUES] = _shown_values(game, translation)
    return out


def _shown_values(game: GameContent, translation: Translation) -> dict[str, str]:
    """How the cards print each data value in the language ('market' as 'marché')."""
    shown = {}
    for slot in value_slots(game):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            shown[slot.text] = entry.msgstr
    return shown


def _translate_derived(game: GameContent, out: GameContent, translation: Translation, memory: dict) -> None:
    """The derived tables of ``out``: those of the source-language ``game`` (a deriver reads rows,
    cells and names as the content writes them, whatever the language) with each place translated:
    by its own entry, or, where its text is a content string's, by that string's translation."""
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
        return
    out.memo["derived_tables"] = translated_tables(tables, texts)


def translated_once(game: GameContent, lang: str, root: Path | None = None) -> GameContent:
    """``translated_game(game, lang, root)``, made once per loaded game and reused by the checks and
    the build (the build only gives it its wording)."""
    key = ("translated", lang)
    if key not in game.memo:
        game.memo[key] = translated_game(game, lang, root)
    return game.memo[key]


def languages_of(games) -> list[str]:
    """Every language some game has a translation for, sorted."""
    return sorted({lang for game in games for lang in game.translations})
