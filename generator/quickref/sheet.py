"""What a quick-reference sheet shows, as plain values: gathered from content and per-game picks.

Each rule prints its ``brief`` (the short form the content states) when it has one. Without one, a
sheet in ``full`` detail prints the whole text when it is short (WHOLE characters) and its first
sentences otherwise; in ``short`` detail, the first sentence; in ``minimal`` detail the sheet also
leaves setup and battles out. A sentence too long for the sheet is cut after a whole clause, never
mid-clause. Tables come whole; an unknown value prints as '?' and the sheet says so.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from generator.model.wording import ENGLISH, N_, Wording, words
from generator.model.game import entities as e
from generator.model.game.project import GameContent, walk_rules
from generator.model.game.values import Unknown
from generator.model.game.walk import entities, source_of, unknowns
from generator.quickref.grids import UNKNOWN_MARK, Grid, MissingPick, grid_for
from generator.reference.anchors import Anchors, build_anchors
from generator.reference.books import book_titles, in_book
from generator.reference.picks import Picks, picks_for
from generator.reference.rules_view import number_key, placed_units, round_rules
from generator.reference.text import with_books
from generator.rules.derived import DerivedTable, derived_tables


@dataclass(frozen=True)
class Line:
    """A rule condensed to a line: its number, title and a short summary."""

    number: str | None
    title: str
    summary: str
    steps: tuple[str, ...] = ()
    book: str = ""  # the short form of the rule's book, when the game has several

    @property
    def label(self) -> str | None:
        """The number with its book: 'SB 6.6.'."""
        return in_book(self.number, self.book) if self.number else self.number


@dataclass(frozen=True)
class Sheet:
    game: str
    title: str
    version: str
    round: tuple[Line, ...]
    actions: tuple[Line, ...]
    tables: tuple[Grid, ...]
    scoring: tuple[Line, ...]
    icons: tuple[tuple[str, str], ...]  # (icon name, resource name)
    sources: tuple[str, ...]
    marks: tuple[tuple[str, str], ...] = ()  # (icon name, meaning): the marks the sheet prints
    setup: tuple[Line, ...] = ()
    goal: tuple[Line, ...] = ()   # how the game is won, printed first
    battles: tuple[Line, ...] = ()
    detail: str = "full"
    words: Wording = ENGLISH   # the tool's own words on the sheet
    books: tuple[tuple[str, str], ...] = ()  # (short form, title) of each book, when several


DETAILS = ("full", "short", "minimal")  # tried in order until the sheet fits
SCORING_KINDS = ("scoring", "victory")
PLAIN_KINDS = ("section", "reference", "note")
WHOLE = 420  # characters: a rule this short prints whole in full detail
# (sentences, characters) of a rule without a brief, by detail
SUMMARY = {"full": (3, 300), "short": (1, 170), "minimal": (1, 150)}


UNKNOWN_MEANING = N_("? a value no source states")   # the unknown mark (UNKNOWN_MARK), then what it means
LOW_MEANING = N_("a key table from a low-confidence public source")
VP_MEANING = N_("Victory points")
GRADE_WORDS = {"rulebook": N_("rulebook"), "design": N_("design"), "public-high": N_("public high"),
               "public-medium": N_("public medium"), "public-low": N_("public low")}
PUBLIC_NAMES = 4  # public sources named on the sheet; the reference lists them all
_SENTENCE = re.compile(r"(?<=[.!?])(?<!\bi\.e\.)(?<!\be\.g\.)\s+(?=[A-Z\"'(«А-Я0-9])")
STRETCH = 1.5  # a sentence may run this far past the limit rather than be cut
_STRONG = ("; ", " — ")  # clause boundaries a long sentence is cut at, before commas
_OPEN, _CLOSE = "([{«“", ")]}»”"


def summary(text, sentences: int = 1, limit: int = 170) -> str:
    """The first sentences of a rule's text, whole when they end within ``limit`` × STRETCH.

    Past that, fewer whole sentences; a first sentence too long on its own is cut after a clause
    (at '; ' or ' — ', else ', ', outside brackets) and marked '…'; one with no such clause stays
    whole, so no line ends in a fragment.
    """
    if text is None or isinstance(text, Unknown):
        return UNKNOWN_MARK if isinstance(text, Unknown) else ""
    flat = " ".join(str(text).split())
    parts = _SENTENCE.split(flat)[:sentences]
    hard = int(limit * STRETCH)
    kept = parts[0]
    for part in parts[1:]:
        if len(kept) + 1 + len(part) > hard:
            break
        kept += " " + part
    return kept if len(kept) <= hard else _clause(kept, limit, hard)


def _clause(sentence: str, limit: int, hard: int) -> str:
    """The sentence cut at its last clause boundary before ``hard`` (and past half ``limit``)."""
    strong, weak, depth = [], [], 0
    for i, char in enumerate(sentence[:hard + 1]):
        depth = max(0, depth + (char in _OPEN) - (char in _CLOSE))
        if depth or i < limit // 2:
            continue
        if any(sentence.startswith(mark, i) for mark in _STRONG):
            strong.append(i)
        elif sentence.startswith(", ", i):
            weak.append(i)
    cuts = strong or weak
    if not cuts:
        return sentence
    return sentence[:cuts[-1]].rstrip(",;: —") + " …"


def short_form(rule: e.Rule, sentences: int, limit: int, detail: str = "short") -> str:
    """The rule as the sheet prints it: its brief, else its text whole or summed up."""
    if rule.brief:
        return " ".join(rule.brief.split())
    if detail == "full" and isinstance(rule.text, str) and len(" ".join(rule.text.split())) <= WHOLE:
        return " ".join(rule.text.split())
    return summary(rule.text, sentences, limit)


def _title_and_summary(rule: e.Rule, sentences: int, limit: int, detail: str = "short") -> tuple[str, str]:
    """A title cut from the text itself ("To pay the number of…") gives way to the summary."""
    text = short_form(rule, sentences, limit, detail)
    stem = rule.title.rstrip("…. ")
    if rule.title.endswith("…") and text.startswith(stem):
        return "", text
    return rule.title, text


def main_book(books: list[str]) -> str:
    """The book most of a part's numbered lines are in (the first of those tied): the part's
    heading names it, and its numbers and references print without it."""
    counts = Counter(book for book in books if book)
    return max(counts, key=lambda book: (counts[book], -books.index(book))) if counts else ""


def _line(rule: e.Rule, sentences: int, limit: int, kinds: tuple[str, ...] = (), detail: str = "short",
          anchors: Anchors | None = None, own: str = "") -> Line:
    """A rule as a line; its sub-rules of ``kinds`` (all, for a rule without text) as steps, each
    with its own short form in full detail, and always when it has a brief. A rule's brief stands
    for its sub-rules: only those with briefs of their own are listed beneath it. With ``anchors``
    of a game of several books, the line knows its book, and a reference to a book other than
    ``own`` (the part's) says its book ('(BB 7.3.)'), as the sheet's legend says."""
    title, text = _title_and_summary(rule, sentences, limit, detail)
    steps = tuple(c for c in _listed(rule) if c.kind in kinds or not rule.text)
    with_text = detail == "full" or not rule.text
    return Line(rule.number, title, _in_books(text, rule, anchors, own),
                tuple(_step(c, sentences, limit, with_text or bool(c.brief), detail, anchors, own) for c in steps),
                _book(rule, anchors))


def _in_books(text: str, rule: e.Rule, anchors: Anchors | None, own: str = "") -> str:
    """References in a rule's text with their books, but for those to ``own``, the book its line names."""
    if not (anchors and anchors.books):
        return text
    return with_books(text, anchors, anchors.scope_of.get(rule.id, ""), own)


def _book(rule: e.Rule, anchors: Anchors | None) -> str:
    target = anchors.by_id.get(rule.id) if anchors else None
    return target.book if target else ""


def _listed(rule: e.Rule) -> list[e.Rule]:
    """The sub-rules a sheet lists under ``rule``: those with a brief, when the rule has one."""
    return [c for c in rule.children if c.brief] if rule.brief else list(rule.children)


def _step(rule: e.Rule, sentences: int, limit: int, with_text: bool, detail: str = "short",
          anchors: Anchors | None = None, own: str = "") -> str:
    title, text = _title_and_summary(rule, sentences, limit, detail)
    text = _in_books(text, rule, anchors, own)
    book = _book(rule, anchors)
    number = in_book(rule.number, book) if rule.number and book != own else rule.number
    label = " ".join(filter(None, [number, title]))
    return f"{label} — {text}" if with_text and text and title else (label if title else f"{label} {text}")


def _actions(game: GameContent, picks: Picks) -> list[e.Rule]:
    """The picked actions, or the top-most action rules outside the variants and solo rules."""
    if picks.actions:
        return [r for r in walk_rules(game.rules) if r.id in picks.actions]
    return _top_most(game, ("action",), skip=("variants",))


def _top_most(game: GameContent, kinds: tuple[str, ...], skip: tuple[str, ...]) -> list[e.Rule]:
    """The top-most rules of ``kinds`` in the page's parts, leaving out the parts in ``skip``."""
    placed = placed_units(game.rules, build_anchors(game))
    found: list[e.Rule] = []

    def visit(rule: e.Rule) -> None:
        if rule.kind in kinds:
            found.append(rule)
            return
        for child in rule.children:
            visit(child)

    for part, units in placed.items():
        for unit in units:
            if part not in skip and not unit.heading_only:
                visit(unit.rule)
    return found


def _scoring(game: GameContent) -> list[e.Rule]:
    """The scoring part, then the scoring and victory rules placed in other parts (Ruthenia's game
    end and victory points sit in its overview), leaving out variants and solo rules: in the
    rulebook's order when all are numbered sections of one book, else how the game ends and who
    wins before the points."""
    found = _part(game, "scoring") + _top_most(game, SCORING_KINDS, skip=("scoring", "variants"))
    scoring = list(dict.fromkeys(r for rule in found for r in _scoring_within(rule)))
    anchors = build_anchors(game)
    if all(rule.number for rule in scoring) and len({anchors.scope_of.get(r.id) for r in scoring}) == 1:
        return sorted(scoring, key=lambda rule: number_key(rule.number))  # one book's order: "4." before "5."
    return sorted(scoring, key=lambda rule: rule.kind != "victory")


def _scoring_within(rule: e.Rule) -> list[e.Rule]:
    """A plain section in the scoring part stands for its scoring and victory rules alone (The Time
    of Troubles' '14 Miscellaneous' for its three scoring sections, not its Poland or Hussars)."""
    if rule.kind not in PLAIN_KINDS:
        return [rule]
    return [r for child in rule.children for r in _scoring_within(child)
            if r.kind in SCORING_KINDS or r.kind not in PLAIN_KINDS]


def _goal(game: GameContent, picks: Picks) -> list[e.Rule]:
    """The rule the manifest picks as the goal, else the first overview rule with text."""
    rules = list(walk_rules(game.rules))
    if picks.goal:
        return [r for r in rules if r.id == picks.goal][:1]
    return [r for r in rules if r.kind == "overview" and r.text and not isinstance(r.text, Unknown)][:1]


def _part(game: GameContent, part: str) -> list[e.Rule]:
    placed = placed_units(game.rules, build_anchors(game))
    return [u.rule for u in placed[part] if not u.heading_only]


def _battles(game: GameContent, round_ids: set[str]) -> list[e.Rule]:
    """The battle rules outside the round (Kingsburg's winter battle is a phase of its round)."""
    return [r for r in _part(game, "battles") if r.id not in round_ids]


def _sources(game: GameContent) -> tuple[str, ...]:
    """The rulebook, facts by source grade, the public sources by name, and the unknowns."""
    m, _ = game.manifest, words(game)
    every = list(_all_sources(game))
    grades = Counter(source.grade for source in every)
    named = sorted({source.public.split()[0] for source in every if source.public})
    designs = sorted({source.design for source in every if source.design})
    if m and m.rulebook:
        lines = [_("Rulebook: {rulebook}.").format(rulebook=m.rulebook)]
    elif designs:
        lines = [_("Rules: the game's own design ({design}).").format(design="; ".join(designs))]
    else:
        lines = [_("Rulebook: not stated.")]
    counted = ", ".join(f"{grades[g]} {_(GRADE_WORDS.get(g, g.replace('-', ' ')))}" for g in sorted(grades))
    if counted:
        lines.append(_("Facts by source: {counted}.").format(counted=counted))
    if named:
        shown = ", ".join(named[:PUBLIC_NAMES]) + (_(" and {count} more").format(count=len(named) - PUBLIC_NAMES)
                                                    if len(named) > PUBLIC_NAMES else "")
        lines.append(_("Public sources: {sources}.").format(sources=shown))
    lines.append(_("Unknown values: {count} (listed in the HTML reference).").format(
        count=sum(1 for _item in unknowns(game))))
    return tuple(lines)


def _all_sources(game: GameContent):
    for entity in entities(game):
        source = source_of(entity)
        if source is not None:
            yield source


@dataclass(frozen=True)
class _Gathered:
    """What every detail of a game's sheet shares, gathered once."""

    picks: Picks
    grids: tuple[Grid, ...]
    round_list: list[e.Rule]
    sources: tuple[str, ...]
    anchors: Anchors


def _gather(game: GameContent, derived: list[DerivedTable] | None) -> _Gathered:
    picks = picks_for(game)
    derived = derived_tables(game) if derived is None else derived
    anchors = build_anchors(game, derived)
    return _Gathered(picks, tuple(_grid_in_books(grid_for(game, derived, ident), anchors) for ident in picks.tables),
                     round_rules(game.rules, anchors, picks.round_extra), _sources(game), anchors)


def _grid_in_books(grid: Grid, anchors: Anchors) -> Grid:
    """A key table whose cells and notes name the book of each section they refer to."""
    if not anchors.books:
        return grid
    rows = tuple(tuple(with_books(cell, anchors) for cell in row) for row in grid.rows)
    return replace(grid, rows=rows, notes=tuple(with_books(note, anchors) for note in grid.notes))


def build_sheets(game: GameContent, derived: list[DerivedTable] | None = None,
                 details: tuple[str, ...] = DETAILS) -> list[Sheet]:
    """The sheet in each of ``details``, from one gathering; raises MissingPick as build_sheet does."""
    gathered = _gather(game, derived)
    return [_sheet(game, gathered, detail) for detail in details]


def build_sheet(game: GameContent, derived: list[DerivedTable] | None = None, detail: str = "full") -> Sheet:
    """The sheet's content in ``detail``; raises MissingPick when a picked ID names nothing."""
    return _sheet(game, _gather(game, derived), detail)


def _sheet(game: GameContent, gathered: _Gathered, detail: str) -> Sheet:
    sentences, limit = SUMMARY[detail]
    everything = detail != "minimal"
    round_list = gathered.round_list

    def lines(rules, kinds, scoring=False):
        many, most = (max(sentences, 2), max(limit, 260)) if scoring else (sentences, limit)
        own = main_book([_book(r, gathered.anchors) for r in rules if r.number])
        return tuple(_line(r, many, most, kinds, "full" if scoring else detail, gathered.anchors, own)
                     for r in rules)

    goal = tuple(_line(r, *SUMMARY["short"], (), "short") for r in _goal(game, gathered.picks))
    setup = lines(_part(game, "setup"), ("setup", "step")) if everything else ()
    battles = lines(_battles(game, {r.id for r in round_list}), ("battle", "step")) if everything else ()
    sheet = Sheet(
        game=game.id, title=game.title, version=game.manifest.version if game.manifest else "",
        round=lines(round_list, ("step",)), actions=lines(_actions(game, gathered.picks), ("action",)),
        tables=gathered.grids, scoring=lines(_scoring(game), SCORING_KINDS + ("step",), scoring=True),
        icons=(), sources=gathered.sources, goal=goal, setup=setup, battles=battles, detail=detail, words=words(game),
        books=book_titles(game.rules))
    return replace(sheet, icons=icons_shown(game, sheet), marks=_marks(sheet))


def _printed(sheet: Sheet) -> str:
    """Every word the sheet prints in its rules and tables, as one text."""
    lines = sheet.goal + sheet.setup + sheet.round + sheet.actions + sheet.battles + sheet.scoring
    words = [f"{line.title} {line.summary} {' '.join(line.steps)}" for line in lines]
    words += [" ".join(cell for row in grid.rows for cell in row) + " ".join(grid.notes) for grid in sheet.tables]
    return " ".join(words)


def _marks(sheet: Sheet) -> tuple[tuple[str, str], ...]:
    """The kit's marks the sheet prints: the unknown mark where a '?' stands for an unknown value,
    the low-confidence mark when a key table carries it."""
    marks = []
    if any(UNKNOWN_MARK in cell for grid in sheet.tables for row in grid.rows for cell in row) or \
            UNKNOWN_MARK in " ".join(line.summary for line in sheet.round + sheet.actions + sheet.scoring):
        marks.append(("unknown", sheet.words(UNKNOWN_MEANING)))
    if any(grid.low_confidence for grid in sheet.tables):
        marks.append(("low-confidence", sheet.words(LOW_MEANING)))
    return tuple(marks)


def icons_shown(game: GameContent, sheet: Sheet) -> tuple[tuple[str, str], ...]:
    """The icons of the resources the sheet speaks of, or that the kit prints on its cards."""
    printed = _printed(sheet).casefold()
    used = {key for deck in game.decks for card in deck.cards
            for amount in (card.cost, card.requirement, card.reward) for key in _keys(amount)}
    shown = tuple((r.icon, r.name) for r in game.resources
                  if r.icon and (r.id in used or r.name.casefold() in printed))
    star = any(card.vp is not None for deck in game.decks for card in deck.cards)
    if star and not any(icon == "vp" for icon, _name in shown):   # the star the kit prints beside a card's VP
        shown += (("vp", sheet.words(VP_MEANING)),)
    return shown


def _keys(amount) -> set[str]:
    if isinstance(amount, dict):
        return set(amount)
    if isinstance(amount, list):
        return set().union(*(_keys(a) for a in amount)) if amount else set()
    return set()


__all__ = ["Grid", "Line", "MissingPick", "Sheet", "build_sheet", "build_sheets", "summary"]
