"""Checks of the City Subjugation by Legitimacy tables (10.2) against the map's locations."""

from __future__ import annotations

from generator.games.time_of_troubles.data import (
    DIE, GAME, MAP, attr_list, is_one_of, lg_cost, locations_by_name, parse_result, spaces,
    subjugation_tables,
)
from generator.games.time_of_troubles.locate import attr_pos, cell_pos
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule


def _results(game):
    """(table, row, cell index, parsed result) for every known, well-formed result cell."""
    for table in subjugation_tables(game):
        for row in table.rows:
            for index, cell in enumerate(row.cells):
                parsed = None if is_unknown(cell) else parse_result(cell)
                if parsed:
                    yield table, row, index, parsed


@rule("tot-subjugation-faces", game=GAME)
def subjugation_faces(game):
    """A subjugation table is rolled on one six-sided die, so faces 1-6 are each covered once.

    ``dice: 6`` makes dice-table-faces check the rows cover faces 1-6 exactly once.
    Passes: ``dice: 6`` with rolls 1-2, 3, 4, 5, 6. Fails: ``dice: 8``, or no ``dice``.
    """
    for table in subjugation_tables(game):
        if table.dice != DIE:
            yield Finding(f"subjugation table '{table.id}' is rolled on one six-sided die (10.2): "
                          f"write dice: {DIE}", table.at("dice") if table.dice else table.pos)


@rule("tot-subjugation-cost", game=GAME)
def subjugation_cost(game):
    """A subjugation table's title gives a positive legitimacy cost per roll, as '(N LG)'.

    Passes: ``title: Volga cities (5 LG)``. Fails: ``title: Volga cities`` or ``(0 LG)``.
    """
    for table in subjugation_tables(game):
        cost = lg_cost(table)
        if cost is None:
            yield Finding(f"subjugation table '{table.id}': the title gives no cost such as "
                          "'(5 LG)'", table.at("title"))
        elif cost <= 0:
            yield Finding(f"subjugation table '{table.id}': the LG cost is {cost}; a roll costs at "
                          "least 1 legitimacy point", table.at("title"))


@rule("tot-subjugation-result", game=GAME)
def subjugation_result(game):
    """A known subjugation result is 'nothing', 'City (VP)', or such results joined by ' or '.

    Passes: ``nothing``, ``Tver (2)``, ``Oreshek (1) or Ivangorod (1)``.
    Fails: ``Tver 2``, ``Tver (two)``, ``Oreshek (1) / Ivangorod (1)``.
    """
    for table in subjugation_tables(game):
        for row in table.rows:
            for index, cell in enumerate(row.cells):
                if not is_unknown(cell) and parse_result(cell) is None:
                    yield Finding(f"subjugation table '{table.id}': '{cell}' is not 'nothing', "
                                  "'City (VP)' or 'City (VP) or City (VP)'", cell_pos(game, row, index))


@rule("tot-subjugation-city", game=GAME)
def subjugation_city(game):
    """Every city in a subjugation table is a map location that lists the table under
    ``subjugation``, and no powerful fortress is in one (10.5).

    Passes: 'Tver (2)' in subjugation-volga and Tver with ``subjugation: [subjugation-volga]``.
    Fails: 'Tverr (2)'; 'Moscow (3)' (a powerful fortress); Tver without the table listed.
    """
    places = locations_by_name(game)
    for table, row, index, parsed in _results(game):
        for name, _vp in parsed:
            place = places.get(name)
            message = _city_problem(table.id, name, place)
            if message:
                yield Finding(message, cell_pos(game, row, index))
    yield from _listed_tables(game)


def _city_problem(table_id: str, name: str, place) -> str | None:
    where = f"subjugation table '{table_id}'"
    if place is None:
        return f"{where}: '{name}' is no location of the map"
    if place.attributes.get("kind") == "powerful-fortress":
        return f"{where}: '{name}' is a powerful fortress, never subjugated by legitimacy (10.5)"
    if table_id not in attr_list(place, "subjugation"):
        return f"{where} lists '{name}', but location '{place.id}' does not name it under 'subjugation'"
    return None


def _listed_tables(game):
    """A location's ``subjugation`` names existing subjugation tables that list it."""
    listing: dict[str, set[str]] = {t.id: set() for t in subjugation_tables(game)}
    for table, _row, _index, parsed in _results(game):
        listing[table.id].update(name for name, _vp in parsed)
    for place in spaces(game, MAP):
        for i, table_id in enumerate(attr_list(place, "subjugation")):
            if not is_one_of(table_id, listing):
                problem = "which is no subjugation table"
            elif place.name not in listing[table_id]:
                problem = f"which does not list {place.name}"
            else:
                continue
            yield Finding(f"location '{place.id}' names '{table_id}' under 'subjugation', {problem}",
                          attr_pos(place, "subjugation", i))


@rule("tot-subjugation-vp", game=GAME)
def subjugation_vp(game):
    """A city's VP in a subjugation table equals its ``vp`` among the map's locations.

    Passes: 'Tver (2)' and Tver ``vp: 2``. Fails: 'Tver (3)' and Tver ``vp: 2``.
    """
    places = locations_by_name(game)
    for table, row, index, parsed in _results(game):
        for name, vp in parsed:
            place = places.get(name)
            known = place.attributes.get("vp") if place else None
            if isinstance(known, int) and not isinstance(known, bool) and known != vp:
                yield Finding(f"subjugation table '{table.id}' gives {name} {vp} VP, the map {known}",
                              cell_pos(game, row, index),
                              related(attr_pos(place, "vp"), f"{name}'s VP on the map"))
