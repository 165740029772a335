"""Component arithmetic: the Setup's pieces per player agree with the component list."""

from __future__ import annotations

from generator.games.kingsburg.common import GAME, PIECES_TABLE, missing
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

# The table's columns, in order, and the component field each one states.
FIELDS = (("each player", "per_colour"), ("white or extra", "extra"), ("in the box", "total"))


@rule("kingsburg-player-pieces", game=GAME)
def player_pieces(game: GameContent):
    """What each player takes at Setup agrees with the component list, per colour and in total.

    Per colour, extra (the white dice) and total agree; every per-colour component is in the table.

    Passes: dice ``total: 21, per_colour: 3, extra: 6`` and the table row ``Six-sided Dice: [3, 6, 21]``
    (3 x 5 colours + 6 white = 21); discs 3 x 5 = 15; building tokens 17 x 5 = 85.
    Fails: the table row ``[3, 6, 21]`` with dice ``per_colour: 4``; or discs with ``per_colour``
    missing from the table.
    """
    table = game.table(PIECES_TABLE)
    if table is None:
        yield missing(game, "table", PIECES_TABLE)
        return
    by_name = {c.name.casefold(): c for c in game.components}
    listed = set()
    for row in table.rows:
        component = by_name.get(str(row.label).casefold())
        if component is None:
            yield Finding(f"table '{PIECES_TABLE}': '{row.label}' is no component's name", row.at("label"))
            continue
        listed.add(component.id)
        yield from _row_findings(component, row)
    for component in game.components:
        if component.per_colour is not None and component.id not in listed:
            yield Finding(f"component '{component.id}' comes in player colours but the Setup table "
                          f"'{PIECES_TABLE}' does not list it", component.at("per_colour"))


def _row_findings(component, row):
    """Each cell of the row equals the component field it states."""
    for (label, field), cell in zip(FIELDS, row.cells):
        value = getattr(component, field)
        if field == "per_colour" and value is None:
            value = 0
        if cell != value:
            pos = component.at(field)  # the component itself when the field was left at its default
            yield Finding(f"component '{component.id}' has {field} {value}, but Setup says {cell} "
                          f"({label})", pos, related(row.at("cells"), "the Setup table's row"))
