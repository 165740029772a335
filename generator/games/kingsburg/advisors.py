"""The King's Court: advisor values and gifts."""

from __future__ import annotations

from generator.games.kingsburg.common import (
    ADVISOR_DECK, GAME, amounts, attribute_at, is_int, key_at, missing, value_at,
)
from generator.model import entities as e
from generator.model.project import GameContent
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule

# C. Receive Help from the Advisors: "Each advisor, in ascending order from #1 to #18".
ADVISOR_VALUES = range(1, 19)
# What advisors give or take: goods, soldiers, VP, "+2" tokens, looking at the enemy.
GIFT_KINDS = ("good", "unit", "points", "token", "action")


@rule("kingsburg-advisor-values", game=GAME)
def advisor_values(game: GameContent):
    """The King's Court has one advisor for each value from 1 to 18.

    Passes: the Jester ``value: 1`` ... the King ``value: 18``, each value once.
    Fails: two advisors with ``value: 8`` (and so none with 7), or ``value: 19``.
    """
    deck = game.deck(ADVISOR_DECK)
    if deck is None:
        yield missing(game, "advisor deck", ADVISOR_DECK)
        return
    seen: dict[int, e.Card] = {}
    for card in deck.cards:
        value = card.attributes.get("value")
        if not is_int(value) or value not in ADVISOR_VALUES:
            yield Finding(f"advisor '{card.id}' has value {value!r}; advisor values are whole numbers "
                          f"{ADVISOR_VALUES.start}-{ADVISOR_VALUES.stop - 1}", attribute_at(card, "value"))
        elif value in seen:
            yield Finding(f"advisor '{card.id}' has value {value}, already the value of '{seen[value].id}'",
                          attribute_at(card, "value"),
                          related(attribute_at(seen[value], "value"), "first given here"))
        else:
            seen[value] = card
    absent = [str(v) for v in ADVISOR_VALUES if v not in seen]
    if absent:
        yield Finding(f"no advisor has the value {', '.join(absent)}", deck.at("cards"))


@rule("kingsburg-advisor-gifts", game=GAME)
def advisor_gifts(game: GameContent):
    """Advisors give goods, soldiers, VP, tokens or actions, and alternative prices pair with gifts.

    Every advisor gives something, in positive amounts; a list of prices pairs one by one with a
    list of gifts.

    Passes: the Merchant ``reward: [{wood: 1}, {gold: 1}]``; the Alchemist with three prices in
    ``cost``, three gifts in ``reward`` and ``pairing: by-position``.
    Fails: ``reward: {building: 1}`` (a building is no gift), ``reward: {gold: 0}``, or three prices
    with two gifts.
    """
    deck = game.deck(ADVISOR_DECK)
    if deck is None:
        return
    kinds = {resource.id: resource.kind for resource in game.resources}
    for card in deck.cards:
        if card.reward is None or card.reward == [] or card.reward == {}:
            yield Finding(f"advisor '{card.id}' gives no gift", card.at("reward"))
        for field in ("reward", "cost"):
            if not is_unknown(getattr(card, field)):
                yield from _amount_findings(card, field, kinds)
        yield from _pairing_findings(card)


def _amount_findings(card, field: str, kinds: dict[str, str]):
    """Gifts and prices name gift-like resources in positive amounts."""
    for amount in amounts(getattr(card, field)):
        if not amount:
            yield Finding(f"advisor '{card.id}' has an empty alternative in its {field}", card.at(field))
        for key, number in amount.items():
            kind = kinds.get(key)  # unknown names are the generic reference check's to report
            if kind is not None and kind not in GIFT_KINDS:
                yield Finding(f"advisor '{card.id}' {field} names '{key}', a resource of kind '{kind}'; "
                              f"advisors give and take only {', '.join(GIFT_KINDS)}",
                              key_at(amount, key, card.at(field)))
            if number == 0:
                yield Finding(f"advisor '{card.id}' {field} gives 0 '{key}'; leave it out",
                              value_at(amount, key, card.at(field)))


def _pairing_findings(card):
    """A list of prices needs ``pairing: by-position`` and as many gifts as prices."""
    if not isinstance(card.cost, list):
        return
    if card.attributes.get("pairing") != "by-position":
        yield Finding(f"advisor '{card.id}' has alternative prices: set 'pairing: by-position' so the "
                      "n-th price buys the n-th gift", card.at("cost"))
    gifts = len(card.reward) if isinstance(card.reward, list) else 1
    if gifts != len(card.cost):
        yield Finding(f"advisor '{card.id}' has {len(card.cost)} prices but {gifts} gift(s) to pair "
                      "them with", card.at("reward"))
