"""Checks of the Parties and of chapter 12's distribution of personalities and cards."""

from __future__ import annotations

from collections import Counter

from generator.games.time_of_troubles.data import (
    ALLOTTED_KINDS, CARD_DECK, COMMANDER_DECK, GAME, PARTIES, allotted_key, attr_list, characters,
    is_one_of, named_cards, player_counts, spaces,
)
from generator.games.time_of_troubles.locate import attr_pos
from generator.rules.registry import Finding, rule


def _known_ids(game) -> dict[str, set[str]]:
    return {"commanders": set(named_cards(game, COMMANDER_DECK)), "characters": set(characters(game)),
            "cards": set(named_cards(game, CARD_DECK))}


def _allotments(game):
    """(party, players, kind, list of IDs) for every allotted_<n>p list."""
    for party in spaces(game, PARTIES):
        for players in player_counts(game):
            allotted = party.attributes.get(allotted_key(players))
            if not isinstance(allotted, dict):
                continue
            for kind in ALLOTTED_KINDS:
                ids = allotted.get(kind)
                if isinstance(ids, list):
                    yield party, players, kind, ids


@rule("tot-distribution-names", game=GAME)
def distribution_names(game):
    """Every Commander, Character and card a Party is given (12.) or starts with (13.2) exists.

    Passes: ``allotted_2p: {commanders: [ivan-kurakin]}`` with a Commander card ``ivan-kurakin``.
    Fails: ``commanders: [ivan-kurakn]``, or a Character's ID under ``commanders``.
    """
    known = _known_ids(game)
    for party, players, kind, ids in _allotments(game):
        for i, item in enumerate(ids):
            if not is_one_of(item, known[kind]):
                yield Finding(f"party '{party.id}', {players} players: '{item}' is no known "
                              f"{kind[:-1]}", attr_pos(party, allotted_key(players), kind, i))
    for party in spaces(game, PARTIES):
        yield from _setup_characters(party, known["characters"])


def _setup_characters(party, known: set[str]):
    names = attr_list(party, "setup_characters")
    for i, item in enumerate(names):
        if not is_one_of(item, known):
            yield Finding(f"party '{party.id}' starts with '{item}', which is no Character",
                          attr_pos(party, "setup_characters", i))
    tsar = party.attributes.get("setup_tsar")
    if tsar is not None and tsar not in names:
        yield Finding(f"party '{party.id}': the Tsar '{tsar}' is not among its setup_characters",
                      attr_pos(party, "setup_tsar"))


@rule("tot-distribution-unique", game=GAME)
def distribution_unique(game):
    """For each player count, no Commander or Character goes to two Parties (or twice), none in
    reserve is given out, and no card is given out more often than its copies.

    Passes: ``mikhail-sheyn`` under one Party's ``allotted_3p``. Fails: under two Parties'
    ``allotted_3p``; ``jacob-de-la-gardie`` (``reserve_players: [2, 3]``) given out with 3.
    """
    for players in player_counts(game):
        entries = [(party, kind, i, item) for party, count, kind, ids in _allotments(game)
                   if count == players for i, item in enumerate(ids)]
        problems = [*_personality_repeats(game, players, entries), *_card_excess(game, entries)]
        for party, kind, i, problem in problems:
            yield Finding(f"{players} players: {problem}",
                          attr_pos(party, allotted_key(players), kind, i))


def _personality_repeats(game, players: int, entries):
    commanders = named_cards(game, COMMANDER_DECK)
    seen: dict[str, str] = {}
    for party, kind, i, item in entries:
        if kind == "cards" or not isinstance(item, str):
            continue
        reserve = attr_list(commanders[item], "reserve_players") if item in commanders else []
        if players in reserve:
            yield party, kind, i, f"'{item}' is in reserve (12.) but goes to '{party.id}'"
        elif item in seen:
            yield party, kind, i, f"'{item}' goes to '{party.id}' and already to '{seen[item]}'"
        seen.setdefault(item, party.id)


def _card_excess(game, entries):
    cards = named_cards(game, CARD_DECK)
    given: Counter = Counter()
    for party, kind, i, item in entries:
        if kind != "cards" or not is_one_of(item, cards):
            continue
        given[item] += 1
        if given[item] > cards[item].copies:
            yield party, kind, i, (f"'{item}' is given out {given[item]} times, but the deck holds "
                                   f"{cards[item].copies}")


@rule("tot-distribution-parties", game=GAME)
def distribution_parties(game):
    """With N players exactly N Parties play (``players`` lists N), and a Party is given
    personalities and cards (``allotted_<N>p``) only for counts it plays with.

    Passes: Rebel ``players: [3, 4, 5]`` with ``allotted_3p``. Fails: Rebel with ``allotted_2p``,
    or two Parties listing 5 when five must.
    """
    parties = spaces(game, PARTIES)
    for players in player_counts(game):
        playing = [p for p in parties if players in attr_list(p, "players")]
        if parties and len(playing) != players:
            yield Finding(f"{len(playing)} Parties list {players} under 'players'; with {players} "
                          f"players, {players} Parties play (12.)", game.board(PARTIES).pos)
        for party in parties:
            if party not in playing and allotted_key(players) in party.attributes:
                yield Finding(f"party '{party.id}' does not play with {players} players but has "
                              f"'{allotted_key(players)}'", attr_pos(party, allotted_key(players)))
