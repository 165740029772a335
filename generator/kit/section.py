"""A kit section (cards, counters...) and its parts (one deck, one sheet...), planned before drawing.

Planning gives page counts up front, so the cover can say where everything is; pages are then
produced lazily, one at a time, so a 9,000-card deck never sits in memory whole.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from generator.kit.pages import Page


@dataclass
class Part:
    """One printed thing: a deck, a counter sheet, a track, a board or a group of reference cards."""

    key: str
    title: str
    page_count: int
    pages: Callable[[], Iterator[Page]]
    two_sided: bool = False   # its pages come as front/back pairs
    note: str = ""            # e.g. "26 cards, 9 per sheet"
    covers: tuple[str, ...] = ()  # IDs of the content entities printed here (default: the key)

    def prints(self, entity_id: str) -> bool:
        return entity_id in (self.covers or (self.key,))


@dataclass
class Section:
    key: str
    title: str
    parts: list[Part] = field(default_factory=list)

    @property
    def page_count(self) -> int:
        return sum(p.page_count for p in self.parts)
