"""Content values as rich text: amounts with icons, attributes, unknowns.

Rich text here is what ``text.tokenize`` returns: paragraphs of words, each word a tuple of
pieces ("t", text) or ("i", icon name).
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.faces.icons import ICONS
from generator.faces.text import tokenize
from generator.model.values import Unknown

SHORT = 30   # attributes longer than this (as text) print only when a layout names them
BULLET = "\u2022"


@dataclass(frozen=True)
class Vocabulary:
    """How resources print: icon names by resource ID, names for those without an icon."""

    icons: dict[str, str]
    names: dict[str, str]

    @classmethod
    def of(cls, resources) -> "Vocabulary":
        icons = {name: name for name in ICONS}
        names = {}
        for r in resources:
            names[r.id] = r.name
            if r.icon:
                icons[r.id] = r.icon
        icons.setdefault("vp", "vp")
        return cls(icons, names)


def amount_words(value, vocab: Vocabulary) -> tuple:
    """``{fur: 1, coin: 2}`` as '1 [fur] 2 [coin]'; a list of amounts joined by 'or'."""
    if isinstance(value, Unknown):
        return unknown_words("unknown")
    if isinstance(value, list):
        words: list = []
        for i, option in enumerate(value):
            if i:
                words.append((("t", "or"),))
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
    text = key.replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def format_value(value) -> str:
    """A value as plain text: lists joined, mappings as 'key value', unknowns as '?'."""
    if isinstance(value, Unknown):
        return "?"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return ", ".join(format_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{humanize(str(k)).lower()} {format_value(v)}" for k, v in value.items())
    return str(value)


def is_short(value) -> bool:
    return not isinstance(value, (list, dict)) and len(format_value(value)) <= SHORT


def attribute_words(attributes: dict, only=(), skip=(), vocab: Vocabulary | None = None) -> tuple:
    """Attributes as 'Name: value' paragraphs: the ones named in ``only``, else every short one."""
    icons = vocab.icons if vocab else {}
    paragraphs = []
    keys = only or [k for k, v in attributes.items() if is_short(v)]
    for key in keys:
        if key in skip or key not in attributes:
            continue
        paragraphs.extend(_attribute(key, attributes[key], icons))
    return tuple(paragraphs)


def _attribute(key: str, value, icons: dict) -> tuple:
    unknown = (("i", "unknown"),) if has_unknown(value) else ()
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value) and \
            max(len(v) for v in value) > SHORT:
        head = tokenize(f"{humanize(key)}:", icons)
        return head + tuple(p for v in value for p in tokenize(f"{BULLET} {v}", icons))
    words = tokenize(f"{humanize(key)}: {format_value(value)}", icons)
    return ((words[0] + (unknown,) if unknown else words[0]),) + words[1:]


def has_unknown(value) -> bool:
    if isinstance(value, Unknown):
        return True
    if isinstance(value, dict):
        return any(has_unknown(v) for v in value.values())
    if isinstance(value, list):
        return any(has_unknown(v) for v in value)
    return False
