"""Rebellion cards: location orders, advisor placement orders, build orders and strategies."""

from __future__ import annotations

from collections import Counter

from generator.loading.positioned import PDict, PList
from generator.model.project import GameContent
from generator.rules.registry import Finding, rule

from generator.games.rurik.common import (
    ADVISOR_SHEET, COIN_SUFFIX, ROUND_TRACK, SOLO_COMPONENT, STRATEGY_TABLES, as_int, attribute_at,
    encoding, sheet,
)
from generator.games.rurik.pieces import STRUCTURE_TYPES
from generator.games.rurik.regions import declared_counts, regions_in_play

REBELLION = "Rebellion"
UNLOCKED = "*"
COIN_MARK = "+coin"


def rebellion_cards(game: GameContent) -> list:
    deck = encoding(game, SOLO_COMPONENT)
    return [c for c in deck.cards if c.type == REBELLION] if deck else []


@rule("rurik-rebellion-locations", game="rurik")
def rebellion_locations(game: GameContent):
    """Each Rebellion card orders exactly the regions of a 2-player game, each once.

    Passes: ``location_order: [kiev, volyn, pereyaslavl, chernigov, polotsk, smolensk, rostov, novgorod]``.
    Fails: ``galich`` in the order (not in a 2-player game), ``kiev`` twice, or only 7 regions.
    """
    counts = declared_counts(game)
    if not counts:
        return
    fewest = min(p for p, _, _ in counts)
    expected = [s.id for s in regions_in_play(game, fewest)]
    for card in rebellion_cards(game):
        order = card.attributes.get("location_order")
        if not isinstance(order, PList):
            yield Finding(f"Rebellion card '{card.id}' has no location order", card.at("attributes"))
            continue
        yield from _permutation(order, expected, f"Rebellion card '{card.id}' location order",
                                f"regions of a {fewest}-player game")


def _permutation(items: PList, expected: list, what: str, of: str):
    """Findings for a positioned list that should hold each of ``expected`` exactly once."""
    seen: set = set()
    for i, item in enumerate(items):
        if item not in expected:
            yield Finding(f"{what}: '{item}' is not one of the {of}", items.at(i))
        elif item in seen:
            yield Finding(f"{what}: '{item}' is listed twice", items.at(i))
        seen.add(item)
    missing = [e for e in expected if e not in seen]
    if missing:
        yield Finding(f"{what}: misses {', '.join(map(str, missing))}", items.pos)


def placement_labels(game: GameContent) -> Counter:
    """One label per advisor of a colour; round-track advisors are marked as unlocked ("2*")."""
    pieces, track = sheet(game, ADVISOR_SHEET), game.track(ROUND_TRACK)
    labels: Counter[str] = Counter()
    for token in pieces.tokens if pieces else []:
        labels[str(as_int(token.label))] += token.copies
    for space in track.spaces if track else []:
        for marker in (m for m in space.markers if m.startswith("advisor-")):
            number = marker.removeprefix("advisor-")
            if labels[number] > 0:
                labels[number] -= 1
                labels[number + UNLOCKED] += 1
    return +labels


def action_names(game: GameContent) -> set[str]:
    """The strategy board's action columns, e.g. ``muster``, ``scheme``."""
    table = game.table(STRATEGY_TABLES[0])
    columns = table.columns if table else []
    return {c.label.lower() for c in columns if not c.id.endswith(COIN_SUFFIX)}


@rule("rurik-rebellion-strategy", game="rurik")
def rebellion_strategy(game: GameContent):
    """A Rebellion card places each advisor once and gives each priority a build order and actions.

    Unlocked advisors are marked *; a build order lists the three structures once each; each advisor
    gets one strategy-board action, optionally with +coin.

    Passes: ``placement_order: ["2*", "4", "1", "3*", "5", "2"]`` and
    ``build: {build_order: [church, stronghold, market], actions: [attack, muster, scheme, muster, build+coin, move]}``.
    Fails: ``"3"`` instead of ``"3*"``; ``build_order: [church, church, market]``; action ``raid``.
    """
    labels, actions = placement_labels(game), action_names(game)
    for card in rebellion_cards(game):
        placement = card.attributes.get("placement_order")
        order = placement if isinstance(placement, PList) else PList(card.at("attributes"))
        if order:
            yield from _placement(card, order, labels)
        priorities = card.attributes.get("priorities")
        if not isinstance(priorities, PDict) or not priorities:
            yield Finding(f"Rebellion card '{card.id}' has no priorities", attribute_at(card, "priorities"))
            continue
        for name, column in priorities.items():
            yield from _priority(card, name, column, len(order), actions, priorities.at(name))


def _placement(card, order: PList, labels: Counter):
    found = Counter(str(item) for item in order)
    if found != labels:
        wanted = ", ".join(sorted(labels.elements()))
        yield Finding(f"Rebellion card '{card.id}' places {', '.join(map(str, order))}; each colour's "
                      f"advisors are {wanted}", order.pos)


def _priority(card, name: str, column, advisors: int, actions: set[str], pos):
    what = f"Rebellion card '{card.id}' priority '{name}'"
    if not isinstance(column, PDict):
        yield Finding(f"{what} needs a build_order and actions", pos)
        return
    build = column.get("build_order")
    if isinstance(build, PList):
        yield from _permutation(build, list(STRUCTURE_TYPES), f"{what} build order", "structure types")
    steps = column.get("actions")
    if not isinstance(steps, PList):
        yield Finding(f"{what} gives no actions", column.pos)
        return
    for i, step in enumerate(steps):
        if str(step).removesuffix(COIN_MARK) not in actions:
            yield Finding(f"{what}: '{step}' is no strategy-board action ({', '.join(sorted(actions))})",
                          steps.at(i))
    if len(steps) != advisors:
        yield Finding(f"{what} gives {len(steps)} actions for {advisors} advisors", steps.pos)
