"""One game's kit for one paper: sections planned, page numbers known, pages yielded in order."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from generator.faces.primitives import Anchor
from generator.kit.cards import cards_section
from generator.kit.cover import Placed, SourceFacts, cover_pages, source_facts
from generator.kit.pages import MUTED, Page, label_items, one_line
from generator.kit.section import Section
from generator.kit.settings import KitSettings
from generator.layout.units import PAPERS
from generator.model.project import GameContent


@dataclass
class KitPlan:
    game: GameContent
    paper: str
    settings: KitSettings
    sections: list[Section]
    placed: list[Placed]
    cover: list[Page]

    @property
    def blank_backs(self) -> bool:
        return self.settings.two_sided_pages

    @property
    def page_count(self) -> int:
        return self.placed[-1].last if self.placed else self._cover_pages()

    def _cover_pages(self) -> int:
        return cover_span(len(self.cover), self.blank_backs)


def cover_span(pages: int, blank_backs: bool) -> int:
    """The cover's pages print back to back; in duplex modes it ends on a sheet's back."""
    return pages + (pages % 2 if blank_backs else 0)


def section_builders():
    """The sections of a kit in print order (imported here so each module stays small)."""
    from generator.kit.calibration import calibration_section
    from generator.kit.tokens import tokens_section
    from generator.kit.tracks import tracks_section
    from generator.kit.boards import boards_section
    from generator.kit.tables import tables_section
    return (calibration_section, cards_section, tokens_section, tracks_section, boards_section,
            tables_section)


def plan_kit(game: GameContent, paper: str, settings: KitSettings, root: Path | None,
             facts: SourceFacts | None = None) -> KitPlan:
    """Plan the sections, then the cover twice: first to count its pages, then with page numbers."""
    sections = [build(game, paper, settings, root) for build in section_builders()]
    sections = [s for s in sections if s.parts]
    w, h = PAPERS[paper]
    facts = facts or source_facts(game)
    plan = KitPlan(game, paper, settings, sections, [], [])
    plan.cover = cover_pages(game, paper, settings, _place(plan, 1), w, h, plan.blank_backs, facts)
    plan.placed = _place(plan, len(plan.cover))
    plan.cover = cover_pages(game, paper, settings, plan.placed, w, h, plan.blank_backs, facts)
    return plan


def _place(plan: KitPlan, cover_pages: int) -> list[Placed]:
    """Page ranges of every part, counting blank backs of one-sided pages in duplex modes."""
    step = 2 if plan.blank_backs else 1
    page = cover_span(cover_pages, plan.blank_backs) + 1
    placed = []
    for section in plan.sections:
        for part in section.parts:
            span = part.page_count if part.two_sided else part.page_count * step
            placed.append(Placed(section, part, page, page + span - 1))
            page += span
    return placed


def kit_pages(plan: KitPlan) -> Iterator[Page]:
    """Every page of the kit, numbered, with outline anchors and blank backs where needed."""
    number = 0
    for i, page in enumerate(plan.cover):
        if i == 0:
            page.items.insert(0, Anchor("cover", "Cover and contents"))
        number += 1
        yield _finish(page, number, plan)
    if number < cover_span(len(plan.cover), plan.blank_backs):
        number += 1
        yield _blank(plan.cover[-1], number)
    for place in plan.placed:
        for i, page in enumerate(place.part.pages()):
            if i == 0:
                anchors = [Anchor(f"{place.section.key}:{place.part.key}", place.part.title, 1)]
                if place.part is place.section.parts[0]:
                    anchors.insert(0, Anchor(place.section.key, place.section.title, 0))
                page.items[:0] = anchors
            number += 1
            yield _finish(page, number, plan)
            if plan.blank_backs and page.one_sided:
                number += 1
                yield _blank(page, number)


def _finish(page: Page, number: int, plan: KitPlan) -> Page:
    if page.label:
        page.items.extend(label_items(f"{page.label} \u00b7 page {number}", page.label_box))
    else:
        area = page.area
        page.items.append(one_line(f"{plan.game.title} \u00b7 page {number}", area.right, area.y + 1.0, 7.0,
                                   colour=MUTED, align="right"))
    return page


def _blank(before: Page, number: int) -> Page:
    text = f"Page {number}: back of page {number - 1}, left blank on purpose."
    return Page(before.w, before.h, [one_line(text, before.w / 2, before.h / 2, 8.0, "italic", MUTED,
                                              align="centre")])
