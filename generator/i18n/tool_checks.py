"""Checks of the tool's own wording in each language a project builds: how many of the tool's
strings have no translation in use (missing or fuzzy, counted per language, also in ``report``),
each fuzzy one, each translation that drops or adds a placeholder or HTML tag, and a project
file that cannot be read. A message the build cannot use prints in English.

Findings point at the language file that would carry the message: the project's own
``locale/generator/<lang>.po`` when it has one, else the shipped ``generator/locale/<lang>.po``.
"""

from __future__ import annotations

import io
import re
from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.i18n.catalogue import LANG_TAG, syntax_problem
from generator.i18n.po_positions import msgstr_position
from generator.model.placeholders import problems as placeholder_problems
from generator.model.wording import PACKAGE_LOCALE, PROJECT_LOCALE, TEMPLATE, catalogue_paths

TOOL_TRANSLATION_MISSING = declare("tool-translation-missing", Severity.WARNING, """
    Every string of the tool's own wording (the kit's cover and notes, the quick reference's headings, the
    reference's labels and scripts, the cards' fixed words) has a translation in each language the project
    builds: shipped in ``generator/locale/<lang>.po`` or the project's ``locale/generator/<lang>.po`` (one
    warning per language, with the count).
    Passes: ``build --lang ru`` with the shipped Russian. Fails (warning): a ``uk.po`` translating 40 of them.""")
TOOL_TRANSLATION_STALE = declare("tool-translation-stale", Severity.WARNING, """
    No translation of the tool's wording is marked fuzzy (the build prints the English text until it is
    reviewed).
    Passes: a reviewed message. Fails (warning): ``#, fuzzy`` on ``msgid "How to print"``.""")
TOOL_TRANSLATION_MARKUP = declare("tool-translation-markup", Severity.ERROR, """
    A translation of the tool's wording keeps its placeholders (``{count}``, ``%(title)s``) and HTML tags as the
    English text has them.
    Passes: ``{count} cards`` as ``карт: {count}``. Fails: ``карты`` (the count is gone).""")
TOOL_TRANSLATION_PLACEHOLDER = declare("tool-translation-placeholder", Severity.ERROR, """
    A placeholder in a translation of the tool's wording is a name alone that the English message has:
    ``{page}`` (``%(title)s`` in the HTML reference's messages), or ``{{`` and ``}}`` for a brace itself.
    A translation is substituted as data, never run through Python's ``str.format``: a format spec, conversion,
    attribute, index or lone brace is refused at its place in the PO file, and the build prints the English
    text.
    Passes: ``Стр. {page}``. Fails: ``Стр {page} {``, ``{page:>999999999}``, ``{page.__class__}``.""")
TOOL_TRANSLATION_FILE = declare("tool-translation-file", Severity.ERROR, """
    A project's ``locale/generator/<lang>.po`` is a readable UTF-8 PO file.
    Passes: a file written by Poedit. Fails: a file with an unclosed quote.""")

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%\([A-Za-z_][A-Za-z0-9_]*\)s|</?[a-z][^<>]*>")


@dataclass(frozen=True)
class ToolEntry:
    """One message of a tool-wording file: its translation (forms, for a plural) and where it is."""

    msgid: str
    forms: tuple[str, ...]
    fuzzy: bool
    pos: Position
    bad_placeholders: tuple[tuple[Position, str], ...] = ()   # where a form has one, and why

    @property
    def in_use(self) -> bool:
        return bool(self.forms) and all(self.forms) and not self.fuzzy


@dataclass(frozen=True)
class ToolStatus:
    """How far one language of the tool's wording has come."""

    lang: str
    path: str
    total: int
    translated: int
    missing: int
    fuzzy: int


@lru_cache(maxsize=1)
def template_ids() -> tuple[str, ...]:
    """The msgid (the singular, for a plural) of every message of the tool's template."""
    from babel.messages.pofile import read_po

    with TEMPLATE.open("rb") as template:
        catalog = read_po(template)
    return tuple(str(m.id[0]) if isinstance(m.id, (tuple, list)) else str(m.id) for m in catalog if m.id)


def shown_path(path: Path, root: Path) -> str:
    """A tool-wording file as findings name it: from the project's root, or from the package's."""
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.resolve().relative_to(PACKAGE_LOCALE.parent.parent).as_posix()


