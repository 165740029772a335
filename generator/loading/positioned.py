"""Containers that keep the source position of every key and value they hold."""

from __future__ import annotations

from generator.diagnostics import Position


class PDict(dict):
    """A mapping read from YAML, with the position of itself, each key and each value."""

    __slots__ = ("pos", "key_pos", "value_pos")

    def __init__(self, pos: Position):
        super().__init__()
        self.pos = pos
        self.key_pos: dict[str, Position] = {}
        self.value_pos: dict[str, Position] = {}

    def at(self, key: str) -> Position:
        """Position of the value under ``key``, or of the mapping when the key is absent."""
        return self.value_pos.get(key, self.pos)

    def key_at(self, key: str) -> Position:
        """Position of ``key`` itself, or of the mapping when the key is absent."""
        return self.key_pos.get(key, self.pos)

    def refused(self, key: str) -> bool:
        """Whether ``key`` was written but its value refused when read (a spreadsheet cell that
        was reported): it has a position and no value."""
        return key not in self and key in self.value_pos

    def shell(self) -> PDict:
        """An empty mapping that keeps this one's positions, to fill with checked values."""
        out = PDict(self.pos)
        out.key_pos, out.value_pos = self.key_pos, self.value_pos
        return out


class PList(list):
    """A sequence read from YAML, with the position of itself and each item."""

    __slots__ = ("pos", "item_pos")

    def __init__(self, pos: Position):
        super().__init__()
        self.pos = pos
        self.item_pos: list[Position] = []

    def at(self, index: int) -> Position:
        return self.item_pos[index] if 0 <= index < len(self.item_pos) else self.pos


def byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    """The 1-based line and column (in bytes) of ``offset`` in ``raw``."""
    return raw.count(b"\n", 0, offset) + 1, offset - (raw.rfind(b"\n", 0, offset) + 1) + 1
