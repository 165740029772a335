"""Rebellion cards: their location orders, advisor placement orders, build orders and actions.

What a declaration can say about them (types, the regions and structures they name, the card
numbers) is declared in content/rurik/solo.yaml; these rules check the orders as a whole.
"""

from __future__ import annotations

from collections import Counter

from generator.api import Finding, Game, is_whole, item_position, need, position, rule, value

from .regions import TARGETS as REGION_TARGETS, counts, regions_in_play

GAME = "rurik"
SOLO_DECK, ADVISORS, ROUND_TRACK = "solo-deck", "advisor-pieces", "round-track"
ACTIONS, STRUCTURES = "strategy-actions", "structure-types"
REBELLION = "Rebellion"
UNLOCKED, COIN_MARK = "*", "+coin"


def rebellion_cards(game: Game) -> list:
    return [c for c in need(game.deck(SOLO_DECK), "deck 'solo-deck'").cards if c.type == REBELLION]


@rule("rurik-rebellion-locations", game=GAME, targets={SOLO_DECK: "deck", **REGION_TARGETS})
def rebellion_locations(game: Game):
    """Each Rebellion card orders exactly the regions of a 2-player game, each once.

    Passes: ``location_order: [kiev, volyn, pereyaslavl, chernigov, polotsk, smolensk, rostov, novgorod]``.
    Fails: ``galich`` in the order (not in a 2-player game), ``kiev`` twice, or only 7 regions.
    """
    known = counts(game)
    if not known:
        return
    fewest = min(known)
    expected = [s.id for s in regions_in_play(game, fewest)]
    for card in rebellion_cards(game):
        order = value(card, "location_order")
        if isinstance(order, list):
            yield from _permutation(order, position(card, "location_order"), expected,
                                    f"Rebellion card '{card.id}' location order", f"regions of a {fewest}-player game")


def _permutation(items: list, pos, expected: list, what: str, of: str):
    """Findings for a list that should hold each of ``expected`` exactly once."""
    seen: set = set()
    for i, item in enumerate(items):
        if item not in expected:
            yield Finding(f"{what}: '{item}' is not one of the {of}", item_position(items, i, pos))
        elif item in seen:
            yield Finding(f"{what}: '{item}' is listed twice", item_position(items, i, pos))
        seen.add(item)
    missing = [e for e in expected if e not in seen]
    if missing:
        yield Finding(f"{what}: misses {', '.join(map(str, missing))}", pos)


def placement_labels(game: Game) -> Counter:
    """One label per advisor of a colour ("2"); those set beside the round track at setup, and so
    unlocked during play, are marked ("2*")."""
    pieces = need(game.sheet(ADVISORS), "sheet 'advisor-pieces'").tokens
    number = {t.id: value(t, "number") for t in pieces}
    labels: Counter[str] = Counter()
    for token in pieces:
        if is_whole(number[token.id]):
            labels[str(number[token.id])] += token.copies
    for space in need(game.track(ROUND_TRACK), "track 'round-track'").spaces:
        for marker in space.markers:
            if is_whole(number.get(marker)) and labels[str(number[marker])] > 0:
                labels[str(number[marker])] -= 1
                labels[f"{number[marker]}{UNLOCKED}"] += 1
    return +labels


@rule("rurik-rebellion-strategy", game=GAME,
      targets={SOLO_DECK: "deck", ADVISORS: "sheet", ROUND_TRACK: "track", ACTIONS: "set", STRUCTURES: "set"})
def rebellion_strategy(game: Game):
    """A Rebellion card places each advisor once and gives each priority a build order and actions.

    Advisors unlocked during play (those beside the round track at setup) are marked *; a build
    order lists the three structure types once each; each advisor row gets one strategy-board
    action, optionally with +coin.

    Passes: ``placement_order: ["2*", "4", "1", "3*", "5", "2"]`` and
    ``build: {build_order: [church, stronghold, market], actions: [attack, muster, scheme, muster, build+coin, move]}``.
    Fails: ``"3"`` instead of ``"3*"``; ``build_order: [church, church, market]``; action ``raid``.
    """
    labels = placement_labels(game)
    actions = list(need(game.value_set(ACTIONS), "set 'strategy-actions'").values)
    structures = list(need(game.value_set(STRUCTURES), "set 'structure-types'").values)
    for card in rebellion_cards(game):
        placement = value(card, "placement_order")
        advisors = len(placement) if isinstance(placement, list) else None
        if advisors:
            yield from _placement(card, placement, labels)
        priorities = value(card, "priorities")
        for name in priorities if isinstance(priorities, dict) else ():
            what = f"Rebellion card '{card.id}' priority '{name}'"
            at = f"priorities.{name}"
            build = value(card, f"{at}.build_order")
            if isinstance(build, list):
                yield from _permutation(build, position(card, f"{at}.build_order"), structures,
                                        f"{what} build order", "structure types")
            steps = value(card, f"{at}.actions")
            if isinstance(steps, list):
                yield from _actions(what, steps, position(card, f"{at}.actions"), actions, advisors)


def _placement(card, order: list, labels: Counter):
    if Counter(map(str, order)) != labels:
        wanted = ", ".join(sorted(labels.elements()))
        yield Finding(f"Rebellion card '{card.id}' places {', '.join(map(str, order))}; each colour's "
                      f"advisors are {wanted}", position(card, "placement_order"))


def _actions(what: str, steps: list, pos, actions: list[str], advisors: int | None):
    for i, step in enumerate(steps):
        if str(step).removesuffix(COIN_MARK) not in actions:
            yield Finding(f"{what}: '{step}' is no strategy-board action ({', '.join(sorted(actions))})",
                          item_position(steps, i, pos))
    if advisors is not None and len(steps) != advisors:
        yield Finding(f"{what} gives {len(steps)} actions for {advisors} advisors", pos)
