"""The client-side search index: every rule, card, glossary term, table, board space and component.

Written at build time as a small JavaScript file (``window.REFERENCE_INDEX``), so the search works
from file:// where a page cannot fetch a local JSON file. Each entry keeps its whole text; the
page's search script (MiniSearch, bundled) indexes it with word forms, prefixes and small typos.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace

from generator.model.wording import N_, Wording
from generator.model.game.project import GameContent, walk_rules
from generator.model.game.values import Unknown
from generator.i18n.translate import translated_game
from generator.reference.anchors import Anchors, anchor_for, build_anchors
from generator.reference.fragments import key_label
from generator.reference.related_words import GROUPS, glossary_groups, related
from generator.reference.rules_view import rule_places
from generator.rules.derived import DerivedTable


@dataclass(frozen=True)
class SearchEntry:
    kind: str   # rule, card, term, table, space, board, track, sheet, icon (a resource), component
    title: str
    url: str
    text: str
    where: str = ""  # the book and part, deck or board it belongs to
    also: str = ""   # words it does not write that find it: related words, its title in other languages


def plain(item, names: dict[str, str] | None = None) -> str:
    """Any content value as one line of text: IDs as their entries' names, unknowns left out."""
    names = names or {}
    if item is None or isinstance(item, Unknown):
        return ""
    if isinstance(item, bool):
        return "yes" if item else "no"
    if isinstance(item, list):
        return ", ".join(filter(None, (plain(v, names) for v in item)))
    if isinstance(item, dict):
        return "; ".join(f"{key_label(str(k))}: {plain(v, names)}" for k, v in item.items())
    text = " ".join(str(item).split())
    return names.get(text, text)


def _join(*parts: str) -> str:
    return " · ".join(p for p in parts if p)


def _cards(game: GameContent, anchors: Anchors, page: str, names: dict[str, str]):
    _ = anchors.words
    for deck in game.decks:
        for card in deck.cards:
            fields = [f"{_(key_label(k))}: {plain(v, names)}" for k, v in card.attributes.items()]
            fields += [f"{_(label)}: {plain(getattr(card, name), names)}" for name, label in
                       (("cost", N_("Cost")), ("requirement", N_("Requires")), ("reward", N_("Reward")),
                        ("vp", N_("VP")))
                       if getattr(card, name) is not None]
            text = _join(plain(card.type), plain(card.text), "; ".join(fields), plain(card.local_title))
            yield SearchEntry("card", plain(card.title) or card.id, f"{page}#{anchors.of(card)}", text,
                              _("Cards") + f" · {deck.name}")


def _rules(game: GameContent, anchors: Anchors, page: str):
    places = rule_places(game.rules, anchors)
    for rule in walk_rules(game.rules):
        number = anchors.numbered(rule)
        title = f"{number} {rule.title}" if number else rule.title
        text = _join(plain(rule.local_title), plain(rule.text))
        yield SearchEntry("rule", title, f"{page}#{anchors.of(rule)}", text, places.get(rule.id, ""))


def _tables(game: GameContent, anchors: Anchors, page: str, names: dict[str, str]):
    for table in game.tables:
        title = f"{table.title} ({table.local_title})" if table.local_title else table.title
        heads = ", ".join(c.label + (f" ({c.local_label})" if c.local_label else "") for c in table.columns)
        rows = "; ".join(_join(plain(r.label if r.roll is None else r.roll),
                               ", ".join(plain(c, names) for c in r.cells)) for r in table.rows)
        yield SearchEntry("table", title, f"{page}#{anchors.of(table)}",
                          _join(heads, rows, " ".join(table.notes)), anchors.words.gettext("Tables"))


