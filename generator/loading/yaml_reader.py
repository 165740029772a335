"""Read one YAML file into positioned values, refusing what YAML 1.1 would do by surprise.

Only ``true`` and ``false`` are booleans; ``yes``/``no``/``on``/``off``, ``0755``, ``1:20`` and
unquoted dates stay strings (the model's type checks then say why when a number or boolean was
meant). Anchors, aliases, merge keys and explicit tags are refused, so an alias bomb never expands.
"""

from __future__ import annotations

import re
from typing import Any
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from yaml.composer import ComposerError
from yaml.events import (
    AliasEvent, DocumentEndEvent, MappingEndEvent, ScalarEvent, SequenceEndEvent,
    SequenceStartEvent, StreamEndEvent,
)
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.scanner import Scanner

from generator.diagnostics import Diagnostic, Position, Related, Severity, declare, new_position
from generator.loading.positioned import PDict, PList, byte_position

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64
MAX_TEXT_CHARS = 20_000   # one text value: a rule longer than this is split into sub-rules
MAX_NUMBER_DIGITS = 15    # an unquoted whole number; longer ones are never a count or a cost

E = Severity.ERROR
YAML_SYNTAX = declare("yaml-syntax", E, """The file is valid YAML.
    Passes: ``title: Kiev``. Fails: ``cards: [one, two`` (unclosed list).""")
YAML_ENCODING = declare("yaml-encoding", E, """The file is UTF-8.
    Passes: UTF-8 text. Fails: a file saved as Latin-1 or Windows-1251.""")
YAML_SIZE = declare("yaml-size", E, """A content file stays under the size limit (8 MiB).
    Passes: a 40 KB deck file. Fails: a 9 MiB file (split it into several files).""")
YAML_UNREADABLE = declare("yaml-unreadable", E, """The file can be read from disk.
    Passes: a readable file. Fails: a file without read permission, or a folder named ``x.yaml``.""")
YAML_DUPLICATE_KEY = declare("yaml-duplicate-key", E, """No key appears twice in one mapping; both lines are named.
    Passes: ``{title: A, copies: 2}``. Fails: ``{title: A, title: B}``.""")
YAML_ANCHOR = declare("yaml-anchor", E, """No anchors, aliases or merge keys: every value is written out in full.
    Passes: ``cost: {fur: 1}``. Fails: ``cost: &c {fur: 1}`` and later ``cost: *c``.""")
YAML_TAG = declare("yaml-tag", E, """No explicit tags such as ``!!python/object``.
    Passes: ``copies: 2``. Fails: ``copies: !!str 2`` or ``x: !!python/object:os.system``.""")
YAML_DEPTH = declare("yaml-depth", E, """Nesting stays under 64 levels.
    Passes: a deck with cards with attributes. Fails: ``[[[[...]]]]`` nested 65 deep.""")
YAML_CHARACTER = declare("yaml-character", E, """No control characters but tab and line breaks, and no U+FFFE or U+FFFF.
    The first one found is reported at its line and column.
    Passes: ``title: Kiev``. Fails: a BEL (U+0007) or U+FFFE inside ``title: Ki?ev``.""")
YAML_TEXT_SIZE = declare("yaml-text-size", E, """One text value stays under 20,000 characters.
    Passes: a rule text of a few paragraphs. Fails: a 100 KB rule text (split it into sub-rules).""")
YAML_NUMBER = declare("yaml-number", E, """An unquoted number has at most 15 digits before the point.
    Passes: ``copies: 2``. Fails: ``copies: 10000000000000000`` (quote it when it is text).""")
YAML_KEY = declare("yaml-key", E, """Mapping keys are plain text, not lists or mappings.
    Passes: ``title: A``. Fails: ``? [a, b]\\n: 1`` (a list as a key).""")

_TAG = "tag:yaml.org,2002:"
_STR, _INT, _FLOAT, _BOOL, _NULL, _MERGE = (_TAG + t for t in ("str", "int", "float", "bool", "null", "merge"))
_SEQ, _MAP = _TAG + "seq", _TAG + "map"

