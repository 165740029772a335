"""Checks of each language file against the content, and of the translated model itself.

Per language: how many strings are not translated (one warning), each stale translation (fuzzy,
or its source text changed since), each message for a string the content no longer has, and
each translation that drops or adds an inline icon, link, rule reference or placeholder. Then
the print checks (font glyphs, text fitting cards, tokens, tracks and reference cards) run over
the translated model; their findings about translated strings point at the .po file's lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from generator.diagnostics import Diagnostic, Severity, declare
from generator.i18n.catalogue import Translation
from generator.i18n.content_errors import content_folder, refused_in
from generator.i18n.strings import slots
from generator.i18n.translate import in_use, translated_game
from generator.loading.yaml_values import MAX_TEXT_CHARS
from generator.model.game.project import GameContent, Project

TRANSLATION_MISSING = declare("translation-missing", Severity.WARNING, """
    Every string of the content has a translation in each language file (one warning per language, with the
    count; ``report`` shows it too).
    Passes: a ru.po translating all 120 strings. Fails (warning): 12 of them with an empty msgstr.""")
TRANSLATION_STALE = declare("translation-stale", Severity.WARNING, """
    No translation is stale: fuzzy, or made for a source text that has changed since (the build prints the
    source text instead).
    Passes: a reviewed message. Fails (warning): ``#, fuzzy`` after the English text was edited.""")
TRANSLATION_MARKUP = declare("translation-markup", Severity.ERROR, """
    A translation keeps the source text's inline icons (``:coin:``), link targets (``[see](#rule-3)``), rule
    references (``6.4.1.``), URLs and placeholders (``{count}``).
    Passes: ``Gain :coin:`` as ``Получите :coin:``. Fails: ``Получите монету`` (the icon is gone).""")
TRANSLATION_TEXT_SIZE = declare("translation-text-size", Severity.ERROR, """
    A translation is under the length limit of one text value in the content (20,000 characters, as for YAML
    text); a longer one is left out and the source text prints.
    Passes: a rule's text translated at its own length. Fails: a 400 KB msgstr.""")
TRANSLATION_UNUSED = declare("translation-unused", Severity.WARNING, """
    Every message of a language file belongs to a string the content still has (``i18n update`` marks the others
    obsolete).
    Not checked while loading refuses part of the game's content: its strings are then unread, not gone.
    Passes: a file updated after the last content edit. Fails (warning): a message for a card since removed.""")

MARKUP = re.compile(
    r":[a-z0-9][a-z0-9-]*:"                 # an inline icon, :coin:
    r"|\]\([^()\s]+\)"                       # a link's target, [label](#rule-3)
    r"|\bhttps?://[^\s<>\"')\]]+"            # a bare URL
    r"|\b\d+(?:\.\d+)+\.?"                   # a rule reference, 6.4.1.
    r"|\{[A-Za-z_][A-Za-z0-9_]*\}"           # a placeholder, {count}
)


@dataclass(frozen=True)
class Status:
    """How far one language has come: strings in the content, translated (in use), missing, stale."""

    lang: str
    path: str
    total: int
    translated: int
    missing: int
    stale: int
    unused: int


def status(game: GameContent, translation: Translation, found: list | None = None) -> Status:
    """``found``: the game's slots when the caller has them already."""
    found = list(slots(game)) if found is None else found
    contexts = {s.context for s in found}
    translated = sum(in_use(translation.entries.get(s.context), s) for s in found)
    stale = sum(_stale(translation, s) for s in found)
    unused = sum(context not in contexts for context in translation.entries)
    return Status(translation.lang, translation.path, len(found), translated, len(found) - translated - stale,
                  stale, unused)


def _stale(translation: Translation, slot) -> bool:
    entry = translation.entries.get(slot.context)
    return entry is not None and bool(entry.msgstr) and (entry.fuzzy or entry.msgid != slot.text)


