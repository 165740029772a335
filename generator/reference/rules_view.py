"""Rules text grouped into the parts of the game page, and the round at a glance.

A top-level rule goes to the part its kind names; a plain section (kind section, reference or note)
goes where its first sub-rule with a telling kind goes, else to "Other rules". Rules of a part that
sit nested in another part are listed there as links, so every rule has exactly one anchor.
"""

from __future__ import annotations

from generator.model import entities as e
from generator.model.project import walk_rules
from generator.model.values import Unknown
from generator.reference.anchors import Anchors
from generator.reference.fragments import cite, unknown_badge
from generator.reference.text import paragraphs
from generator.reference.views import GlanceItem, Link, RulesSection, RuleView

# (page part, its title, the rule kinds it gathers), in page order
PARTS = (
    ("overview", "Overview", ("overview",)),
    ("setup", "Setup", ("setup",)),
    ("turn", "Turn structure", ("phase", "step")),
    ("actions", "Actions", ("action",)),
    ("battles", "Battles", ("battle",)),
    ("scoring", "Scoring and victory", ("scoring", "victory")),
    ("variants", "Variants and solo", ("variant", "solo")),
    ("rules", "Other rules", ()),
)
_PART_OF_KIND = {kind: part for part, _, kinds in PARTS for kind in kinds}


def part_of(rule: e.Rule) -> str:
    """The page part a top-level rule belongs to."""
    for candidate in walk_rules([rule]):
        if candidate.kind in _PART_OF_KIND:
            return _PART_OF_KIND[candidate.kind]
    return "rules"


def rule_view(rule: e.Rule, anchors: Anchors, level: int = 3) -> RuleView:
    if isinstance(rule.text, Unknown):
        text: tuple = (unknown_badge(rule.text, with_reason=True),)
    else:
        text = tuple(paragraphs(rule.text or "", anchors))
    source = rule.source
    shown = source if source is not None and (source.public or source.note) else None
    return RuleView(
        anchor=anchors.of(rule), number=rule.number, title=rule.title, local_title=rule.local_title,
        kind=rule.kind, text=text, source=cite(shown),
        children=tuple(rule_view(child, anchors, min(level + 1, 6)) for child in rule.children),
        level=level)


def _label(rule: e.Rule) -> str:
    return f"{rule.number} {rule.title}" if rule.number else rule.title


def rule_sections(rules: list[e.Rule], anchors: Anchors) -> list[RulesSection]:
    """The parts of the page that hold rules, in page order; parts with nothing are left out."""
    placed: dict[str, list[e.Rule]] = {part: [] for part, _, _ in PARTS}
    for rule in rules:
        placed[part_of(rule)].append(rule)
    sections = []
    for part, title, kinds in PARTS:
        own = {r.id for top in placed[part] for r in walk_rules([top])}
        elsewhere = tuple(Link("#" + anchors.of(r), _label(r)) for r in walk_rules(rules)
                          if r.kind in kinds and r.kind != "step" and r.id not in own)
        if placed[part] or elsewhere:
            views = tuple(rule_view(rule, anchors) for rule in placed[part])
            sections.append(RulesSection(f"s-{part}", title, views, elsewhere))
    return sections


def glance(rules: list[e.Rule], anchors: Anchors) -> list[GlanceItem]:
    """Every phase in rulebook order with its steps: the round at a glance."""
    def item(rule: e.Rule) -> GlanceItem:
        steps = tuple(item(child) for child in rule.children if child.kind == "step")
        return GlanceItem(anchors.of(rule), rule.number, rule.title, steps)

    return [item(rule) for rule in walk_rules(rules) if rule.kind == "phase"]
