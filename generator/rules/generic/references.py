"""Cross-references by ID resolve."""

from generator.model import entities as e
from generator.model.project import GameContent
from generator.rules.registry import Finding, rule

COUNTABLE = (e.Deck, e.Sheet, e.Board, e.Track, e.Table)


def amounts(value):
    """The amount mappings in a cost or reward (one, or a list of alternatives)."""
    if isinstance(value, dict):
        yield value
    elif isinstance(value, list):
        yield from (v for v in value if isinstance(v, dict))


def unread_hint(game: GameContent) -> str:
    """A note for findings that may only echo a file that could not be read at all."""
    if not game.unread_files:
        return ""
    return f" (perhaps defined in {', '.join(game.unread_files)}, which could not be read)"


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
