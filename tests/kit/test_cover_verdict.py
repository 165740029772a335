"""The cover's verdict comes from the content: a small game whose components are all known plays
from its kit; the same game with a deck of unknown faces, or a map whose roads are unknown, does
not, and the cards are never something the player supplies."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.kit.assemble import plan_kit
from generator.kit.playable import statuses, verdict
from generator.settings_file import KitSettings
from generator.validation import validate
from tests.project_fixture import HEADER, write_project

KNOWN = HEADER + """\
components:
  - {id: omen-cards, name: Omen cards, total: 2, encoded_as: omens, source: {section: Components}}
  - {id: map-board, name: Map, total: 1, encoded_in: [map], source: {section: Components}}
  - {id: dice, name: Dice, total: 2, supplied: player, source: {section: Components}}
decks:
  - id: omens
    name: Omen cards
    source: {section: Omens}
    cards:
      - {id: omen-storm, title: Storm, text: "Every player discards one good."}
      - {id: omen-sun, title: Sun, text: "Every player gains one good."}
boards:
  - id: map
    name: Map
    source: {section: Map}
    spaces:
      - {id: north, name: North, adjacent: [south]}
      - {id: south, name: South, adjacent: [north]}
"""

UNKNOWN_FACES = KNOWN.replace('{id: omen-sun, title: Sun, text: "Every player gains one good."}',
                              '{id: omen-sun, unknown: "The rulebook does not print this face."}')
UNKNOWN_ROADS = KNOWN.replace("adjacent: [south]", 'adjacent: {unknown: "The roads are not in the text."}')


def _verdict(tmp_path: Path, game: str):
    root = write_project(tmp_path, {"game.yaml": game})
    result = validate(root)
    assert [str(d) for d in result.errors()] == []
    demo = result.project.games["demo"]
    found = statuses(demo, plan_kit(demo, "a4", KitSettings(papers=("a4",)), root).placed)
    return {s.component.id: s for s in found}, verdict(found)


def test_a_game_whose_components_are_all_known_plays_from_its_kit(tmp_path):
    by_id, (ok, text) = _verdict(tmp_path, KNOWN)
    assert ok, text
    assert by_id["omen-cards"].state == "complete" and by_id["map-board"].state == "complete"
    assert text.endswith("with what you supply: 2 dice.")


def test_cards_of_unknown_faces_make_it_not_playable_and_are_not_supplied(tmp_path):
    by_id, (ok, text) = _verdict(tmp_path, UNKNOWN_FACES)
    assert not ok
    assert by_id["omen-cards"].state == "fill-in blanks"
    assert text.startswith("Not playable from this kit: Omen cards (fill-in blanks: 1 card face(s) not known).")
    assert text.endswith("You also supply: 2 dice.")


@pytest.mark.parametrize("game, reason", [(UNKNOWN_ROADS, "the roads of 1 space(s)")])
def test_a_map_with_unknown_roads_is_printed_in_part(tmp_path, game, reason):
    by_id, (ok, _text) = _verdict(tmp_path, game)
    assert not ok
    assert by_id["map-board"].state == "in part" and by_id["map-board"].reason == reason
    assert "complete" not in by_id["map-board"].text
