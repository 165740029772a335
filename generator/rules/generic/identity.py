"""IDs are unique within a game."""

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.rules.registry import Finding, related, rule


@rule("unique-ids")
def unique_ids(game: GameContent):
    """Every ID is used once within a game, across all kinds of entity.

    Passes: two cards ``id: kiev-deed`` and ``id: novgorod-deed``.
    Fails: a card and a board space both ``id: kiev``.
    """
    seen: dict[str, e.Entity] = {}
    for entity in game.all_entities():
        first = seen.setdefault(entity.id, entity)
        if first is not entity:
            yield Finding(f"ID '{entity.id}' is already used (line {first.pos.line})", entity.at("id"),
                          related(first.at("id"), "first used here"))


@rule("players-range")
def players_range(game: GameContent):
    """The manifest's minimum players does not exceed its maximum.

    Passes: ``players: {min: 1, max: 4}``. Fails: ``players: {min: 5, max: 2}``.
    """
    players = game.manifest.players if game.manifest else None
    if players is None or not isinstance(players.min, int) or not isinstance(players.max, int):
        return
    if players.min > players.max:
        yield Finding(f"players min {players.min} exceeds max {players.max}", players.at("min"))
