"""Write a synthetic project of many cards, for the benchmarks."""

from __future__ import annotations

from pathlib import Path

MANIFEST = """\
game:
  id: synthetic
  title: Synthetic
  players: {min: 1, max: 4}
  rulebook: Synthetic rules
  colours: [red, blue, green, yellow]
  source: {section: Components}
resources:
  - {id: gold, name: Gold, kind: currency, source: {section: Components}}
  - {id: wood, name: Wood, kind: good, source: {section: Components}}
  - {id: vp, name: Victory points, kind: points, source: {section: Components}}
components:
"""

CARD = """\
      - id: d{deck}-c{card}
        title: Card {card} of deck {deck}
        type: Action
        copies: 1
        cost: {{gold: {gold}, wood: {wood}}}
        reward: {{vp: {vp}}}
        text: "Gain {vp} VP. Then each other player may pay 1 gold to draw a card from the deck."
"""


def write_synthetic(root: Path, decks: int = 10, cards_per_deck: int = 900) -> Path:
    """A project under ``root`` with ``decks`` decks of ``cards_per_deck`` cards each."""
    folder = root / "content" / "synthetic"
    folder.mkdir(parents=True, exist_ok=True)
    components = "".join(
        f"  - {{id: deck-{d}-cards, name: Deck {d}, total: {cards_per_deck}, encoded_as: deck-{d}, "
        "source: {section: Components}}\n" for d in range(decks))
    (folder / "game.yaml").write_text(MANIFEST + components, encoding="utf-8")
    for d in range(decks):
        head = f"decks:\n  - id: deck-{d}\n    name: Deck {d}\n    source: {{section: Cards}}\n    cards:\n"
        body = "".join(CARD.format(deck=d, card=c, gold=c % 4, wood=c % 3, vp=c % 5)
                       for c in range(cards_per_deck))
        (folder / f"deck-{d}.yaml").write_text(head + body, encoding="utf-8")
    return root
