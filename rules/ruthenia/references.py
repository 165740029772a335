"""Cross-references: the rulebook's '(x.y.z.)' references, its own numbering, and the sections the
content cites. The rulebook's own slips are warnings, reported where they are written."""

from __future__ import annotations

from typing import Any

from generator.api import Finding, Game, Rule, Severity, Table, is_whole, item_position, rule, walk_rules
from .common import GAME, STRATEGY, Texts, books, normal, numbered
from .refparse import Reference, cited_sections, references

BOOK_ENTRIES = {"strategy-book": "entry", "battle-book": "entry"}


def printed_tables(game: Game) -> dict[str, Table]:
    """The rulebook's numbered tables by number: 'Table 3. ...' gives '3.'."""
    out = {}
    for table in game.tables:
        words = table.title.split()
        if len(words) > 1 and words[0] == "Table":
            out[words[1] if words[1].endswith(".") else words[1] + "."] = table
    return out


class Numbering:
    """What the content encodes of the rulebook's numbering: each book's sections, the printed
    tables and their numbered rows."""

    def __init__(self, game: Game):
        self.sections, self.tables = numbered(game), printed_tables(game)

    def has(self, book: str, number: str) -> bool:
        """Whether ``book`` (or 'Table') has the section, table or table row ``number``."""
        if book != "Table":
            return (book, number) in self.sections
        head, _, rest = number.partition(".")
        table = self.tables.get(head + ".")
        if table is None or not rest:
            return table is not None
        return any(row.cells and is_whole(row.cells[0]) and str(row.cells[0]) == rest.rstrip(".")
                   for row in table.rows)


def cell_texts(table: Table | None):
    """(row, 'cells', text) for each text cell of a printed table."""
    return [(row, "cells", text) for row in (table.rows if table else []) for text in row.cells
            if isinstance(text, str)]


def texts_with_references(game: Game):
    """(book, entity, field, text) for every rule text and printed table cell."""
    for book, top in books(game):
        yield from ((book, entry, "text", entry.text) for entry in walk_rules([top])
                    if isinstance(entry.text, str))
    for table in printed_tables(game).values():
        yield from ((STRATEGY, *found) for found in cell_texts(table))


def written_references(game: Game) -> list[tuple[Any, str, str, Reference]]:
    """(entity, field, text, reference) of every reference the rules text and printed tables
    write."""
    return [(entity, field, text, ref) for book, entity, field, text in texts_with_references(game)
            for ref in references(text, book)]


@rule("ruthenia-cross-reference", Severity.WARNING, game=GAME,
      targets=BOOK_ENTRIES)
def cross_reference(game: Game):
    """Every '(x.y.z.)' reference in the rules text and printed tables names an encoded section.

    The rulebook's own broken references are reported where they are written, never corrected.
    Passes: '(6.4.1.6.)' with a rule numbered 6.4.1.6. in the Strategy Book.
    Fails: 'Battle Book (7.3.4.)' when the Battle Book has no 7.3.4.; '(Table 3.11.)' when Table 3
    has no row 11.
    """
    known, texts = Numbering(game), Texts(game)
    for entity, field, text, ref in written_references(game):
        if not known.has(ref.book, ref.number):
            pos = texts.at_offset(entity.at(field), text, ref.offset, ref.printed)
            yield Finding(unresolved(ref), pos)


def unresolved(ref: Reference) -> str:
    """What is wrong with a reference that names nothing encoded."""
    if ref.book != "Table":
        return f"'({ref.printed})' refers to {ref.book} {ref.number}, which the {ref.book} does not have"
    head, _, rest = ref.number.partition(".")
    if rest:
        return (f"'Table {ref.printed}' refers to row {rest.rstrip('.')} of Table {head}, which has "
                "no such row")
    return f"'Table {ref.printed}' refers to a table the rulebook does not have"


