"""Assemble one game's page, and the site's index, from the model and the derived tables."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from generator import __version__
from generator.model.credits import kit_credit
from generator.model.project import GameContent, walk_rules
from generator.reference.anchors import Anchors, build_anchors
from generator.reference.entries_view import entries
from generator.reference.fragments import cite
from generator.reference.grids_view import grids
from generator.reference.picks import picks_for
from generator.reference.rules_view import glance, rule_sections
from generator.reference.sources_view import sources_view
from generator.reference.views import Field, GamePage, GameSummary, IndexPage, Link, Overview
from generator.rules.derived import DerivedTable

ASSETS = "assets"


def page_name(game: GameContent) -> str:
    return f"{game.id}.html"


def search_script_name(game: GameContent) -> str:
    return f"{ASSETS}/search-{game.id}.js"


def local_lang(game: GameContent) -> str | None:
    """The language of the content's local names: the one its tables declare most often."""
    langs = Counter(t.lang for t in game.tables if t.lang)
    return langs.most_common(1)[0][0] if langs else None


def _players(game: GameContent) -> str:
    if not game.manifest:
        return ""
    return game.manifest.players.label()


def _overview(game: GameContent) -> Overview:
    m = game.manifest
    facts = [Field("Source", cite(m.source))] if m and m.source else []
    if m:
        facts += [Field("Designers", ", ".join(m.designers)), Field("Edition", m.edition or ""),
                  Field("Licence", m.licence or ""), Field("Kit", kit_credit(m))]
    return Overview(players=_players(game), publisher=m.publisher if m else None,
                    year=m.year if m else None, rulebook=(m.rulebook or "") if m else "",
                    version=m.version if m else "", facts=tuple(f for f in facts if f.value))


def _nav(page: GamePage) -> tuple[Link, ...]:
    items = [Link("#s-overview", "Overview")]
    if page.components:
        items.append(Link("#s-components", "Components"))
    items.extend(Link("#" + s.anchor, s.title) for s in page.rule_sections if s.anchor != "s-overview")
    for anchor, title, present in (("s-cards", "Cards", page.decks), ("s-tables", "Tables", page.tables),
                                   ("s-derived", "Odds and derived tables", page.derived),
                                   ("s-boards", "Boards, tracks and tokens", page.boards),
                                   ("s-glossary", "Glossary", page.glossary),
                                   ("s-icons", "Icon legend", page.icons)):
        if present:
            items.append(Link("#" + anchor, title))
    items.append(Link("#s-sources", "Sources and unknowns"))
    return tuple(items)


def game_page(game: GameContent, derived: list[DerivedTable], anchors: Anchors | None = None) -> GamePage:
    """Everything the game template shows."""
    anchors = anchors or build_anchors(game, derived)
    components, decks, glossary, icons = entries(game, anchors)
    tables, computed, boards = grids(game, derived, anchors)
    m = game.manifest
    page = GamePage(
        id=game.id, title=game.title, local_title=m.local_title if m else None,
        lang=m.lang if m else "en", local_lang=local_lang(game), overview=_overview(game), nav=(),
        glance=tuple(glance(game.rules, anchors, picks_for(game).round_extra)),
        rule_sections=tuple(rule_sections(game.rules, anchors)),
        components=components, decks=decks, tables=tables, derived=computed, boards=boards,
        glossary=glossary, icons=icons, sources=sources_view(game, anchors),
        search_script=search_script_name(game), version=__version__)
    return replace(page, nav=_nav(page))


def _counts(game: GameContent) -> str:
    rules = sum(1 for _ in walk_rules(game.rules))
    cards = sum(deck.card_count() for deck in game.decks)
    parts = [(rules, "rule section"), (cards, "card"), (len(game.tables), "table")]
    return ", ".join(f"{n} {label}{'s' if n != 1 else ''}" for n, label in parts)


def game_summary(game: GameContent) -> GameSummary:
    return GameSummary(game.id, game.title, game.manifest.local_title if game.manifest else None,
                       page_name(game), _players(game), _counts(game), search_script_name(game))


def index_page(summaries: list[GameSummary]) -> IndexPage:
    """The index of ``summaries``, by game ID."""
    games = tuple(sorted(summaries, key=lambda s: s.id))
    return IndexPage(games=games, search_scripts=tuple(s.search_script for s in games),
                     version=__version__)
