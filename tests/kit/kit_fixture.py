"""A small game holding one of everything the kit prints, written into a temporary project."""

from __future__ import annotations

from pathlib import Path

from tests.project_fixture import write_project

GAME = """\
game:
  id: demo
  title: Demo Game
  local_title: "Демо"
  players: {min: 2, max: 4}
  rulebook: Demo rules
  colours: [red, blue]
  version: "7"
  source: {section: Components}
components:
  - {id: deed-cards, name: Deed cards, total: 5, encoded_as: deeds, source: {section: Components}}
  - {id: dice, name: Dice, total: 3, supplied: player, source: {section: Components}}
  - {id: worker-pieces, name: Workers, total: 6, per_colour: 3, encoded_as: workers, source: {section: Components}}
resources:
  - {id: coin, name: Coin, kind: currency, icon: coin, source: {section: Components}}
  - {id: wood, name: Wood, kind: good, icon: wood, source: {section: Components}}
  - {id: vp, name: Victory point, kind: points, icon: vp, source: {section: Components}}
  - {id: region, name: Region, kind: other, source: {section: Components}}
"""

DECKS = """\
decks:
  - id: deeds
    name: Deed cards
    kind: deed
    back: Deed
    source: {section: Deeds}
    cards:
      - {id: deed-mill, title: Mill, type: Deed, cost: {wood: 2, coin: 1}, reward: {coin: 3}, vp: 1,
         text: "Build a mill by the river. Gain :coin: at once."}
      - {id: deed-ferry, title: "Паром через Днепр", type: Deed, copies: 2, requirement: {region: 2},
         text: "Переправа: возьмите две монеты.", source: {public: "a fan list", confidence: low}}
      - {id: deed-secret, copies: 2, unknown: "The rulebook does not print these faces."}
  - id: omens
    name: Omen cards
    kind: omen
    size: mini-euro
    source: {section: Omens}
    cards:
      - {id: omen-storm, title: Storm, text: "Every player discards one good.", vp: {unknown: "not given"}}
"""

OTHER = """\
sheets:
  - id: workers
    name: Workers
    shape: circle
    per_colour: true
    double_sided: true
    source: {section: Components}
    tokens:
      - {id: worker, label: Worker, copies: 3, back: Tired}
  - id: goods
    name: Goods
    source: {section: Components}
    tokens:
      - {id: good-wood, label: Wood, copies: 4}
tracks:
  - id: score
    name: Score track
    source: {section: Scoring}
    spaces: [{index: 0, markers: [score-marker]}, {index: 1}, {index: 2}, {index: 3, label: Three}, {index: 4}]
    thresholds:
      - {at: 2, value: 1, label: "1 VP"}
      - {at: 4, value: 3, label: "Three victory points at the end of the game"}
boards:
  - id: map
    name: Map
    source: {section: Map}
    spaces:
      - {id: north, name: North, attributes: {good: wood}, adjacent: [south, east]}
      - {id: south, name: South, adjacent: [north, east]}
      - {id: east, name: East, attributes: {colour: green}, adjacent: [north, south]}
  - id: hidden
    name: Hidden lands
    source: {section: Map}
    spaces:
      - {id: west, name: West, adjacent: {unknown: "not in the rules"}}
      - {id: far, name: Far, adjacent: {unknown: "not in the rules"}}
tables:
  - id: combat
    title: Combat table
    local_title: "Таблица боя"
    dice: 6
    row_header: Die
    columns: [{id: weak, label: Weak}, {id: strong, label: Strong}]
    rows:
      - {roll: 1-3, cells: ["-", 1]}
      - {roll: 4-6, cells: [1, {unknown: "cut off"}]}
    source: {section: Combat}
"""


def write_demo(root: Path, **overrides: str) -> Path:
    """The demo game under ``root``; ``overrides`` replace or add files by name."""
    files = {"game.yaml": GAME, "decks.yaml": DECKS, "other.yaml": OTHER}
    files.update(overrides)
    return write_project(root, files)
