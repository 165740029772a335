"""The printable files of each game that the index page links: its quick references and its
print-and-play kits, each only when the build writes it or the output already holds it."""

from __future__ import annotations

import re
from pathlib import Path

from generator.model.wording import ENGLISH, N_, Wording
from generator.reference.views import Link

PAPER_NAMES = {"a4": N_("A4"), "letter": N_("Letter"), "a3": N_("A3"), "tabloid": N_("Tabloid")}
KINDS = (("quickref", N_("Quick reference")), ("rules", N_("Rules book")), ("rules-booklet", N_("Rules booklet")),
         ("kit", N_("Print-and-play kit")))  # in the order shown
PAPER_ORDER = tuple(PAPER_NAMES)


def game_documents(game_id: str, games_folder: Path, planned: frozenset[str] = frozenset(),
                   _: Wording = ENGLISH) -> tuple[Link, ...]:
    """The quick references and kits of ``game_id`` in ``games_folder/<game>/`` or in ``planned``
    (paths ``<game>/<file>`` the running build writes), as links from the site's folder beside it;
    each link's note is its full name ('Quick reference, A4 (PDF)')."""
    folder = games_folder / game_id
    names = {p.split("/", 1)[1] for p in planned if p.startswith(game_id + "/")}
    if folder.is_dir():
        names |= {p.name for p in folder.glob(f"{game_id}-*.pdf")}
    found = []
    for kind, title in KINDS:
        pattern = re.compile(re.escape(f"{game_id}-{kind}-") + r"([a-z0-9]+)\.pdf")
        papers = [m.group(1) for name in names if (m := pattern.fullmatch(name))]
        for paper in sorted(papers, key=lambda p: (PAPER_ORDER.index(p) if p in PAPER_ORDER else 99, p)):
            shown = _(PAPER_NAMES[paper]) if paper in PAPER_NAMES else paper.upper()
            full = _("{document}, {paper} (PDF)").format(document=_(title), paper=shown)
            found.append(Link(f"../{game_id}/{game_id}-{kind}-{paper}.pdf", shown, full))
    return tuple(found)


def documents_by_kind(links: tuple[Link, ...], _: Wording = ENGLISH) -> tuple[tuple[str, tuple[Link, ...]], ...]:
    """The links grouped under their kind's name, for a line per kind: ('Quick reference', (A4, Letter))."""
    groups = []
    for kind, title in KINDS:
        pattern = re.compile(r".*-" + re.escape(kind) + r"-[a-z0-9]+\.pdf")
        mine = tuple(link for link in links if pattern.fullmatch(link.href.rsplit("/", 1)[-1]))
        if mine:
            groups.append((_(title), mine))
    return tuple(groups)
