"""A kit section (cards, counters...) and its parts (one deck, one sheet...), planned before drawing.

A part either has pages of its own (the calibration page, a board's tiles) or hands over pieces
to be packed onto sheets shared with other parts: runs of same-size items (cards, counters,
reference cards) and whole blocks (track strips, boards that fit a page). Planning gives page
counts up front, so the cover can say where everything is; pages are then produced lazily, one at
a time, so a 9,000-card deck never sits in memory whole.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from generator.kit.pages import Page
from generator.geometry.packed import Block, Run


@dataclass(frozen=True)
class Face:
    """What one item shows, in the item's own coordinates (0, 0)-(w, h): front, and back if any."""

    front: tuple
    back: tuple | None = None


@dataclass(frozen=True)
class RunSpec:
    """A run of items to pack, with its faces in item order."""

    run: Run
    name: str                               # on sheet labels, e.g. "Enemies Cards"
    faces: Callable[[], Iterator[Face]]
    variant: str = ""                       # e.g. a player colour; labels count the variants of a name
    numbered: bool = False                  # sheet labels give the item numbers (cards)


@dataclass(frozen=True)
class BlockSpec:
    """A block to pack: ``items`` drawn with the block's lower-left corner at the origin."""

    block: Block
    name: str
    items: tuple


Packed = RunSpec | BlockSpec


@dataclass
class Part:
    """One printed thing: a deck, a counter sheet, a track, a board or a group of reference cards."""

    key: str
    title: str
    page_count: int = 0                       # its own pages (0 for a part that is only packed)
    pages: Callable[[], Iterator[Page]] | None = None
    two_sided: bool = False   # its own pages come as front/back pairs
    note: str = ""            # e.g. "26 cards, 9 per sheet"
    covers: tuple[str, ...] = ()  # IDs of the content entities printed here (default: the key)
    packed: tuple[Packed, ...] = ()           # pieces that go on shared sheets
    packed_instead: tuple[Packed, ...] = ()   # other pieces printing the same (a mat laid out wider), kept
                                              # when the sheets take less paper with them
    note_instead: str = ""                    # the note when ``packed_instead`` is kept, if it differs
    first: bool = False                       # its own pages print before the shared sheets
    print_copies: int = 1                     # how many times the player prints its own pages

    def prints(self, entity_id: str) -> bool:
        return entity_id in (self.covers or (self.key,))

    @property
    def has_backs(self) -> bool:
        return self.two_sided or any(isinstance(p, RunSpec) and p.run.backs for p in self.packed)


@dataclass
class Section:
    key: str
    title: str
    parts: list[Part] = field(default_factory=list)
