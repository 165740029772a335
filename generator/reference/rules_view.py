"""Rules text grouped into the parts of the game page, and the round at a glance.

A rule whose kind names a part (phase, action, battle...) goes to that part with all its sub-rules.
A plain section (kind section, reference or note) goes where its sub-rules with a telling kind go;
when they go to different parts, the section is split: its heading and text open the first part it
feeds, and its sub-sections are placed one by one. Within a part, rules keep the rulebook's
numbering order. Rules of a part nested inside another part are listed there as links, so every
rule has exactly one anchor.
"""

from __future__ import annotations

from collections.abc import Sequence

import re
from dataclasses import dataclass

from generator.model.wording import N_
from generator.model.game import entities as e
from generator.model.game.project import walk_rules
from generator.model.game.values import Unknown
from generator.reference.anchors import Anchors
from generator.reference.fragments import unknown_badge
from generator.reference.names import unique_names
from generator.reference.text import paragraphs
from generator.reference.views import GlanceItem, Link, RulesSection, RuleView

# (page part, its title, the rule kinds it gathers), in page order
PARTS = (
    ("overview", N_("Overview"), ("overview",)),
    ("setup", N_("Setup"), ("setup",)),
    ("turn", N_("Turn structure"), ("phase", "step")),
    ("actions", N_("Actions"), ("action",)),
    ("battles", N_("Battles"), ("battle",)),
    ("scoring", N_("Scoring and victory"), ("scoring", "victory")),
    ("variants", N_("Variants and solo"), ("variant", "solo")),
    ("rules", N_("Other rules"), ()),
)
PART_OF_KIND = {kind: part for part, _, kinds in PARTS for kind in kinds}
_PART_ORDER = {part: i for i, (part, _, _) in enumerate(PARTS)}


@dataclass(frozen=True)
class Unit:
    """A rule placed in a part; ``heading_only`` for a split section shown without its sub-rules."""

    part: str
    rule: e.Rule
    heading_only: bool
    scope: str
    order: int


def number_key(number: str | None) -> tuple[int, ...]:
    """'6.4.1.' as (6, 4, 1); no number sorts first."""
    return tuple(int(n) for n in re.findall(r"\d+", number or ""))


def _parts(rule: e.Rule) -> set[str]:
    """The parts a rule feeds: its own kind's, or else those of its sub-rules (recursively)."""
    if rule.kind in PART_OF_KIND:
        return {PART_OF_KIND[rule.kind]}
    return set().union(*(_parts(child) for child in rule.children))


def _units(rules: Sequence[e.Rule], anchors: Anchors, out: list[Unit]) -> None:
    for rule in rules:
        parts = _parts(rule)
        scope = anchors.scope_of.get(rule.id, "")
        if rule.kind in PART_OF_KIND:
            out.append(Unit(PART_OF_KIND[rule.kind], rule, False, scope, len(out)))
            continue
        if len(parts) <= 1 or not rule.children:
            out.append(Unit(parts.pop() if parts else "rules", rule, False, scope, len(out)))
            continue
        heading = Unit("", rule, True, scope, len(out))
        out.append(heading)
        first = len(out)
        _units(rule.children, anchors, out)
        out[first - 1] = Unit(out[first].part, rule, True, scope, heading.order)


def placed_units(rules: Sequence[e.Rule], anchors: Anchors) -> dict[str, list[Unit]]:
    """Each part's rules, in rulebook order: by book, then by number."""
    units: list[Unit] = []
    _units(rules, anchors, units)
    scopes: dict[str, int] = {}
    for unit in units:
        scopes.setdefault(unit.scope, len(scopes))
    placed: dict[str, list[Unit]] = {part: [] for part, _, _ in PARTS}
    for unit in sorted(units, key=lambda u: (scopes[u.scope], number_key(u.rule.number), u.order)):
        placed[unit.part].append(unit)
    return placed


