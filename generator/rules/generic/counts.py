"""Declared component counts agree with what is encoded and with the per-colour counts."""

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.model.game.values import is_unknown
from generator.rules.registry import Finding, related, rule


def encoded_count(entity, colours: int = 1) -> int | None:
    """How many physical pieces an encoding entity holds, copies counted (per-colour sheets
    once per colour)."""
    if isinstance(entity, e.Deck):
        return entity.card_count()
    if isinstance(entity, e.Sheet):
        return entity.token_count() * (colours if entity.per_colour else 1)
    if isinstance(entity, (e.Board, e.Track)):
        return len(entity.spaces)
    if isinstance(entity, e.Table):
        return len(entity.rows)
    return None


@rule("component-count")
def component_count(game: GameContent):
    """A component's declared total equals the count of what encodes it (card copies counted).

    A per-colour token sheet counts once per player colour.
    Passes: ``total: 26`` with ``encoded_as: deeds`` and 26 deed cards.
    Fails: ``total: 26`` with 25 deed cards encoded.
    """
    index = game.index()
    colours = len(game.manifest.colours) if game.manifest else 1
    for component in game.components:
        target = index.get(component.encoded_as) if component.encoded_as else None
        count = encoded_count(target, colours)
        if target is None or count is None or is_unknown(component.total) or count == component.total:
            continue
        yield Finding(f"component '{component.id}' declares {component.total} but "
                      f"'{target.id}' encodes {count}", component.at("total"),
                      related(target.pos, f"'{target.id}' is encoded here"))


@rule("colour-count")
def colour_count(game: GameContent):
    """Per-colour count times the number of colours, plus any extra pieces, equals the total.

    Passes: 4 colours, ``per_colour: 6``, ``total: 24``.
    Fails: 4 colours, ``per_colour: 6``, ``total: 25``.
    """
    colours = len(game.manifest.colours) if game.manifest else 0
    for component in game.components:
        if component.per_colour is None:
            continue
        if not colours:
            yield Finding(f"component '{component.id}' has a per-colour count but the manifest lists "
                          "no colours", component.at("per_colour"))
            continue
        expected = component.per_colour * colours + component.extra
        if not is_unknown(component.total) and expected != component.total:
            yield Finding(f"component '{component.id}': {component.per_colour} per colour x {colours} "
                          f"colours + {component.extra} = {expected}, but the total is {component.total}",
                          component.at("total"))


@rule("stand-in-kinds")
def stand_in_kinds(game: GameContent):
    """A stand-in's counters by kind add up to the component's total.

    Passes: ``total: 60`` with kinds of 25, 20 and 15. Fails: ``total: 60`` with 25, 20 and 10.
    """
    for component in game.components:
        stand_in = component.stand_in
        if stand_in is None or not stand_in.kinds or is_unknown(component.total):
            continue
        counted = sum(kind.copies for kind in stand_in.kinds)
        if counted != component.total:
            yield Finding(f"component '{component.id}': its stand-in kinds count {counted} counters, but the "
                          f"total is {component.total}", stand_in.at("kinds"),
                          related(component.at("total"), "the total is declared here"))
