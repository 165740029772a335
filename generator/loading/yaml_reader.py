"""Read one YAML file into positioned values, refusing what YAML 1.1 would do by surprise.

Only ``true`` and ``false`` are booleans; ``yes``/``no``/``on``/``off``, ``0755``, ``1:20`` and
unquoted dates stay strings (the model's type checks then say why when a number or boolean was
meant). Anchors, aliases, merge keys and explicit tags are refused, so an alias bomb never expands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from yaml.composer import Composer
from yaml.parser import Parser
from yaml.reader import Reader
from yaml.resolver import BaseResolver
from yaml.scanner import Scanner

from generator.diagnostics import Diagnostic, Position, Related, Severity
from generator.loading.positioned import PDict, PList, byte_position

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64
MAX_TEXT_CHARS = 20_000   # one text value: a rule longer than this is split into sub-rules
MAX_NUMBER_DIGITS = 15    # an unquoted whole number; longer ones are never a count or a cost

_TAG = "tag:yaml.org,2002:"


class _StrictResolver(BaseResolver):
    """Implicit types limited to YAML 1.2-like core forms. It has no path resolvers, so the
    parser's calls on entering and leaving each node do nothing, and ``resolve`` looks only at
    the resolvers of the value's first character (this runs once per node: a third of parsing)."""

    def descend_resolver(self, current_node, current_index) -> None:
        pass

    def ascend_resolver(self) -> None:
        pass

    def resolve(self, kind, value, implicit):
        if kind is yaml.ScalarNode and implicit[0]:
            for tag, regexp in self.yaml_implicit_resolvers.get(value[:1], ()):
                if regexp.match(value):
                    return tag
        return _DEFAULT_TAGS[kind]


_DEFAULT_TAGS = {yaml.ScalarNode: BaseResolver.DEFAULT_SCALAR_TAG, yaml.SequenceNode: BaseResolver.DEFAULT_SEQUENCE_TAG,
                 yaml.MappingNode: BaseResolver.DEFAULT_MAPPING_TAG}


_StrictResolver.add_implicit_resolver(_TAG + "bool", re.compile(r"^(?:true|false)$"), list("tf"))
_StrictResolver.add_implicit_resolver(
    _TAG + "int", re.compile(r"^[-+]?(?:0|[1-9][0-9]*)$"), list("-+0123456789")
)
_StrictResolver.add_implicit_resolver(
    _TAG + "float", re.compile(r"^[-+]?(?:0|[1-9][0-9]*)\.[0-9]+$"), list("-+0123456789")
)
_StrictResolver.add_implicit_resolver(_TAG + "null", re.compile(r"^(?:~|null|)$"), ["~", "n", ""])
_StrictResolver.add_implicit_resolver(_TAG + "merge", re.compile(r"^<<$"), ["<"])

class PyComposer(Reader, Scanner, Parser, Composer, _StrictResolver):
    """The pure-Python parser with the strict resolver."""

    def __init__(self, stream):
        Reader.__init__(self, stream)
        Scanner.__init__(self)
        Parser.__init__(self)
        Composer.__init__(self)
        _StrictResolver.__init__(self)


def _c_composer() -> type | None:
    """libyaml's C parser (about 5x faster) with the strict resolver; None without libyaml."""
    try:
        from yaml._yaml import CParser
    except ImportError:  # pragma: no cover - PyYAML built without libyaml
        return None

    class CComposer(CParser, _StrictResolver):
        def __init__(self, stream):
            CParser.__init__(self, stream)
            _StrictResolver.__init__(self)

    return CComposer


_Composer: type = _c_composer() or PyComposer

USING_LIBYAML = _Composer is not PyComposer

# '&name' or '*name' where a YAML token can start: a cheap test before the exact event scan.
_MAYBE_ANCHOR = re.compile(r"(?:^|[\s\[\]{},:?-])[&*][^\s\[\]{},]")

_SCALAR_TAGS = {_TAG + "str", _TAG + "int", _TAG + "float", _TAG + "bool", _TAG + "null"}


class _Refused(Exception):
    """Internal signal carrying one diagnostic out of the recursive conversion."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


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


def _error(rule: str, message: str, pos: Position, related=()) -> Diagnostic:
    return Diagnostic(rule, Severity.ERROR, message, pos, tuple(related))


def read_yaml_file(path: Path, shown_as: str, max_bytes: int = MAX_FILE_BYTES) -> ReadResult:
    """Read ``path``; positions name it ``shown_as``. Never raises for bad content."""
    start = Position(shown_as, 1, 1)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            msg = f"file is {size} bytes, over the {max_bytes}-byte limit for one content file"
            return ReadResult(None, [_error("yaml-size", msg, start)])
        raw = path.read_bytes()
    except OSError as exc:
        return ReadResult(None, [_error("yaml-unreadable", f"cannot read file: {exc.strerror}", start)])
    return read_yaml_bytes(raw, shown_as)


def read_yaml_bytes(raw: bytes, shown_as: str) -> ReadResult:
    """Decode and parse ``raw`` into PDict/PList/scalars with positions."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = byte_position(raw, exc.start)
        msg = f"file is not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded"
        return ReadResult(None, [_error("yaml-encoding", msg, Position(shown_as, line, column))])
    text = text.removeprefix("\ufeff")
    bad = _NON_PRINTABLE.search(text)
    if bad:
        return ReadResult(None, [_character_error(text, bad.start(), shown_as)])
    if _MAYBE_ANCHOR.search(text):
        refused = _find_anchor_or_alias(text, shown_as)
        if refused:
            return ReadResult(None, [refused])
    try:
        composer = _Composer(text)
        try:
            node = composer.get_single_node()
        finally:
            composer.dispose()
    except yaml.MarkedYAMLError as exc:
        return ReadResult(None, [_syntax_error(exc, shown_as)])
    except yaml.reader.ReaderError as exc:
        return ReadResult(None, [_character_error(text, exc.position, shown_as)])
    except yaml.YAMLError as exc:
        problem = str(exc).splitlines()[0] if str(exc) else "invalid YAML"
        return ReadResult(None, [_error("yaml-syntax", f"YAML syntax error: {problem}",
                                        Position(shown_as, 1, 1))])
    if node is None:
        return ReadResult(PDict(Position(shown_as, 1, 1)), [])
    try:
        return ReadResult(_convert(node, shown_as, 0), [])
    except _Refused as refused:
        return ReadResult(None, [refused.diagnostic])


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
    return _error("yaml-character", msg, _offset_position(text, offset, shown_as))


