"""The shipped content of every game validates without errors."""

import pytest

from generator.validation import validate

GAMES = ["rurik", "kingsburg", "ruthenia", "time-of-troubles"]


@pytest.mark.parametrize("game", GAMES)
def test_shipped_game_validates_clean(repo_root, game):
    result = validate(repo_root, [game])
    assert game in result.project.games
    assert [str(d) for d in result.errors()] == []


def test_rurik_component_count_break_is_reported_at_its_line(content_copy):
    copy = content_copy("rurik")
    line = copy.replace("game.yaml", "total: 24\n    per_colour: 6", "total: 25\n    per_colour: 6")
    found = copy.findings("colour-count")
    assert [(d.pos.line, d.pos.column) for d in found] == [(line, 12)]
    assert "6 per colour x 4 colours + 0 = 24, but the total is 25" in found[0].message
