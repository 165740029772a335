"""Cross-references by ID resolve."""

from generator.model import entities as e
from generator.model.paths import amounts
from generator.model.project import GameContent
from generator.rules.registry import Finding, rule
from generator.rules.targets import unread_hint

COUNTABLE = (e.Deck, e.Sheet, e.Board, e.Track, e.Table)


@rule("reference-resolves")
def references_resolve(game: GameContent):
    """Every ID that an entry refers to names an existing entry of the right kind.

    Passes: ``cost: {fur: 1}`` with a resource ``id: fur``; ``encoded_as: deeds`` with a deck.
    Fails: ``cost: {furs: 1}``; ``encoded_as: deed`` when no such deck exists.
    """
    index = game.index()
    resources = {r.id for r in game.resources}
    hint = unread_hint(game)
    for component in game.components:
        if component.encoded_as and not isinstance(index.get(component.encoded_as), COUNTABLE):
            yield Finding(f"component '{component.id}' is encoded as '{component.encoded_as}', "
                          f"which is no deck, sheet, board, track or table{hint}", component.at("encoded_as"))
    for deck in game.decks:
        for card in deck.cards:
            for name in ("cost", "requirement", "reward"):
                for amount in amounts(getattr(card, name)):
                    for key in amount:
                        if key not in resources:
                            yield Finding(f"card '{card.id}' {name} names '{key}', which is no resource{hint}",
                                          amount.key_at(key))
