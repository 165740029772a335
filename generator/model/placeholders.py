"""Placeholders of the tool's wording as data: ``{name}`` (or ``%(name)s`` in the HTML templates'
messages) stands for one value the message is given, and nothing else is read from a
translation. A translation is text from a project's folder, so it never goes through
``str.format`` or ``%``: a format spec (``{page:>999999999}``), a conversion (``{page!r}``), an
attribute or index (``{page.__class__}``) or a lone brace would make those allocate without
bound, evaluate attributes or raise. ``substitute`` replaces the placeholders it knows and
leaves everything else as written; ``problems`` lists what the checks report.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_BRACE_TOKEN = re.compile(r"\{\{|\}\}|\{(" + NAME + r")\}|\{[^{}]*\}?|\}")
_PERCENT_TOKEN = re.compile(r"%%|%\((" + NAME + r")\)s|%\([^)]*\)?[-#0 +.0-9*]*[A-Za-z]?")
BRACE_NAMES = re.compile(r"\{(" + NAME + r")\}")
PERCENT_NAMES = re.compile(r"%\((" + NAME + r")\)s")


def substitute(text: str, values: Mapping[str, object]) -> str:
    """``text`` with each ``{name}`` of ``values`` replaced and ``{{``, ``}}`` as single braces;
    any other brace is kept as written."""
    if "{" not in text and "}" not in text:
        return text

    def one(match: re.Match) -> str:
        token, name = match.group(0), match.group(1)
        if token in ("{{", "}}"):
            return token[0]
        return str(values[name]) if name is not None and name in values else token

    return _BRACE_TOKEN.sub(one, text)


def substitute_percent(text: str, values: Mapping[str, object]) -> str:
    """``text`` with each ``%(name)s`` of ``values`` replaced and ``%%`` as ``%``; any other
    ``%`` is kept as written."""
    if "%" not in text:
        return text

    def one(match: re.Match) -> str:
        token, name = match.group(0), match.group(1)
        if token == "%%":
            return "%"
        return str(values[name]) if name is not None and name in values else token

    return _PERCENT_TOKEN.sub(one, text)


class Translated(str):
    """A message of the tool's wording as the renderers get it: ``.format(name=...)`` and
    ``% {"name": ...}`` substitute placeholders as data (see ``substitute``), so no call site can
    pass a translation to ``str.format``."""

    __slots__ = ()

    def format(self, *args: object, **values: object) -> str:
        return substitute(self, values)

    def format_map(self, values: Mapping[str, object]) -> str:   # type: ignore[override]
        return substitute(self, values)

    def __mod__(self, values: object) -> str:
        return substitute_percent(self, values if isinstance(values, Mapping) else {})


@dataclass(frozen=True)
class Problem:
    """A placeholder a translation must not have: where it starts in the text, and why."""

    offset: int
    token: str
    why: str


def problems(msgid: str, translation: str) -> list[Problem]:
    """What is wrong with the placeholders of ``translation`` of the English ``msgid``: each brace
    (or ``%(``) that is not one of the msgid's own ``{name}`` (``%(name)s``), ``{{`` or ``}}``."""
    out: list[Problem] = []
    if "{" in msgid and ("{" in translation or "}" in translation):
        out.extend(_token_problems(translation, _BRACE_TOKEN, set(BRACE_NAMES.findall(msgid)), "{{", "}}"))
    if "%(" in msgid and "%" in translation:
        out.extend(_token_problems(translation, _PERCENT_TOKEN, set(PERCENT_NAMES.findall(msgid)), "%%"))
    return sorted(out, key=lambda p: p.offset)


def _token_problems(text: str, pattern: re.Pattern, names: set[str], *escapes: str) -> list[Problem]:
    out = []
    for match in pattern.finditer(text):
        token, name = match.group(0), match.group(1)
        if token in escapes or (name is not None and name in names):
            continue
        if name is not None:
            why = f"'{token}' is not a placeholder of this message (it has {_listed(names)})"
        elif token in ("{", "}") or (token[0] == "{" and not token.endswith("}")):
            why = f"a lone '{token[0]}' (write '{token[0] * 2}' for the brace itself)"
        else:
            why = (f"'{token}' is not a placeholder: a placeholder is a name alone, with no format, "
                   "conversion, attribute or index")
        out.append(Problem(match.start(), token, why))
    return out


def _listed(names: set[str]) -> str:
    return ", ".join(f"'{n}'" for n in sorted(names)) if names else "none"
