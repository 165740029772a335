"""Gettext catalogues of a game's content: the template (.pot) and its languages (.po), with Babel.

Files live in ``content/<game>/locale/``: ``<game>.pot`` is the template ``i18n extract`` writes,
``<lang>.po`` one language (``ru.po``, ``pt_BR.po``). Each message's context is the string's
place in the content (see generator.i18n.strings); its reference is the file and line of the
source text, and an extracted comment names the entry.
"""

from __future__ import annotations

import datetime
import io
import re
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.i18n.po_positions import msgstr_position
from generator.i18n.strings import slots
from generator.loading.positioned import byte_position
from generator.loading.yaml_values import MAX_TEXT_CHARS
from generator.model.game.project import GameContent

TRANSLATION_FILE = declare("translation-file", Severity.ERROR, """
    A language file is a readable UTF-8 PO file named by its language tag, in the game's locale/ folder.
    Passes: ``locale/ru.po`` written by Poedit. Fails: ``locale/russian.po``, or a PO file with an unclosed
    quote.""")

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LOCALE_DIR = "locale"
LANG_TAG = re.compile(r"^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$")
FIXED_DATE = datetime.datetime(2000, 1, 1, tzinfo=datetime.timezone.utc)   # reproducible templates
MAX_PO_BYTES = 16 * 1024 * 1024
PARSED_KEPT = 16      # language files' parsed messages kept, by their bytes (the language server reads them often)
_PO_LINE = re.compile(r'^\s*(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[[0-9]+\])?)\s+)?"[^"\\]*(?:\\.[^"\\]*)*"\s*$')


@dataclass(frozen=True)
class Entry:
    """One message of a language file, as the checks and the translation need it."""

    msgid: str
    msgstr: str
    fuzzy: bool
    pos: Position
    too_long: tuple[int, Position] | None = None   # a msgstr over the text cap (left out): its length, place


@dataclass
class Translation:
    """One language of a game: its file, and its messages by context."""

    lang: str
    path: str
    entries: dict[str, Entry] = field(default_factory=dict)

    @property
    def pos(self) -> Position:
        return Position(self.path, 1, 1)


_PARSED: OrderedDict[tuple[str, bytes], tuple[Translation, Diagnostic | None]] = OrderedDict()


def locale_folder(game: GameContent) -> Path:
    return game.folder / LOCALE_DIR


def template_path(game: GameContent) -> Path:
    return locale_folder(game) / f"{game.id}.pot"


def header_comment(title: str) -> str:
    return (f"# Translation of the content of {title}.\n"
            "# The template is written by 'boardgame-generator i18n extract'; 'i18n update' merges it into\n"
            "# each language file. Each message's context names the entry and field it translates.\n#")


def template(game: GameContent) -> Catalog:
    """The template: one message per translatable string, in content order."""
    from babel.messages.catalog import Catalog

    version = game.manifest.version if game.manifest else None
    catalog = Catalog(project=game.title, version=version, creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                      fuzzy=False, header_comment=header_comment(game.title))
    for slot in slots(game):
        catalog.add(slot.text, context=slot.context, locations=[(slot.pos.path, slot.pos.line)],
                    auto_comments=[slot.note])
    return catalog


def catalogue_bytes(catalog: Catalog) -> bytes:
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_previous=True, sort_output=False)
    return buffer.getvalue()


def read_translations(folder: Path, root: Path, sources: Mapping[str, bytes] | None = None,
                      ) -> tuple[dict[str, Translation], list[Diagnostic]]:
    """Every ``<lang>.po`` in ``folder`` (a game's locale folder), and what was wrong reading them."""
    found: dict[str, Translation] = {}
    problems: list[Diagnostic] = []
    if not folder.is_dir():
        return found, problems
    for path in sorted(folder.glob("*.po")):
        shown = path.relative_to(root).as_posix()
        if not LANG_TAG.match(path.stem):
            problems.append(TRANSLATION_FILE.at(f"'{path.name}' is not named by a language tag such as "
                                   "ru.po or pt_BR.po", Position(shown, 1, 1)))
            continue
        translation, problem = read_translation(path, shown, path.stem, sources)
        if problem is not None:
            problems.append(problem)
        else:
            found[path.stem] = translation
    return found, problems


def read_translation(path: Path, shown: str, lang: str, sources: Mapping[str, bytes] | None = None,
                     ) -> tuple[Translation, Diagnostic | None]:
    """Read one language file (its text from ``sources`` by shown path when there, e.g. an editor's
    unsaved buffer); a file that cannot be read gives a diagnostic instead. A text read before (same
    file, same bytes) is not parsed again."""
    translation = Translation(lang, shown)
    try:
        raw = sources.get(shown) if sources is not None else None
        if (len(raw) if raw is not None else path.stat().st_size) > MAX_PO_BYTES:
            return translation, TRANSLATION_FILE.at(f"file is over the {MAX_PO_BYTES}-byte limit",
                                       translation.pos)
        raw = path.read_bytes() if raw is None else raw
    except OSError as exc:
        return translation, TRANSLATION_FILE.at(f"not a readable PO file: {exc}", translation.pos)
    key = (shown, raw)   # the bytes themselves: a dict compares them exactly and hashing them is cheap
    if key in _PARSED:
        _PARSED.move_to_end(key)
    else:
        _PARSED[key] = parsed_translation(raw, shown, lang)
        while len(_PARSED) > PARSED_KEPT:
            _PARSED.popitem(last=False)
    kept, problem = _PARSED[key]
    return Translation(lang, shown, dict(kept.entries)), problem


