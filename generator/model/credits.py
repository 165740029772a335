"""Who made the game and its kit, in the words the cover, the PDF metadata and the HTML credit use."""

from __future__ import annotations

from generator.model.entities import Manifest

TOOL = "boardgame-generator"


def game_credit(m: Manifest) -> str:
    """'Heron Games, 2026; designed by A. Author and B. Author; Second edition' (what is stated)."""
    parts = [", ".join(str(v) for v in (m.publisher, m.year) if v)]
    if m.designers:
        parts.append("designed by " + _joined(m.designers))
    parts.append(m.edition or "")
    return "; ".join(p for p in parts if p)


def kit_credit(m: Manifest) -> str:
    """Whose kit this is: the publisher's own, or a player-made one (never claimed as official)."""
    if m.kit_by == "publisher":
        return f"The print-and-play kit of {m.publisher or 'the publisher'}, made with {TOOL}."
    owner = f"{m.publisher}'s" if m.publisher else "the publisher's"
    return f"A player-made kit, made with {TOOL}; not {owner}."


def pdf_author(m: Manifest | None) -> str:
    """The PDF's Author entry: the publisher for its own kit, else the tool and what it is."""
    if m is not None and m.kit_by == "publisher":
        return ", ".join(v for v in (m.publisher, _joined(m.designers)) if v) or TOOL
    owner = f"{m.publisher}'s" if m is not None and m.publisher else "the publisher's"
    return f"{TOOL} (a player-made kit, not {owner})"


def licence_line(m: Manifest) -> str:
    return f"Licence: {m.licence}." if m.licence else ""


def _joined(names: list[str]) -> str:
    return names[0] if len(names) < 2 else ", ".join(names[:-1]) + " and " + names[-1]
