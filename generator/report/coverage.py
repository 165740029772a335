"""Compute a game's coverage: component counts, facts by source grade, and every unknown."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from generator.model.game.project import GameContent
from generator.model.game.values import AtLeast, is_unknown
from generator.model.game.walk import entities, sources_of, unknowns_of
from generator.rules.generic.counts import encoded_count

GRADES = ("rulebook", "public-high", "public-medium", "public-low")   # always shown
OTHER_GRADES = ("design", "public-?")   # shown when a game has them: an original game's own design


@dataclass(frozen=True)
class ComponentRow:
    id: str
    name: str
    declared: str
    per_colour: int | None
    encoded: int | None
    status: str  # "ok", "mismatch", "not encoded", "unknown"


@dataclass(frozen=True)
class UnknownRow:
    where: str
    field: str
    reason: str


@dataclass
class Coverage:
    game: str
    title: str
    components: list[ComponentRow] = field(default_factory=list)
    grades: Counter = field(default_factory=Counter)
    unknowns: list[UnknownRow] = field(default_factory=list)

    @property
    def facts(self) -> int:
        return sum(self.grades.values())

    def shown_grades(self) -> list[str]:
        """The grades the report lists: the usual four (unless every fact is of another grade,
        as in an original game stated by its own design), then the others this game has."""
        others = [*(g for g in OTHER_GRADES if self.grades.get(g)),
                  *sorted(g for g in self.grades if g not in GRADES and g not in OTHER_GRADES)]
        usual = any(self.grades.get(g) for g in GRADES) or not others
        return [*(GRADES if usual else ()), *others]


def _component_rows(game: GameContent) -> list[ComponentRow]:
    index = game.index()
    colours = len(game.manifest.colours) if game.manifest else 1
    rows = []
    for c in game.components:
        encoded = encoded_count(index.get(c.encoded_as), colours) if c.encoded_as else None
        if is_unknown(c.total):
            status = "unknown"
        elif encoded is None:
            status = "not encoded"
        else:
            status = "ok" if encoded == c.total else "mismatch"
        declared = "unknown" if is_unknown(c.total) else str(c.total)
        rows.append(ComponentRow(c.id, c.name, declared, c.per_colour, encoded, status))
    return rows


def coverage(game: GameContent) -> Coverage:
    """Everything the report shows for one game."""
    result = Coverage(game.id, game.title, _component_rows(game))
    bounds = []
    for entity in entities(game):   # one walk: sources, unknowns and lower bounds
        for source in sources_of(entity):
            result.grades[source.grade] += 1
        for name, unknown in unknowns_of(entity):
            label = next((v for v in (getattr(entity, "id", None), getattr(entity, "label", None))
                          if isinstance(v, str) and v), type(entity).__name__.lower())
            result.unknowns.append(UnknownRow(f"{unknown.pos} ({label})", name, unknown.reason))
        bound = getattr(entity, "copies", None)
        if isinstance(bound, AtLeast):
            bounds.append(UnknownRow(f"{bound.pos} ({entity.id})", "copies",
                                     f"{bound.words()}: only a lower bound is known"))
    result.unknowns.extend(bounds)   # after every unknown, as the report lists them
    return result
