"""A quick reader of plain PO files, giving the messages Babel's ``read_po`` gives for them.

Checking content reads its language files on every run; Babel's reader (and its import) costs
more than the rest of those checks. This reader handles the files ``i18n update`` writes: the
keywords, quoted strings and comments those have, one message per context, the plural count in
the header. Anything else (a conflict marker, a duplicate message, a keyword it does not know, a
header it cannot read as Babel would) makes it give up, and the caller reads the file with
Babel, so what an unusual file yields, errors included, is Babel's. The tests hold every shipped
language file's messages to Babel's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BYTE_SPACE = " \t\n\r\x0b\x0c"       # what stripping a line of bytes removes, as Babel strips them
_ESCAPE = re.compile(r'\\([\\abfnrtv"])')
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_HEADER_LINE = re.compile(r"^([A-Za-z0-9-]+):[ \t]*(.*)$")


@dataclass(frozen=True, slots=True)
class PoMessage:
    """One message as Babel's ``Message`` has it: a plural's id and string are tuples."""

    id: str | tuple[str, ...]
    string: str | tuple[str, ...]
    context: str | None
    fuzzy: bool
    lineno: int


@dataclass(frozen=True, slots=True)
class PoFile:
    """The messages after the header, in file order, and the plural rule (Babel's default without one)."""

    messages: tuple[PoMessage, ...]
    plural_expr: str


class _GiveUp(Exception):
    """The file holds something this reader leaves to Babel."""


def _unescape(quoted: str) -> str:
    if "\\" not in quoted:
        return quoted[1:-1]
    return _ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), quoted[1:-1])


def _text(pieces: list[str]) -> str:
    return "".join(map(_unescape, pieces))


class _Reader:
    """The state of one message being read, as Babel's parser keeps it."""

    def __init__(self) -> None:
        self.messages: list[PoMessage] = []
        self.keys: set = set()
        self.nplurals = 2                  # Babel's, for a catalogue read without a locale
        self.plural_expr = "(n != 1)"
        self.header_seen = False
        self.offset = 0
        self._reset()

    def _reset(self) -> None:
        self.ids: list[list[str]] = []
        self.strings: list[tuple[int, list[str]]] = []
        self.flags: list[str] = []
        self.context: list[str] | None = None
        self.obsolete = False
        self.current: list[str] | None = None   # the string continuation lines extend

    def finish(self) -> None:
        if not self.ids:
            return
        if not self.strings:
            raise _GiveUp("a msgid without a msgstr")
        context = _text(self.context) if self.context else None
        fuzzy = "fuzzy" in self.flags
        if len(self.ids) > 1:
            forms = [""] * self.nplurals
            for index, pieces in sorted(self.strings):
                if index >= self.nplurals:
                    raise _GiveUp("more forms than the plural count")
                forms[index] = _text(pieces)
            msgid: str | tuple[str, ...] = tuple(_text(p) for p in self.ids)
            string: str | tuple[str, ...] = tuple(forms)
        else:
            if len(self.strings) != 1 or self.strings[0][0] != 0:
                raise _GiveUp("a singular message with forms")
            msgid, string = _text(self.ids[0]), _text(self.strings[0][1])
        if not self.obsolete:
            self._add(msgid, string, context, fuzzy)
        self._reset()

    def _add(self, msgid, string, context: str | None, fuzzy: bool) -> None:
        if msgid == "":
            if self.header_seen or self.messages:
                raise _GiveUp("a header after messages")
            self.header_seen = True
            self._header(str(string))
            return
        key = (msgid[0] if isinstance(msgid, tuple) else msgid, context)
        if key in self.keys:
            raise _GiveUp("a message given twice")
        self.keys.add(key)
        self.messages.append(PoMessage(msgid, string, context, fuzzy, self.offset + 1))

    def _header(self, text: str) -> None:
        lines = text.split("\n")
        if lines[-1] == "":
            lines.pop()
        plural_forms, language = None, ""
        for line in lines:
            match = _HEADER_LINE.match(line)
            if match is None:
                raise _GiveUp("a header line the mail parser reads otherwise")
            name, value = match.group(1).lower(), match.group(2).rstrip("\r")
            if name == "content-type" and not re.search(r"charset=utf-8\s*$", value, re.IGNORECASE):
                raise _GiveUp("a charset other than UTF-8")
            if name == "plural-forms":
                plural_forms = value
            elif name == "language":
                language = value
        if plural_forms is not None:
            self._plural_forms(plural_forms)
        elif language:
            raise _GiveUp("a plural count that comes from the language's locale data")

    def _plural_forms(self, value: str) -> None:
        if '"' in value or "\\" in value or "*" in value:
            raise _GiveUp("a plural rule with quotes or encoded parameters")
        params: dict[str, str] = {}
        for part in value.split(";"):
            name, equals, setting = part.partition("=")
            if equals and name.strip():
                params[name.strip().lower()] = setting.strip()
        try:
            self.nplurals = int(params.get("nplurals", "2"))
        except ValueError:
            raise _GiveUp("a plural count that is not a number") from None
        self.plural_expr = params.get("plural", "(n != 1)")

    def keyword(self, lineno: int, line: str, obsolete: bool) -> None:
        keyword, _, arg = line.partition(" ")
        if keyword in ("msgid", "msgctxt"):
            self.finish()
        self.obsolete = obsolete
        if keyword == "msgid":
            self.offset = lineno
        if keyword in ("msgid", "msgid_plural"):
            self.ids.append([arg.strip()])
            self.current = self.ids[-1]
        elif keyword == "msgctxt":
            self.context = [arg.strip()]
            self.current = self.context
        elif keyword == "msgstr" or (keyword.startswith("msgstr[") and keyword.endswith("]")
                                     and keyword[7:-1].isdigit() and keyword[7:-1].isascii()):
            pieces = [arg.strip()] if arg != '""' else []
            self.strings.append((int(keyword[7:-1]) if keyword != "msgstr" else 0, pieces))
            self.current = pieces
        else:
            raise _GiveUp("a keyword Babel does not know")

    def comment(self, line: str) -> None:
        self.finish()
        if line[:2] == "#,":
            self.flags.extend(flag.strip() for flag in line[2:].lstrip().split(","))
        elif line[:2] == "#:" and ("\u2068" in line or "\u2069" in line):
            raise _GiveUp("a location with isolates")


