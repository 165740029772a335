"""References that name an existing but wrong section: listed in table 'reference-slips' (a reading
of the rulebook) and reported where the rulebook text writes them."""

from __future__ import annotations

from generator.api import Finding, Game, Severity, related, rule
from .common import GAME, Texts, cell, normal, numbered, rows
from .refparse import cited_sections
from .references import BOOK_ENTRIES, Numbering, cell_texts, printed_tables

SLIPS = "reference-slips"
TARGETS = {SLIPS: "table", **BOOK_ENTRIES}


def written_in(game: Game, where: str):
    """(entity, field, text) of the texts a 'Written in' cell names: a rule's text, or a printed
    table's cells."""
    for book, number in cited_sections(where)[:1]:
        if book == "Table":
            yield from cell_texts(printed_tables(game).get(number))
        else:
            for entry in numbered(game).get((book, number), []):
                if isinstance(entry.text, str):
                    yield entry, "text", entry.text


def place(game: Game, texts: Texts, where: str, quote: str, printed: str):
    """Where the printed reference inside the quote is written; None when the quote is not found."""
    for entity, field, text in written_in(game, where):
        offset = text.find(quote)
        if offset >= 0 and printed in quote:
            return texts.at_offset(entity.at(field), text, offset + quote.index(printed), printed)
    return None


@rule("ruthenia-reference-slip", Severity.WARNING, game=GAME,
      targets=TARGETS)
def reference_slip(game: Game):
    """Each reference listed in 'reference-slips' is reported at its place in the rulebook text.

    Passes (no finding): a rulebook whose references all point where their sentences mean.
    Fails: 'A conquest order (6.4.1.)' in 6.8., which the list reads as meant for 6.4.2.
    A list row whose quote is no longer in the text is an error (ruthenia-reference-slip-list).
    """
    table, texts = game.table(SLIPS), Texts(game)
    for row in rows(table):
        where, quote, printed, meant, why = (cell(table, row, f"{SLIPS}-{c}") for c in
                                             ("in", "quote", "printed", "meant", "why"))
        pos = place(game, texts, str(where), str(quote), str(printed))
        if pos is not None:
            yield Finding(f"{where}: '({printed})' points to the wrong section; probably meant "
                          f"{meant} {why}", pos, related(row.at("cells"), "listed here"))


@rule("ruthenia-reference-slip-list", game=GAME, targets=TARGETS)
def reference_slip_list(game: Game):
    """Each row of 'reference-slips' quotes the rulebook text it names, and its 'probably meant'
    section exists.

    Passes: ``["Strategy Book 6.8.", "A conquest order (6.4.1.)", "6.4.1.", "6.4.2.", ...]``.
    Fails: the quote 'A conquest order (6.4.9.)', which 6.8. does not contain; meant '6.4.9.'.
    """
    table, texts, known = game.table(SLIPS), Texts(game), Numbering(game)
    for row in rows(table):
        where, quote, printed, meant = (str(cell(table, row, f"{SLIPS}-{c}")) for c in
                                        ("in", "quote", "printed", "meant"))
        if place(game, texts, where, quote, printed) is None:
            yield Finding(f"'{quote}' with '{printed}' is not in the text of {where}",
                          texts.locate(row.at("cells"), quote))
        book = cited_sections(where)[0][0] if cited_sections(where) else "Strategy Book"
        book = "Strategy Book" if book == "Table" else book
        for number in meant.split(","):
            if not known.has(book, normal(number)):
                yield Finding(f"'probably meant' names {book} {normal(number)}, which is not in the "
                              "rulebook's numbering", texts.locate(row.at("cells"), meant))
