"""What is not known of the entries that print a component, sorted by whether it keeps the game
from being played.

A player cannot make up a card's face, a space's roads or printed values, or a table's results:
those gaps block play. A track mark's position leaves the component printable but not complete. A
space's room for pieces is how the kit sizes it, not a fact of the game (an unknown there is most
often "no limit"), and is left out.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.model.game.entities import Located
from generator.model.game.walk import field_names, unknowns_of
from generator.model.wording import N_, Wording

# (entry kind, field) -> what is missing, said of a count of such entries; "*" is any field
BLOCKING = {
    ("Card", "*"): N_("{count} card(s) without their full face"),
    ("Space", "adjacent"): N_("the roads of {count} space(s)"),
    ("Space", "attributes"): N_("values printed on {count} space(s)"),
    ("Row", "cells"): N_("{count} table row(s) without their results"),
    ("Token", "*"): N_("{count} token face(s)"),
}
GAPS = {
    ("Threshold", "at_index"): N_("where {count} track mark(s) go"),
}
IGNORED = {("Hold", "count")}
OTHER = N_("{count} other value(s)")


@dataclass(frozen=True)
class UnknownFacts:
    """The unknown facts of a component's entries: what blocks play and what only leaves gaps."""

    blocking: tuple[str, ...] = ()
    gaps: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.blocking or self.gaps)


def _nested(entity):
    """``entity`` and every Located value inside it, depth first."""
    stack = [entity]
    while stack:
        node = stack.pop()
        yield node
        for name in field_names(node):
            value = getattr(node, name)
            if isinstance(value, Located):
                stack.append(value)
            elif isinstance(value, (list, tuple)):
                stack.extend(v for v in reversed(value) if isinstance(v, Located))


def _kind_of(kind: str, name: str) -> tuple[str, str] | None:
    for table in (BLOCKING, GAPS):
        for key in ((kind, name), (kind, "*")):
            if key in table:
                return key
    return None


def unknown_facts(entries, _: Wording, skip_card_faces: bool = True) -> UnknownFacts:
    """The unknown facts of ``entries`` (decks, boards, tracks, sheets, tables), each kind counted
    once per entry holding it. A card whose whole face is unknown is left out with
    ``skip_card_faces`` (it prints as a fill-in blank, counted apart)."""
    counts: Counter[tuple[str, str]] = Counter()
    for entry in entries:
        for node in _nested(entry):
            kinds = set()
            for name, _value in unknowns_of(node):
                kind = type(node).__name__
                if (skip_card_faces and kind == "Card" and name == "unknown") or (kind, name) in IGNORED:
                    continue
                kinds.add(_kind_of(kind, name) or ("", ""))
            counts.update(sorted(kinds))   # a fixed order: a set of text follows the hash seed
    blocking = tuple(_(BLOCKING[k]).format(count=n) for k, n in counts.items() if k in BLOCKING)
    gaps = tuple(_(GAPS[k]).format(count=n) for k, n in counts.items() if k in GAPS)
    other = counts.get(("", ""), 0)
    return UnknownFacts(blocking, gaps + ((_(OTHER).format(count=other),) if other else ()))
