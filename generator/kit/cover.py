"""The cover: what the kit holds and where, how to print it, its version, sources and confidence."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.kit import calibration
from generator.kit.flow import Flow
from generator.kit.pages import MUTED, Page
from generator.kit.section import Part, Section
from generator.kit.settings import KitSettings
from generator.model.project import GameContent
from generator.model.values import is_unknown
from generator.model.walk import entities, sources_of
from generator.report.coverage import coverage

PAPER_NAMES = {"a4": "A4 (210 x 297 mm)", "letter": "US Letter (8.5 x 11 in)"}
DUPLEX_TEXT = {
    "long-edge": "Double-sided, flip on the LONG edge (the usual duplex setting). Each card front page "
                 "is followed by its backs page.",
    "short-edge": "Double-sided, flip on the SHORT edge. Each card front page is followed by its backs page.",
    "simplex": "One-sided. Each card front page is followed by its backs page: glue the two sheets back "
               "to back (line them up against a window) before cutting.",
    "gutterfold": "One-sided. Fronts and backs share a page: fold along the dashed line, glue, then cut.",
}


@dataclass(frozen=True)
class Placed:
    """Where a part landed in the PDF: the pages it prints on, in order."""

    section: Section
    part: Part
    pages: tuple[int, ...]

    @property
    def first(self) -> int:
        return self.pages[0]

    @property
    def last(self) -> int:
        return self.pages[-1]

    def where(self) -> str:
        """'page 5', 'pages 5-8' or 'pages 5-8, 11'."""
        return page_ranges(self.pages)


def page_ranges(pages) -> str:
    runs: list[list[int]] = []
    for p in sorted(pages):
        if runs and p == runs[-1][1] + 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)
    return f"page {text}" if len(runs) == 1 and runs[0][0] == runs[0][1] else f"pages {text}"


@dataclass(frozen=True)
class SourceFacts:
    """What the cover says of the content's sources: entries by grade, unknowns, public sources."""

    grades: Counter
    unknowns: int
    publics: tuple[tuple[str, str, int], ...]   # (source, confidence, entries)

    @property
    def entries(self) -> int:
        return sum(self.grades.values())


def source_facts(game: GameContent) -> SourceFacts:
    cov = coverage(game)
    publics = Counter()
    for entity in entities(game):
        for source in sources_of(entity):
            if source.public:
                publics[(source.public, source.confidence or "not stated")] += 1
    return SourceFacts(cov.grades, len(cov.unknowns),
                       tuple((p, c, n) for (p, c), n in sorted(publics.items())))


def cover_pages(game: GameContent, paper: str, settings: KitSettings, placed: list[Placed],
                w: float, h: float, blank_backs: bool, facts: SourceFacts | None = None) -> list[Page]:
    """The cover's pages. With calibration, in the duplex modes, its first sheet carries the
    alignment crosses (front, at the foot) and scales (back), in bands the text keeps free."""
    marks = calibration.wanted(settings) and calibration.two_sided(settings)
    reserve = {}
    if marks:
        back = (calibration.BAND, 0.0) if calibration.band_on_back(settings) == "bottom" else (0.0, calibration.BAND)
        reserve = {0: (calibration.BAND, 0.0), 1: back}
    flow = Flow(w, h, reserve=reserve)
    _title(flow, game)
    _how_to_print(flow, paper, settings, placed, blank_backs)
    _contents(flow, game, placed)
    _sources(flow, facts or source_facts(game))
    pages = flow.pages
    if marks:
        if len(pages) == 1:
            pages.append(Page(w, h, []))
        pages[0].items.extend(calibration.front_marks(w, h))
        pages[1].items.extend(calibration.back_marks(w, h, settings))
    return pages


def _title(flow: Flow, game: GameContent) -> None:
    m = game.manifest
    flow.text(game.title, 24, "bold")
    if m and m.local_title:
        flow.text(m.local_title, 14, "italic", MUTED)
    flow.text("Print-and-play kit", 14, "regular", MUTED)
    flow.space(2)
    if m:
        players = m.players.label()
        by = ", ".join(str(v) for v in (m.publisher, m.year) if v)
        flow.text(f"Players: {players}. Rulebook: {m.rulebook}{f' ({by})' if by and by not in m.rulebook else ''}.")
        flow.text(f"Content version {m.version}. Built from the game's content files by boardgame-generator; "
                  "a player-made kit, not the publisher's.", 8.5, colour=MUTED)


