"""The page's contents: its parts in order, each with its rules two levels deep, for the sidebar."""

from __future__ import annotations

from generator.reference.views import GamePage, NavItem, RulesSection, RuleView

DEPTH = 2  # levels of rules listed under a part


def _rule_items(rules: tuple[RuleView, ...], depth: int) -> tuple[NavItem, ...]:
    if depth == 0:
        return ()
    return tuple(NavItem("#" + r.anchor, r.label, _rule_items(r.children, depth - 1)) for r in rules)


def _part(section: RulesSection) -> NavItem:
    return NavItem("#" + section.anchor, section.title, _rule_items(section.rules, DEPTH))


def contents(page: GamePage) -> tuple[NavItem, ...]:
    """Every part present on the page, in page order, with the rules and entries inside it."""
    items = [NavItem("#s-overview", "Overview")]
    if page.components:
        items.append(NavItem("#s-components", "Components"))
    items += [_part(s) for s in page.rule_sections if s.anchor != "s-overview"]
    if page.decks:
        items.append(NavItem("#s-cards", "Cards", tuple(NavItem("#" + d.anchor, d.name) for d in page.decks)))
    for anchor, title, grids in (("s-tables", "Tables", page.tables),
                                 ("s-derived", "Odds and derived tables", page.derived),
                                 ("s-boards", "Boards, tracks and tokens", page.boards)):
        if grids:
            items.append(NavItem("#" + anchor, title, tuple(NavItem("#" + g.anchor, g.title) for g in grids)))
    if page.glossary:
        items.append(NavItem("#s-glossary", "Glossary"))
    if page.icons:
        items.append(NavItem("#s-icons", "Icon legend"))
    return tuple(items)