def translation_diagnostics(project: Project, rules: Iterable) -> list[Diagnostic]:
    """Every language file's findings, and the print rules' findings on each translated model."""
    checks = [spec for spec in rules if spec.per_language and spec.check is not None]
    return [d for game in project.games.values() for d in game_translation_diagnostics(project, game, checks)]


def game_translation_diagnostics(project: Project, game: GameContent, checks: list) -> list[Diagnostic]:
    """One game's part of translation_diagnostics (``checks``: the print rules to run again)."""
    out: list[Diagnostic] = []
    complete = not _refused_content(project, game)
    for lang, translation in sorted(game.translations.items()):
        out.extend(catalogue_findings(game, translation, complete))
        out.extend(_print_findings(game, lang, translation, checks, project.root))
    return out


def _refused_content(project: Project, game: GameContent) -> bool:
    """Whether loading refused part of ``game``'s content (an error outside its locale folder):
    the strings it held are unread, not gone, so no message is called unused."""
    folder = content_folder(project, game)
    return folder is not None and refused_in(folder, project.diagnostics)



def catalogue_findings(game: GameContent, translation: Translation, complete: bool = True) -> list[Diagnostic]:
    out = []
    lang, found = translation.lang, list(slots(game))
    counts = status(game, translation, found)
    if counts.missing:
        out.append(TRANSLATION_MISSING.at(
            f"{lang}: {counts.missing} of {counts.total} strings have no translation, so the "
            f"'{lang}' build prints them in the source language (run 'i18n update' to list them "
            "all in this file, then translate them)", translation.pos))
    for slot in found:
        entry = translation.entries.get(slot.context)
        if entry is not None and entry.too_long:
            out.append(TRANSLATION_TEXT_SIZE.at(
                f"{lang}: the translation of {slot.note} has {entry.too_long[0]} characters, over "
                f"the {MAX_TEXT_CHARS}-character limit of one text value; shorten it (the build "
                "prints the source text)", entry.too_long[1]))
        if entry is None or not entry.msgstr:
            continue
        if _stale(translation, slot):
            why = "it is marked fuzzy" if entry.fuzzy else "its source text changed (run 'i18n update')"
            out.append(TRANSLATION_STALE.at(
                f"{lang}: the translation of {slot.note} is stale: {why}; the build prints the "
                "source text until it is reviewed and the fuzzy flag cleared", entry.pos))
            continue
        lost, added = _markup_changes(slot.text, entry.msgstr)
        if lost or added:
            parts = ([f"drops {', '.join(lost)}"] if lost else []) + ([f"adds {', '.join(added)}"] if added else [])
            out.append(TRANSLATION_MARKUP.at(
                f"{lang}: the translation of {slot.note} {' and '.join(parts)}; icons, links, "
                "rule references and placeholders must stay as the source text has them",
                entry.pos))
    contexts = {s.context for s in found}
    for context, entry in translation.entries.items():
        if complete and context not in contexts:
            out.append(TRANSLATION_UNUSED.at(
                f"{lang}: no string of the content has the context '{context}' any more (run "
                "'i18n update' to mark the message obsolete)", entry.pos))
    return out


@lru_cache(maxsize=1 << 14)   # the same pairs come back on every check the language server runs
def _markup_changes(source: str, translated: str) -> tuple[list[str], list[str]]:
    want, got = Counter(MARKUP.findall(source)), Counter(MARKUP.findall(translated))
    return sorted((want - got).elements()), sorted((got - want).elements())


def _print_findings(game: GameContent, lang: str, translation: Translation, checks: list,
                    root=None) -> list[Diagnostic]:
    """The print rules on the translated model, kept where they point at the language file."""
    if not checks:
        return []
    copy = translated_game(game, lang, root)
    out = []
    for spec in checks:
        for finding in spec.check(copy):
            if finding.pos is None or finding.pos.path != translation.path:
                continue
            severity = finding.severity if finding.severity is not None else spec.severity
            out.append(Diagnostic(spec.id, severity, f"{lang}: {finding.message}", finding.pos, finding.related))
    return out