def read_plain_po(text: str) -> PoFile | None:
    """The messages of a PO file's ``text`` as Babel reads them, or None for a file whose reading
    is left to Babel."""
    reader = _Reader()
    try:
        for lineno, raw in enumerate(text.split("\n")):
            line = raw.strip(_BYTE_SPACE)
            if not line:
                continue
            if line[0] == "#":
                if line[1:2] == "-":
                    raise _GiveUp("a conflict marker")
                if line[1:2] == "~":
                    body = line[2:].lstrip()
                    if body:
                        _message_line(reader, lineno, body, True)
                else:
                    reader.comment(line)
            else:
                _message_line(reader, lineno, line, False)
        reader.finish()
    except _GiveUp:
        return None
    if not reader.messages and not reader.header_seen:
        return None   # no message: Babel may make a header of the comments
    return PoFile(tuple(reader.messages), reader.plural_expr)


def _message_line(reader: _Reader, lineno: int, line: str, obsolete: bool) -> None:
    if line[0] == '"':
        if reader.current is None:
            raise _GiveUp("a string outside a message")
        reader.current.append(line.strip())
    else:
        reader.keyword(lineno, line, obsolete)


class PoReadError(Exception):
    """Babel's refusal of a file (its message; ``lineno`` counted from 0, as Babel counts)."""

    def __init__(self, message: str, lineno: int):
        super().__init__(message)
        self.lineno = lineno


def read_messages(raw: bytes, **options) -> PoFile:
    """The messages of a PO file's bytes (UTF-8), from this reader or else from Babel's ``read_po``
    with ``options``; the header is left out. Raises ``UnicodeDecodeError``, ``PoReadError`` for
    Babel's refusal, and what else Babel raises (``ValueError``)."""
    plain = read_plain_po(raw.decode("utf-8"))
    if plain is not None:
        return plain
    import io

    from babel.messages.pofile import PoFileError, read_po

    try:
        catalog = read_po(io.BytesIO(raw), **options)
    except PoFileError as exc:
        raise PoReadError(str(exc), exc.lineno) from None
    return PoFile(tuple(PoMessage(_plain(m.id), _plain(m.string), m.context, m.fuzzy, m.lineno or 1)
                        for m in catalog if m.id), catalog.plural_expr or "")


def _plain(value) -> str | tuple[str, ...]:
    """A Babel message's id or string as this reader gives it (a plural's as a tuple)."""
    return tuple(value) if isinstance(value, (list, tuple)) else (value or "")
