"""Each faction's components and cards: the counts Strategy Book 2.3. and 2.4. list, split evenly
over the four factions; 3 construction counters of each type; movement order counter faces."""

from __future__ import annotations

import re
from collections import Counter

from generator.games.ruthenia.common import (
    GAME, STRATEGY, Texts, cell, colours, is_int, missing, numbered,
)
from generator.model import entities as e
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

SET_SECTIONS = ("2.3.", "2.4.")
ITEM = re.compile(r"^- (\d+) ([^;.(]+?)\s*(?:\(([^)]*)\))?[;.]?$")
SUB_ITEM = re.compile(r"(\d+) (\w+) cards?")


def singular(name: str) -> str:
    """'Faction counters' and 'faction counter' compare equal; parentheses are dropped."""
    words = re.sub(r"\([^)]*\)", "", name).lower().split()
    return " ".join(words[:-1] + [words[-1].rstrip("s")]) if words else ""


def faction_of(entry, factions: list[str]) -> str | None:
    """A card's ``faction`` attribute, or the faction a token's ID starts with."""
    if isinstance(entry, e.Card):
        return entry.attributes.get("faction")
    return next((f for f in factions if entry.id.startswith(f + "-")), None)


def entries(target) -> list:
    if isinstance(target, e.Deck):
        return target.cards
    return target.tokens if isinstance(target, e.Sheet) else []


def set_items(game: GameContent):
    """(rule, line, count, name, parenthesis) for each counted line of 2.3. and 2.4."""
    sections = numbered(game)
    for number in SET_SECTIONS:
        for entry in sections.get((STRATEGY, number), []):
            for line in (entry.text or "").split("\n") if isinstance(entry.text, str) else []:
                match = ITEM.match(line.strip())
                if match:
                    yield entry, line.strip(), int(match.group(1)), match.group(2), match.group(3)


@rule("ruthenia-faction-set", game=GAME)
def faction_set(game: GameContent):
    """Every counted item of 2.3. and 2.4. is a per-faction component with that per-colour count;
    '(1 garrison card and 1 sailors card)' is checked card by card for every faction.

    Passes: '- 13 faction counters;' and component 'Faction counters' with ``per_colour: 13``.
    Fails: ``per_colour: 12`` (with ``total: 48``), or no component named 'Faction counters'.
    """
    texts = Texts(game)
    items = list(set_items(game))
    if not items:
        yield missing(game, "the component lists of Strategy Book 2.3. and 2.4.")
    for entry, line, count, name, parenthesis in items:
        where = texts.locate(entry.at("text"), line)
        component = next((c for c in game.components
                          if c.per_colour is not None and singular(c.name) == singular(name)), None)
        if component is None:
            yield Finding(f"Strategy Book {entry.number} gives {count} {name} per faction, but no "
                          f"per-faction component is named '{name}'", where)
        elif component.per_colour != count:
            yield Finding(f"component '{component.id}' has {component.per_colour} per faction; "
                          f"Strategy Book {entry.number} gives {count}", component.at("per_colour"),
                          related(where, "the rulebook's count"))
        elif parenthesis:
            yield from _sub_items(game, component, parenthesis, entry, where)


def _sub_items(game: GameContent, component: e.Component, parenthesis: str, entry, where):
    target = game.index().get(component.encoded_as) if component.encoded_as else None
    factions = colours(game)
    for count, name in SUB_ITEM.findall(parenthesis):
        for faction in factions:
            cards = [c for c in entries(target) if faction_of(c, factions) == faction
                     and isinstance(c.title, str) and c.title.lower() == name.lower()]
            if sum(c.copies for c in cards) != int(count):
                pos = cards[0].at("copies") if cards else (target.pos if target else component.pos)
                yield Finding(f"'{faction}' has {sum(c.copies for c in cards)} {name} card(s); "
                              f"Strategy Book {entry.number} gives {count}", pos,
                              related(where, "the rulebook's count"))


