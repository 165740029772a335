"""The sources appendix, compact: facts by grade, the public sources with their confidence, and what
is not known, each reason once with the entries it holds for."""

from __future__ import annotations

from collections.abc import Callable
from xml.sax.saxutils import escape

from reportlab.platypus import Paragraph
from reportlab.platypus.flowables import Flowable

from generator.kit.cover import source_facts
from generator.model.game.project import GameContent
from generator.model.wording import N_, words
from generator.reference.anchors import Anchors
from generator.reference.sources_view import sources_view
from generator.rulebook.styles import Styles

GRADE_NAMES = {"rulebook": N_("from the rulebook"), "design": N_("from the game's own design"),
               "public-high": N_("public sources, high confidence"),
               "public-medium": N_("public sources, medium confidence"),
               "public-low": N_("public sources, low confidence")}
MOST_PLACES = 12   # entries named for one reason; the rest are counted


def sources_appendix(game: GameContent, anchors: Anchors, styles: Styles,
                     heading: Callable[[str, str], Flowable]) -> list[Flowable]:
    _ = words(game)
    view = sources_view(game, anchors)
    out: list[Flowable] = [heading(_("Sources"), "s-sources")]
    if view.rulebook:
        out.append(Paragraph(escape(_("Rulebook: {rulebook}.").format(rulebook=view.rulebook)), styles.body))
    grades = "; ".join(f"{count} {_(GRADE_NAMES.get(grade, grade))}" for grade, count in view.grades)
    out.append(Paragraph(escape(_("Facts by source: {grades}.").format(grades=grades)), styles.body))
    publics = source_facts(game).publics
    if publics:
        named = "; ".join(_("{source}: {confidence} confidence ({count})").format(
            source=name, confidence=_(confidence), count=count) for name, confidence, count in publics)
        out.append(Paragraph(escape(_(" Public sources (entries): {sources}.").format(sources=named).strip()),
                             styles.body))
    if view.unknowns:
        by_reason: dict[str, list[str]] = {}
        for item in view.unknowns:
            by_reason.setdefault(item.reason, []).append(f"{item.where} ({item.field.lower()})")
        out.append(Paragraph(escape(_("Not known ({count}), by reason:").format(count=len(view.unknowns))),
                             styles.body))
        for reason, places in by_reason.items():
            named = ", ".join(dict.fromkeys(places))
            shown = list(dict.fromkeys(places))
            if len(shown) > MOST_PLACES:
                more = _(" and {count} more").format(count=len(shown) - MOST_PLACES)
                named = ", ".join(shown[:MOST_PLACES]) + more
            out.append(Paragraph(f"• {escape(reason)} <font color='#555555'>{escape(named)}</font>", styles.small))
    return out
