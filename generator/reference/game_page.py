"""Assemble one game's page, and the site's index, from the model and the derived tables."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from generator.model.wording import ENGLISH, Wording, words
from generator import __version__
from generator.model.game.credits import kit_credit
from generator.model.game.project import GameContent, walk_rules
from generator.reference.anchors import Anchors, build_anchors, sources_page_name
from generator.reference.books import book_titles, books_legend
from generator.reference.contents_view import contents
from generator.reference.entries_view import entries
from generator.reference.grids_view import grids
from generator.reference.picks import picks_for
from generator.reference.rules_view import glance, rule_sections
from generator.reference.sources_contents import content_folder, in_folder, source_groups, sources_contents
from generator.reference.sources_view import sources_view
from generator.reference.views import (
    Field,
    GamePage,
    GameSummary,
    IndexPage,
    Overview,
    SourcesPage,
)
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
    m, _ = game.manifest, words(game)
    facts = []
    if m:
        facts += [Field(_("Designers"), ", ".join(m.designers)), Field(_("Edition"), m.edition or ""),
                  Field(_("Licence"), m.licence or ""), Field(_("Kit"), kit_credit(m, _))]
    books = book_titles(game.rules)
    if books:
        facts.append(Field(_("Section numbers"), books_legend(books, _)))
    return Overview(players=_players(game), publisher=m.publisher if m else None,
                    year=m.year if m else None, rulebook=(m.rulebook or "") if m else "",
                    version=m.version if m else "", facts=tuple(f for f in facts if f.value))


def game_page(game: GameContent, derived: list[DerivedTable], anchors: Anchors | None = None) -> GamePage:
    """Everything the game template shows."""
    anchors = anchors or build_anchors(game, derived)
    components, decks, glossary, icons = entries(game, anchors)
    tables, computed, boards = grids(game, derived, anchors)
    sources = sources_view(game, anchors, page_name(game))
    m = game.manifest
    page = GamePage(
        id=game.id, title=game.title, local_title=m.local_title if m else None,
        lang=m.lang if m else "en", local_lang=local_lang(game), overview=_overview(game), nav=(),
        glance=tuple(glance(game.rules, anchors, picks_for(game).round_extra)),
        rule_sections=tuple(rule_sections(game.rules, anchors)),
        components=components, decks=decks, tables=tables, derived=computed, boards=boards,
        glossary=glossary, icons=icons, sources=sources, search_script=search_script_name(game),
        version=__version__, sources_page=sources_page_name(game.id), unknown_count=len(sources.unknowns))
    return replace(page, nav=contents(page, anchors.words))


def sources_page(page: GamePage, wording: Wording = ENGLISH) -> SourcesPage:
    """The sources page of a game page already made, with its parts and contents."""
    folder = content_folder(page.sources.files)
    groups = source_groups(page.sources.lines, wording, folder)
    sources = replace(page.sources, files=tuple(in_folder(f, folder) for f in page.sources.files),
                      unknowns=tuple(replace(u, position=in_folder(u.position, folder)) for u in page.sources.unknowns))
    return SourcesPage(page.id, page.title, page.lang, f"{page.id}.html", sources, page.version,
                       page.search_script, groups, sources_contents(sources, groups, wording), folder)


def _counts(game: GameContent) -> str:
    rules = sum(1 for _ in walk_rules(game.rules))
    cards = sum(deck.card_count() for deck in game.decks)
    w = words(game)
    return ", ".join((w.ngettext("{count} rule section", "{count} rule sections", rules).format(count=rules),
                      w.ngettext("{count} card", "{count} cards", cards).format(count=cards),
                      w.ngettext("{count} table", "{count} tables", len(game.tables)).format(count=len(game.tables))))


def game_summary(game: GameContent) -> GameSummary:
    return GameSummary(game.id, game.title, game.manifest.local_title if game.manifest else None,
                       page_name(game), _players(game), _counts(game), search_script_name(game))


def index_page(summaries: list[GameSummary], documents: dict | None = None) -> IndexPage:
    """The index of ``summaries``, by game ID, with each game's printable ``documents`` by kind."""
    games = tuple(sorted(summaries, key=lambda s: s.id))
    return IndexPage(games=games, search_scripts=tuple(s.search_script for s in games),
                     version=__version__, documents=documents or {})
