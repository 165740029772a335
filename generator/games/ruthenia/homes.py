"""Home provinces: stated once (table 'factions'), naming board spaces of kind 'home' that agree
with the list of 7.3.3., and referred to consistently by the commander cards."""

from __future__ import annotations

import re

from generator.games.ruthenia.common import (
    GAME, STRATEGY, Texts, attribute_at, cell, cell_at, colours, missing, numbered, rows,
)
from generator.model.project import GameContent
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule

HOME_LIST = re.compile(r"home province \(([^)]*)\)")


def homes(game: GameContent) -> dict[str | None, object]:
    """Each faction's home province cell from table 'factions' (an ID, or an Unknown)."""
    table = game.table("factions")
    return {row.label: cell(table, row, "factions-home") for row in rows(table)}


@rule("ruthenia-home-provinces", game=GAME)
def home_provinces(game: GameContent):
    """Every faction's home province is stated once, in table 'factions', as a board space of
    kind 'home' that no other faction claims; unknown homes say why.

    Passes: ``bulgars: [..., moesia, ...]`` with space 'moesia' of ``kind: home``.
    Fails: 'bulgars' and 'rus' both at 'moesia'; a home 'sindica', whose kind is not 'home'.
    """
    table, texts = game.table("factions"), Texts(game)
    if table is None or not game.boards:
        yield missing(game, "table 'factions' and the provinces board")
        return
    spaces = {s.id: s for board in game.boards for s in board.spaces}
    claimed: dict[str, str] = {}
    column = [c.id for c in table.columns].index("factions-home")
    for faction in colours(game):
        found = rows(table, faction)
        if not found:
            yield Finding(f"table 'factions' has no row for the faction '{faction}'", table.at("rows"))
            continue
        home, pos = cell(table, found[0], "factions-home"), cell_at(texts, found[0], column)
        if is_unknown(home):
            continue
        space = spaces.get(str(home))
        if space is None or space.attributes.get("kind") != "home":
            yield Finding(f"'{faction}' has the home province '{home}', which is no board space of "
                          "kind 'home'", pos)
        elif str(home) in claimed:
            yield Finding(f"'{faction}' and '{claimed[str(home)]}' both have the home province "
                          f"'{home}'", pos)
        claimed.setdefault(str(home), faction)


@rule("ruthenia-home-list", game=GAME)
def home_list(game: GameContent):
    """The board's spaces of kind 'home' are exactly the home provinces 7.3.3. lists.

    Passes: 7.3.3. lists Moesia, Taurica, Gazaria, Kiovia; the board marks those four 'home'.
    Fails: 'sindica' marked ``kind: home``; or the space 'kiovia' missing from the board.
    """
    rules = numbered(game).get((STRATEGY, "7.3.3."), [])
    text = rules[0].text if rules and isinstance(rules[0].text, str) else ""
    match = HOME_LIST.search(text)
    if not match:
        yield missing(game, "the list of home provinces in Strategy Book 7.3.3.")
        return
    listed = [name.strip() for name in match.group(1).split(",")]
    spaces = [s for board in game.boards for s in board.spaces]
    where = Texts(game).at_offset(rules[0].at("text"), text, match.start(1), match.group(1))
    for name in listed:
        if not any(s.name == name and s.attributes.get("kind") == "home" for s in spaces):
            yield Finding(f"7.3.3. lists the home province {name}, but no board space of kind 'home' "
                          "has that name", where)
    for space in spaces:
        if space.attributes.get("kind") == "home" and space.name not in listed:
            yield Finding(f"space '{space.id}' is of kind 'home', but 7.3.3. does not list it",
                          attribute_at(space, "kind"), related(where, "the list"))


@rule("ruthenia-home-references", game=GAME)
def home_references(game: GameContent):
    """A starting commander (``starting: true``) is hired in 'home' or in his faction's home
    province; a named province must agree with table 'factions'.

    Passes: the Bulgarian Khan, ``hired_in: moesia``, with the Bulgars' home 'moesia'.
    Fails: ``hired_in: taurica`` while table 'factions' gives the Bulgars 'moesia'.
    """
    known = homes(game)
    for deck in game.decks:
        for card in deck.cards:
            place, faction = card.attributes.get("hired_in"), card.attributes.get("faction")
            if card.attributes.get("starting") is not True or place in (None, "home"):
                continue
            home = known.get(faction)
            if home is not None and not is_unknown(home) and place != home:
                yield Finding(f"starting commander '{card.id}' is hired in '{place}', but the home "
                              f"province of '{faction}' is '{home}' (table 'factions')",
                              attribute_at(card, "hired_in"))
