"""The client-side search index: cards, rules, glossary terms and tables of each game.

Written at build time as a small JavaScript file (``window.REFERENCE_INDEX``), so the search works
from file:// where a page cannot fetch a local JSON file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from generator.model.project import GameContent, walk_rules
from generator.model.values import Unknown
from generator.reference.anchors import Anchors

SNIPPET = 160  # characters of text kept per entry; the search also matches in them


@dataclass(frozen=True)
class SearchEntry:
    kind: str  # card, rule, term, table
    title: str
    url: str
    text: str


def _plain(item) -> str:
    if item is None or isinstance(item, Unknown):
        return ""
    return " ".join(str(item).split())


def _clip(text: str) -> str:
    return text if len(text) <= SNIPPET else text[:SNIPPET - 1].rstrip() + "…"


def search_entries(game: GameContent, anchors: Anchors, page: str) -> list[SearchEntry]:
    """Every searchable entry of one game, with its link relative to the site's root."""
    out = []
    for deck in game.decks:
        for card in deck.cards:
            title = _plain(card.title) or card.id
            text = " ".join(filter(None, [deck.name, _plain(card.type), _plain(card.text)]))
            out.append(SearchEntry("card", title, f"{page}#{anchors.of(card)}", _clip(text)))
    for rule in walk_rules(game.rules):
        title = f"{rule.number} {rule.title}" if rule.number else rule.title
        out.append(SearchEntry("rule", title, f"{page}#{anchors.of(rule)}", _clip(_plain(rule.text))))
    for term in game.glossary:
        title = f"{term.term} ({term.local_term})" if term.local_term else term.term
        out.append(SearchEntry("term", title, f"{page}#{anchors.of(term)}", _clip(_plain(term.definition))))
    for table in game.tables:
        title = f"{table.title} ({table.local_title})" if table.local_title else table.title
        out.append(SearchEntry("table", title, f"{page}#{anchors.of(table)}", ""))
    return out


def index_script(game_title: str, entries: list[SearchEntry]) -> str:
    """JavaScript that adds one game's entries to the site's index."""
    records = [[e.kind, e.title, e.url, e.text] for e in entries]
    payload = json.dumps({"game": game_title, "entries": records}, ensure_ascii=True,
                         separators=(",", ":"))
    return ("(window.REFERENCE_INDEX = window.REFERENCE_INDEX || []).push(" + payload + ");\n")
