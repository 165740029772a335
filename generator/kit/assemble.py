"""One game's kit for one paper: sections planned, shared sheets packed, page numbers known,
pages yielded in order: the cover, pages printed first (calibration), the shared sheets, the
parts with pages of their own (boards larger than a page), then the optional sheets (stand-ins
for pieces the player may supply), packed apart so they can be left unprinted."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from generator.model.wording import ENGLISH, N_, Wording, words
from generator.faces.primitives import Anchor
from generator.kit.cards import cards_section
from generator.kit.cover import SourceFacts, cover_pages, source_facts
from generator.kit.placed import Placed
from generator.kit.pages import MUTED, Page, label_items, one_line
from generator.kit.section import Part, Section
from generator.settings_file import KitSettings
from generator.kit.shared import SharedSheets, shared_sheets
from generator.geometry.kept import LayoutStore
from generator.geometry.units import PAPERS
from generator.model.game.project import GameContent


@dataclass
class KitPlan:
    game: GameContent
    paper: str
    settings: KitSettings
    sections: list[Section]
    shared: SharedSheets
    optional: SharedSheets
    placed: list[Placed]
    cover: list[Page]

    @property
    def blank_backs(self) -> bool:
        return self.settings.two_sided_pages

    @property
    def page_count(self) -> int:
        own = sum(p.page_count * (2 if self.blank_backs and not p.two_sided else 1)
                  for s in self.sections for p in s.parts if p.page_count)
        return (cover_span(len(self.cover), self.blank_backs) + own + self.shared.page_count
                + self.optional.page_count)

    def own_parts(self, first: bool) -> list[tuple[Section, Part]]:
        return [(s, p) for s in self.sections for p in s.parts if p.page_count and p.first == first]


OPTIONAL = "stand-ins"     # the section whose pieces go on the optional sheets


def cover_span(pages: int, blank_backs: bool) -> int:
    """The cover's pages print back to back; in duplex modes it ends on a sheet's back."""
    return pages + (pages % 2 if blank_backs else 0)


def section_builders(layouts: LayoutStore | None = None):
    """The sections of a kit in print order (imported here so each module stays small); the boards'
    searched layouts kept in ``layouts``."""
    from generator.kit.tokens import tokens_section
    from generator.kit.tracks import tracks_section
    from generator.kit.boards import boards_section
    from generator.kit.tables import tables_section
    from generator.kit.stand_ins import stand_ins_section
    return (cards_section, tokens_section, tracks_section, partial(boards_section, layouts=layouts),
            tables_section, stand_ins_section)


def plan_kit(game: GameContent, paper: str, settings: KitSettings, root: Path | None,
             facts: SourceFacts | None = None, layouts: LayoutStore | None = None) -> KitPlan:
    """Plan the sections and pack the shared sheets, then the cover twice: first to count its
    pages, then with page numbers."""
    sections = [build(game, paper, settings, root) for build in section_builders(layouts)]
    sections = [s for s in sections if s.parts]
    packed = [(s.key == OPTIONAL, p) for s in sections for p in s.parts if p.packed]
    shared = shared_sheets([p for optional, p in packed if not optional], paper, settings, layouts=layouts)
    optional = shared_sheets([p for optional, p in packed if optional], paper, settings, "optional sheet", layouts)
    w, h = PAPERS[paper]
    facts = facts or source_facts(game)
    plan = KitPlan(game, paper, settings, sections, shared, optional, [], [])
    plan.cover = cover_pages(game, paper, settings, _place(plan, 1), w, h, plan.blank_backs, facts)
    plan.placed = _place(plan, len(plan.cover))
    plan.cover = cover_pages(game, paper, settings, plan.placed, w, h, plan.blank_backs, facts)
    return plan


def _place(plan: KitPlan, cover_pages: int) -> list[Placed]:
    """The pages of every part, counting blank backs of one-sided pages in duplex modes."""
    page = cover_span(cover_pages, plan.blank_backs) + 1
    pages: dict[int, list[int]] = {}
    for _, part in plan.own_parts(first=True):
        page = _own_pages(plan, part, page, pages)
    for key, numbers in plan.shared.part_pages(page).items():
        pages.setdefault(key, []).extend(numbers)
    page += plan.shared.page_count
    for _, part in plan.own_parts(first=False):
        page = _own_pages(plan, part, page, pages)
    for key, numbers in plan.optional.part_pages(page).items():
        pages.setdefault(key, []).extend(numbers)
    return [Placed(section, part, tuple(sorted(pages[id(part)])))
            for section in plan.sections for part in section.parts if pages.get(id(part))]


def _own_pages(plan: KitPlan, part: Part, page: int, pages: dict[int, list[int]]) -> int:
    """The part's printed pages from ``page`` on (not the blank backs between them)."""
    step = 2 if plan.blank_backs and not part.two_sided else 1
    span = part.page_count * step
    pages.setdefault(id(part), []).extend(range(page, page + span, step))
    return page + span


