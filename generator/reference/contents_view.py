"""The page's contents: its parts in order, each with its rules two levels deep, for the sidebar."""

from __future__ import annotations

from generator.model.wording import ENGLISH, Wording
from generator.reference.views import GamePage, NavItem, RulesSection, RuleView

DEPTH = 2  # levels of rules listed under a part


def _rule_items(rules: tuple[RuleView, ...], depth: int) -> tuple[NavItem, ...]:
    if depth == 0:
        return ()
    return tuple(NavItem("#" + r.anchor, r.label, _rule_items(r.children, depth - 1)) for r in rules)


def _part(section: RulesSection) -> NavItem:
    return NavItem("#" + section.anchor, section.title, _rule_items(section.rules, DEPTH))


def contents(page: GamePage, _: Wording = ENGLISH) -> tuple[NavItem, ...]:
    """Every part present on the page, in page order, with the rules and entries inside it."""
    items = [NavItem("#s-overview", _("Overview"))]
    if page.components:
        items.append(NavItem("#s-components", _("Components")))
    items += [_part(s) for s in page.rule_sections if s.anchor != "s-overview"]
    if page.decks:
        items.append(NavItem("#s-cards", _("Cards"), tuple(NavItem("#" + d.anchor, d.name) for d in page.decks)))
    for anchor, title, grids in (("s-tables", _("Tables"), page.tables),
                                 ("s-derived", _("Odds and derived tables"), page.derived),
                                 ("s-boards", _("Boards, tracks and tokens"), page.boards)):
        if grids:
            items.append(NavItem("#" + anchor, title, tuple(NavItem("#" + g.anchor, g.title) for g in grids)))
    if page.glossary:
        items.append(NavItem("#s-glossary", _("Glossary")))
    if page.icons:
        items.append(NavItem("#s-icons", _("Icon legend")))
    return tuple(items)
