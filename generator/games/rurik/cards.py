"""Cards: the solo deck, the cards removed for solo play, deed VP and agenda goals."""

from __future__ import annotations

from collections import Counter

from generator.model.project import GameContent
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule

from generator.games.rurik.common import (
    AGENDA_COMPONENT, DEED_COMPONENT, SOLO_COMPONENT, SOLO_REMOVALS, attribute_at, cell_at,
    column_index, encoding,
)

# Game Components: "19 Solo Cards - Eighteen rebellion cards and one solo leader card."
SOLO_TYPES = {"Rebellion": 18, "Solo leader": 1}
# End of the Game: "Score one or two victory points for each deed".
DEED_VP = (1, 2)


@rule("rurik-solo-deck", game="rurik")
def solo_deck(game: GameContent):
    """The solo deck holds 18 Rebellion cards and 1 solo leader card.

    Passes: 18 cards of type Rebellion and one of type Solo leader.
    Fails: 17 Rebellion cards, or a card of type Rebel.
    """
    deck = encoding(game, SOLO_COMPONENT)
    if deck is None:
        return
    counts: Counter[str | None] = Counter()
    for card in deck.cards:
        counts[card.type] += card.copies
        if card.type not in SOLO_TYPES:
            yield Finding(f"solo card '{card.id}' has type '{card.type}'; solo cards are "
                          f"{' or '.join(SOLO_TYPES)}", card.at("type"))
    for kind, expected in SOLO_TYPES.items():
        if counts[kind] != expected:
            yield Finding(f"the solo deck holds {counts[kind]} {kind} card(s); the rulebook says "
                          f"{expected}", deck.at("cards"))


@rule("rurik-solo-removals", game="rurik")
def solo_removals(game: GameContent):
    """Each card removed for solo play names an existing card of the named deck, with that title.

    Passes: row ``Enforce Peace`` with cells ``[deeds, deed-enforce-peace]``.
    Fails: ``[deeds, deed-enforce-peaces]``, or ``[agendas, deed-enforce-peace]``.
    """
    table = game.table(SOLO_REMOVALS)
    if table is None:
        return
    deck_col, card_col = column_index(table, "removed-deck"), column_index(table, "removed-card")
    if deck_col is None or card_col is None:
        yield Finding(f"table '{SOLO_REMOVALS}' needs the columns 'removed-deck' and 'removed-card'",
                      table.at("columns"))
        return
    for row in table.rows:
        if max(deck_col, card_col) >= len(row.cells):
            continue   # a short row: the generic table-shape check reports it
        deck = game.deck(str(row.cells[deck_col]))
        if deck is None:
            yield Finding(f"removed card '{row.label}' names no deck", cell_at(game, row, deck_col))
            continue
        card_id = str(row.cells[card_col])
        card = next((c for c in deck.cards if c.id == card_id), None)
        if card is None:
            yield Finding(f"removed card '{card_id}' is no card of deck '{deck.id}'",
                          cell_at(game, row, card_col))
        elif card.title != row.label:
            yield Finding(f"removed card '{card_id}' is titled '{card.title}', not '{row.label}'",
                          cell_at(game, row, card_col), related(card.at("title"), "its title"))


@rule("rurik-deed-vp", game="rurik")
def deed_vp(game: GameContent):
    """A deed's VP, when known, is 1 or 2.

    Passes: ``vp: 2`` on Capital City, or ``vp: {unknown: ...}``.
    Fails: ``vp: 3``.
    """
    deck = encoding(game, DEED_COMPONENT)
    for card in deck.cards if deck else []:
        if card.vp is not None and not is_unknown(card.vp) and card.vp not in DEED_VP:
            yield Finding(f"deed '{card.id}' scores {card.vp} VP; deeds score 1 or 2", card.at("vp"))


@rule("rurik-agenda-goals", game="rurik")
def agenda_goals(game: GameContent):
    """An agenda whose goal is first place on a track names an existing track.

    Passes: ``first_on: claim-build`` on Committed.
    Fails: ``first_on: build-track``.
    """
    deck = encoding(game, AGENDA_COMPONENT)
    for card in deck.cards if deck else []:
        track = card.attributes.get("first_on")
        if track is not None and game.track(str(track)) is None:
            yield Finding(f"agenda '{card.id}' names the track '{track}', which does not exist",
                          attribute_at(card, "first_on"))
