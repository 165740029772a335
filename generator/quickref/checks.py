"""Rules the quick reference brings: every pick names something, and the sheet fits its pages.

``quickref-pick`` runs with every validation, so a manifest that picks nothing is refused before a
build starts. ``quickref-fit`` needs the sheet laid out, so only the build applies it; it is
registered here for the rule list.
"""

from __future__ import annotations

from generator.diagnostics import Severity, declare
from generator.model.game import entities as e
from generator.model.game.project import GameContent, walk_rules
from generator.rules.derived import derived_ids
from generator.rules.registry import Finding, rule

SHOWN = (e.Table, e.Track, e.Deck, e.Board)  # what a picked table may be, besides a derived table


def _picked(game: GameContent, field: str):
    """(index, ID, position) of each item of the manifest's ``quick_reference.<field>``."""
    chosen = game.manifest.quick_reference if game.manifest else None
    if chosen is None:
        return
    items = getattr(chosen, field, None) or []
    if isinstance(items, str):   # a single pick (``goal``)
        yield 0, items, chosen.at(field)
        return
    at = getattr(items, "at", None)
    for index, ident in enumerate(items):
        yield index, ident, at(index) if at else chosen.at(field)


@rule("quickref-pick")
def quickref_pick(game: GameContent):
    """Each ``quick_reference`` pick names something of the game the sheet can show.

    ``tables`` names tables, derived tables, tracks, decks or boards; ``round_extra``,
    ``actions`` and ``goal`` name rules. Reported at the pick itself.
    Passes: ``quick_reference: {tables: [shooting], round_extra: [phase-8]}`` where ``shooting`` is
    a table and ``phase-8`` a rule. Fails: ``tables: [no-such-table]``, or ``tables: [phase-8]``
    (a rule, which the sheet cannot show as a table).
    """
    index = game.index()
    derived: set[str] | None = None
    for _, ident, pos in _picked(game, "tables"):
        if isinstance(index.get(ident), SHOWN):
            continue
        if derived is None:
            derived = derived_ids(game)
        if ident not in derived:
            yield Finding(f"the quick reference picks '{ident}', which is no table, derived table, "
                          "track, deck or board of the game", pos)
    rules = {r.id for r in walk_rules(game.rules)}
    for field in ("round_extra", "actions", "goal"):
        for _, ident, pos in _picked(game, field):
            if ident not in rules:
                yield Finding(f"the quick reference's {field} picks '{ident}', which is no rule of "
                              "the game", pos)


QUICKREF_FIT = declare("quickref-fit", Severity.ERROR, """The quick-reference sheet fits two pages, A4 and Letter.

Applied by ``build``, which lays the sheet out; the error names every part that ran past the
second page, and a key table too wide even across the page. Reported at the game's manifest.
Passes: the shipped games' picks. Fails: picking a 300-row table (``'Key tables: Huge table'``
overflows), after which nothing is written and the previous output stays.
""")
