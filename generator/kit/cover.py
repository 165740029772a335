"""The cover: whether the game can be played from the kit, how to print it (with the calibration
square), what each component needs and where it is, what the PDF holds, and the sources."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from pathlib import Path

from generator.model.wording import ENGLISH, N_, Wording, words
from generator.kit import calibration
from generator.kit.flow import Flow
from generator.kit.pages import MUTED, Page
from generator.kit.placed import Placed
from generator.kit.playable import printable_names, printed_ids, statuses, verdict
from generator.settings_file import KitSettings
from generator.model.game.entities import Component
from generator.model.game.credits import game_credit, kit_credit, licence_line
from generator.model.game.project import GameContent
from generator.model.game.values import is_unknown
from generator.model.game.walk import entities, sources_of
from generator.report.coverage import coverage
from generator.kit.rules_file import rules_paper, rules_path

PAPER_NAMES = {"a4": N_("A4 (210 x 297 mm)"), "letter": N_("US Letter (8.5 x 11 in)"), "a3": N_("A3 (297 x 420 mm)"),
               "tabloid": N_("Tabloid (11 x 17 in)")}
DUPLEX_TEXT = {
    "long-edge": N_("Double-sided, flip on the LONG edge (the usual duplex setting)."),
    "short-edge": N_("Double-sided, flip on the SHORT edge."),
    "simplex": N_("One-sided: glue each backs page behind its fronts page (line them up against a window) "
                  "before cutting."),
    "gutterfold": N_("One-sided: fronts and backs share a page; fold along the dashed line, glue, then cut."),
}
SMALL = 8.0
TABLE_PAD = 0.25     # above and below a table row's text
HOLDS_GUTTER = 5.0   # between the two columns of "What this PDF holds"
HEADING = (10.5, 1.2, 1.0)   # a section heading's size, and the mm above and below it
CONFIDENCE_WORDS = (N_("high"), N_("medium"), N_("low"))   # a public source's confidence, as the cover prints it


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
    publics: Counter[tuple[str, str]] = Counter()
    for entity in entities(game):
        for source in sources_of(entity):
            if source.public:
                for name in source_names(source.public):
                    publics[(name, source.confidence or N_("not stated"))] += 1
    return SourceFacts(cov.grades, len(cov.unknowns),
                       tuple((p, c, n) for (p, c), n in sorted(publics.items())))


def source_names(public: str) -> list[str]:
    """The sources a ``public`` note names, without file paths: a repository's owner/name, or a
    web page's site."""
    names = []
    for piece in re.split(r"[;,]\s*", public):
        words = piece.split()
        if not words:
            continue
        first = words[0].strip("()")
        site = re.match(r"^(?:https?://)?([a-z0-9.-]+\.[a-z]{2,})(/|$)", first)
        if site:
            name = site.group(1)
        elif re.match(r"^[\w.-]+/[\w.-]+$", first) and "." not in first.split("/")[1][:1]:
            name = f"{first} (GitHub)"
        else:
            name = piece.strip()
        if name not in names:
            names.append(name)
    return names


def cover_pages(game: GameContent, paper: str, settings: KitSettings, placed: list[Placed],
                w: float, h: float, blank_backs: bool, facts: SourceFacts | None = None) -> list[Page]:
    """The cover's pages. With calibration, in the duplex modes, its first sheet carries the
    alignment crosses (front, at the foot) and scales (back), in bands the text keeps free."""
    marks = calibration.wanted(settings) and settings.two_sided_pages
    reserve = {}
    if marks:
        back = (calibration.BAND, 0.0) if calibration.band_on_back(settings) == "bottom" else (0.0, calibration.BAND)
        reserve = {0: (calibration.BAND, 0.0), 1: back}
    flow = Flow(w, h, reserve=reserve)
    _ = words(game)
    _title(flow, game)

    def fill() -> None:
        _playable(flow, game, placed, paper)
        _how_to_print(flow, paper, settings, blank_backs, _)

    if calibration.wanted(settings):   # the scale square at the right of the first sections
        flow.beside(calibration.SQUARE_SIDE, calibration.SQUARE_BLOCK,
                    lambda x, top, width: calibration.square_alone(x, top, width, _), fill)
    else:
        fill()
    _contents(flow, game, placed)
    _sources(flow, facts or source_facts(game), _)
    pages = flow.pages
    if marks:
        if len(pages) == 1:
            pages.append(Page(w, h, []))
        pages[0].items.extend(calibration.front_marks(w, h, _))
        pages[1].items.extend(calibration.back_marks(w, h, settings, _))
    return pages


def _title(flow: Flow, game: GameContent) -> None:
    m, _ = game.manifest, words(game)
    flow.text(game.title, 22, "bold")
    if m and m.local_title:
        flow.text(m.local_title, 13, "italic", MUTED)
    flow.text(_("Print-and-play kit"), 12, "regular", MUTED)
    if m:
        credit = game_credit(m, _)
        flow.text(_("Players: {players}.").format(players=m.players.label())
                  + (_(" Rulebook: {rulebook}.").format(rulebook=m.rulebook) if m.rulebook else "")
                  + (f" {credit}." if credit else ""), SMALL)
        flow.text((_("Content version {version}.").format(version=m.version)
                   + f" {kit_credit(m, _)} {licence_line(m, _)}").strip(), SMALL, colour=MUTED)