_READ_KEPT = 16   # parsed tool-wording files kept, by path and bytes
_read: OrderedDict[tuple[str, bytes], tuple[dict[str, ToolEntry], Diagnostic | None]] = OrderedDict()


def read_tool_file(path: Path, shown: str) -> tuple[dict[str, ToolEntry], Diagnostic | None]:
    """A tool-wording file's messages by msgid, or the finding that says why it cannot be read.
    A file read before with the very same bytes is not parsed again (the language server checks
    after every edit; the messages are never changed by their readers)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        return {}, TOOL_TRANSLATION_FILE.at(f"not a readable PO file: {exc}", Position(shown, 1, 1))
    key = (shown, raw)
    if key in _read:
        _read.move_to_end(key)
        return _read[key]
    _read[key] = result = _parsed_tool_file(raw, shown)
    while len(_read) > _READ_KEPT:
        _read.popitem(last=False)
    return result


def _parsed_tool_file(raw: bytes, shown: str) -> tuple[dict[str, ToolEntry], Diagnostic | None]:
    from babel.messages.pofile import PoFileError, read_po

    try:
        text = raw.decode("utf-8")
        problem = syntax_problem(text)
        if problem is not None:
            return {}, TOOL_TRANSLATION_FILE.at(problem[1], Position(shown, problem[0], 1))
        catalog = read_po(io.BytesIO(raw), abort_invalid=True, charset="utf-8")
    except UnicodeDecodeError:
        return {}, TOOL_TRANSLATION_FILE.at("file is not UTF-8 (save it with the UTF-8 charset)",
                          Position(shown, 1, 1))
    except (PoFileError, OSError, ValueError) as exc:
        return {}, TOOL_TRANSLATION_FILE.at(f"not a readable PO file: {exc}", Position(shown, 1, 1))
    found = {}
    lines: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        ids = tuple(map(str, message.id)) if isinstance(message.id, (tuple, list)) else (str(message.id),)
        strings = tuple(str(s or "") for s in (message.string if isinstance(message.string, (tuple, list))
                                               else (message.string,)))
        pos = Position(shown, message.lineno or 1, 1)
        bad = []
        for form, string in enumerate(strings):
            for bad_one in placeholder_problems(" ".join(ids), string)[:1]:
                lines = lines or text.split("\n")
                line, column = msgstr_position(lines, pos.line, form if len(ids) > 1 else 0, bad_one.offset)
                bad.append((Position(shown, line, column), bad_one.why))
        found[ids[0]] = ToolEntry(ids[0], strings, message.fuzzy, pos, tuple(bad))
    return found, None


def project_languages(project) -> list[str]:
    """The languages the project's build makes (its games' translations) and those it gives the
    tool's wording for itself."""
    return _languages(project.root, {lang for game in project.games.values() for lang in game.translations})


def _languages(root: Path, langs: set[str]) -> list[str]:
    own = root / PROJECT_LOCALE
    if own.is_dir():
        langs = langs | {p.stem for p in own.glob("*.po")}
    return sorted(langs)


def language_entries(lang: str, root: Path) -> tuple[dict[str, ToolEntry], str | None, list[Diagnostic]]:
    """``lang``'s messages, the project's over the shipped ones; the file findings point at (the
    last one read), and what could not be read."""
    entries: dict[str, ToolEntry] = {}
    shown, problems = None, []
    for path in catalogue_paths(lang, root):
        shown = shown_path(path, root)
        found, problem = read_tool_file(path, shown)
        if problem is not None:
            problems.append(problem)
        for msgid, entry in found.items():
            if entry.in_use or msgid not in entries:
                entries[msgid] = entry
    return entries, shown, problems


def tool_status(lang: str, root: Path) -> ToolStatus:
    entries, shown, _ = language_entries(lang, root)
    ids = template_ids()
    translated = sum(1 for i in ids if i in entries and entries[i].in_use)
    fuzzy = sum(1 for i in ids if i in entries and entries[i].fuzzy and any(entries[i].forms))
    return ToolStatus(lang, shown or "", len(ids), translated, len(ids) - translated - fuzzy, fuzzy)


def tool_findings(project) -> list[Diagnostic]:
    """Every finding on the tool's wording in the languages the project builds."""
    return tool_findings_at(project.root, translated_at(project.games.values()))


def translated_at(games) -> dict[str, Position]:
    """Where each language the content is translated to has its file (the first game's)."""
    where: dict[str, Position] = {}
    for game in games:
        for lang, translation in game.translations.items():
            where.setdefault(lang, translation.pos)
    return where


