"""The rules book's flowables, in reading order: title page, contents, the rules as the content
numbers them, the tables, the derived tables (odds), the components, the glossary, the sources and
the index.

A heading carries ``outline`` (its level and text: the outline, the contents and the running head
follow it) and ``book_anchor`` (the anchor the reference uses for the same entry, so the content's
links and section numbers find it). Every paragraph of content text is a ``RefParagraph``, printing
the pages of the sections it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.platypus import NextPageTemplate, PageBreak, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.flowables import Flowable
from reportlab.platypus.tableofcontents import SimpleIndex, TableOfContents

from generator.model.game import entities as e
from generator.model.game.credits import game_credit, licence_line
from generator.model.game.project import GameContent, walk_rules
from generator.model.game.values import Unknown, is_unknown
from generator.model.wording import N_, Wording, words
from generator.quickref.grids import Grid, grid_for
from generator.reference.anchors import Anchors, build_anchors
from generator.reference.rules_view import PARTS, placed_units
from generator.rules.derived import DerivedTable
from generator.rulebook.appendix import sources_appendix
from generator.rulebook.markup import BookText
from generator.rulebook.pagerefs import PageRegistry, RefParagraph
from generator.rulebook.styles import RULE, SOFT, Styles
from generator.rulebook.tables import fitted_tables

TOC_DEPTH = 1      # the contents list the chapters and their sections; the outline every heading
UNKNOWN_NOTE = N_("'?' marks a fact no source states; it is not known.")
SUPPLIED = {"player": N_("you supply"), "box": N_("game box")}


@dataclass
class Book:
    """What the story needs of the page: its frame's size, the styles and the page registry."""

    game: GameContent
    derived: list[DerivedTable]
    styles: Styles
    width: float
    height: float
    registry: PageRegistry
    anchors: Anchors
    text: BookText
    _: Wording


class Marked(Paragraph):
    """A paragraph that tells the document where it is drawn (``placed``): its anchor, and for a
    heading its outline entry. Told when drawn, so the page is the one it is printed on."""

    book_anchor = ""
    outline: tuple[int, str] | None = None

    def draw(self):
        super().draw()
        placed = getattr(self.canv, "_doctemplate", None)
        if placed is not None and self.book_anchor:
            placed.placed(self)


def heading(book: Book, text: str, level: int, anchor: str, local: str | None = None) -> Paragraph:
    shown = escape(text) + (f' <font size="-2" color="#555555">{escape(local)}</font>' if local else "")
    para = Marked(shown, book.styles.heading(level))
    para.outline, para.book_anchor = (level, text), anchor
    return para


def rule_label(rule: e.Rule, anchors: Anchors) -> str:
    """'6.4 Title', with the book's short form in a game of several books ('SB 6.4 Title')."""
    number = (anchors.numbered(rule) or "").rstrip(".")
    return f"{number} {rule.title}" if number else rule.title


def _rule(book: Book, rule: e.Rule, level: int, out: list[Flowable], children: bool = True) -> None:
    anchor = book.anchors.of(rule)
    out.append(heading(book, rule_label(rule, book.anchors), level, anchor, rule.local_title))
    scope = book.anchors.scope_of.get(rule.id, "")
    if isinstance(rule.text, Unknown):
        reason = escape(book._("Not known: {reason}").format(reason=rule.text.reason))
        out.append(Paragraph(f"<font color='#555555'>{reason}</font>", book.styles.body))
    elif rule.text:
        for line in rule.text.splitlines():
            if line.strip():
                out.append(RefParagraph(book.text.markup(line.strip(), scope), book.styles.body, book.registry))
    for child in rule.children if children else ():
        _rule(book, child, level + 1, out)


def _rules(book: Book) -> list[Flowable]:
    """The rules in the reference's parts (setup, turn structure, actions, battles...), each a
    chapter; within a part, in the rulebook's order. A section whose sub-sections feed different
    parts opens the first with its own text; its sub-sections follow in theirs."""
    out: list[Flowable] = []
    for part, title, _kinds in PARTS:
        units = placed_units(book.game.rules, book.anchors)[part]
        if not units:
            continue
        out.append(heading(book, book._(title), 0, f"s-{part}"))
        for unit in units:
            _rule(book, unit.rule, 1, out, children=not unit.heading_only)
    return out


def _grid(book: Book, grid: Grid, anchor: str, level: int = 1) -> list[Flowable]:
    """The grid's heading, table(s) and notes; a turned table starts a page of its own."""
    out: list[Flowable] = []
    tables = fitted_tables(grid, book.styles, book.width, book.height)
    if any(getattr(t, "turned", False) for t in tables):
        out.append(PageBreak())
    out.append(heading(book, grid.title, level, anchor, grid.local_title))
    for table in tables:
        out += [table, Spacer(1, 4)]
    out += [RefParagraph(book.text.markup(note), book.styles.small, book.registry) for note in grid.notes]
    return out


def _chapter(book: Book, title: str, anchor: str, grids: list[tuple[Grid, str]], lead: list[Flowable]) -> list:
    """A chapter of tables; when its first table is turned, the chapter starts on that page."""
    body = [flowable for grid, at in grids for flowable in _grid(book, grid, at)]
    start: list[Flowable] = []
    if body and isinstance(body[0], PageBreak):
        start, body = [body[0]], body[1:]
    return [*start, heading(book, title, 0, anchor), *lead, *body]