# Implicit types limited to YAML 1.2-like core forms, looked up by the value's first character.
_IMPLICIT: dict[str, list[tuple[str, re.Pattern]]] = {}
for _tag, _regexp, _firsts in (
    (_BOOL, r"^(?:true|false)$", "tf"),
    (_INT, r"^[-+]?(?:0|[1-9][0-9]*)$", "-+0123456789"),
    (_FLOAT, r"^[-+]?(?:0|[1-9][0-9]*)\.[0-9]+$", "-+0123456789"),
    (_NULL, r"^(?:~|null|)$", ["~", "n", ""]),
    (_MERGE, r"^<<$", "<"),
):
    for _first in _firsts:
        _IMPLICIT.setdefault(_first, []).append((_tag, re.compile(_regexp)))


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

_SCALAR_TAGS = {_TAG + "str", _TAG + "int", _TAG + "float", _TAG + "bool", _TAG + "null"}


class _Refused(Exception):
    """Internal signal carrying one diagnostic out of the conversion; ``final`` for an anchor or
    alias, which wins over anything later in the file (else a syntax error further on wins)."""

    def __init__(self, diagnostic: Diagnostic, final: bool = False):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.final = final


_EMPTY = object()   # a stream without a document


class Yaml11Word(str):
    """A plain (unquoted) yes/no/on/off/y/n: a boolean in YAML 1.1, kept as text here, so that
    free-form fields can warn about it."""

    __slots__ = ()


_YAML11_WORD = re.compile(r"^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")


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


def _mark_position(mark, shown_as: str) -> Position:
    return Position(shown_as, mark.line + 1, mark.column + 1)


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
    pos = _mark_position(mark, shown_as) if mark else Position(shown_as, 1, 1)
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


def _anchor_error(event, shown_as: str) -> Diagnostic:
    """The refusal of the alias ``event`` is, or of the anchor it carries."""
    if type(event) is AliasEvent:
        msg = f"alias '*{event.anchor}' is not allowed: write the value out in full"
    else:
        msg = f"anchor '&{event.anchor}' is not allowed: content values are written out in full"
    return YAML_ANCHOR.at(msg, _mark_position(event.start_mark, shown_as))


_ENDS = (MappingEndEvent, SequenceEndEvent, DocumentEndEvent, StreamEndEvent)


def _first_anchor(get, shown_as: str, until: type) -> Diagnostic | None:
    """Read events up to the next ``until`` one; the first anchor or alias among them, if any."""
    while True:
        event = get()
        kind = type(event)
        if kind is until or event is None:
            return None
        if kind is AliasEvent or (kind not in _ENDS and event.anchor is not None):
            return _anchor_error(event, shown_as)


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
        result = _document(get, shown_as)
    except _Refused as refused:
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


def _document(get, shown_as: str):
    """Build one document's values from its events, up to its end event."""
    stack: list[tuple] = []   # what ``top``, ``key`` and ``depth`` were in each enclosing container
    top: Any = None           # the innermost open mapping (PDict) or sequence (PList)
    key: str | None = None    # in a mapping, the key whose value comes next (None: a key comes next)
    depth = 0                 # how many mappings and sequences are open
    root = None
    while True:
        event = get()
        kind = type(event)
        if kind is MappingEndEvent or kind is SequenceEndEvent:
            top, key, depth = stack.pop()
            continue
        if kind is DocumentEndEvent:
            return root
        if kind is AliasEvent or event.anchor is not None:
            raise _Refused(_anchor_error(event, shown_as), final=True)
        mark = event.start_mark
        pos = new_position(shown_as, mark.line + 1, mark.column + 1)
        if key is None and type(top) is PDict:
            text = event.value if kind is ScalarEvent and event.tag is None else "<<"
            if text != "<<" and text not in top:   # the usual key: plain text, new here
                top.key_pos[text] = pos
                key = text
            else:
                key = _key(event, kind, top, pos)
            continue
        if depth > MAX_DEPTH:
            raise _Refused(YAML_DEPTH.at(f"nesting deeper than {MAX_DEPTH} levels", pos))
        value: object
        if kind is ScalarEvent:
            value = _scalar(event, pos)
        elif kind is SequenceStartEvent:
            _check_tag(event, _SEQ, pos)
            value = PList(pos)
        else:
            _check_tag(event, _MAP, pos)
            value = PDict(pos)
        if top is None:
            root = value
        elif type(top) is PList:
            top.item_pos.append(pos)
            top.append(value)
        else:
            top.value_pos[key] = pos
            top[key] = value
            key = None
        if kind is not ScalarEvent:
            stack.append((top, key, depth))
            top, key, depth = value, None, depth + 1


