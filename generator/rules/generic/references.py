"""Cross-references by ID resolve."""

from generator.model.game import entities as e
from generator.model.declarations.attribute_check import REFERENCE_RESOLVES
from generator.model.game.paths import amounts
from generator.model.game.project import GameContent
from generator.rules.registry import Finding, rule
from generator.rules.targets import unread_hint

COUNTABLE = (e.Deck, e.Sheet, e.Board, e.Track, e.Table)


@rule(REFERENCE_RESOLVES)
def references_resolve(game: GameContent):
    """The references the typing pass leaves: components' ``encoded_as`` and cards' resources."""
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
