"""Stable anchors for every entry of a game, and the maps that turn IDs and rule numbers into links.

An anchor is ``<kind>-<id>`` (``rule-claim-phase``, ``card-deed-1``): IDs are unique within a game,
and the prefix keeps them apart from the page's own section anchors (``s-setup``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from generator.model.wording import ENGLISH, Wording, words
from generator.model.game import entities as e
from generator.model.game.project import GameContent, walk_rules
from generator.reference.books import book_shorts, in_book
from generator.reference.terms import TermMatcher, term_matcher
from generator.rules.derived import DerivedTable

PREFIX = {
    e.Component: "component", e.Resource: "resource", e.Deck: "deck", e.Card: "card",
    e.Table: "table", e.Board: "board", e.Space: "space", e.Track: "track", e.Sheet: "sheet",
    e.Token: "token", e.Rule: "rule", e.Term: "term",
}
_NUMBER_END = re.compile(r"[.\s]+$")
_TABLE_TITLE = re.compile(r"Table (\d+)\.(?:\s|$)")


def sources_page_name(game_id: str) -> str:
    return f"{game_id}-sources.html"


def anchor_for(kind: str, ident: str) -> str:
    return f"{kind}-{ident}"


def row_anchor(table_anchor: str, index: int) -> str:
    """The anchor of a numbered table's row ("Table 3.9." is the ninth row of "Table 3.")."""
    return f"{table_anchor}-row-{index + 1}"


def numbered_table(title: str) -> str | None:
    """The number of a table titled as the rulebook numbers it ("Table 3. Commander Cards": '3')."""
    match = _TABLE_TITLE.match(title)
    return match.group(1) if match else None


def normal_number(number: str) -> str:
    """A rule number as references write it: '6.4.1.' and '6.4.1' are the same section."""
    return _NUMBER_END.sub("", number.strip())


@dataclass(frozen=True)
class Target:
    """Where a reference leads: the anchor and the entry's display name."""

    anchor: str
    label: str
    book: str = ""  # the short form of the book a rule is in, when the game has several


@dataclass
class Anchors:
    """Every anchor of one game page: entries by ID, and rule sections by their rulebook number."""

    by_id: dict[str, Target] = field(default_factory=dict)
    by_number: dict[str, Target] = field(default_factory=dict)
    scoped: dict[tuple[str, str], Target] = field(default_factory=dict)
    scope_of: dict[str, str] = field(default_factory=dict)
    resources: dict[str, Target] = field(default_factory=dict)
    icons: dict[str, str] = field(default_factory=dict)  # resource ID -> icon name
    page: set[str] = field(default_factory=set)
    terms: TermMatcher = field(default_factory=TermMatcher)
    sources_page: str = ""  # the game's sources page, which each entry's source mark links to
    words: Wording = ENGLISH  # the tool's own words on the page (generator.model.wording)
    books: dict[str, str] = field(default_factory=dict)  # a book's title -> its scope, when several
    numbered_tables: dict[str, tuple[str, int]] = field(default_factory=dict)  # "3" -> (anchor, rows)
    default_scopes: tuple[str, ...] = ()  # the books a reference without one is read in (an entry's own)

    def number(self, number: str, scope: str = "") -> Target | None:
        """The section a rule number names: in the same book (scope, else the default) first, then
        anywhere, but never in another book when the number is in several and no book is known."""
        key = normal_number(number)
        scopes = (scope,) if scope else self.default_scopes or ("",)
        found = next((self.scoped[s, key] for s in scopes if (s, key) in self.scoped), None)
        if found is not None or (self.books and scopes == ("",) and self._in_books(key) > 1):
            return found
        return self.by_number.get(key)

    def in_book_only(self, number: str, scope: str) -> Target | None:
        """The section a number names in the book ``scope`` alone (a reference that names its book)."""
        return self.scoped.get((scope, normal_number(number)))

    def _in_books(self, key: str) -> int:
        return sum((scope, key) in self.scoped for scope in self.books.values())

    def table_part(self, number: str, row: str | None) -> str | None:
        """The anchor of the table titled "Table <number>." or of its row (1-based), if it has one."""
        table = self.numbered_tables.get(number)
        if table is None or (row is not None and not 1 <= int(row) <= table[1]):
            return None
        return table[0] if row is None else row_anchor(table[0], int(row) - 1)

    def books_named(self, text: str | None) -> tuple[str, ...]:
        """The scopes of the books a text names ("Strategy Book 1.3."), first named first."""
        found = sorted((text.find(title), scope) for title, scope in self.books.items() if text and title in text)
        return tuple(scope for _, scope in found)

    def within(self, entity) -> Anchors:
        """These anchors reading references in the books the entry's source names, when it names any."""
        source = getattr(entity, "source", None)
        scopes = self.books_named(source.section if source is not None else None)
        return replace(self, default_scopes=scopes) if scopes else self

    def numbered(self, rule: e.Rule) -> str | None:
        """A rule's number as printed: with its book's short form when the game has several."""
        target = self.by_id.get(rule.id)
        return in_book(rule.number, target.book) if rule.number and target else rule.number

    def of(self, entity) -> str:
        return anchor_for(PREFIX[type(entity)], entity.id)

    def source_href(self, anchor: str) -> str | None:
        """The link from an entry's source mark to its line on the sources page."""
        return f"{self.sources_page}#src-{anchor}" if self.sources_page else None

    def known(self, anchor: str) -> bool:
        """True for an entry's anchor or one of the page's section anchors."""
        return anchor in self.page