def _key(event, kind: type, mapping: PDict, pos: Position) -> str:
    """The key ``event`` gives ``mapping`` (its position noted), refused when it is a merge key,
    not plain text, or already there."""
    tag = event.tag
    if tag is None or tag == "!":
        tag = _implicit(event.value, event.implicit) if kind is ScalarEvent else _MAP
    if tag == _MERGE:
        raise _Refused(YAML_ANCHOR.at("merge key '<<' is not allowed: write the keys out", pos))
    if kind is not ScalarEvent:
        raise _Refused(YAML_KEY.at("mapping keys must be plain text", pos))
    key = str(event.value)
    if key in mapping:
        first = mapping.key_pos[key]
        msg = f"duplicate key '{key}' (first at line {first.line})"
        raise _Refused(YAML_DUPLICATE_KEY.at(msg, pos, (_related(first, key),)))
    mapping.key_pos[key] = pos
    return key


def _implicit(value: str, implicit) -> str:
    """The tag a plain scalar without one resolves to."""
    if implicit[0]:
        for tag, regexp in _IMPLICIT.get(value[:1], ()):
            if regexp.match(value):
                return tag
    return _STR


def _related(pos: Position, key: str) -> Related:
    return Related(pos, f"'{key}' first defined here")


def _check_tag(event, expected: str, pos: Position) -> None:
    tag = event.tag
    if tag is not None and tag != "!" and tag != expected:
        raise _Refused(YAML_TAG.at(f"explicit tag '{tag}' is not allowed", pos))


def _scalar(event, pos: Position):
    tag, value = event.tag, event.value
    if tag is None or tag == "!":
        tag = _implicit(value, event.implicit) if value[:1] in _IMPLICIT else _STR
    if tag == _STR:
        if len(value) > MAX_TEXT_CHARS:
            msg = (f"text of {len(value)} characters is over the {MAX_TEXT_CHARS}-character limit "
                   "for one value; split it (a long rule into sub-rules)")
            raise _Refused(YAML_TEXT_SIZE.at(msg, pos))
        if not event.style and len(value) <= 3 and _YAML11_WORD.match(value):   # yes, off, N, ...
            return Yaml11Word(value)
        return value
    if tag not in _SCALAR_TAGS:
        raise _Refused(YAML_TAG.at(f"explicit tag '{tag}' is not allowed", pos))
    if tag == _BOOL:
        return value == "true"
    if tag == _NULL:
        return None
    return _number(value, tag, pos)


def _number(value: str, tag: str, pos: Position) -> int | float:
    """An unquoted number, refused when it has more digits than any count or cost needs."""
    whole = value.lstrip("+-").split(".")[0]
    if len(whole) > MAX_NUMBER_DIGITS or len(value) > 2 * MAX_NUMBER_DIGITS:
        msg = (f"number of {len(value)} characters is over the limit ({MAX_NUMBER_DIGITS} "
               "digits before the point); quote it if it is meant as text")
        raise _Refused(YAML_NUMBER.at(msg, pos))
    try:
        return int(value) if tag == _INT else float(value)
    except ValueError:   # an explicit tag on a value it does not fit ('!!int many')
        raise _Refused(YAML_TAG.at(f"explicit tag '{tag}' does not fit the value '{value}'", pos)) from None