def _how_to_print(flow: Flow, paper: str, settings: KitSettings, placed, blank_backs: bool) -> None:
    flow.heading("How to print")
    check = " Check the 50 mm square below with a ruler first." if calibration.wanted(settings) else ""
    lines = [
        f"Paper: {PAPER_NAMES[paper]}.",
        "Scale: print at 100% / Actual size, never 'Fit to page' or 'Shrink oversized pages'." + check,
        DUPLEX_TEXT[settings.duplex],
    ]
    if settings.duplex in ("long-edge", "short-edge", "simplex"):
        x, y = settings.back_offset
        lines.append(f"Back offset applied: {x:+g} mm across, {y:+g} mm up. If backs miss their fronts, "
                     "measure the offset on the calibration page and rebuild with --back-offset X,Y.")
    if blank_backs:
        lines.append("Pages that are printed on one side only are followed by a blank page, so every card "
                     "front meets its back when the whole PDF is printed double-sided. To save paper, print "
                     "the one-sided page ranges below on their own.")
    lines.append("Bleed: " + ("cards with a full-bleed background have a 3 mm bleed; " if settings.bleed != "off"
                              else "off; ") + "crop marks sit in the margins: cut from mark to mark.")
    if settings.ink_saver:
        lines.append("Ink-saver: background fills are left out.")
    for line in lines:
        flow.text(line, 9.5)
    if calibration.wanted(settings):
        flow.space(2)
        two = calibration.two_sided(settings)
        flow.block(calibration.SQUARE_BLOCK, lambda x, top, width: calibration.square_items(x, top, width, two))


def _contents(flow: Flow, game: GameContent, placed: list[Placed]) -> None:
    flow.heading("What the game needs")
    widths = [flow.box.w * f for f in (0.36, 0.14, 0.5)]
    flow.row(["Component", "Count", "In this kit"], widths, bold=True)
    names = _printable_names(game)
    for c in game.components:
        count = "?" if is_unknown(c.total) else str(c.total)
        if c.per_colour:
            count += f" ({c.per_colour} per colour)"
        where = _where(c, placed, names)
        printed = c.encoded_as or names.get(_singular(c.name))
        if where.startswith("Printed") and printed and _one_off(game, printed) and not is_unknown(c.total) \
                and c.total > 1:
            where += f" Print {c.total} copies of those pages."
        flow.row([c.name, count, where], widths)
    flow.heading("What this PDF holds")
    widths = [flow.box.w * f for f in (0.18, 0.32, 0.34, 0.16)]
    flow.row(["Section", "Part", "Copies", "Pages"], widths, bold=True)
    for p in placed:
        sides = " (double-sided)" if p.part.two_sided else ""
        flow.row([p.section.title, p.part.title, p.part.note + sides, p.where()], widths)


def _singular(name: str) -> str:
    name = name.strip().lower()
    return name[:-1] if name.endswith("s") else name


def _printable_names(game: GameContent) -> dict[str, str]:
    """IDs of printable entities by their singular lower-case name, to match unlinked components."""
    return {_singular(e.name if hasattr(e, "name") else e.title): e.id
            for group in (game.decks, game.sheets, game.tracks, game.boards, game.tables) for e in group}


def _one_off(game: GameContent, entity_id: str) -> bool:
    """Boards, tracks and tables print once; a component needing several asks for more copies."""
    return any(e.id == entity_id for group in (game.boards, game.tracks, game.tables) for e in group)


def _where(component, placed: list[Placed], names: dict[str, str]) -> str:
    if component.supplied == "player":
        return "You supply these (dice, miniatures, coins or stand-ins)."
    if component.supplied == "box":
        return "From the game box."
    if component.encoded_in:
        return _printed_in_parts(component.encoded_in, placed)
    printed = component.encoded_as or names.get(_singular(component.name))
    place = next((p for p in placed if printed and p.part.prints(printed)), None)
    if place is not None:
        return f"Printed: {place.part.title}, {place.where()}."
    if printed:
        return "Not printed in this kit (left out by the kit options)."
    return "Not printed: the content does not describe these yet; make your own."


def _printed_in_parts(ids: list[str], placed: list[Placed]) -> str:
    """Where a component printed in parts (``encoded_in``) is: each part with its pages."""
    parts = [p for p in placed if any(p.part.prints(i) for i in ids)]   # in page order
    found = [i for i in ids if any(p.part.prints(i) for p in parts)]
    if not parts:
        return "Not printed in this kit (its parts are left out by the kit options)."
    text = "Printed in parts: " + "; ".join(f"{p.part.title}, {p.where()}" for p in parts) + "."
    if len(found) < len(ids):
        text += " Other parts are left out by the kit options."
    return text


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _sources(flow: Flow, facts: SourceFacts) -> None:
    flow.heading("Sources and confidence")
    grades = facts.grades
    flow.text(f"{facts.entries} entries: {grades['rulebook']} from the rulebook, {grades['public-high']} from "
              f"public sources with high confidence, {grades['public-medium']} medium, {grades['public-low']} "
              f"low. {_count(facts.unknowns, 'value is', 'values are')} unknown.", 9.5)
    for public, confidence, count in facts.publics:
        flow.text(f"\u2022 {public}: {confidence} confidence ({count} entries)", 8.5, indent=3)
    flow.space(1.5)
    flow.icon_text("low-confidence", "#b00020", "Marks a card whose facts come from a low-confidence source.")
    flow.icon_text("unknown", "#b00020", "Marks a card with a value no source states, printed as '?'. "
                   "A card whose whole face is unknown prints as a marked blank to fill in by hand.")
