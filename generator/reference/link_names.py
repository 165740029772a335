"""Links told apart on a rendered page: two links sharing an accessible name lead to one place.

A screen reader's list of links shows each link by its name alone, so "Course of the Phase" three
times, each to another rule, is three guesses. After a page is rendered, every group of links that
share a name but lead to different anchors gets names naming where each leads ("Course of the Phase
(rule in 5. Planning Phase)", "Commander cards (deck)"), as an ``aria-label`` starting with the
visible text; a name still shared gets its ordinal ("2 of 3").
"""

from __future__ import annotations

from collections.abc import Sequence

import html
import re
from collections import defaultdict

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.model.wording import ENGLISH, Wording
from generator.reference.anchors import PREFIX, anchor_for
from generator.reference.names import unique_names

_LINK = re.compile(r"<a\b([^>]*)>(.*?)</a>", re.S)
_HREF = re.compile(r'\shref="([^"]*)"')
_LABEL = re.compile(r'\saria-label="([^"]*)"')
_TAG = re.compile(r"<[^>]+>")
_SPACE = re.compile(r"\s+")


def _kind_words(_: Wording) -> dict[str, str]:
    return {"component": _("component"), "resource": _("icon"), "deck": _("deck"), "card": _("card"),
            "table": _("table"), "derived": _("derived table"), "board": _("board"), "space": _("space"),
            "track": _("track"), "sheet": _("token sheet"), "token": _("token"), "rule": _("rule"),
            "term": _("glossary term"), "s": _("part of the page"), "src": _("source")}


def _rule_label(rule: e.Rule) -> str:
    return f"{rule.number} {rule.title}" if rule.number else str(rule.title)


def target_places(game: GameContent, _: Wording = ENGLISH) -> dict[str, str]:
    """Each anchor of the game's pages -> what and where it is: a rule by the rule (or book) it is
    in, a card by its deck, a space by its board, a token by its sheet, anything else by its kind."""
    kinds = _kind_words(_)
    places = {}
    for entity in game.all_entities():
        kind = PREFIX.get(type(entity))
        if kind and getattr(entity, "id", None):
            places[anchor_for(kind, entity.id)] = kinds[kind]
    inside = ((game.decks, "cards", "card", _("card of {name}")),
              (game.boards, "spaces", "space", _("space on {name}")),
              (game.sheets, "tokens", "token", _("token on {name}")))
    for holders, field, kind, wording in inside:
        for holder in holders:
            for item in getattr(holder, field, ()):
                places[anchor_for(kind, item.id)] = wording.format(name=holder.name)

    def visit(rules: Sequence[e.Rule], parent: str) -> None:
        for rule in rules:
            if parent:
                places[anchor_for("rule", rule.id)] = _("rule in {name}").format(name=parent)
            visit(rule.children, _rule_label(rule))

    visit(game.rules, "")
    return places


def _place(href: str, places: dict[str, str], kinds: dict[str, str]) -> str:
    anchor = href.split("#", 1)[1] if "#" in href else ""
    if anchor in places:
        return places[anchor]
    if anchor.startswith("src-"):
        return kinds["src"]
    return kinds.get(anchor.split("-", 1)[0], "") if anchor else ""


def _name(attributes: str, inner: str) -> str:
    label = _LABEL.search(attributes)
    text = html.unescape(label.group(1)) if label else html.unescape(_TAG.sub("", inner))
    return _SPACE.sub(" ", text).strip()


def distinct_link_names(page: str, places: dict[str, str], _: Wording = ENGLISH) -> str:
    """``page`` with every link that shares its name with a link elsewhere renamed by its place."""
    links = [(m, found.group(1), _name(m.group(1), m.group(2)))
             for m in _LINK.finditer(page) if (found := _HREF.search(m.group(1)))]
    targets: dict[str, set[str]] = defaultdict(set)
    for _m, href, name in links:
        targets[name].add(href)
    shared = {name for name, hrefs in targets.items() if len(hrefs) > 1}
    if not shared:
        return page
    kinds = _kind_words(_)
    order = {anchor: i for i, anchor in enumerate(places)}  # ordinals follow the content's order
    named = sorted({(href, name) for _m, href, name in links if name in shared},
                   key=lambda hn: (order.get(hn[0].split("#", 1)[-1], len(order)), hn))
    renamed = unique_names([(f"{h}\n{n}", n, _place(h, places, kinds)) for h, n in named],
                           _("{name} ({context})"))
    out, last = [], 0
    for m, href, name in links:
        if name in shared:
            attributes = _LABEL.sub("", m.group(1))
            label = html.escape(renamed[f"{href}\n{name}"])
            out += [page[last:m.start()], f'<a{attributes} aria-label="{label}">{m.group(2)}</a>']
            last = m.end()
    out.append(page[last:])
    return "".join(out)
