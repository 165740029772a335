"""The sources page's parts and contents: every entry's source grouped by the kind of entry, and
the sidebar listing the parts and the groups, as on a game page."""

from __future__ import annotations

from dataclasses import replace

from generator.model.wording import ENGLISH, Wording
from generator.reference.fragments import key_label
from generator.reference.views import NavItem, SourceGroup, SourceLine, SourcesView


def _group_titles(_: Wording) -> dict[str, str]:
    """Headings of the groups, by the entry kinds the sources page lists."""
    return {"rule": _("Rules"), "card": _("Cards"), "deck": _("Decks"), "component": _("Components"),
            "resource": _("Resources and icons"), "table": _("Tables"), "row": _("Table rows"),
            "board": _("Boards"), "space": _("Board spaces"), "track": _("Tracks"),
            "trackspace": _("Track spaces"), "threshold": _("Track thresholds"), "sheet": _("Token sheets"),
            "token": _("Tokens"), "term": _("Glossary terms"), "constraint": _("Checks"),
            "constant": _("Constants"), "hold": _("Pieces a space holds"), "valueset": _("Value sets")}


def content_folder(files: tuple[str, ...]) -> str:
    """The folder every content file of the game is in ('content/rurik/'), else ''."""
    folders = {f.rsplit("/", 1)[0] for f in files if "/" in f}
    return folders.pop() + "/" if len(folders) == 1 and all("/" in f for f in files) else ""


def in_folder(position: str, folder: str) -> str:
    """A content position without the game's folder: 'cards.yaml:12:5'."""
    return position[len(folder):] if folder and position.startswith(folder) else position


def source_groups(lines: tuple[SourceLine, ...], _: Wording = ENGLISH, folder: str = "") -> tuple[SourceGroup, ...]:
    """The lines grouped by kind, the groups in the order their first line comes in the content;
    positions shown without the game's ``folder``."""
    titles = _group_titles(_)
    grouped: dict[str, list[SourceLine]] = {}
    for line in lines:
        grouped.setdefault(line.kind, []).append(replace(line, position=in_folder(line.position, folder)))
    return tuple(SourceGroup(f"src-group-{kind}", titles.get(kind) or key_label(kind), tuple(found))
                 for kind, found in grouped.items())


def sources_contents(sources: SourcesView, groups: tuple[SourceGroup, ...],
                     _: Wording = ENGLISH) -> tuple[NavItem, ...]:
    """The sources page's parts in page order, the entries' part with its groups."""
    items = [NavItem("#s-sources", _("Facts by source")),
             NavItem("#s-unknowns", _("Unknowns (%(count)s)") % {"count": len(sources.unknowns)})]
    if groups:
        items.append(NavItem("#s-entries", _("Every entry's source"),
                             tuple(NavItem("#" + g.anchor, f"{g.title} ({len(g.lines)})") for g in groups)))
    if sources.encoded:
        items.append(NavItem("#s-encoded", _("How the components are encoded")))
    return tuple(items)
