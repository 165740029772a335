"""Checks of the map's locations (10.1), the setup placements (13.) and the Characters table."""

from __future__ import annotations

from generator.games.time_of_troubles.data import (
    CHARACTER_TABLE, COMMANDER_DECK, GAME, LOCATION_KINDS, MAP, PARTIES, attr_list, characters,
    is_one_of, markers, named_cards, spaces, units,
)
from generator.games.time_of_troubles.locate import attr_pos, item_pos
from generator.diagnostics import Position
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule


def _unknown_ids(entity, key, known: set, what: str):
    """Findings for items of the attribute list ``key`` that are not in ``known``."""
    for i, item in enumerate(attr_list(entity, key)):
        if not is_one_of(item, known):
            yield Finding(f"'{entity.id}' {key}: '{item}' is no {what}", attr_pos(entity, key, i))


@rule("tot-setup-placement", game=GAME)
def setup_placement(game):
    """Setup placements and appearances name existing Commanders, locations, markers and units.

    On locations: ``setup_commanders`` (13.1, each Commander once), ``setup_markers``,
    ``setup_control`` (a Party). On Commander cards: ``appears_at``, ``setup_markers``,
    ``starting_units``, ``party_deck``. On tracks: space ``markers``.
    Passes: Kaluga ``setup_commanders: [fyodor-mstislavsky]``. Fails: ``[fyodor-mstislavskiy]``;
    Ivan Zarutsky ``appears_at: [putivel]``.
    """
    commanders = named_cards(game, COMMANDER_DECK)
    places = {space.id for space in spaces(game, MAP)}
    parties = {space.id for space in spaces(game, PARTIES)}
    yield from _placed_once(game, commanders)
    for place in spaces(game, MAP):
        yield from _unknown_ids(place, "setup_markers", markers(game), "marker")
        control = place.attributes.get("setup_control")
        if control is not None and not is_one_of(control, parties):
            yield Finding(f"'{place.id}' setup_control: '{control}' is no Party",
                          attr_pos(place, "setup_control"))
    for card in commanders.values():
        yield from _unknown_ids(card, "appears_at", places, "location of the map")
        yield from _unknown_ids(card, "setup_markers", markers(game), "marker")
        yield from _commander_refs(card, parties, units(game))
    yield from _track_markers(game)


def _placed_once(game, commanders):
    placed: dict[str, tuple[str, Position]] = {}
    for place in spaces(game, MAP):
        for i, item in enumerate(attr_list(place, "setup_commanders")):
            pos = attr_pos(place, "setup_commanders", i)
            if not is_one_of(item, commanders):
                yield Finding(f"'{place.id}' setup_commanders: '{item}' is no Commander", pos)
            elif item in placed:
                yield Finding(f"Commander '{item}' is placed at '{place.id}' and at '{placed[item][0]}'",
                              pos, related(placed[item][1], "first placed here"))
            else:
                placed[item] = (place.id, pos)


def _commander_refs(card, parties: set, unit_ids: set):
    deck = card.attributes.get("party_deck")
    if deck is not None and not is_unknown(deck) and not is_one_of(deck, parties):
        yield Finding(f"'{card.id}' party_deck: '{deck}' is no Party", attr_pos(card, "party_deck"))
    troops = card.attributes.get("starting_units")
    for unit in troops if isinstance(troops, dict) else {}:
        if unit not in unit_ids:
            yield Finding(f"'{card.id}' starting_units: '{unit}' is no combat unit",
                          attr_pos(card, "starting_units", unit))


def _track_markers(game):
    known = markers(game)
    for track in game.tracks:
        for space in track.spaces:
            for i, item in enumerate(space.markers):
                if not is_one_of(item, known):
                    yield Finding(f"track '{track.id}', space {space.index}: '{item}' is no marker",
                                  item_pos(space.markers, space.at("markers"), i))


@rule("tot-location-kind", game=GAME)
def location_kind(game):
    """A location's ``kind`` is one of 10.1's (or a territory), it states its ``vp`` (known or
    unknown) unless a territory, and its VP fit the kind: a city-vp gives 1 or more, a city none.

    Passes: Tver ``{kind: city-vp, vp: 2}``. Fails: ``{kind: town, vp: 2}``, ``{kind: city-vp, vp: 0}``,
    ``{kind: fortress}`` with no ``vp``.
    """
    for place in spaces(game, MAP):
        kind, vp = place.attributes.get("kind"), place.attributes.get("vp")
        if kind is None or (not is_unknown(kind) and kind not in LOCATION_KINDS):
            yield Finding(f"location '{place.id}': kind '{kind}' is not one of {', '.join(LOCATION_KINDS)}",
                          attr_pos(place, "kind"))
        elif kind != "territory" and vp is None:
            yield Finding(f"location '{place.id}' states no 'vp' (write {{unknown: reason}} if the text "
                          "gives none)", attr_pos(place, "kind"))
        elif isinstance(vp, int) and ((kind == "city-vp" and vp < 1) or (kind == "city" and vp > 0)):
            yield Finding(f"location '{place.id}': a {kind} with {vp} VP (10.1)", attr_pos(place, "vp"))


@rule("tot-character-rows", game=GAME)
def character_rows(game):
    """The Characters table has one row per Character counter, labelled with its name.

    Passes: a counter 'Ivan Romanov' and a row ``label: Ivan Romanov``. Fails: ``label: Ivan Romanoff``.
    """
    table = game.table(CHARACTER_TABLE)
    if table is None:
        return
    labels = {token.label for token in characters(game).values()}
    for row in table.rows:
        if row.label not in labels:
            yield Finding(f"table '{table.id}': '{row.label}' is no Character counter", row.at("label"))
    for label in sorted(labels - {row.label for row in table.rows}):
        yield Finding(f"table '{table.id}' has no row for the Character '{label}'", table.at("rows"))
