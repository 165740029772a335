"""No powerful fortress in a subjugation table (10.5). The names, VP and faces of the tables are
declared (content/time-of-troubles/subjugation.yaml); this one is Python because a location whose
kind is unknown (Kolomna) must pass, and a declared reference with a condition on the kind would
refuse it."""

from __future__ import annotations

from generator.api import Finding, Game, need, position, rule, value
from .notation import GAME, regions


@rule("tot-subjugation-powerful", game=GAME, targets={"subjugation-regions": "table", "map": "board"})
def subjugation_powerful(game: Game):
    """A powerful fortress is never in a subjugation table: legitimacy cannot take one (10.5).

    Passes: ``[Tula, 1, Kolomna, 1]`` in the Fortresses table (Kolomna's kind unknown).
    Fails: ``[Tula, 1, Moscow, 1]`` with Moscow ``kind: powerful-fortress``.
    """
    kinds = {space.name: value(space, "kind") for space in need(game.board("map"), "board 'map'").spaces}
    for region in regions(game):
        table = region.table
        if table is None:
            continue
        for row in table.rows:
            for column in ("city", "or-city"):
                name = value(row, column, table)
                if isinstance(name, str) and kinds.get(name) == "powerful-fortress":
                    yield Finding(f"table '{table.id}' gives {name}, a powerful fortress, which legitimacy "
                                  "never subjugates (10.5)", position(row, column, table))
