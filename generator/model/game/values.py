"""Small value types shared by all entities: sources and unknowns."""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.diagnostics import Position

CONFIDENCES = ("high", "medium", "low")


@dataclass(frozen=True, slots=True)
class Unknown:
    """A fact no source states, with the reason it is unknown."""

    reason: str
    pos: Position

    def __str__(self) -> str:
        return "unknown"


@dataclass(frozen=True, slots=True)
class Source:
    """Where a fact comes from: a rulebook section, or a public source with a confidence."""

    section: str | None
    public: str | None
    confidence: str | None
    note: str | None
    pos: Position
    design: str | None = None

    @property
    def grade(self) -> str:
        """'rulebook', 'public-high', 'public-medium' or 'public-low' ('public-?' if unstated), or
        'design' for an original game's own design."""
        if self.public:
            return f"public-{self.confidence or '?'}"
        if self.design and not self.section:
            return "design"
        return "rulebook"

    def cite(self) -> str:
        """A short human-readable citation."""
        parts = []
        if self.section:
            parts.append(f"rulebook: {self.section}")
        if self.public:
            parts.append(f"{self.public} ({self.confidence or 'confidence not stated'})")
        if self.design:
            parts.append(f"design: {self.design}")
        return "; ".join(parts) or "no source"


@dataclass(frozen=True, slots=True)
class SheetRef:
    """A spreadsheet an entry takes its rows from: a file in the game's folder, and for an XLSX
    workbook the worksheet (None: the first)."""

    file: str
    worksheet: str | None
    pos: Position


def is_unknown(value) -> bool:
    return isinstance(value, Unknown)


class AtLeast(int):
    """A count known only from below (``copies: {at_least: 1}``): it counts, and prints, as its
    number, and says that there may be more."""

    pos: Position

    def __new__(cls, number: int, pos: Position) -> AtLeast:
        made = super().__new__(cls, number)
        made.pos = pos
        return made

    def __reduce__(self) -> tuple[type[AtLeast], tuple[int, Position]]:   # copy and pickle keep the bound
        return (AtLeast, (int(self), self.pos))

    def __repr__(self) -> str:
        return f"AtLeast({int(self)})"

    def words(self) -> str:
        return f"at least {int(self)}"


_ROLL = re.compile(r"^\s*(\d+)\s*(?:[-\u2013]\s*(\d+)\s*)?$")


def roll_faces(roll) -> range | None:
    """The faces a roll covers: 3 -> 3..3, '4-6' -> 4..6; None when unreadable."""
    if isinstance(roll, bool):
        return None
    match = _ROLL.match(str(roll))
    if not match:
        return None
    low = int(match.group(1))
    high = int(match.group(2) or low)
    return range(low, high + 1) if low <= high else None
