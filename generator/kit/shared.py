"""The shared sheets of a kit: every part's runs and blocks packed together (layout.sheets), then
drawn page by page: fronts, their backs (or, on a gutterfold, both halves of one page), a label
naming what each sheet holds, and a blank back behind a one-sided sheet in the duplex modes."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from collections.abc import Iterator

from generator.model.wording import ENGLISH, N_, Wording
from generator.faces.primitives import Group, Use
from generator.kit.pages import Page, blank_page, fold_items, marks_form
from generator.kit.section import BlockSpec, Face, Packed, Part, RunSpec
from generator.settings_file import KitSettings
from generator.geometry.plane import translate
from generator.geometry.kept import LayoutStore
from generator.geometry.packed import Sheet
from generator.geometry.sheets import pack, paper_cost
from generator.geometry.units import PAPERS

SIDES = {"long-edge": N_("print double-sided, flip on the long edge"),
         "short-edge": N_("print double-sided, flip on the short edge"),
         "simplex": N_("print one-sided; glue each back page behind its front page"),
         "gutterfold": N_("fold along the dashed line, glue, then cut")}
HEADINGS = (N_("sheet"), N_("optional sheet"))   # how the labels name a sheet


@dataclass
class SharedSheets:
    """The packing of every packed part of a kit, and the pages it prints as."""

    specs: list[Packed]
    owners: list[Part]
    sheets: list[Sheet]
    mode: str
    blank_backs: bool
    heading: str = "sheet"     # how the labels name a sheet ("optional sheet" for stand-ins)

    def pages_per_sheet(self, sheet: Sheet) -> int:
        if self.mode == "gutterfold":
            return 1
        return 2 if sheet.has_backs or self.blank_backs else 1

    @property
    def page_count(self) -> int:
        return sum(self.pages_per_sheet(s) for s in self.sheets)

    def part_pages(self, first_page: int) -> dict[int, list[int]]:
        """For each packed part (by id()), the pages its items are on (fronts and backs)."""
        out: dict[int, list[int]] = {}
        page = first_page
        for sheet in self.sheets:
            span = self.pages_per_sheet(sheet)
            printed = span if sheet.has_backs else 1
            for piece in sheet.pieces():
                pages = out.setdefault(id(self.owners[piece]), [])
                for p in range(page, page + printed):
                    if p not in pages:
                        pages.append(p)
            page += span
        return out

    def pages(self, title: str, _: Wording = ENGLISH) -> Iterator[Page]:
        faces = [iter(s.faces()) if isinstance(s, RunSpec) else None for s in self.specs]
        for n, sheet in enumerate(self.sheets, 1):
            yield from self._sheet_pages(sheet, n, faces, title, _)

    def _sheet_pages(self, sheet: Sheet, n: int, faces, title: str, _: Wording) -> Iterator[Page]:
        paper = sheet.paper
        fronts: list = [Use(_marks(sheet.front_marks, paper))]
        backs: list = [Use(_marks(sheet.back_marks, paper))] if sheet.back_marks else []
        for item in sheet.items:
            face: Face = next(faces[item.piece])
            fronts.append(Group(item.front.placement, face.front))
            if item.back is not None and face.back is not None:
                backs.append(Group(item.back.placement, face.back))
        for placed in sheet.blocks:
            spec = self.specs[placed.piece]
            assert isinstance(spec, BlockSpec)
            fronts.append(Group(translate(placed.rect.x, placed.rect.y), spec.items))
        body = _("{sheet} {n} of {count}: {contents}").format(
            sheet=_(self.heading), n=n, count=len(self.sheets), contents=self.contents(sheet, _))
        sheet_n = body.split(": ", 1)[0]

        def page(items: list, side: str, how: str, box) -> Page:
            """A page whose label says where, which side and how to print, with shorter forms
            for a narrow label box: without the game's title, without how to print, and without
            what the sheet holds (the cover says all three)."""
            full = " \u00b7 ".join(p for p in (title, body, side, how) if p)
            shorter = tuple(" \u00b7 ".join(p for p in parts if p)
                            for parts in ((body, side, how), (body, side), (sheet_n, side)))
            return Page(paper.w, paper.h, items, False, full, box, shorter=shorter)

        if self.mode == "gutterfold" and sheet.fold is not None:
            yield page(fronts + backs + fold_items(sheet.fold), "", _(SIDES["gutterfold"]), sheet.front_label)
            return
        if not sheet.has_backs:
            front = page(fronts, _("one-sided: cut along the marks"), "", sheet.front_label)
            yield front
            if self.blank_backs:
                yield blank_page(front)
            return
        yield page(fronts, _("fronts"), _(SIDES[self.mode]), sheet.front_label)
        yield page(backs, _("backs of the page before"), "", sheet.back_label)


    def contents(self, sheet: Sheet, _: Wording = ENGLISH) -> str:
        """What a sheet holds: each name once, with its item numbers or its number of variants."""
        numbers: dict[str, list[int]] = {}
        variants: dict[str, list[str]] = {}
        totals: dict[str, int] = {}
        for item in sheet.items:
            spec = self.specs[item.piece]
            assert isinstance(spec, RunSpec)
            if spec.numbered:
                numbers.setdefault(spec.name, []).append(item.index + 1)
                totals[spec.name] = spec.run.count
            kinds = variants.setdefault(spec.name, [])
            if spec.variant and spec.variant not in kinds:
                kinds.append(spec.variant)
        for placed in sheet.blocks:
            variants.setdefault(self.specs[placed.piece].name, [])
        out = []
        for name, kinds in variants.items():
            if name in numbers:
                out.append(_("{name} {span} of {count}").format(name=name, span=_span(numbers[name]),
                                                                 count=totals[name]))
            elif len(kinds) == 1:
                out.append(f"{name} ({kinds[0]})")
            elif kinds:
                out.append(_("{name} ({count} colours)").format(name=name, count=len(kinds)))
            else:
                out.append(name)
        return ", ".join(out)


def _span(numbers: list[int]) -> str:
    lo, hi = min(numbers), max(numbers)
    return str(lo) if lo == hi else f"{lo}-{hi}"


def _marks(segments, paper):
    key = hashlib.sha1(repr([(round(s.x1, 3), round(s.y1, 3), round(s.x2, 3), round(s.y2, 3))
                             for s in segments]).encode()).hexdigest()[:16]
    return marks_form(f"{paper.w:g}x{paper.h:g}:{key}", segments, paper)


def shared_sheets(parts: list[Part], paper: str, settings: KitSettings, heading: str = "sheet",
                  layouts: LayoutStore | None = None) -> SharedSheets:
    """Pack the pieces of ``parts`` (in order) onto the kit's shared sheets; where a part offers
    other pieces instead (``packed_instead``), one part after another is packed with them too,
    keeping them when the sheets take less paper (the parts' own pieces on a tie)."""
    chosen = [part.packed for part in parts]
    best = _packed(parts, chosen, paper, settings, heading, layouts)
    tries = 1
    for n, part in enumerate(parts):
        if not part.packed_instead or tries >= MAX_CHOICES:
            continue
        tries += 1
        other = chosen[:n] + [part.packed_instead] + chosen[n + 1:]
        candidate = _packed(parts, other, paper, settings, heading, layouts)
        if paper_cost(candidate.sheets, settings.duplex) < paper_cost(best.sheets, settings.duplex):
            best, chosen = candidate, other
    assert best is not None
    for part in parts:   # a part printing its other pieces says so
        if part.packed_instead and part.note_instead and any(o is part for o, s in zip(best.owners, best.specs)
                                                             if s in part.packed_instead):
            part.note = part.note_instead
    return best


MAX_CHOICES = 8   # packings tried at most, for parts offering other pieces


def _packed(parts: list[Part], chosen, paper: str, settings: KitSettings, heading: str,
            layouts: LayoutStore | None) -> SharedSheets:
    specs: list[Packed] = []
    owners: list[Part] = []
    for part, packed in zip(parts, chosen, strict=True):
        for spec in packed:
            specs.append(spec)
            owners.append(part)
    pieces = [s.run if isinstance(s, RunSpec) else s.block for s in specs]
    w, h = PAPERS[paper]
    sheets = pack(pieces, w, h, settings.duplex, settings.back_offset, layouts=layouts)
    return SharedSheets(specs, owners, sheets, settings.duplex, settings.two_sided_pages, heading)
