"""Reading the rulebook's section references out of a text: '(6.4.1.9.)', '(Battle Book => Troops
(2.1.1.))', '(5.2.1.8. – 5.2.1.11.)', '(Table 3.9.)'.

A number inside parentheses is a reference. Its book is the one named just before its parentheses
('Battle Book => Title (' or 'Strategy Book ('), else that of the enclosing parentheses, else the
book of the text. A number right after 'Table ' names a table, or a row of it ('Table 3.9.').
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .common import BATTLE, STRATEGY, normal

NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)*\.?)(?!\w)")
BOOK_BEFORE = re.compile(r"(Battle|Strategy) [Bb]ook\s*(?:=>[^()=]*)?$")
TABLE_BEFORE = re.compile(r"Table\s+$")


@dataclass(frozen=True)
class Reference:
    """One reference: the book (or 'Table'), the normalised number, and where it is in the text."""

    book: str
    number: str
    printed: str
    offset: int


@lru_cache(maxsize=4096)   # the same texts come back at every check of an edited game
def references(text: str, own_book: str) -> tuple[Reference, ...]:
    """Every parenthesised reference of ``text``, in order."""
    found: list[Reference] = []
    stack: list[str] = []
    index = text.find("(")   # before the first parenthesis nothing is a reference
    if index < 0:
        return ()
    while index < len(text):
        char = text[index]
        if char == "(":
            stack.append(_book_before(text[:index], stack[-1] if stack else own_book))
        elif char == ")" and stack:
            stack.pop()
        elif char.isdigit() and stack:
            match = NUMBER.match(text, index)
            if match and (index == 0 or not (text[index - 1].isalnum() or text[index - 1] == ".")):
                found.extend(_reference(text, match, stack[-1]))
                index = match.end()
                continue
        index += 1
    return tuple(found)


def _book_before(before: str, inherited: str) -> str:
    match = BOOK_BEFORE.search(before[-120:])
    if not match:
        return inherited
    return BATTLE if match.group(1) == "Battle" else STRATEGY


def _reference(text: str, match: re.Match, book: str) -> list[Reference]:
    printed = match.group(1)
    if "." not in printed:
        return []  # '(+1)' or 'if a 5 is rolled': a count, not a section
    if TABLE_BEFORE.search(text[max(0, match.start() - 8):match.start()]):
        book = "Table"
    return [Reference(book, normal(printed), printed, match.start())]


def cited_sections(section: str) -> list[tuple[str, str]]:
    """(book, number) pairs a source's ``section`` cites: 'Strategy Book 2.4., Table 3.; Battle Book
    9.3.' gives Strategy 2.4., Table 3., Battle 9.3."""
    out: list[tuple[str, str]] = []
    book = None
    for token in re.finditer(r"(Battle|Strategy) Book|Table\s+(\d+(?:\.\d+)*\.?)|"
                             r"(?<![\w.])(\d+(?:\.\d+)*\.)(?!\w)", section):
        if token.group(1):
            book = BATTLE if token.group(1) == "Battle" else STRATEGY
        elif token.group(2):
            out.append(("Table", normal(token.group(2))))
        elif book:
            out.append((book, normal(token.group(3))))
    return out
