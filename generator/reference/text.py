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

from generator.reference.anchors import Anchors, normal_number

SAFE_SCHEMES = ("http://", "https://", "mailto:")
_TOKENS = re.compile(
    r"\[(?P<label>[^\[\]\n]+)\]\((?P<target>[^()\s]+)\)"          # [label](target)
    r"|(?P<url>\bhttps?://[^\s<>\"')\]]+)"                          # bare URL
    r"|(?P<lead>\(|\b[Ss]ee |\brule |\bsection |, )?"
    r"(?P<number>\b\d+(?:\.\d+)*\.?)(?=[\s),;:]|$|\.\s|\.$)"        # rule number
)


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


def _number_link(match: re.Match, anchors: Anchors, scope: str) -> Markup | None:
    raw = match.group("number")
    key = normal_number(raw)
    target = anchors.number(key, scope)
    if target is None:
        return None
    dotted = "." in key
    if not dotted and not (raw.endswith(".") and match.group("lead") in ("(", "See ", "see ")):
        return None
    lead = escape(match.group("lead") or "")
    return lead + Markup('<a class="ref" href="#{}">{}</a>').format(target.anchor, raw)


def _token(match: re.Match, anchors: Anchors, scope: str) -> Markup | None:
    if match.group("label") is not None:
        href = safe_href(match.group("target"), anchors)
        if href is None:
            return None
        return Markup('<a href="{}">{}</a>').format(href, match.group("label"))
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