def _playable(flow: Flow, game: GameContent, placed: list[Placed], paper: str) -> None:
    _ = words(game)
    ok, text = verdict(statuses(game, placed), _)
    flow.heading(_("Can you play from this kit?"), *HEADING)
    flow.text((_("Yes. ") if ok else _("No. ")) + text, 9.0, "bold" if not ok else "regular")
    book = rules_path(Path(game.id), game.id, rules_paper(paper)).name
    flow.text(_("The rules are in the rules book written beside this kit: {file}.").format(file=book), SMALL)


def _how_to_print(flow: Flow, paper: str, settings: KitSettings, blank_backs: bool, _: Wording = ENGLISH) -> None:
    flow.heading(_("How to print"), *HEADING)
    lines = [_("Paper: {paper}. Scale: 100% / Actual size, never 'Fit to page' or 'Shrink oversized pages'. "
               "{duplex}").format(paper=_(PAPER_NAMES[paper]), duplex=_(DUPLEX_TEXT[settings.duplex]))]
    if settings.two_sided_pages:
        x, y = settings.back_offset
        lines.append(_("Back offset applied: {x} mm across, {y} mm up; if backs miss their fronts, measure it "
                       "with the crosses below and rebuild with --back-offset X,Y.").format(x=f"{x:+g}", y=f"{y:+g}"))
    if blank_backs:
        lines.append(_("A page printed on one side only is followed by a blank page, so every front meets its "
                       "back when the whole PDF prints double-sided."))
    lines.append(_("Cut along the crop marks (from mark to mark); boards and tracks along their dashed outlines.")
                 + (_(" Background fills are left out (ink saver).") if settings.ink_saver else ""))
    for line in lines:
        flow.text(line, SMALL)
    if calibration.wanted(settings):
        flow.text(calibration.check_text(settings.two_sided_pages, _), SMALL)


def _contents(flow: Flow, game: GameContent, placed: list[Placed]) -> None:
    """One table of the components (with the pieces of a part printing one component alone),
    then the parts no row of it describes whole."""
    _ = words(game)
    own = own_parts(game, placed)
    flow.heading(_("What the game needs"), *HEADING)
    widths = [flow.box.w * f for f in (0.15, 0.09, 0.08, 0.30, 0.38)]
    flow.row([_("Component"), _("Count"), _("In this kit"), _("Where, or why not"), _("Pieces")], widths, 7.0,
             bold=True, pad=TABLE_PAD)
    for s in statuses(game, placed):
        c = s.component
        count = "?" if is_unknown(c.total) else str(c.total)
        if c.per_colour:
            count += _(" ({count}/colour)").format(count=c.per_colour)
        pieces = "; ".join(p.part.note for p in own.get(c.id, []) if not _named_stand_in(c, p))
        flow.row([c.name, count, _(s.state), s.text, pieces], widths, 7.0, pad=TABLE_PAD)
    told = {id(p) for parts in own.values() for p in parts}
    rest = [p for p in placed if id(p) not in told]
    if not rest:
        return
    flow.heading(_("What this PDF holds"), *HEADING)
    half = (flow.box.w - HOLDS_GUTTER) / 2
    widths = [half * f for f in (0.3, 0.5, 0.2)]
    full = [flow.box.w * f for f in (0.22, 0.63, 0.15)]
    flow.rows_in_columns([[p.part.title, p.part.note, p.where(_)] for p in rest], widths, full, 7.0, TABLE_PAD,
                         HOLDS_GUTTER)


def _named_stand_in(c: Component, p: Placed) -> bool:
    """Whether ``p`` holds the optional stand-ins of a component the player supplies, which the
    component's row already names."""
    return c.supplied == "player" and p.section.key == "stand-ins"


def own_parts(game: GameContent, placed: list[Placed]) -> dict[str, list[Placed]]:
    """The parts that print for one component alone, by that component's ID: the component's row
    says where they are, so it gives their pieces too."""
    names = printable_names(game)
    used: dict[int, list[str]] = {}
    for c in game.components:
        ids = printed_ids(c, names) + [c.id]
        for i, p in enumerate(placed):
            if any(p.part.prints(x) for x in ids):
                used.setdefault(i, []).append(c.id)
    out: dict[str, list[Placed]] = {}
    for i, cids in sorted(used.items()):
        if len(cids) == 1 and placed[i].part.note:
            out.setdefault(cids[0], []).append(placed[i])
    return out


def _sources(flow: Flow, facts: SourceFacts, _: Wording = ENGLISH) -> None:
    flow.heading(_("Sources and confidence"), *HEADING)
    grades = facts.grades
    publics = "; ".join(_("{source}: {confidence} confidence ({count})").format(source=p, confidence=_(c), count=n)
                        for p, c, n in facts.publics)
    design = _("{count} from the game's own design, ").format(count=grades['design']) if grades['design'] else ""
    unknown = _.ngettext("{count} value is unknown.", "{count} values are unknown.", facts.unknowns)
    flow.text(_("{entries} entries: {design}{rulebook} from the rulebook, {high} from public sources with high "
                "confidence, {medium} medium, {low} low.").format(
                    entries=facts.entries, design=design, rulebook=grades['rulebook'], high=grades['public-high'],
                    medium=grades['public-medium'], low=grades['public-low'])
              + " " + unknown.format(count=facts.unknowns)
              + (_(" Public sources (entries): {sources}.").format(sources=publics) if publics else ""), 7.0)
    flow.icon_text("low-confidence", "#b00020", _("Marks a card whose facts come from a low-confidence source."),
                   7.0)
    flow.icon_text("unknown", "#b00020", _("Marks a value no source states, printed as '?'. A card whose whole "
                   "face is unknown prints as a marked blank to fill in by hand."), 7.0)