def parsed_translation(raw: bytes, shown: str, lang: str) -> tuple[Translation, Diagnostic | None]:
    """One language file's messages from its bytes, or the diagnostic of why they cannot be read."""
    from babel.messages.pofile import PoFileError, read_po

    translation = Translation(lang, shown)
    try:
        problem = syntax_problem(raw.decode("utf-8"))
        if problem is not None:
            return translation, TRANSLATION_FILE.at(problem[1], Position(shown, problem[0], 1))
        found = read_po(io.BytesIO(raw), locale=None, abort_invalid=True, charset="utf-8")
    except UnicodeDecodeError as exc:
        line, _ = byte_position(raw, exc.start)
        return translation, TRANSLATION_FILE.at("file is not UTF-8 (save it with the UTF-8 charset)",
                                   Position(shown, line, 1))
    except PoFileError as exc:
        line = (exc.lineno or 0) + 1          # Babel counts lines from 0
        return translation, TRANSLATION_FILE.at(f"not a readable PO file: {exc}", Position(shown, line, 1))
    except ValueError as exc:
        return translation, TRANSLATION_FILE.at(f"not a readable PO file: {exc}", translation.pos)
    lines: list[str] = []
    for message in found:
        if message.id and isinstance(message.id, str) and message.context:
            string = message.string if isinstance(message.string, str) else ""
            pos, too_long = Position(shown, message.lineno or 1, 1), None
            if len(string) > MAX_TEXT_CHARS:   # the cap of a text value in YAML: printed as the source text
                lines = lines or raw.decode("utf-8").split("\n")
                too_long = (len(string), Position(shown, *msgstr_position(lines, pos.line)))
                string = ""
            translation.entries[message.context] = Entry(message.id, string, message.fuzzy, pos, too_long)
    return translation, None


def syntax_problem(text: str) -> tuple[int, str] | None:
    """(line, why) of the first keyword or string line whose quotes do not close (Babel's reader
    would silently cut such a string short), or None."""
    for number, line in enumerate(text.splitlines(), start=1):
        body = line[3:] if line.startswith("#~ ") else line
        if body.startswith("#") or not body.strip():
            continue
        if not _PO_LINE.match(body):
            return number, ("not a PO line: a keyword (msgctxt, msgid, msgstr) with a quoted string, a quoted "
                            "string continuing one, or a comment (unclosed quote?)")
    return None


def merged(existing: Catalog, fresh: Catalog) -> Catalog:
    """``existing`` brought up to ``fresh`` (a new template): every message by its context keeps
    its translation; one whose source text changed keeps it marked fuzzy, with the old source
    text as its previous msgid; messages the template lost become obsolete."""
    from babel.messages.catalog import Message

    by_context = {str(m.context): m for m in existing if m.id and m.context}
    for message in list(existing):
        if message.id:
            existing.delete(message.id, message.context)
    for new in fresh:
        if not new.id:
            continue
        old = by_context.pop(str(new.context), None)
        message = Message(new.id, "", list(new.locations), set(), list(new.auto_comments), [], context=new.context)
        if old is not None and old.string:
            message.string, message.user_comments = old.string, list(old.user_comments)
            message.flags = set(old.flags) if old.id == new.id else {*old.flags, "fuzzy"}
            if old.id != new.id:
                message.previous_id = [str(old.id)]
        existing[new.id] = message
    for old in by_context.values():
        existing.obsolete[(str(old.id), str(old.context))] = old
    return existing


def new_catalogue(fresh: Catalog, lang: str) -> Catalog:
    """A new language file for ``lang`` from the template, every message untranslated."""
    from babel.messages.catalog import Catalog

    try:
        catalog = Catalog(locale=lang, project=fresh.project, version=fresh.version, creation_date=FIXED_DATE,
                          revision_date=FIXED_DATE, fuzzy=False, header_comment=fresh.header_comment)
    except ValueError:   # a tag Babel has no locale data for: written without its plural rules
        catalog = Catalog(project=fresh.project, version=fresh.version, creation_date=FIXED_DATE,
                          revision_date=FIXED_DATE, fuzzy=False, header_comment=fresh.header_comment)
    return merged(catalog, fresh)


def read_catalogue(path: Path) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, abort_invalid=True, charset="utf-8")


