"""What the kit does for each component the game needs, and whether the game can be played from
it: complete, printed with fill-in blanks, printed in part, supplied by the player (with optional
stand-ins), from the game box, or not printed (and why)."""

from __future__ import annotations

from dataclasses import dataclass

from generator.kit.placed import Placed, page_ranges
from generator.model.entities import Component
from generator.model.project import GameContent
from generator.model.values import is_unknown

COMPLETE, BLANKS, PARTLY, SUPPLY, BOX, MISSING, LEFT_OUT = (
    "complete", "fill-in blanks", "in part", "you supply", "game box", "not printed", "left out")
BLOCKING = (BLANKS, PARTLY, MISSING)    # what keeps the game from being played from the kit


@dataclass(frozen=True)
class Status:
    component: Component
    state: str
    text: str          # where it is, or why it is not
    pages: tuple[int, ...] = ()

    @property
    def blocks_play(self) -> bool:
        return self.state in BLOCKING


def statuses(game: GameContent, placed: list[Placed]) -> list[Status]:
    names = printable_names(game)
    return [_status(game, c, placed, names) for c in game.components]


def _status(game: GameContent, c: Component, placed: list[Placed], names: dict[str, str]) -> Status:
    if c.supplied == "box":
        return Status(c, BOX, "From the game box.")
    stand_in = next((p for p in placed if p.section.key == "stand-ins" and p.part.prints(c.id)), None)
    if c.supplied == "player":
        text = "You supply these."
        if stand_in is not None:
            text += f" Or use the stand-in counters, {stand_in.where()} (optional)."
        return Status(c, SUPPLY, text, stand_in.pages if stand_in else ())
    ids = printed_ids(c, names)
    parts = [p for p in placed if any(p.part.prints(i) for i in ids)]
    if not ids:
        if stand_in is not None:
            return Status(c, COMPLETE, f"Printed as counters, {stand_in.where()}.", stand_in.pages)
        why = "its count is not known" if is_unknown(c.total) else "the content does not describe it yet"
        return Status(c, MISSING, f"Not printed: {why}; make your own.")
    if not parts:
        return Status(c, LEFT_OUT, "Not printed in this kit (left out by the kit options).")
    pages = tuple(sorted({n for p in parts for n in p.pages}))
    where = "; ".join(f"{p.part.title}, {p.where()}" for p in parts)
    blanks = _unknown_cards(game, ids)
    if blanks:
        return Status(c, BLANKS, f"{blanks} card face(s) not known: printed as blanks to fill in; {where}.", pages)
    if is_unknown(c.total):
        return Status(c, PARTLY, f"Only what the rulebook names is printed (the full count is not known); "
                                 f"{where}.", pages)
    copies = _copies_note(c, parts)
    return Status(c, COMPLETE, f"{where}.{copies}", pages)


def printed_ids(c: Component, names: dict[str, str]) -> list[str]:
    """The IDs of the entities printing ``c``: those it names, else one of the same name."""
    return list(c.encoded_in) or [i for i in (c.encoded_as or names.get(_singular(c.name)),) if i]


def _unknown_cards(game: GameContent, ids: list[str]) -> int:
    return sum(card.copies for i in ids for deck in [game.deck(i)] if deck for card in deck.cards
               if card.unknown is not None)


def _copies_note(c: Component, parts: list[Placed]) -> str:
    """A mat the kit prints once, for the player to print once per player, says so."""
    if len(parts) == 1 and parts[0].part.print_copies > 1:
        return f" Print that page {parts[0].part.print_copies} times (one per player)."
    return ""


def verdict(statuses_: list[Status]) -> tuple[bool, str]:
    """Whether the game can be played from the kit, and the plain sentence that says so."""
    blocking = [s for s in statuses_ if s.blocks_play]
    supplied = [s for s in statuses_ if s.state == SUPPLY]
    bring = "; ".join(f"{_count(s.component)} {s.component.name.lower()}" for s in supplied)
    if not blocking:
        text = "You can set up and play the game from this kit and the rulebook"
        return True, text + (f", with what you supply: {bring}." if bring else ".")
    why = "; ".join(f"{s.component.name} ({s.state}: {_reason(s)})" for s in blocking)
    text = f"This kit is not enough to play the game yet: {why}."
    if bring:
        text += f" You also supply: {bring}."
    return False, text


def _reason(s: Status) -> str:
    if s.state == BLANKS:
        return s.text.split(":")[0]
    if s.state == PARTLY:
        return "the full count is not known"
    return s.text.removeprefix("Not printed: ").split(";")[0]


def _count(c: Component) -> str:
    return "?" if is_unknown(c.total) else str(c.total)


def _singular(name: str) -> str:
    name = name.strip().lower()
    return name[:-1] if name.endswith("s") else name


def printable_names(game: GameContent) -> dict[str, str]:
    """IDs of printable entities by their singular lower-case name, to match unlinked components."""
    return {_singular(e.name if hasattr(e, "name") else e.title): e.id
            for group in (game.decks, game.sheets, game.tracks, game.boards, game.tables) for e in group}


__all__ = ["Status", "statuses", "verdict", "page_ranges", "printed_ids", "printable_names"]
