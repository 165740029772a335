"""A game's model in another language: a copy with its strings replaced from a language file.

Only translations in use count: a message that is translated, not fuzzy, and whose source text
is still the content's. Every other string keeps the source language. A translated string's
position becomes its message in the .po file, so a check run on the copy points the translator
at the line to change. The renderers take the copy as they take any game.
"""

from __future__ import annotations

import copy

from generator.i18n.catalogue import Entry, Translation
from generator.i18n.strings import Slot, slots
from generator.model.copying import model_copy
from generator.model.project import GameContent

SECTIONS = ("components", "resources", "decks", "tables", "boards", "tracks", "sheets", "rules", "glossary")


def in_use(entry: Entry | None, slot: Slot) -> bool:
    """Whether the build uses ``entry`` for ``slot``: translated, not fuzzy, of the same source text."""
    return entry is not None and bool(entry.msgstr) and not entry.fuzzy and entry.msgid == slot.text


def translated_game(game: GameContent, lang: str) -> GameContent:
    """A copy of ``game`` with the strings of its ``lang`` translation; ``game`` is unchanged."""
    translation: Translation = game.translations[lang]
    out = copy.copy(game)
    memo: dict = {}
    out.manifest = model_copy(game.manifest, memo)
    for name in SECTIONS:
        setattr(out, name, model_copy(getattr(game, name), memo))
    out.memo = {}
    for slot in list(slots(out)):
        entry = translation.entries.get(slot.context)
        if entry is not None and in_use(entry, slot):
            slot.set(entry.msgstr, entry.pos)
    if out.manifest is not None:
        out.manifest.lang = lang.replace("_", "-")
    return out


def translated_once(game: GameContent, lang: str) -> GameContent:
    """``translated_game(game, lang)``, made once per loaded game and reused by the checks and the
    build (neither changes it)."""
    key = ("translated", lang)
    if key not in game.memo:
        game.memo[key] = translated_game(game, lang)
    return game.memo[key]


def languages_of(games) -> list[str]:
    """Every language some game has a translation for, sorted."""
    return sorted({lang for game in games for lang in game.translations})