def _mark_position(mark, shown_as: str) -> Position:
    return Position(shown_as, mark.line + 1, mark.column + 1)


def _syntax_error(exc: yaml.MarkedYAMLError, shown_as: str) -> Diagnostic:
    mark = exc.problem_mark or exc.context_mark
    pos = _mark_position(mark, shown_as) if mark else Position(shown_as, 1, 1)
    problem = exc.problem or "invalid YAML"
    if exc.context:
        problem = f"{problem} ({exc.context})"
    return _error("yaml-syntax", f"YAML syntax error: {problem}", pos)


def _find_anchor_or_alias(text: str, shown_as: str) -> Diagnostic | None:
    """Scan parser events for the first anchor or alias; None when there are none."""
    try:
        for event in yaml.parse(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
            if isinstance(event, yaml.AliasEvent):
                msg = f"alias '*{event.anchor}' is not allowed: write the value out in full"
                return _error("yaml-anchor", msg, _mark_position(event.start_mark, shown_as))
            if isinstance(event, yaml.events.NodeEvent) and event.anchor:
                msg = f"anchor '&{event.anchor}' is not allowed: content values are written out in full"
                return _error("yaml-anchor", msg, _mark_position(event.start_mark, shown_as))
    except yaml.MarkedYAMLError as exc:
        return _syntax_error(exc, shown_as)
    return None


def _convert(node, shown_as: str, depth: int):
    if depth > MAX_DEPTH:
        pos = _mark_position(node.start_mark, shown_as)
        raise _Refused(_error("yaml-depth", f"nesting deeper than {MAX_DEPTH} levels", pos))
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node, shown_as)
    if isinstance(node, yaml.SequenceNode):
        _check_tag(node, _TAG + "seq", shown_as)
        out = PList(_mark_position(node.start_mark, shown_as))
        for item in node.value:
            out.item_pos.append(_mark_position(item.start_mark, shown_as))
            out.append(_convert(item, shown_as, depth + 1))
        return out
    _check_tag(node, _TAG + "map", shown_as)
    return _mapping(node, shown_as, depth)


def _mapping(node, shown_as: str, depth: int) -> PDict:
    out = PDict(_mark_position(node.start_mark, shown_as))
    for key_node, value_node in node.value:
        key_pos = _mark_position(key_node.start_mark, shown_as)
        if key_node.tag == _TAG + "merge":
            raise _Refused(_error("yaml-anchor", "merge key '<<' is not allowed: write the keys out", key_pos))
        if not isinstance(key_node, yaml.ScalarNode):
            raise _Refused(_error("yaml-key", "mapping keys must be plain text", key_pos))
        key = str(key_node.value)
        if key in out:
            first = out.key_pos[key]
            msg = f"duplicate key '{key}' (first at line {first.line})"
            raise _Refused(_error("yaml-duplicate-key", msg, key_pos, [_related(first, key)]))
        out.key_pos[key] = key_pos
        out.value_pos[key] = _mark_position(value_node.start_mark, shown_as)
        out[key] = _convert(value_node, shown_as, depth + 1)
    return out


def _related(pos: Position, key: str) -> Related:
    return Related(pos, f"'{key}' first defined here")


def _check_tag(node, expected: str, shown_as: str) -> None:
    if node.tag != expected:
        pos = _mark_position(node.start_mark, shown_as)
        raise _Refused(_error("yaml-tag", f"explicit tag '{node.tag}' is not allowed", pos))


def _scalar(node, shown_as: str):
    tag, value = node.tag, node.value
    if tag not in _SCALAR_TAGS:
        pos = _mark_position(node.start_mark, shown_as)
        raise _Refused(_error("yaml-tag", f"explicit tag '{tag}' is not allowed", pos))
    if tag == _TAG + "str":
        if len(value) > MAX_TEXT_CHARS:
            msg = (f"text of {len(value)} characters is over the {MAX_TEXT_CHARS}-character limit "
                   "for one value; split it (a long rule into sub-rules)")
            raise _Refused(_error("yaml-text-size", msg, _mark_position(node.start_mark, shown_as)))
        if not node.style and _YAML11_WORD.match(value):
            return Yaml11Word(value)
        return value
    if tag == _TAG + "bool":
        return value == "true"
    if tag in (_TAG + "int", _TAG + "float"):
        return _number(node, shown_as)
    return None


def _number(node, shown_as: str) -> int | float:
    """An unquoted number, refused when it has more digits than any count or cost needs."""
    whole = node.value.lstrip("+-").split(".")[0]
    if len(whole) > MAX_NUMBER_DIGITS or len(node.value) > 2 * MAX_NUMBER_DIGITS:
        msg = (f"number of {len(node.value)} characters is over the limit ({MAX_NUMBER_DIGITS} "
               "digits before the point); quote it if it is meant as text")
        raise _Refused(_error("yaml-number", msg, _mark_position(node.start_mark, shown_as)))
    return int(node.value) if node.tag == _TAG + "int" else float(node.value)
