"""Where a message's msgstr (or one of its plural forms) and a character of it stand in a PO
file's text, so that a finding about a translation points at the translation, not at its msgid."""

from __future__ import annotations

import re

_KEYWORD = re.compile(r'^\s*(msgctxt|msgid|msgid_plural|msgstr(?:\[([0-9]+)\])?)\s')


def msgstr_position(lines: list[str], msgid_line: int, form: int = 0, offset: int = 0) -> tuple[int, int]:
    """(line, column), from 1, of character ``offset`` of the msgstr (``msgstr[form]``) of the
    message whose msgid is on line ``msgid_line``, counting an escape (``\\n``) as the one
    character it stands for; the msgid's line when the msgstr is not found."""
    start = _msgstr_line(lines, msgid_line, form)
    if start is None:
        return msgid_line, 1
    left = offset
    first = None
    for index in range(start, len(lines)):
        line = lines[index]
        if index > start and not line.lstrip().startswith('"'):
            break
        opening, closing = line.find('"'), line.rfind('"')
        if opening < 0 or closing <= opening:
            continue
        first = first or (index + 1, opening + 2)
        column = opening + 1
        while column < closing:
            if left == 0:
                return index + 1, column + 1
            column += 2 if line[column] == "\\" else 1
            left -= 1
    return first or (start + 1, 1)


def _msgstr_line(lines: list[str], msgid_line: int, form: int) -> int | None:
    """The index (from 0) of the line starting the msgstr of the message at ``msgid_line``."""
    for index in range(msgid_line, len(lines)):
        match = _KEYWORD.match(lines[index])
        if match is None:
            continue
        if match.group(1) in ("msgid", "msgctxt"):
            return None
        if match.group(1).startswith("msgstr") and int(match.group(2) or 0) == form:
            return index
    return None
