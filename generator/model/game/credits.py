"""Who made the game and its kit, in the words the cover, the PDF metadata and the HTML credit use."""

from __future__ import annotations

from generator.model.wording import ENGLISH, Wording
from generator.model.game.entities import Manifest

TOOL = "boardgame-generator"


def game_credit(m: Manifest, _: Wording = ENGLISH) -> str:
    """'Heron Games, 2026; designed by A. Author and B. Author; Second edition' (what is stated)."""
    parts = [", ".join(str(v) for v in (m.publisher, m.year) if v)]
    if m.designers:
        parts.append(_("designed by {names}").format(names=_joined(m.designers, _)))
    parts.append(m.edition or "")
    return "; ".join(p for p in parts if p)


def kit_credit(m: Manifest, _: Wording = ENGLISH) -> str:
    """Whose kit this is: the publisher's own, or a player-made one (never claimed as official)."""
    if m.kit_by == "publisher":
        if m.publisher:
            return _("The print-and-play kit of {publisher}, made with {tool}.").format(publisher=m.publisher,
                                                                                       tool=TOOL)
        return _("The print-and-play kit of the publisher, made with {tool}.").format(tool=TOOL)
    if m.publisher:
        return _("A player-made kit, made with {tool}; not {publisher}'s.").format(tool=TOOL, publisher=m.publisher)
    return _("A player-made kit, made with {tool}; not the publisher's.").format(tool=TOOL)


def pdf_author(m: Manifest | None, _: Wording = ENGLISH) -> str:
    """The PDF's Author entry: the publisher for its own kit, else the tool and what it is."""
    if m is not None and m.kit_by == "publisher":
        return ", ".join(v for v in (m.publisher, _joined(m.designers, _)) if v) or TOOL
    if m is not None and m.publisher:
        return _("{tool} (a player-made kit, not {publisher}'s)").format(tool=TOOL, publisher=m.publisher)
    return _("{tool} (a player-made kit, not the publisher's)").format(tool=TOOL)


def licence_line(m: Manifest, _: Wording = ENGLISH) -> str:
    return _("Licence: {licence}.").format(licence=m.licence) if m.licence else ""


def _joined(names: list[str], _: Wording = ENGLISH) -> str:
    return names[0] if len(names) < 2 else ", ".join(names[:-1]) + _(" and ") + names[-1]
