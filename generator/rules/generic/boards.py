"""Board graphs: adjacency names existing spaces and is symmetric."""

from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.rules.registry import Finding, related, rule


@rule("adjacency")
def adjacency(game: GameContent):
    """Adjacency names existing spaces of the same board, never the space itself, and is symmetric.

    Passes: ``kiev: adjacent [volyn]`` and ``volyn: adjacent [kiev]``.
    Fails: ``kiev`` lists ``volyn`` but ``volyn`` does not list ``kiev``.
    """
    for board in game.boards:
        spaces = {space.id: space for space in board.spaces}
        for space in board.spaces:
            if space.adjacent is None or isinstance(space.adjacent, Unknown):
                continue
            for other_id in space.adjacent:
                other = spaces.get(other_id)
                if other_id == space.id:
                    yield Finding(f"space '{space.id}' lists itself as adjacent", space.at("adjacent"))
                elif other is None:
                    yield Finding(f"space '{space.id}' lists '{other_id}', which is no space of board "
                                  f"'{board.id}'", space.at("adjacent"))
                elif isinstance(other.adjacent, list) and space.id not in other.adjacent:
                    yield Finding(f"'{space.id}' lists '{other_id}' as adjacent but '{other_id}' does "
                                  f"not list '{space.id}'", space.at("adjacent"),
                                  related(other.at("adjacent") if other.adjacent else other.pos,
                                          f"adjacency of '{other_id}'"))