def numbered_children(rule: Rule) -> list[tuple[str, Rule]]:
    """A rule's numbered sub-sections with their numbers, looking through unnumbered headings."""
    out: list[tuple[str, Rule]] = []
    for child in rule.children:
        out.extend([(child.number, child)] if child.number else numbered_children(child))
    return out


def continues(parent: str, number: str) -> bool:
    """Whether ``number`` is one level below ``parent`` ('9.4.6.' below '9.4.')."""
    parts = number.rstrip(".").split(".")
    return ".".join(parts[:-1]) == parent.rstrip(".") and parts[-1].isdigit()


def numbering_slip(parent: str, previous: str | None, number: str) -> str | None:
    """Why ``number`` cannot follow ``previous`` inside ``parent``; None when it fits."""
    if not continues(parent, number):
        return f"is printed inside {parent or 'the book'} but does not continue its numbering"
    parts = number.rstrip(".").split(".")
    expected = int(previous.rstrip(".").split(".")[-1]) + 1 if previous else 1
    if int(parts[-1]) != expected:
        return f"follows {previous or parent} but {'.'.join(parts[:-1] + [str(expected)])}. is missing"
    return None


@rule("ruthenia-section-numbering", Severity.WARNING, game=GAME,
      targets=BOOK_ENTRIES)
def section_numbering(game: Game):
    """Each numbered section continues its parent's number, one after its previous sibling.

    Passes: 9.4.5., 9.4.6. inside 9.4. Fails: '9.3.6.' printed inside 9.4.; 4.5.6. after 4.5.4.
    """
    sections = numbered(game)
    for book, top in books(game):
        yield from _numbering(book, top, "", sections)


def _numbering(book: str, rule: Rule, parent: str, sections):
    previous = None
    for number, child in numbered_children(rule):
        slip = numbering_slip(parent, previous, number)
        if slip:
            twice = len(sections.get((book, normal(number)), [])) > 1
            yield Finding(f"{book} {number} {slip}" + ("; another section has the same "
                          "number" if twice else ""), child.at("number"))
        if continues(parent, number):
            previous = number
        yield from _numbering(book, child, number, sections)


@rule("ruthenia-source-section", game=GAME, targets=BOOK_ENTRIES)
def source_section(game: Game):
    """Every section an entry's source cites ('Strategy Book 6.4.1.9.', 'Table 3.') is encoded.

    Passes: ``source: {section: "Battle Book 9.3."}``. Fails: ``{section: "Battle Book 9.4."}``
    (the Battle Book's section 9 ends at 9.3.).
    """
    known, seen = Numbering(game), set()
    rows = [row for table in game.tables for row in table.rows]
    for entity in [game.manifest, *game.all_entities(), *rows]:
        source = getattr(entity, "source", None)
        if source is None or id(source) in seen or not source.section:
            continue
        seen.add(id(source))
        for book, number in cited_sections(source.section):
            if not known.has(book, number):
                yield Finding(f"the source cites {book} {number}, which is not in the rulebook's "
                              "numbering", source.pos)


def section_cells(table: Table):
    """(row, column index, text) of each cell under a column whose ID ends in '-section'."""
    for index, column in enumerate(table.columns):
        if column.id.endswith("-section"):
            for row in table.rows:
                if index < len(row.cells) and isinstance(row.cells[index], str):
                    yield row, index, row.cells[index]


@rule("ruthenia-section-column", game=GAME, targets=BOOK_ENTRIES)
def section_column(game: Game):
    """Every section a table's 'Section' column cites is encoded (Strategy Book unless the cell
    names the Battle Book).

    Passes: ``[..., "7.3.3."]``; ``[..., "Battle Book 7.4.3."]``. Fails: ``[..., "7.3.9."]``.
    """
    known = Numbering(game)
    for table in game.tables:
        for row, index, text in section_cells(table):
            for book, number in cited_sections(f"{STRATEGY} {text}"):
                if not known.has(book, number):
                    yield Finding(f"table '{table.id}' cites {book} {number}, which is not in the "
                                  "rulebook's numbering", item_position(row.cells, index, row.at("cells")))