@rule("ruthenia-faction-split", game=GAME)
def faction_split(game: GameContent):
    """A per-faction component's deck or sheet holds exactly its per-colour count for every faction.

    Passes: 'army-counter-sheet' with 5 army counters for each of the four factions.
    Fails: 4 'bulgars' army counters, or a card whose ``faction`` is no player colour.
    """
    factions = colours(game)
    index = game.index()
    for component in game.components:
        target = index.get(component.encoded_as) if component.encoded_as else None
        if target is None or component.per_colour is None or not entries(target):
            continue
        for entry in entries(target):
            if faction_of(entry, factions) not in factions:
                yield Finding(f"'{entry.id}' in '{target.id}' belongs to no faction of the manifest",
                              entry.pos)
        for faction in factions:
            own = [x for x in entries(target) if faction_of(x, factions) == faction]
            held = sum(x.copies for x in own)
            if held != component.per_colour:
                yield Finding(f"'{faction}' has {held} in '{target.id}'; component '{component.id}' "
                              f"gives {component.per_colour} per faction",
                              own[0].at("copies") if own else target.pos)


def sheet_of(game: GameContent, component_id: str) -> e.Sheet | None:
    component = game.component(component_id)
    target = game.index().get(component.encoded_as) if component and component.encoded_as else None
    return target if isinstance(target, e.Sheet) else None


@rule("ruthenia-construction-counters", game=GAME)
def construction_counters(game: GameContent):
    """Each faction has, of every construction in table 'constructions', its counters per faction.

    Passes: 3 each of Fleet, Fortress, Market and Temple per faction (5.2.1.1.).
    Fails: 'bulgars-temple' with ``copies: 2``; a counter labelled 'Bazaar'.
    """
    table, sheet = game.table("constructions"), sheet_of(game, "construction-counters")
    if table is None or sheet is None:
        yield missing(game, "table 'constructions' and component 'construction-counters'")
        return
    kinds = {row.label: cell(table, row, "constructions-per-faction") for row in table.rows}
    factions = colours(game)
    for token in sheet.tokens:
        if token.label.lower() not in kinds:
            yield Finding(f"'{token.id}' is a '{token.label}', which table 'constructions' lacks",
                          token.at("label"))
    for faction in factions:
        for kind, count in kinds.items():
            own = [t for t in sheet.tokens if faction_of(t, factions) == faction
                   and t.label.lower() == kind]
            held = sum(t.copies for t in own)
            if is_int(count) and held != count:
                yield Finding(f"'{faction}' has {held} {kind} counters; table 'constructions' "
                              f"gives {count} per faction", own[0].at("copies") if own else sheet.pos)


@rule("ruthenia-movement-orders", game=GAME)
def movement_orders(game: GameContent):
    """A faction's movement order counters show no more conquest and raid faces than table 'orders'
    lets it play (two each, 6.8.), and face-down orders may use all of its counters.

    Passes: 2 Conquest and 2 Raid counters per faction. Fails: 3 Conquest and 1 Raid for 'bulgars'.
    """
    table, sheet = game.table("orders"), sheet_of(game, "movement-order-counters")
    component = game.component("movement-order-counters")
    if table is None or sheet is None:
        yield missing(game, "table 'orders' and component 'movement-order-counters'")
        return
    limits = {row.label: cell(table, row, "orders-most") for row in table.rows
              if is_int(cell(table, row, "orders-most"))}
    yield from _face_down(table, limits, component)
    factions = colours(game)
    for faction in factions:
        faces: Counter[str] = Counter()
        for token in (t for t in sheet.tokens if faction_of(t, factions) == faction):
            face = token.label.lower()
            faces[face] += token.copies
            if face not in limits:
                yield Finding(f"'{token.id}' shows '{token.label}', which is no order of table "
                              "'orders'", token.at("label"))
            elif faces[face] > limits[face]:
                yield Finding(f"'{faction}' has {faces[face]} {face} counters; only {limits[face]} "
                              f"may be played as {face} (6.8.)", token.at("copies"))


def _face_down(table: e.Table, limits: dict, component: e.Component | None):
    """Orders played face down (support, relocation) may use every counter a faction has."""
    if component is None or component.per_colour is None:
        return
    for row in table.rows:
        marker = cell(table, row, "orders-marker")
        if row.label in limits and isinstance(marker, str) and "face down" in marker \
                and limits[row.label] != component.per_colour:
            yield Finding(f"table 'orders' lets {limits[row.label]} counters be played as "
                          f"{row.label}, but a faction has {component.per_colour} and may play all "
                          "of them face down (6.8.)", row.at("cells"))
