"""Kingsburg's "limits of a season" table: the rule values held as constants, what the King's Envoy
raises them to, and the buildings whose power replaces them."""

from __future__ import annotations

from generator.api import DerivedTable, Game, deriver, is_whole, need, value

GAME = "kingsburg"
# (constant, the constant that holds its value with the King's Envoy, the building field replacing it)
LIMITS = (
    ("builds-per-season", "envoy-builds-per-season", None),
    ("groups-per-advisor", "envoy-groups-per-advisor", None),
    ("gifts-per-advisor", "envoy-gifts-per-advisor", None),
    ("coloured-dice-per-group", None, None),
    ("white-dice-per-group", None, None),
    ("plus-two-per-group", None, None),
    ("envoy-uses", None, None),
    ("goods-per-soldier", None, "effects.soldier_cost"),
)
NEEDS = {cid: "constant" for row in LIMITS for cid in row[:2] if cid} | {"province-sheet": "board"}


def _buildings(spaces, path: str | None) -> str:
    """'Barracks: 1' for each building whose power field replaces the value."""
    if path is None:
        return "-"
    found = [f"{s.name}: {value(s, path)}" for s in spaces if is_whole(value(s, path))]
    return "; ".join(found) or "-"


@deriver(GAME, provides=("kingsburg-season-limits",), targets=NEEDS)
def season_limits(game: Game) -> list[DerivedTable]:
    """Each limit of a season, with the King's Envoy and with a building that changes it."""
    index = {c.id: c for c in game.constants}
    spaces = need(game.board("province-sheet"), "board 'province-sheet'").spaces
    rows = []
    for constant_id, envoy_id, field in LIMITS:
        constant = index[constant_id]
        envoy = str(index[envoy_id].value) if envoy_id else "-"
        section = constant.source.section if constant.source is not None else None
        rows.append((constant.name, str(constant.value), envoy, _buildings(spaces, field), section or "-"))
    columns = ("Limit", "Value", "With the King's Envoy", "With a building", "Rule")
    notes = ("The values are the game's declared constants (game.yaml); the buildings' from their powers.",)
    return [DerivedTable("kingsburg-season-limits", "Limits of a season", columns, tuple(rows), notes)]