def _boards(game: GameContent, anchors: Anchors, page: str, names: dict[str, str]):
    _ = anchors.words
    for board in game.boards:
        yield SearchEntry("board", board.name, f"{page}#{anchors.of(board)}",
                          _join(plain(board.local_name), plain(board.description),
                                ", ".join(dict.fromkeys(_(key_label(k)) for s in board.spaces for k in s.attributes)),
                                ", ".join(s.name for s in board.spaces)), _("Boards"))
        for space in board.spaces:
            attributes = "; ".join(f"{_(key_label(k))}: {plain(v, names)}" for k, v in space.attributes.items())
            adjacent = plain(space.adjacent, names)
            text = _join(plain(space.local_name), attributes,
                         _("Adjacent: {spaces}").format(spaces=adjacent) if adjacent else "")
            yield SearchEntry("space", space.name, f"{page}#{anchors.of(space)}", text,
                              _("Board") + f" · {board.name}")
    for track in game.tracks:
        labels = ", ".join(s.label for s in track.spaces if s.label)
        yield SearchEntry("track", track.name, f"{page}#{anchors.of(track)}",
                          _join(plain(track.description), labels), _("Tracks"))
    for sheet in game.sheets:
        tokens = ", ".join(_join(t.label, plain(t.local_label), plain(t.back)) for t in sheet.tokens)
        yield SearchEntry("sheet", sheet.name, f"{page}#{anchors.of(sheet)}", tokens, _("Token sheets"))


def _derived(derived: Sequence[DerivedTable], page: str, names: dict[str, str], _: Wording):
    for table in derived:
        rows = "; ".join(", ".join(plain(c, names) for c in row) for row in table.rows)
        yield SearchEntry("table", table.title, f"{page}#{anchor_for('derived', table.id)}",
                          _join(", ".join(table.columns), " ".join(table.notes), rows),
                          _("Odds and derived tables"))


def search_entries(game: GameContent, anchors: Anchors, page: str, derived: Sequence[DerivedTable] = (),
                   other_titles: dict[str, list[str]] | None = None) -> list[SearchEntry]:
    """Every searchable entry of one game, with its link relative to the site's root; ``other_titles``
    gives each link's titles in the game's other languages."""
    names = {ident: target.label for ident, target in anchors.by_id.items()}
    out = list(_rules(game, anchors, page))
    out += _cards(game, anchors, page, names)
    for term in game.glossary:
        title = f"{term.term} ({term.local_term})" if term.local_term else term.term
        out.append(SearchEntry("term", title, f"{page}#{anchors.of(term)}", plain(term.definition),
                               anchors.words.gettext("Glossary")))
    out += _tables(game, anchors, page, names)
    out += _derived(derived, page, names, anchors.words)
    out += _boards(game, anchors, page, names)
    for resource in game.resources:
        text = _join(plain(resource.local_name), plain(resource.kind), plain(resource.description))
        out.append(SearchEntry("icon", resource.name, f"{page}#{anchors.of(resource)}", text,
                               anchors.words.gettext("Icon legend")))
    for component in game.components:
        text = _join(plain(component.local_name), plain(component.use), " ".join(component.notes))
        out.append(SearchEntry("component", component.name, f"{page}#{anchors.of(component)}", text,
                               anchors.words.gettext("Components")))
    return with_related(out, game, other_titles)


def with_related(entries: list[SearchEntry], game: GameContent,
                 other_titles: dict[str, list[str]] | None = None) -> list[SearchEntry]:
    """Each entry with the words that find it though it does not write them: the related words of
    its title and text (glossary and the tool's groups), and its titles in the game's translations."""
    groups = list(GROUPS) + glossary_groups(game.glossary)
    titles = other_titles or {}
    return [replace(entry, also=_join(related(f"{entry.title} {entry.text}", groups),
                                      *titles.get(entry.url, [])).replace(" · ", " "))
            for entry in entries]


def index_script(game_title: str, entries: list[SearchEntry]) -> str:
    """JavaScript that adds one game's entries to the site's index."""
    records = [[e.kind, e.title, e.url, e.text, e.where, e.also] for e in entries]
    payload = json.dumps({"game": game_title, "entries": records}, ensure_ascii=True,
                         separators=(",", ":"))
    return ("(window.REFERENCE_INDEX = window.REFERENCE_INDEX || []).push(" + payload + ");\n")


def titles_in_translations(game: GameContent, page: str) -> dict[str, list[str]]:
    """Each entry's link -> its titles in the game's translations (for the source-language page, so
    a player who types a name in the game's own language finds it: "москва" finds Moscow)."""
    own = game.manifest.lang if game.manifest is not None else None
    out: dict[str, list[str]] = {}
    if own in game.translations:
        return out                       # a translated page: its own text is already that language
    for lang in sorted(game.translations):
        other = translated_game(game, lang)
        for target in build_anchors(other).by_id.values():
            out.setdefault(f"{page}#{target.anchor}", []).append(target.label)
    return out
