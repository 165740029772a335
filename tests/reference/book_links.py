"""Cross-book references on a rendered page, read back from its HTML: which book each link's text
means (the book named just before it, else the book of the entry it sits in) and which book its
target is in. Used by the tests to count links into the wrong book."""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

from generator.model.game.project import GameContent, walk_rules

_BLOCKS = {"p", "li", "td", "th", "dd", "dt", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6"}
_ENTRIES = re.compile(r"(rule|table|card|deck|component|term|resource)-")


@dataclass(frozen=True)
class RefLink:
    entry: str      # the anchor of the innermost entry the link sits in
    before: str     # the text of its paragraph or cell before it
    text: str       # the link's own text
    target: str     # the anchor it leads to


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str]] = []
        self.block: list[str] = []
        self.link: dict | None = None
        self.found: list[RefLink] = []

    def handle_starttag(self, tag, attrs):
        attr = dict(attrs)
        if tag in _BLOCKS:
            self.block = []
        if tag == "a" and "ref" in (attr.get("class") or "").split() and (attr.get("href") or "").startswith("#"):
            self.link = {"target": attr["href"][1:], "before": "".join(self.block), "text": []}
        if tag not in ("br", "img", "input", "meta", "link", "wbr", "hr", "col"):
            self.stack.append((tag, attr.get("id") or ""))

    def handle_endtag(self, tag):
        if tag == "a" and self.link is not None:
            entry = next((ident for _, ident in reversed(self.stack) if _ENTRIES.match(ident)), "")
            text = "".join(self.link["text"])
            self.found.append(RefLink(entry, self.link["before"], text, self.link["target"]))
            self.link = None
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        self.block.append(data)
        if self.link is not None:
            self.link["text"].append(data)


def ref_links(html: str) -> list[RefLink]:
    parser = _Links()
    parser.feed(html)
    return parser.found


def books_of_anchors(game: GameContent, books: list[str]) -> dict[str, set[str]]:
    """Anchor -> the titles of the books it is in: a rule the book at the top of its tree, any
    other entry the books its source names."""
    out: dict[str, set[str]] = {}
    for top in game.rules:
        for rule in walk_rules([top]):
            if top.title in books:
                out[f"rule-{rule.id}"] = {top.title}
    for entity in game.all_entities():
        section = entity.source.section if getattr(entity, "source", None) is not None else None
        named = {title for title in books if section and title in section}
        if named and f"rule-{entity.id}" not in out:
            for kind in ("table", "card", "deck", "component", "term", "resource"):
                out.setdefault(f"{kind}-{entity.id}", named)
    return out


def named_before(before: str, books: list[str]) -> str | None:
    """The book a reference's text names just before it: its name not closed off by a ')', ';' or
    the end of a sentence since ("Battle Book => Victory Points (", "Strategy Book 6.1., ")."""
    last = max(((before.rfind(title), title) for title in books), default=(-1, ""))
    if last[0] < 0:
        return None
    gap = before[last[0] + len(last[1]):]
    depth = 0
    for char in gap:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return None
    return None if ";" in gap or re.search(r"\.\s+[A-Z]", gap) else last[1]


def wrong_book_links(html: str, game: GameContent, books: list[str]) -> list[str]:
    """Every reference on the page leading into another book than the one it means."""
    where = books_of_anchors(game, books)
    wrong = []
    for link in ref_links(html):
        if not link.target.startswith("rule-"):
            continue
        named = named_before(link.before, books)
        meant = {named} if named else where.get(_entry_of(link.entry), set())
        landed = where.get(link.target, set())
        if meant and landed and not landed & meant:
            wrong.append(f"{link.entry}: '...{link.before[-60:]}{link.text}' means {meant}, leads to {landed}")
    return wrong


def _entry_of(anchor: str) -> str:
    """A table row's anchor as its table's."""
    return re.sub(r"-row-\d+$", "", anchor)
