"""The Enemies Cards: five stacks I-V of five cards, their strengths, rewards and losses."""

from __future__ import annotations

from itertools import pairwise

from generator.games.kingsburg.common import (
    ENEMY_DECK, GAME, attribute_at, is_int, key_at, missing, roman, value_at,
)
from generator.diagnostics import Severity
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

# Setup: five stacks by the number on the back; one card drawn from each, the other 20 of the 25
# go back to the box, so each stack holds five.
STACKS = range(1, 6)
PER_STACK = 5


def stacks(deck) -> dict[int, list]:
    """The deck's cards by stack number (copies repeated), for stacks 1-5 only."""
    out: dict[int, list] = {number: [] for number in STACKS}
    for card in deck.cards:
        number = card.attributes.get("stack")
        if is_int(number) and number in out:
            out[number].extend([card] * card.copies)
    return out


def strength(card) -> int | None:
    value = card.attributes.get("strength")
    return value if is_int(value) else None


@rule("kingsburg-enemy-stacks", game=GAME)
def enemy_stacks(game: GameContent):
    """The Enemies Cards form five stacks, I to V, of five cards each (25 in all).

    Passes: five cards each with ``stack: 1`` ... ``stack: 5``.
    Fails: a card with ``stack: 6``, or a card moved from stack 2 to stack 3 (4 and 6 cards).
    """
    deck = game.deck(ENEMY_DECK)
    if deck is None:
        yield missing(game, "enemy deck", ENEMY_DECK)
        return
    for card in deck.cards:
        number = card.attributes.get("stack")
        if not (is_int(number) and number in STACKS):
            yield Finding(f"enemy card '{card.id}' is in stack {number!r}; stacks are "
                          f"{STACKS.start}-{STACKS.stop - 1} (I-V)", attribute_at(card, "stack"))
    for number, cards in stacks(deck).items():
        if len(cards) > PER_STACK:
            yield Finding(f"stack {roman(number)} has {len(cards)} cards; each stack has {PER_STACK}",
                          attribute_at(cards[PER_STACK], "stack"),
                          related(attribute_at(cards[0], "stack"), f"stack {roman(number)} starts here"))
        elif len(cards) < PER_STACK:
            yield Finding(f"stack {roman(number)} has {len(cards)} cards; each stack has {PER_STACK}",
                          deck.at("cards"))


@rule("kingsburg-enemy-cards", game=GAME)
def enemy_cards(game: GameContent):
    """An enemy has a kind, a strength of 1 or more, and losses in known resources and whole amounts.

    Passes: ``strength: 4``, ``kind: zombies``, ``loss: {vp: 2}``.
    Fails: ``strength: 0``, no ``kind``, ``loss: {gems: 1}`` or ``loss: {vp: -2}``.
    """
    deck = game.deck(ENEMY_DECK)
    if deck is None:
        return
    resources = {resource.id for resource in game.resources}
    for card in deck.cards:
        value = strength(card)
        if value is None or value < 1:
            yield Finding(f"enemy card '{card.id}' has strength {card.attributes.get('strength')!r}; a "
                          "strength is a whole number of 1 or more", attribute_at(card, "strength"))
        kind = card.attributes.get("kind")
        if not isinstance(kind, str) or not kind.strip():
            yield Finding(f"enemy card '{card.id}' needs a 'kind' (goblins, zombies, ...)",
                          attribute_at(card, "kind"))
        yield from _loss_findings(card, resources)


def _loss_findings(card, resources: set[str]):
    loss = card.attributes.get("loss")
    fallback = attribute_at(card, "loss")
    if not isinstance(loss, dict):
        yield Finding(f"enemy card '{card.id}' needs a 'loss' mapping (use {{}} for none)", fallback)
        return
    for key, number in loss.items():
        if key not in resources:
            yield Finding(f"enemy card '{card.id}' loss names '{key}', which is no resource",
                          key_at(loss, key, fallback))
        elif not is_int(number) or number < 0:
            yield Finding(f"enemy card '{card.id}' loses {number!r} '{key}'; a loss is a whole number "
                          "of 0 or more", value_at(loss, key, fallback))


def average_strengths(deck) -> dict[int, float]:
    """Each non-empty stack's average strength (cards without a strength left out)."""
    out = {}
    for number, cards in stacks(deck).items():
        values = [s for s in map(strength, cards) if s is not None]
        if values:
            out[number] = sum(values) / len(values)
    return out


@rule("kingsburg-enemy-strength-order", Severity.WARNING, game=GAME)
def enemy_strength_order(game: GameContent):
    """Each enemy stack's average strength is at least the previous stack's.

    Later years bring stronger enemies.

    Passes: averages 2.8, 4.2, 5.2, 6.2, 8.2 for stacks I-V.
    Fails (warning): stack III averaging 4.0 after stack II's 4.2.
    """
    deck = game.deck(ENEMY_DECK)
    if deck is None:
        return
    averages = average_strengths(deck)
    by_stack = stacks(deck)
    numbers = sorted(averages)
    for before, number in pairwise(numbers):
        if averages[number] < averages[before]:
            yield Finding(f"stack {roman(number)}'s average strength {averages[number]:.1f} is below "
                          f"stack {roman(before)}'s {averages[before]:.1f}",
                          attribute_at(by_stack[number][0], "stack"),
                          related(attribute_at(by_stack[before][0], "stack"),
                                  f"stack {roman(before)} starts here"))
