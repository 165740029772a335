"""Small inline HTML fragments: values that may be unknown, amounts of resources, citations.

Each returns Markup built only from escaped content, so templates can print it as is.
"""

from __future__ import annotations

import re

from typing import overload

from markupsafe import Markup, escape

from generator.model.game.values import Source, Unknown
from generator.model.wording import ENGLISH, Wording
from generator.reference.anchors import Anchors
from generator.reference.icon_svg import icon_svg
from generator.reference.text import inline


def unknown_badge(unknown: Unknown, with_reason: bool = False, words: Wording = ENGLISH) -> Markup:
    """A visible 'unknown' marker; the reason in its tooltip, and inline when asked."""
    badge = Markup('<span class="unknown" title="{}">{}</span>').format(unknown.reason, words("unknown"))
    if with_reason:
        badge += Markup(' <span class="why">{}</span>').format(unknown.reason)
    return badge


ACRONYMS = {"vp", "lg", "fp", "vps"}


KEY = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")  # a key starts with a letter: "1-2" is a roll


def key_label(key: str) -> str:
    """An attribute key as a heading: 'first_on' as 'First on'; 'vp' and 'min_vp' as 'VP', 'Min VP'."""
    words = key.replace("_", " ").replace("-", " ").split()
    text = " ".join(w.upper() if w in ACRONYMS else w for w in words)
    return text[:1].upper() + text[1:]


def link(anchor: str, label: str) -> Markup:
    return Markup('<a href="#{}">{}</a>').format(anchor, label)


def value(item, anchors: Anchors, with_reason: bool = False) -> Markup:
    """Any content value: unknowns marked, IDs of entries linked, lists and mappings spelled out."""
    if isinstance(item, Unknown):
        return unknown_badge(item, with_reason, anchors.words)
    if item is None:
        return Markup("")
    if isinstance(item, bool):
        return escape(anchors.words.gettext("yes") if item else anchors.words.gettext("no"))
    if isinstance(item, str):
        return _named(item, anchors)
    if isinstance(item, list):
        return value_list(item, anchors)
    if isinstance(item, dict):
        return Markup('<dl class="kv">{}</dl>').format(Markup("").join(
            Markup("<dt>{}</dt><dd>{}</dd>").format(key_label(str(k)), value(v, anchors, with_reason))
            for k, v in item.items()))
    return escape(str(item))


def _named(text: str, anchors: Anchors) -> Markup:
    """A string: an entry's ID as a link to it, 'attack+coin' as 'Attack point + Coin', a key
    ('city-vp') as words ('City VP'), else text."""
    target = anchors.by_id.get(text)
    if target:
        return link(target.anchor, target.label)
    if KEY.fullmatch(text):
        return escape(key_label(text))
    parts = text.split("+")
    if len(parts) > 1 and all(p in anchors.by_id for p in parts):
        return Markup(" + ").join(_named(p, anchors) for p in parts)
    return inline(text, anchors)


def value_list(items: list, anchors: Anchors) -> Markup:
    """A list as a list: short items run on in a line, long ones stack."""
    if len(items) == 1:
        return value(items[0], anchors)
    long = any(isinstance(v, (dict, list)) or len(str(v)) > 24 for v in items)
    cells = Markup("").join(Markup("<li>{}</li>").format(value(v, anchors)) for v in items)
    return Markup('<ul class="vals{}">{}</ul>').format(" long" if long else "", cells)


def amount(item, anchors: Anchors) -> Markup:
    """A cost or reward: ``{fur: 1, coin: 2}`` as '1 Fur, 2 Coin', a list as 'one of: ... or ...'."""
    if isinstance(item, Unknown):
        return unknown_badge(item, with_reason=True, words=anchors.words)
    if isinstance(item, list):
        options = [amount(option, anchors) for option in item]
        _ = anchors.words
        return escape(_("one of: ")) + Markup(" <em>{}</em> ").format(_("or")).join(options)
    if isinstance(item, dict):
        parts = []
        for key, count in item.items():
            target = anchors.resources.get(key) or anchors.by_id.get(key)
            name = link(target.anchor, target.label) if target else escape(key)
            if key in anchors.icons:
                name = icon_svg(anchors.icons[key], None) + name
            parts.append(Markup('<span class="amount">{} {}</span>').format(value(count, anchors), name))
        return Markup(", ").join(parts) if parts else Markup("nothing")
    return value(item, anchors)


@overload
def cite(source: Source) -> Markup: ...
@overload
def cite(source: Source | None) -> Markup | None: ...
def cite(source: Source | None) -> Markup | None:
    """'rulebook: 6.4.1.' or the public source with its confidence, marked by grade."""
    if source is None:
        return None
    text = Markup('<span class="grade grade-{}">{}</span> {}').format(
        source.grade, source.grade.replace("-", " "), source.cite())
    if source.note:
        text += Markup(' <span class="note">({})</span>').format(source.note)
    return text