def tool_findings_at(root: Path, translated: dict[str, Position],
                     found: dict[str, list[Diagnostic]] | None = None) -> list[Diagnostic]:
    """The tool's wording findings for the languages of ``translated`` (see translated_at) and
    the project's own tool language files; a language without a tool file is reported at the
    content's language file. ``found`` holds those of some languages worked out already (by
    language_findings, with the same fallback)."""
    out: list[Diagnostic] = []
    for lang in _languages(root, set(translated)):
        if found is not None and lang in found:
            out.extend(found[lang])
            continue
        fallback = translated[lang] if lang in translated else Position(f"{PROJECT_LOCALE.as_posix()}/{lang}.po", 1, 1)
        out.extend(language_findings(lang, root, fallback))
    return out


def language_findings(lang: str, root: Path, fallback: Position) -> list[Diagnostic]:
    """The findings on the tool's wording in ``lang``: reported at its file, or at ``fallback``
    when there is none."""
    if not LANG_TAG.match(lang):
        return []
    entries, shown, out = language_entries(lang, root)
    counts = tool_status(lang, root)
    where = Position(shown, 1, 1) if shown else fallback
    if counts.missing:
        hint = (f"; run 'boardgame-generator i18n tool --lang {lang}' to write "
                f"{PROJECT_LOCALE.as_posix()}/{lang}.po with every string to translate")
        out.append(TOOL_TRANSLATION_MISSING.at(
            f"{lang}: {counts.missing} of {counts.total} strings of the tool's own wording (kit, "
            f"quick reference, reference, card faces) have no translation, so the '{lang}' build "
            f"prints them in English (such as {_missing_examples(entries)}){hint}", where))
    known = set(template_ids())
    for msgid, entry in entries.items():
        if msgid not in known and entry.bad_placeholders and not entry.fuzzy:
            out.extend(_markup_findings(lang, entry))   # a project's own message (a heading) is held too
        if msgid not in known or not any(entry.forms):
            continue
        if entry.fuzzy:
            out.append(TOOL_TRANSLATION_STALE.at(
                f"{lang}: the translation of the tool's '{_short(msgid)}' is marked fuzzy; the "
                "build prints the English text until it is reviewed and the flag cleared",
                entry.pos))
            continue
        out.extend(_markup_findings(lang, entry))
    return out


def _missing_examples(entries: dict[str, ToolEntry], shown: int = 3) -> str:
    """A few of the template's messages that ``entries`` does not translate, quoted."""
    missing = [i for i in template_ids() if not (i in entries and entries[i].in_use)]
    return ", ".join(f"'{_short(i)}'" for i in missing[:shown]) + (", ..." if len(missing) > shown else "")


def _markup_findings(lang: str, entry: ToolEntry) -> list[Diagnostic]:
    if entry.bad_placeholders:
        return [TOOL_TRANSLATION_PLACEHOLDER.at(
            f"{lang}: the translation of the tool's '{_short(entry.msgid)}' has a bad placeholder: "
            f"{why}; the build leaves this translation out", pos) for pos, why in entry.bad_placeholders]
    if not any("{" in text or "%" in text or "<" in text for text in (entry.msgid, *entry.forms)):
        return []   # no placeholder or tag can start anywhere
    want = Counter(PLACEHOLDER.findall(entry.msgid))
    out = []
    for form in entry.forms:
        got = Counter(PLACEHOLDER.findall(form))
        lost, added = sorted((want - got).elements()), sorted((got - want).elements())
        if (lost and not _plural_count_only(lost, entry)) or added:
            parts = ([f"drops {', '.join(lost)}"] if lost else []) + ([f"adds {', '.join(added)}"] if added else [])
            out.append(TOOL_TRANSLATION_MARKUP.at(f"{lang}: the translation of the tool's '{_short(entry.msgid)}' "
                                  f"{' and '.join(parts)}; placeholders and HTML tags must stay as the English "
                                  "text has them", entry.pos))
            break
    return out


def _plural_count_only(lost: list[str], entry: ToolEntry) -> bool:
    """A plural form may leave out the count itself (Russian 'одна карта' for 1)."""
    return len(entry.forms) > 1 and set(lost) <= {"{count}", "%(count)s", "%(num)s"}


def _short(text: str) -> str:
    return text if len(text) <= 60 else text[:57] + "..."


