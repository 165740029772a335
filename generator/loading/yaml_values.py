"""One YAML document's parser events as positioned values, refusing what YAML 1.1 would do by
surprise.

Only ``true`` and ``false`` are booleans; ``yes``/``no``/``on``/``off``, ``0755``, ``1:20`` and
unquoted dates stay strings (the model's type checks then say why when a number or boolean was
meant). Anchors, aliases, merge keys and explicit tags are refused, so an alias bomb never expands;
so are keys that are not text or come twice, deep nesting, huge texts and long numbers.
"""

from __future__ import annotations

import re
from typing import Any

from yaml.events import AliasEvent, DocumentEndEvent, MappingEndEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent

from generator.diagnostics import Diagnostic, Position, Related, Severity, declare, new_position
from generator.loading.positioned import PDict, PList

MAX_DEPTH = 64
MAX_TEXT_CHARS = 20_000   # one text value: a rule longer than this is split into sub-rules
MAX_NUMBER_DIGITS = 15    # an unquoted whole number; longer ones are never a count or a cost

E = Severity.ERROR
YAML_DUPLICATE_KEY = declare("yaml-duplicate-key", E, """No key appears twice in one mapping; both lines are named.
    Passes: ``{title: A, copies: 2}``. Fails: ``{title: A, title: B}``.""")
YAML_ANCHOR = declare("yaml-anchor", E, """No anchors, aliases or merge keys: every value is written out in full.
    Passes: ``cost: {fur: 1}``. Fails: ``cost: &c {fur: 1}`` and later ``cost: *c``.""")
YAML_TAG = declare("yaml-tag", E, """No explicit tags such as ``!!python/object``.
    Passes: ``copies: 2``. Fails: ``copies: !!str 2`` or ``x: !!python/object:os.system``.""")
YAML_DEPTH = declare("yaml-depth", E, """Nesting stays under 64 levels.
    Passes: a deck with cards with attributes. Fails: ``[[[[...]]]]`` nested 65 deep.""")
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
_SCALAR_TAGS = {_TAG + "str", _TAG + "int", _TAG + "float", _TAG + "bool", _TAG + "null"}


class Refused(Exception):
    """Internal signal carrying one diagnostic out of the conversion; ``final`` for an anchor or
    alias, which wins over anything later in the file (else a syntax error further on wins)."""

    def __init__(self, diagnostic: Diagnostic, final: bool = False):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.final = final


class Yaml11Word(str):
    """A plain (unquoted) yes/no/on/off/y/n: a boolean in YAML 1.1, kept as text here, so that
    free-form fields can warn about it."""

    __slots__ = ()


_YAML11_WORD = re.compile(r"^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")


def mark_position(mark, shown_as: str) -> Position:
    return Position(shown_as, mark.line + 1, mark.column + 1)


def anchor_error(event, shown_as: str) -> Diagnostic:
    """The refusal of the alias ``event`` is, or of the anchor it carries."""
    if type(event) is AliasEvent:
        msg = f"alias '*{event.anchor}' is not allowed: write the value out in full"
    else:
        msg = f"anchor '&{event.anchor}' is not allowed: content values are written out in full"
    return YAML_ANCHOR.at(msg, mark_position(event.start_mark, shown_as))


def document(get, shown_as: str):
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
            raise Refused(anchor_error(event, shown_as), final=True)
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
            raise Refused(YAML_DEPTH.at(f"nesting deeper than {MAX_DEPTH} levels", pos))
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
        raise Refused(YAML_ANCHOR.at("merge key '<<' is not allowed: write the keys out", pos))
    if kind is not ScalarEvent:
        raise Refused(YAML_KEY.at("mapping keys must be plain text", pos))
    key = str(event.value)
    if key in mapping:
        first = mapping.key_pos[key]
        msg = f"duplicate key '{key}' (first at line {first.line})"
        raise Refused(YAML_DUPLICATE_KEY.at(msg, pos, (_related(first, key),)))
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
        raise Refused(YAML_TAG.at(f"explicit tag '{tag}' is not allowed", pos))


def _scalar(event, pos: Position):
    tag, value = event.tag, event.value
    if tag is None or tag == "!":
        tag = _implicit(value, event.implicit) if value[:1] in _IMPLICIT else _STR
    if tag == _STR:
        if len(value) > MAX_TEXT_CHARS:
            msg = (f"text of {len(value)} characters is over the {MAX_TEXT_CHARS}-character limit "
                   "for one value; split it (a long rule into sub-rules)")
            raise Refused(YAML_TEXT_SIZE.at(msg, pos))
        if not event.style and len(value) <= 3 and _YAML11_WORD.match(value):   # yes, off, N, ...
            return Yaml11Word(value)
        return value
    if tag not in _SCALAR_TAGS:
        raise Refused(YAML_TAG.at(f"explicit tag '{tag}' is not allowed", pos))
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
        raise Refused(YAML_NUMBER.at(msg, pos))
    try:
        return int(value) if tag == _INT else float(value)
    except ValueError:   # an explicit tag on a value it does not fit ('!!int many')
        raise Refused(YAML_TAG.at(f"explicit tag '{tag}' does not fit the value '{value}'", pos)) from None
