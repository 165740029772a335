"""Books of a game's rules: a top-level section without a number ("Strategy Book", "Battle Book")
whose sections are numbered afresh. When a game has two or more, every section number printed,
on the sheet or the page, says which book it is in by the book's short form ("SB 6.6.", "BB 7.3.").
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.model.game import entities as e
from generator.model.wording import ENGLISH, Wording


def initials(title: str) -> str:
    """A book's short form: the initials of its title's words ("Battle Book" -> "BB")."""
    return "".join(word[0].upper() for word in title.split() if word[0].isalnum())


def book_shorts(rules: Sequence[e.Rule]) -> dict[str, str]:
    """Each book's rule ID -> its short form, when the rules hold two or more books (else none);
    the books' titles when their initials clash. A book is a plain ``section`` at the top, without
    a number, holding numbered sections (a numbered list inside a setup or solo part is no book)."""
    books = [top for top in rules if not top.number and top.kind == "section"
             and any(child.number for child in top.children)]
    if len(books) < 2:
        return {}
    shorts = {book.id: initials(book.title) for book in books}
    if len(set(shorts.values())) < len(shorts) or not all(shorts.values()):
        shorts = {book.id: book.title for book in books}
    return shorts


def book_titles(rules: Sequence[e.Rule]) -> tuple[tuple[str, str], ...]:
    """(short form, title) of each book, for a legend line; empty for a game of one book."""
    shorts = book_shorts(rules)
    return tuple((shorts[top.id], top.title) for top in rules if top.id in shorts)


def books_legend(books: tuple[tuple[str, str], ...], _: Wording = ENGLISH) -> str:
    """The legend line of the books' short forms: 'SB: Strategy Book; BB: Battle Book'."""
    return "; ".join(_("{short}: {title}").format(short=short, title=title) for short, title in books)


def in_book(number: str, book: str) -> str:
    """A section number as printed: '6.6.' in a book of its own reads 'SB 6.6.'."""
    return f"{book} {number}" if book and number else number
