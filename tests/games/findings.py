"""Reading a broken content copy's findings in the game test modules."""

from __future__ import annotations


def found(copy, rule: str) -> list[tuple[str, int, int, str]]:
    """(file name, line, column, message) of each finding of one rule."""
    return [(d.pos.path.rsplit("/", 1)[-1], d.pos.line, d.pos.column, d.message)
            for d in copy.findings(rule)]


def value_of(copy, name: str, needle: str, nth: int = 1) -> tuple[int, int]:
    """Line and column of the value in the ``nth`` ``key: value`` text matching ``needle``."""
    line, column = copy.where(name, needle, nth)
    return line, column + needle.index(": ") + 2