def kit_pages(plan: KitPlan) -> Iterator[Page]:
    """Every page of the kit, numbered, with outline anchors and blank backs where needed."""
    number = 0
    anchors = _anchors(plan)
    for page in plan.cover:
        number += 1
        yield _finish(page, number, plan, anchors)
    if number < cover_span(len(plan.cover), plan.blank_backs):
        number += 1
        yield _blank(plan.cover[-1], number, words(plan.game))
    for page in _body(plan):
        number += 1
        yield _finish(page, number, plan, anchors)


def _body(plan: KitPlan) -> Iterator[Page]:
    """The pages after the cover, blank backs included, in print order."""
    for _, part in plan.own_parts(first=True):
        yield from _with_blanks(plan, part)
    yield from plan.shared.pages(plan.game.title, words(plan.game))
    for _, part in plan.own_parts(first=False):
        yield from _with_blanks(plan, part)
    yield from plan.optional.pages(plan.game.title, words(plan.game))


def _with_blanks(plan: KitPlan, part: Part) -> Iterator[Page]:
    assert part.pages is not None
    for page in part.pages():
        yield page
        if plan.blank_backs and page.one_sided:
            yield Page(page.w, page.h, [], False, blank=True)


def _anchors(plan: KitPlan) -> dict[int, list[Anchor]]:
    """Outline places by page: each section and part where it first prints; the outline entries
    themselves all go on the first page: sections in the kit's order, each with its parts under
    it in print order (shared sheets mix parts of several sections)."""
    firsts: dict[str, tuple[int, Section]] = {}
    for place in plan.placed:
        start = place.pages[0]
        if place.section.key not in firsts or start < firsts[place.section.key][0]:
            firsts[place.section.key] = (start, place.section)
    out: dict[int, list[Anchor]] = {1: [Anchor("cover", words(plan.game).gettext("Cover and contents"))]}
    for section in plan.sections:
        if section.key not in firsts:
            continue
        start = firsts[section.key][0]
        out[1].append(Anchor(section.key, section.title, 0, False))
        out.setdefault(start, []).append(Anchor(section.key, ""))
        for place in sorted((p for p in plan.placed if p.section is section), key=lambda p: p.pages[0]):
            key = f"{section.key}:{place.part.key}"
            out[1].append(Anchor(key, place.part.title, 1, False))
            out.setdefault(place.pages[0], []).append(Anchor(key, ""))
    return out


def _finish(page: Page, number: int, plan: KitPlan, anchors: dict[int, list[Anchor]]) -> Page:
    page.items[:0] = anchors.get(number, [])
    _ = words(plan.game)
    if page.blank:
        text = _(BLANK_BACK).format(page=number, front=number - 1)
        page.items.append(one_line(text, page.w / 2, page.h / 2, 8.0, "italic", MUTED, align="centre"))
    elif page.label:
        texts = [_("{label} \u00b7 page {page}").format(label=text, page=number)
                 for text in (page.label, *page.shorter)]
        page.items.extend(label_items(texts, page.label_box))
    else:
        area = page.area
        page.items.append(one_line(_("{label} \u00b7 page {page}").format(label=plan.game.title, page=number),
                                   area.right, area.y + 1.0, 7.0, colour=MUTED, align="right"))
    return page


BLANK_BACK = N_("Page {page}: back of page {front}, left blank on purpose.")


def _blank(before: Page, number: int, _: Wording = ENGLISH) -> Page:
    text = _(BLANK_BACK).format(page=number, front=number - 1)
    return Page(before.w, before.h, [one_line(text, before.w / 2, before.h / 2, 8.0, "italic", MUTED,
                                              align="centre")])
