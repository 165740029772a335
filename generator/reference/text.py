"""Content text as safe HTML: everything escaped; rule numbers, entries and safe links made links.

What becomes a link:
- a rule number that names a section of the game, e.g. "(6.4.1.)" or "see 3.2": to that section;
- ``[label](target)`` where the target is http(s):, mailto:, or ``#anchor`` / ``#id`` of an entry;
- a bare http(s) URL.
Anything else, including ``javascript:`` targets, stays text.
"""

from __future__ import annotations

import re

from markupsafe import Markup, escape

from generator.reference.anchors import Anchors, Target, normal_number
from generator.reference.books import in_book

SAFE_SCHEMES = ("http://", "https://", "mailto:")
_TOKENS = re.compile(
    r"\[(?P<label>[^\[\]\n]+)\]\((?P<target>[^()\s]+)\)"          # [label](target)
    r"|(?P<url>\bhttps?://[^\s<>\"')\]]+)"                          # bare URL
    r"|\bTable (?P<table>\d+)\.(?:(?P<row>\d+)\.)?(?=[\s),;:'\"]|$)"   # "Table 3." or its row "Table 3.9."
    r"|(?P<lead>\(|\b[Ss]ee |\brule |\bsection |, )?"
    r"(?P<number>\b\d+(?:\.\d+)*\.?)(?=[\s),;:]|$|\.\s|\.$)"        # rule number
)


# after a book's name, up to the number: "Battle Book (", "Battle Book 6.1., ", and a section's
# title after an arrow, "Battle Book => Victory Points (" (a list of numbers may come between)
_AFTER_BOOK = (r"(?:\s*=>\s*[^()=]{1,80}?\s*\(|[\s(=>:,]*)"
               r"(?:\d+(?:\.\d+)*\.?[\s,;]*(?:and\s+)?)*$")


def safe_href(target: str, anchors: Anchors) -> str | None:
    """The href for a content link, or None when the target is not allowed or does not exist."""
    target = target.strip()
    lowered = target.lower()
    if lowered.startswith(SAFE_SCHEMES) and len(target) > len("mailto:"):
        return target
    if target.startswith("#") and len(target) > 1:
        name = target[1:]
        if anchors.known(name):
            return target
        if name in anchors.by_id:
            return "#" + anchors.by_id[name].anchor
    return None


def _named_book(match: re.Match, anchors: Anchors) -> str | None:
    """The book the text names just before a number or a list of them ("Strategy Book (9.2.3.)",
    "Battle Book 6.1., 6.2."), by its scope."""
    before = match.string[:match.start("number")]
    for title, scope in anchors.books.items():
        if re.search(re.escape(title) + _AFTER_BOOK, before):
            return scope
    return None


def _number_target(match: re.Match, anchors: Anchors, scope: str) -> Target | None:
    """The section a matched rule number names, if it is a reference: dotted, or a single number
    with its trailing dot after '(' or 'see'; in the book named just before it, else in ``scope``
    first."""
    raw = match.group("number")
    if raw is None:
        return None
    key = normal_number(raw)
    named = _named_book(match, anchors) if anchors.books else None
    target = anchors.number(key, scope) if named is None else anchors.in_book_only(key, named)
    if target is None or ("." not in key and not (raw.endswith(".") and match.group("lead") in ("(", "See ", "see "))):
        return None
    return target


def _number_link(match: re.Match, anchors: Anchors, scope: str) -> Markup | None:
    target = _number_target(match, anchors, scope)
    if target is None:
        return None
    lead = escape(match.group("lead") or "")
    book = "" if _named_book(match, anchors) else target.book
    shown = in_book(match.group("number"), book).replace(" ", "\u00a0")  # 'BB 7.3.' kept on one line
    return lead + Markup('<a class="ref" href="#{}">{}</a>').format(target.anchor, shown)


def with_books(text: str, anchors: Anchors, scope: str = "", own: str = "") -> str:
    """Plain text with each section reference naming its book ('(6.4.1.)' -> '(SB 6.4.1.)'), as
    the page links them, except those to ``own`` book (the book of the line the text is on);
    unchanged for a game of one book."""
    out, last = [], 0
    for match in _TOKENS.finditer(text):
        target = _number_target(match, anchors, scope)
        if target is None or target.book in ("", own) or _named_book(match, anchors):
            continue
        start = match.start("number")
        out += [text[last:start], in_book(match.group("number"), target.book)]
        last = match.end("number")
    return "".join(out) + text[last:]


def _token(match: re.Match, anchors: Anchors, scope: str) -> Markup | None:
    if match.group("label") is not None:
        href = safe_href(match.group("target"), anchors)
        if href is None:
            return None
        return Markup('<a href="{}">{}</a>').format(href, match.group("label"))
    if match.group("table") is not None:
        anchor = anchors.table_part(match.group("table"), match.group("row"))
        if anchor is None:
            return None
        return Markup('<a class="ref" href="#{}">{}</a>').format(anchor, match.group(0).replace(" ", "\u00a0"))
    if match.group("url") is not None:
        url = match.group("url").rstrip(".,;:")
        rest = match.group("url")[len(url):]
        return Markup('<a href="{}">{}</a>').format(url, url) + escape(rest)
    return _number_link(match, anchors, scope)


def _with_terms(text: str, anchors: Anchors, seen: set[str] | None) -> Markup:
    """Plain text escaped; with ``seen``, each glossary term not in it linked at its first mention."""
    if seen is None:
        return escape(text)
    out, last = [], 0
    for start, end, ident, anchor in anchors.terms.found(text):
        if ident in seen:
            continue
        seen.add(ident)
        out.append(escape(text[last:start]))
        out.append(Markup('<a class="term" href="#{}">{}</a>').format(anchor, text[start:end]))
        last = end
    out.append(escape(text[last:]))
    return Markup("").join(out)


def inline(text: str, anchors: Anchors, scope: str = "", seen: set[str] | None = None) -> Markup:
    """One run of text, escaped, with its references linked; rule numbers resolve in ``scope`` first.

    With ``seen`` (the term IDs already linked in this entry), glossary terms are linked too.
    """
    out, last = [], 0
    for match in _TOKENS.finditer(text):
        replacement = _token(match, anchors, scope)
        if replacement is None:
            continue
        out.append(_with_terms(text[last:match.start()], anchors, seen))
        out.append(replacement)
        last = match.end()
    out.append(_with_terms(text[last:], anchors, seen))
    return Markup("").join(out)


def paragraphs(text: str, anchors: Anchors, scope: str = "", seen: set[str] | None = None) -> list[Markup]:
    """Text split into paragraphs, one per non-blank line; ``seen`` as for ``inline``."""
    return [inline(line.strip(), anchors, scope, seen) for line in text.splitlines() if line.strip()]


# For other documents that link the same references (the rules book): the token pattern, and the
# section a matched rule number names, or None when it is no reference.
TOKENS = _TOKENS


def number_target(match: re.Match, anchors: Anchors, scope: str) -> Target | None:
    return _number_target(match, anchors, scope)


def named_book(match: re.Match, anchors: Anchors) -> str | None:
    return _named_book(match, anchors)