def rule_names(rules: Sequence[e.Rule]) -> dict[str, str]:
    """Each rule's name for its links, told apart from others of the same number and title."""
    named: list[tuple[str, str, str]] = []

    def visit(items: Sequence[e.Rule], context: str) -> None:
        for rule in items:
            named.append((rule.id, _label(rule), context))
            visit(rule.children, _label(rule))

    visit(rules, "")
    return unique_names(named)


def rule_view(rule: e.Rule, anchors: Anchors, level: int = 3, with_children: bool = True,
              names: dict[str, str] | None = None) -> RuleView:
    scope = anchors.scope_of.get(rule.id, "")
    if isinstance(rule.text, Unknown):
        text: tuple = (unknown_badge(rule.text, with_reason=True, words=anchors.words),)
    else:
        text = tuple(paragraphs(rule.text or "", anchors, scope, seen=set()))
    children = rule.children if with_children else []
    anchor = anchors.of(rule)
    return RuleView(
        anchor=anchor, number=anchors.numbered(rule), title=rule.title, local_title=rule.local_title,
        kind=rule.kind, text=text, src=anchors.source_href(anchor) if rule.source else None,
        children=tuple(rule_view(child, anchors, min(level + 1, 6), names=names) for child in children),
        level=level, name=(names or {}).get(rule.id, _label(rule)))


def _label(rule: e.Rule) -> str:
    return f"{rule.number} {rule.title}" if rule.number else rule.title


def rule_sections(rules: Sequence[e.Rule], anchors: Anchors) -> list[RulesSection]:
    """The parts of the page that hold rules, in page order; parts with nothing are left out."""
    placed = placed_units(rules, anchors)
    names = rule_names(rules)
    sections = []
    for part, title, kinds in PARTS:
        own = {r.id for u in placed[part] if not u.heading_only for r in walk_rules([u.rule])}
        elsewhere = tuple(Link("#" + anchors.of(r), _label(r)) for r in walk_rules(rules)
                          if r.kind in kinds and r.kind != "step" and r.id not in own)
        if placed[part] or elsewhere:
            views = tuple(rule_view(u.rule, anchors, with_children=not u.heading_only, names=names)
                          for u in placed[part])
            sections.append(RulesSection(f"s-{part}", anchors.words(title), views, elsewhere))
    return sections


def round_rules(rules: Sequence[e.Rule], anchors: Anchors, extra: tuple[str, ...] = ()) -> list[e.Rule]:
    """The rules that make up a round: the phases of the turn structure, plus picked extras."""
    turn = placed_units(rules, anchors)["turn"]
    found = [r for u in turn if not u.heading_only for r in walk_rules([u.rule]) if r.kind == "phase"]
    found += [r for r in walk_rules(rules) if r.id in extra and r not in found]
    return sorted(found, key=lambda r: number_key(r.number)) if all(r.number for r in found) else found


def glance(rules: Sequence[e.Rule], anchors: Anchors, extra: tuple[str, ...] = ()) -> list[GlanceItem]:
    """Every phase of the round in rulebook order with its steps: the round at a glance."""
    def item(rule: e.Rule, steps: bool) -> GlanceItem:
        children = tuple(item(c, False) for c in rule.children if steps and c.kind == "step")
        return GlanceItem(anchors.of(rule), anchors.numbered(rule), rule.title, children)

    return [item(rule, True) for rule in round_rules(rules, anchors, extra)]


def rule_places(rules: Sequence[e.Rule], anchors: Anchors) -> dict[str, str]:
    """Where each rule sits, for search results: 'Battle Book · Battles', or the part alone."""
    titles = {part: anchors.words(title) for part, title, _ in PARTS}
    books = {top.id: top.title for top in rules if not top.number}
    places: dict[str, str] = {}
    for part, units in placed_units(rules, anchors).items():
        for unit in units:
            book = books.get(unit.scope, "")
            label = f"{book} · {titles[part]}" if book and book != unit.rule.title else titles[part]
            for rule in [unit.rule] if unit.heading_only else walk_rules([unit.rule]):
                places.setdefault(rule.id, label)
    return places
