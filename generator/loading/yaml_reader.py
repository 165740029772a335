"""Read one YAML file into positioned values: its size, encoding, characters and syntax are
checked here, its values as they are built (``yaml_values``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from yaml.composer import ComposerError
from yaml.events import AliasEvent, DocumentEndEvent, MappingEndEvent, SequenceEndEvent, StreamEndEvent
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.scanner import Scanner

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.loading.positioned import PDict, byte_position
from generator.loading.yaml_values import Refused, anchor_error, document, mark_position

MAX_FILE_BYTES = 8 * 1024 * 1024

E = Severity.ERROR
YAML_SYNTAX = declare("yaml-syntax", E, """The file is valid YAML.
    Passes: ``title: Kiev``. Fails: ``cards: [one, two`` (unclosed list).""")
YAML_ENCODING = declare("yaml-encoding", E, """The file is UTF-8.
    Passes: UTF-8 text. Fails: a file saved as Latin-1 or Windows-1251.""")
YAML_SIZE = declare("yaml-size", E, """A content file stays under the size limit (8 MiB).
    Passes: a 40 KB deck file. Fails: a 9 MiB file (split it into several files).""")
YAML_UNREADABLE = declare("yaml-unreadable", E, """The file can be read from disk.
    Passes: a readable file. Fails: a file without read permission, or a folder named ``x.yaml``.""")
YAML_CHARACTER = declare("yaml-character", E, """No control characters but tab and line breaks, and no U+FFFE or U+FFFF.
    The first one found is reported at its line and column.
    Passes: ``title: Kiev``. Fails: a BEL (U+0007) or U+FFFE inside ``title: Ki?ev``.""")



class PyParser(Reader, Scanner, Parser):
    """The pure-Python parser, for a PyYAML built without libyaml."""

    def __init__(self, stream):
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)


def _c_parser() -> type | None:
    """libyaml's C parser (about 5x faster); None without libyaml."""
    try:
        from yaml._yaml import CParser
    except ImportError:  # pragma: no cover - PyYAML built without libyaml
        return None
    return CParser


_Parser: type = _c_parser() or PyParser

USING_LIBYAML = _Parser is not PyParser

# '&name' or '*name' where a YAML token can start: a cheap test before the exact event scan.
_MAYBE_ANCHOR = re.compile(r"(?:^|[\s\[\]{},:?-])[&*][^\s\[\]{},]")



_EMPTY = object()   # a stream without a document


@dataclass
class ReadResult:
    """The positioned document (None when refused) and what was found on the way."""

    data: object = None
    diagnostics: list[Diagnostic] = field(default_factory=list)


def read_yaml_file(path: Path, shown_as: str, max_bytes: int = MAX_FILE_BYTES) -> ReadResult:
    """Read ``path``; positions name it ``shown_as``. Never raises for bad content."""
    start = Position(shown_as, 1, 1)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            msg = f"file is {size} bytes, over the {max_bytes}-byte limit for one content file"
            return ReadResult(None, [YAML_SIZE.at(msg, start)])
        raw = path.read_bytes()
    except OSError as exc:
        return ReadResult(None, [YAML_UNREADABLE.at(f"cannot read file: {exc.strerror}", start)])
    return read_yaml_bytes(raw, shown_as)


def read_yaml_bytes(raw: bytes, shown_as: str) -> ReadResult:
    """Decode and parse ``raw`` into PDict/PList/scalars with positions (an editor's unsaved text
    under the same size limit as a saved file)."""
    if len(raw) > MAX_FILE_BYTES:
        msg = f"file is {len(raw)} bytes, over the {MAX_FILE_BYTES}-byte limit for one content file"
        return ReadResult(None, [YAML_SIZE.at(msg, Position(shown_as, 1, 1))])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = byte_position(raw, exc.start)
        msg = f"file is not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded"
        return ReadResult(None, [YAML_ENCODING.at(msg, Position(shown_as, line, column))])
    text = text.removeprefix("\ufeff")
    bad = _NON_PRINTABLE.search(text)
    if bad:
        return ReadResult(None, [_character_error(text, bad.start(), shown_as)])
    parser = _Parser(text)
    try:
        data = _read_events(parser, shown_as, ("&" in text or "*" in text) and _MAYBE_ANCHOR.search(text) is not None)
    except yaml.MarkedYAMLError as exc:
        return ReadResult(None, [_syntax_error(exc, text, shown_as)])
    except yaml.reader.ReaderError as exc:
        return ReadResult(None, [_character_error(text, exc.position, shown_as)])
    except yaml.YAMLError as exc:
        problem = str(exc).splitlines()[0] if str(exc) else "invalid YAML"
        return ReadResult(None, [YAML_SYNTAX.at(f"YAML syntax error: {problem}",
                                                Position(shown_as, 1, 1))])
    finally:
        parser.dispose()
    if isinstance(data, Diagnostic):
        return ReadResult(None, [data])
    return ReadResult(PDict(Position(shown_as, 1, 1)) if data is _EMPTY else data, [])


# What YAML allows in a stream: tab, line breaks and printable characters (YAML 1.1, 5.1).
_NON_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _offset_position(text: str, offset: int, shown_as: str) -> Position:
    """The line and column of the character at ``offset`` in ``text``."""
    offset = max(0, min(offset, len(text)))
    line = text.count("\n", 0, offset) + 1
    return Position(shown_as, line, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def _character_error(text: str, offset: int, shown_as: str) -> Diagnostic:
    char = text[offset] if 0 <= offset < len(text) else ""
    code = f"U+{ord(char):04X}" if char else "a character"
    kind = "a control character" if char and (ord(char) < 0x20 or 0x7f <= ord(char) < 0xa0) \
        else "a non-character"
    msg = f"{code} ({kind}) is not allowed in YAML; delete it or write it as an escape in a quoted string"
    return YAML_CHARACTER.at(msg, _offset_position(text, offset, shown_as))


# Errors PyYAML detects only after the line at fault (a key without its colon, a quote or a
# bracket left open): the place it was scanning from is the cause.
_CAUSE_AT_CONTEXT = ("while scanning a simple key", "while scanning a quoted scalar",
                     "while parsing a flow sequence", "while parsing a flow mapping")


def _syntax_error(exc: yaml.MarkedYAMLError, text: str, shown_as: str) -> Diagnostic:
    tab = _indenting_tab(exc, text)
    if tab is not None:
        return YAML_SYNTAX.at("YAML syntax error: a tab indents this line; YAML is indented with "
                              "spaces only (tabs cannot indent YAML)", _offset_position(text, tab, shown_as))
    mark = exc.problem_mark or exc.context_mark
    context = exc.context_mark
    if exc.context in _CAUSE_AT_CONTEXT and context is not None and mark is not None and context.line < mark.line:
        mark = context
    pos = mark_position(mark, shown_as) if mark else Position(shown_as, 1, 1)
    problem = exc.problem or "invalid YAML"
    if exc.context:
        problem = f"{problem} ({exc.context})"
    return YAML_SYNTAX.at(f"YAML syntax error: {problem}", pos)


def _indenting_tab(exc: yaml.MarkedYAMLError, text: str) -> int | None:
    """The offset of a tab in the indentation of the line the error was found on (or the line
    before, where PyYAML noticed only on the next), when there is one."""
    mark = exc.problem_mark or exc.context_mark
    if mark is None or "\t" not in text:
        return None
    lines = text.split("\n")
    for line in (mark.line, mark.line - 1):
        if 0 <= line < len(lines):
            body = lines[line]
            indent = body[:len(body) - len(body.lstrip(" \t"))]
            if "\t" in indent:
                return sum(len(earlier) + 1 for earlier in lines[:line]) + indent.index("\t")
    return None


_ENDS = (MappingEndEvent, SequenceEndEvent, DocumentEndEvent, StreamEndEvent)


def _first_anchor(get, shown_as: str, until: type) -> Diagnostic | None:
    """Read events up to the next ``until`` one; the first anchor or alias among them, if any."""
    while True:
        event = get()
        kind = type(event)
        if kind is until or event is None:
            return None
        if kind is AliasEvent or (kind not in _ENDS and event.anchor is not None):
            return anchor_error(event, shown_as)


def _read_events(parser, shown_as: str, scan_all: bool):
    """The one document of the stream as positioned values (``_EMPTY`` without one), or the
    diagnostic refusing it; YAML errors propagate. As when a node tree was composed and then
    converted: a syntax error anywhere in the document (anywhere in the file when it may hold
    anchors, ``scan_all``), an anchor or a second document win over a value's refusal."""
    get = parser.get_event
    get()   # the stream's start
    event = get()
    if type(event) is StreamEndEvent:
        return _EMPTY
    document_mark = event.start_mark
    result: object
    try:
        result = document(get, shown_as)
    except Refused as refused:
        if refused.final:
            return refused.diagnostic
        result = _first_anchor(get, shown_as, DocumentEndEvent) or refused.diagnostic
        if result is not refused.diagnostic:
            return result
    event = get()
    if type(event) is not StreamEndEvent:
        found = _first_anchor(get, shown_as, StreamEndEvent) if scan_all else None
        if found:
            return found
        raise ComposerError("expected a single document in the stream", document_mark,
                            "but found another document", event.start_mark)
    return result