def _tables(book: Book) -> list[Flowable]:
    game, _ = book.game, book._
    out: list[Flowable] = []
    if game.tables:
        grids = [(grid_for(game, book.derived, t.id), book.anchors.of(t)) for t in game.tables]
        out += _chapter(book, _("Tables"), "s-tables", grids,
                        [Paragraph(escape(_(UNKNOWN_NOTE)), book.styles.small)])
    if book.derived:
        grids = [(grid_for(game, book.derived, d.id), f"derived-{d.id}") for d in book.derived]
        out += _chapter(book, _("Odds and derived tables"), "s-derived", grids, [])
    return out


def _components(book: Book) -> list[Flowable]:
    game, _, s = book.game, book._, book.styles
    if not game.components:
        return []
    rows: list[list] = [[Paragraph(escape(t), s.cell(s.size - 1, bold=True))
                         for t in (_("Component"), _("Count"), _("Use"))]]
    for c in game.components:
        count = "?" if is_unknown(c.total) else str(c.total)
        if c.per_colour:
            count += _(" ({count}/colour)").format(count=c.per_colour)
        if c.supplied in SUPPLIED:
            count += f" ({_(SUPPLIED[c.supplied])})"
        name = Marked(escape(c.name), s.cell(s.size - 1, bold=True))
        name.book_anchor = book.anchors.of(c)
        use = book.text.markup(c.use or "")
        if isinstance(c.total, Unknown):
            why = escape(_("Count not known: {reason}").format(reason=c.total.reason))
            use += f" <font color='#555555'>{why}</font>"
        rows.append([name, Paragraph(escape(count), s.cell(s.size - 1)),
                     RefParagraph(use, s.cell(s.size - 1), book.registry)])
    table = Table(rows, colWidths=[book.width * f for f in (0.28, 0.17, 0.55)], repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.3, RULE), ("BACKGROUND", (0, 0), (-1, 0), SOFT),
                               ("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONT", (0, 0), (-1, -1), s.regular, s.size)]))
    return [heading(book, _("Components"), 0, "s-components"), table]


def _glossary(book: Book) -> list[Flowable]:
    game, _ = book.game, book._
    if not game.glossary:
        return []
    out: list[Flowable] = [heading(book, _("Glossary"), 0, "s-glossary")]
    for term in sorted(game.glossary, key=lambda t: t.term.casefold()):
        local = f" <font color='#555555'>{escape(term.local_term)}</font>" if term.local_term else ""
        para = RefParagraph(f"<b>{escape(term.term)}</b>{local} — {book.text.markup(term.definition)}",
                            book.styles.term, book.registry)
        para.book_anchor = book.anchors.of(term)
        out.append(para)
    return out


def cell_font(styles: Styles) -> TableStyle:
    """A table's default cell font: the book's, else Helvetica is named (and never embedded)."""
    return TableStyle([("FONT", (0, 0), (-1, -1), styles.regular, styles.size),
                       ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                       ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                       ("BOTTOMPADDING", (0, 0), (-1, -1), 0)])


def _title_page(book: Book) -> list[Flowable]:
    game, _, s = book.game, book._, book.styles
    m = game.manifest
    out: list[Flowable] = [Spacer(1, book.height * 0.22), Paragraph(escape(game.title), s.title)]
    if m and m.local_title:
        out.append(Paragraph(f"<font color='#555555'>{escape(m.local_title)}</font>", s.subtitle))
    out.append(Paragraph(escape(_("Rules book")), s.subtitle))
    if m:
        lines = [_("Players: {players}.").format(players=m.players.label())]
        credit = game_credit(m, _)
        if credit:
            lines.append(f"{credit}.")
        if m.rulebook:
            lines.append(_("Restated from: {rulebook}.").format(rulebook=m.rulebook))
        lines.append(_("Content version {version}.").format(version=m.version))
        lines.append(licence_line(m, _))
        out += [Spacer(1, 18)] + [Paragraph(escape(line), s.body) for line in lines if line]
    out.append(Spacer(1, 12))
    out.append(Paragraph(escape(_("The rules in the project's own words, from its content: every fact cites its "
                                  "source (see Sources); a fact no source states is marked as not known.")),
                         s.small))
    return out


def _contents(book: Book) -> list[Flowable]:
    toc = TableOfContents(levelStyles=list(book.styles.toc), dotsMinLevel=0, tableStyle=cell_font(book.styles))
    title = Paragraph(escape(book._("Contents")), book.styles.heading(0))
    return [title, toc]


def make_story(game: GameContent, derived: list[DerivedTable], styles: Styles, width: float,
               height: float) -> tuple[list[Flowable], SimpleIndex]:
    """The book's flowables and its index (whose canvas maker the build must use)."""
    _ = words(game)
    anchors = build_anchors(game, derived)
    present = {anchors.of(r) for r in walk_rules(game.rules)} | {anchors.of(t) for t in game.tables}
    present |= {f"derived-{d.id}" for d in derived} | {anchors.of(t) for t in game.glossary}
    present |= {anchors.of(c) for c in game.components}
    text = BookText(anchors, present, {t.id: t.term for t in game.glossary})
    registry = PageRegistry()
    book = Book(game, derived, styles, width, height, registry, anchors, text, _)
    index = SimpleIndex(style=list(styles.toc[1:]), dot=" . ", headers=True, tableStyle=cell_font(styles))
    story: list[Flowable] = [registry, *_title_page(book), NextPageTemplate("body"), PageBreak(),
                             *_contents(book), PageBreak()]
    story += _rules(book) + _tables(book) + _components(book) + _glossary(book)
    story += sources_appendix(game, anchors, styles, heading=lambda t, a: heading(book, t, 0, a))
    story += [PageBreak(), heading(book, _("Index"), 0, "s-index"), index]
    return story, index