def _label(entity) -> str:
    for name in ("title", "name", "term", "label"):
        value = getattr(entity, name, None)
        if isinstance(value, str):
            return value
    return entity.id


def build_anchors(game: GameContent, derived: Sequence[DerivedTable] = ()) -> Anchors:
    """The anchors of every entry with an ID (the first of duplicated IDs wins)."""
    anchors = Anchors()
    for entity in game.all_entities():
        kind = PREFIX.get(type(entity))
        if kind and entity.id not in anchors.by_id:
            anchors.by_id[entity.id] = Target(anchor_for(kind, entity.id), _label(entity))
    for computed in derived:
        anchors.by_id.setdefault(computed.id, Target(anchor_for("derived", computed.id), computed.title))
    anchors.page = {t.anchor for t in anchors.by_id.values()}
    for table in game.tables:
        number = numbered_table(table.title)
        if number and number not in anchors.numbered_tables:
            anchors.numbered_tables[number] = (anchors.of(table), len(table.rows))
            anchors.page |= {row_anchor(anchors.of(table), i) for i in range(len(table.rows))}
    anchors.terms = term_matcher(game.glossary, anchors.of)
    anchors.sources_page = sources_page_name(game.id)
    anchors.words = words(game)
    for resource in game.resources:
        anchors.resources[resource.id] = anchors.by_id[resource.id]
        if resource.icon:
            anchors.icons[resource.id] = resource.icon
    shorts = book_shorts(game.rules)
    anchors.books = {top.title: top.id for top in game.rules if top.id in shorts}
    for top in game.rules:
        scope = numbering_scope(top)
        for rule in walk_rules([top]):
            anchors.scope_of.setdefault(rule.id, scope)
            if scope in shorts and rule.id != top.id:
                anchors.by_id[rule.id] = replace(anchors.by_id[rule.id], book=shorts[scope])
            if rule.number and any(ch.isdigit() for ch in rule.number):
                key = normal_number(rule.number)
                anchors.by_number.setdefault(key, anchors.by_id[rule.id])
                anchors.scoped.setdefault((scope, key), anchors.by_id[rule.id])
    return anchors


def numbering_scope(top: e.Rule) -> str:
    """A top-level rule without a number (a book: "Battle Book") numbers its sections afresh."""
    return "" if top.number else top.id
