"""What the kit does for each component the game needs, and whether the game can be played from
it: complete, printed with gaps (a fact that does not keep the game from being played), printed
with fill-in blanks, printed in part, supplied by the player (with optional stand-ins), from the
game box, or not printed (and why). Only a component the content marks as the player's (dice,
cubes, coins) is one the player supplies; a card whose face no source describes is never one."""

from __future__ import annotations

from dataclasses import dataclass

from generator.model.wording import ENGLISH, N_, Wording, words
from generator.kit.placed import Placed, page_ranges
from generator.kit.standees import named_cards
from generator.kit.unknown_facts import unknown_facts
from generator.model.game.entities import Component
from generator.model.game.project import GameContent
from generator.model.game.values import is_unknown

COMPLETE, GAPS, BLANKS, PARTLY, SUPPLY, BOX, MISSING, LEFT_OUT = (
    N_("complete"), N_("printed, with gaps"), N_("fill-in blanks"), N_("in part"), N_("you supply"), N_("game box"),
    N_("not printed"), N_("left out"))
BLOCKING = (BLANKS, PARTLY, MISSING)    # what keeps the game from being played from the kit


@dataclass(frozen=True)
class Status:
    component: Component
    state: str
    text: str          # where it is, or why it is not
    pages: tuple[int, ...] = ()
    reason: str = ""   # why it keeps the game from being played, for the verdict

    @property
    def blocks_play(self) -> bool:
        return self.state in BLOCKING


def statuses(game: GameContent, placed: list[Placed]) -> list[Status]:
    names = printable_names(game)
    return [_status(game, c, placed, names) for c in game.components]


def _status(game: GameContent, c: Component, placed: list[Placed], names: dict[str, str]) -> Status:
    _ = words(game)
    if c.supplied == "box":
        return Status(c, BOX, _("From the game box."))
    stand_in = next((p for p in placed if p.section.key == "stand-ins" and p.part.prints(c.id)), None)
    if c.supplied == "player":
        text = _("You supply these.")
        if stand_in is not None:
            text += _(" Or use the stand-in counters, {where} (optional).").format(where=stand_in.where(_))
        return Status(c, SUPPLY, text, stand_in.pages if stand_in else ())
    standee = next((p for p in placed if p.part.key == f"standee:{c.id}"), None)
    if standee is not None:
        return _standee_status(game, c, standee, _)
    ids = printed_ids(c, names)
    parts = [p for p in placed if any(p.part.prints(i) for i in ids)]
    if not ids:
        if stand_in is not None:
            return Status(c, COMPLETE, _("Printed as counters, {where}.").format(where=stand_in.where(_)),
                          stand_in.pages)
        why = c.not_printed or (_("its count is not known") if is_unknown(c.total)
                                else _("the content does not describe it yet"))
        return Status(c, MISSING, _("Not printed: {why}; make your own.").format(why=why), reason=why)
    if not parts:
        return Status(c, LEFT_OUT, _("Not printed in this kit (left out by the kit options)."))
    pages = tuple(sorted({n for p in parts for n in p.pages}))
    where = "; ".join(f"{p.part.title}, {p.where(_)}" for p in parts)
    blanks = _unknown_cards(game, ids)
    facts = unknown_facts(_entries(game, ids), _)
    reasons = list(facts.blocking)
    if blanks:
        every = isinstance(c.total, int) and blanks >= c.total
        reasons.insert(0, _("no source describes their faces") if every
                       else _("{count} card face(s) not known").format(count=blanks))
    if is_unknown(c.total):
        reasons.append(_("the full count is not known"))
    if reasons:
        reason = "; ".join(reasons)
        if blanks and len(reasons) == 1:
            return Status(c, BLANKS, _("{reason}: printed as blanks to fill in; {where}.").format(
                reason=reason, where=where), pages, reason)
        return Status(c, PARTLY, _("Printed in part: {reason}; {where}.").format(reason=reason, where=where),
                      pages, reason)
    copies = _copies_note(c, parts, _)
    if facts.gaps:
        gaps = "; ".join(facts.gaps)
        return Status(c, GAPS, _("{where}. Not known: {gaps}.").format(where=where, gaps=gaps) + copies, pages,
                      gaps)
    return Status(c, COMPLETE, f"{where}.{copies}", pages)


def _entries(game: GameContent, ids: list[str]) -> list:
    index = game.index()
    return [index[i] for i in ids if i in index]


def _standee_status(game: GameContent, c: Component, placed: Placed, _: Wording) -> Status:
    """Standees print for the deck's named cards; the cover counts the others and says why."""
    deck = game.deck(c.standee.deck) if c.standee else None
    printed = len(named_cards(deck)) if deck else 0
    where = f"{placed.part.title}, {placed.where(_)}"
    total = c.total
    missing = total - printed if isinstance(total, int) else 0
    facts = unknown_facts([deck] if deck else [], _)
    if missing <= 0 and not facts.blocking:
        return Status(c, COMPLETE, f"{where}.", placed.pages)
    if missing <= 0:
        reason = "; ".join(facts.blocking)
        return Status(c, PARTLY, _("Printed in part: {reason}; {where}.").format(reason=reason, where=where),
                      placed.pages, reason)
    why = "; ".join(dict.fromkeys(card.unknown.reason for card in deck.cards if card.unknown)) if deck else ""
    reason = _("{missing} of {total} not known").format(missing=missing, total=c.total)
    text = _("{printed} of {total} print as standees, {where}; the other {missing} do not: {why}").format(
        printed=printed, total=c.total, where=where, missing=missing, why=why or reason)
    return Status(c, PARTLY, text, placed.pages, reason)


def printed_ids(c: Component, names: dict[str, str]) -> list[str]:
    """The IDs of the entities printing ``c``: those it names, else one of the same name."""
    return list(c.encoded_in) or [i for i in (c.encoded_as or names.get(_singular(c.name)),) if i]


def _unknown_cards(game: GameContent, ids: list[str]) -> int:
    return sum(card.copies for i in ids for deck in [game.deck(i)] if deck for card in deck.cards
               if card.unknown is not None)


def _copies_note(c: Component, parts: list[Placed], _: Wording) -> str:
    """A mat the kit prints once, for the player to print once per player, says so."""
    if len(parts) == 1 and parts[0].part.print_copies > 1:
        return _(" Print that page {count} times (one per player).").format(count=parts[0].part.print_copies)
    return ""


def verdict(statuses_: list[Status], _: Wording = ENGLISH) -> tuple[bool, str]:
    """Whether the game can be played from the kit, and the plain sentence that says so."""
    blocking = [s for s in statuses_ if s.blocks_play]
    supplied = [s for s in statuses_ if s.state == SUPPLY]
    bring = "; ".join(f"{_count(s.component)} {s.component.name.lower()}" + (f" ({s.reason})" if s.reason else "")
                      for s in supplied)
    if not blocking:
        if bring:
            return True, _("You can set up and play the game from this kit and its rules book, with what you "
                           "supply: {items}.").format(items=bring)
        return True, _("You can set up and play the game from this kit and its rules book.")
    why = "; ".join(f"{s.component.name} ({_(s.state)}: {s.reason})" for s in blocking)
    text = _("Not playable from this kit: {why}.").format(why=why)
    if bring:
        text += _(" You also supply: {items}.").format(items=bring)
    return False, text


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
