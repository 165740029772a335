"""A small project that uses every kind of content the reference shows, hostile text included."""

from __future__ import annotations

from pathlib import Path

from tests.project_fixture import write_project

GAME = """\
game:
  id: demo
  title: Demo Game
  local_title: "Демо"
  players: {min: 1, max: 4}
  rulebook: Demo rules
  colours: [red, blue]
  version: "3"
  source: {section: Components}

components:
  - {id: meeples, name: Meeples, total: 8, per_colour: 4, use: "Workers placed on actions.",
     source: {section: Components}}
  - {id: deed-cards, name: Deed cards, total: 3, encoded_as: deeds, use: "Bought for VP.",
     source: {section: Components}}
  - {id: dice, name: Dice, total: {unknown: "The list does not count the dice."}, supplied: player,
     source: {section: Components}}

resources:
  - {id: fur, name: Fur, kind: good, icon: fur, source: {section: Components}}
  - {id: coin, name: Coin, kind: currency, icon: coin, description: "Money.", source: {section: Components}}
  - {id: vp, name: Victory points, kind: points, icon: vp, source: {section: Components}}
"""

CONTENT = """\
decks:
  - id: deeds
    name: Deed cards
    kind: deed
    back: Deed
    source: {section: "5.1."}
    cards:
      - id: deed-harbour
        title: Harbour
        cost: {fur: 2, coin: 1}
        reward: [{vp: 2}, {coin: 3}]
        text: "Build a harbour (see 2.1.). More at [the site](https://example.org/harbour)."
        attributes: {region: kiev}
      - id: deed-script
        title: "Trap <script>window.__pwned = 1</script>"
        cost: {coin: 1}
        text: "<script>window.__pwned = 2</script><img src=x onerror=\\"window.__pwned=3\\"> [click](javascript:alert(1))"
        vp: {unknown: "The card's VP are not printed in the rules."}
      - id: deed-lost
        copies: 1
        unknown: "No source shows this card's face."

tables:
  - id: shooting
    title: Shooting table
    local_title: "Таблица стрельбы"
    lang: ru
    dice: 6
    row_header: Die
    columns: [{id: s1, label: "1"}, {id: s2, label: "2-3"}]
    rows:
      - {roll: "1-2", cells: ["-", 1]}
      - {roll: "3-5", cells: [1, "1*"]}
      - {roll: 6, cells: [{unknown: "cut off in the text"}, 2]}
    notes: ["* the defender retreats (2.2.)."]
    source: {section: "7.1."}

boards:
  - id: map
    name: Map
    source: {section: Board}
    spaces:
      - {id: kiev, name: Kiev, local_name: "Киев", attributes: {good: fur}, adjacent: [volyn]}
      - {id: volyn, name: Volyn, attributes: {good: coin}, adjacent: [kiev]}

tracks:
  - id: claim-track
    name: Claim track
    source: {section: "3."}
    spaces: [{index: 0}, {index: 1}, {index: 2, label: "2"}]
    thresholds: [{at: 2, value: 1, label: "1 VP"}]

rules:
  - id: intro
    title: Introduction
    kind: overview
    text: "Score the most VP. Sources: [rules](https://example.org/rules)."
    source: {section: "1."}
  - id: setup
    number: "1."
    title: Setup
    kind: setup
    text: "Give each player 3 coins."
    source: {section: "1."}
  - id: round
    number: "2."
    title: The Round
    kind: section
    source: {section: "2."}
    children:
      - id: strategy-phase
        number: "2.1."
        title: Strategy Phase
        kind: phase
        text: "Place an advisor. Then resolve it (2.2.)."
        children:
          - {id: place, number: "A", title: Place advisors, kind: step, text: "In turn order."}
          - {id: reveal, number: "B", title: Reveal, kind: step, text: "All at once."}
      - id: action-phase
        number: "2.2."
        title: Action Phase
        kind: phase
        text: "Resolve each column in order; see 2.1. and the harbour (9.9.)."
        children:
          - {id: muster, number: "2.2.1.", title: Muster, kind: action, text: "Place troops."}
  - id: battle
    number: "3."
    title: Battles
    kind: battle
    text: "Roll on the shooting table."
    source: {section: "3."}
  - id: end
    number: "4."
    title: End of the Game
    kind: victory
    text: "The most VP wins. Ties: most coins."
    source: {public: "demo wiki", confidence: low, note: "The rulebook is silent on ties."}
  - id: solo
    number: "5."
    title: Solo Mode
    kind: solo
    text: "Play against the automa."
    source: {section: "5."}

glossary:
  - {id: term-claim, term: Claim, local_term: "Притязание", definition: "A marker on a claim track (2.1.).",
     source: {section: Glossary}}
"""


def write_demo(root: Path) -> Path:
    """The demo project under ``root``; returns ``root``."""
    return write_project(root, {"game.yaml": GAME, "content.yaml": CONTENT})
