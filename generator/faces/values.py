"""Content values as rich text: amounts with icons, attributes, unknowns.

Rich text here is what ``text.tokenize`` returns: paragraphs of words, each word a tuple of
pieces ("t", text) or ("i", icon name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from generator.faces.icons import ICONS
from generator.faces.text import tokenize
from generator.model.game.values import Unknown
from generator.model.wording import ENGLISH, Wording

SHORT = 30   # attributes longer than this (as text) print only when a layout names them
BULLET = "\u2022"
IDENTIFIER = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)+$")


@dataclass(frozen=True)
class Vocabulary:
    """How resources print: icon names by resource ID, names for those without an icon, and the
    tool's wording for the words between them ('or', 'unknown')."""

    icons: dict[str, str]
    names: dict[str, str]
    words: Wording = ENGLISH
    values: dict[str, str] = field(default_factory=dict)   # data values as a translation prints them

    @classmethod
    def of(cls, resources, words: Wording = ENGLISH, values: dict[str, str] | None = None) -> Vocabulary:
        icons = {name: name for name in ICONS}
        names = {}
        for r in resources:
            names[r.id] = r.name
            if r.icon:
                icons[r.id] = r.icon
        icons.setdefault("vp", "vp")
        return cls(icons, names, words, dict(values or {}))


def amount_words(value, vocab: Vocabulary) -> tuple:
    """``{fur: 1, coin: 2}`` as '1 [fur] 2 [coin]'; a list of amounts joined by 'or'."""
    if isinstance(value, Unknown):
        return unknown_words(vocab.words("unknown"))
    if isinstance(value, list):
        words: list = []
        for i, option in enumerate(value):
            if i:
                words.append((("t", vocab.words("or")),))
            words.extend(_amount(option, vocab))
        return (tuple(words),)
    return (tuple(_amount(value, vocab)),)


def unknown_words(label: str) -> tuple:
    """The unknown icon followed by ``label``, as one paragraph."""
    return (((("i", "unknown"),),) + tokenize(label, {})[0],)


def _amount(amount: dict, vocab: Vocabulary) -> list:
    words = []
    for resource, count in amount.items():
        icon = vocab.icons.get(resource)
        if icon:
            words.append((("t", f"{count} "), ("i", icon)))
        else:
            name = vocab.names.get(resource, resource.replace("-", " "))
            words.extend(tokenize(f"{count} {name}", {})[0])
    return words


def humanize(key: str) -> str:
    """'requirement_in' as 'Requirement in'; two-letter keys ('vp', 'lg') as capitals."""
    text = key.replace("_", " ").replace("-", " ").strip()
    if len(text) <= 2:
        return text.upper()
    return text[:1].upper() + text[1:]


def format_value(value) -> str:
    """A value as plain text: lists joined, mappings as 'key value', unknowns as '?', nothing as ''."""
    if value is None:
        return ""
    if isinstance(value, Unknown):
        return "?"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return ", ".join(format_value(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{humanize(str(k)).lower()}: {format_value(v)}" for k, v in value.items())
    return str(value)


def is_short(value) -> bool:
    return not isinstance(value, (list, dict)) and len(format_value(value)) <= SHORT


def is_amount(value, vocab: Vocabulary | None) -> bool:
    """A mapping of resource IDs to whole numbers, printable with icons."""
    return (vocab is not None and isinstance(value, dict) and bool(value)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
            and all(k in vocab.icons or k in vocab.names for k in value))


def is_identifier(value) -> bool:
    """An ID-like value ('same-region', 'claim-build'): data for the rules checks, not for players."""
    return isinstance(value, str) and IDENTIFIER.match(value) is not None


def shown_by_default(value, vocab: Vocabulary | None) -> bool:
    """Short values, amounts and running text print unless a layout chooses otherwise; ID-like
    values and nested lists or mappings print only when a layout names them."""
    if is_identifier(value):
        return False
    return is_short(value) or is_amount(value, vocab) or isinstance(value, str)


def attribute_words(attributes: dict, only=(), skip=(), vocab: Vocabulary | None = None,
                    show_all: bool = False) -> tuple:
    """Attributes as 'Name: value' paragraphs: those named in ``only``, else all of them with
    ``show_all``, else those shown by default."""
    paragraphs: list = []
    keys = only or [k for k, v in attributes.items() if show_all or shown_by_default(v, vocab)]
    for key in keys:
        if key in skip or key not in attributes:
            continue
        paragraphs.extend(_attribute(key, attributes[key], vocab))
    return tuple(paragraphs)


def value_words(value, vocab: Vocabulary | None) -> tuple:
    """One attribute's value alone: amounts with icons, lists as bullets, else text."""
    icons = vocab.icons if vocab else {}
    if vocab is not None and is_amount(value, vocab):
        return amount_words(value, vocab)
    if vocab is not None and isinstance(value, bool):
        return tokenize(vocab.words.gettext("yes") if value else vocab.words.gettext("no"), icons)
    shown = _shown(value, vocab.values) if vocab is not None and vocab.values else value
    if _bulleted(value):
        return tuple(p for v in shown for p in tokenize(f"{BULLET} {v}", icons))
    words = tokenize(format_value(shown), icons)
    if vocab is not None and isinstance(value, str) and value in vocab.names and value in vocab.icons:
        words = (words[0] + ((("i", vocab.icons[value]),),),) + words[1:]   # 'wood' with its icon
    return (words[0] + ((("i", "unknown"),),),) + words[1:] if has_unknown(value) else words


def _shown(value, values: dict[str, str]):
    """A data value (or a list of them) as the translation prints it."""
    if isinstance(value, str):
        return values.get(value, value)
    if isinstance(value, list):
        return [values.get(v, v) if isinstance(v, str) else v for v in value]
    return value


def _bulleted(value) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value) \
        and max(len(v) for v in value) > SHORT


def bold(text: str) -> tuple:
    """``text`` as words set in bold."""
    return tuple((("b", w),) for w in text.split())


def _attribute(key: str, value, vocab: Vocabulary | None) -> tuple:
    words = vocab.words if vocab else ENGLISH   # a declared attribute's heading, as the project translates it
    head = bold(f"{words(humanize(key))}:")
    if isinstance(value, dict) and not is_amount(value, vocab) and len(format_value(value)) > SHORT:
        icons = vocab.icons if vocab else {}
        return (head,) + tuple(p for k, v in value.items()
                               for p in ((((("t", BULLET),),) + bold(f"{humanize(str(k))}:")
                                          + tokenize(format_value(v), icons)[0]),))
    body = value_words(value, vocab)
    if _bulleted(value):
        return (head,) + body
    return (head + body[0],) + body[1:]


def has_unknown(value) -> bool:
    if isinstance(value, Unknown):
        return True
    if isinstance(value, dict):
        return any(has_unknown(v) for v in value.values())
    if isinstance(value, list):
        return any(has_unknown(v) for v in value)
    return False
