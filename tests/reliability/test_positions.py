"""Every finding names a file, line and column, even when the game's manifest cannot be read."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("game", ["kingsburg", "rurik", "ruthenia", "time-of-troubles"])
def test_findings_of_a_game_whose_manifest_is_unreadable_are_positioned(content_copy, game):
    copy = content_copy(game)
    with copy.path("game.yaml").open("a", encoding="utf-8") as handle:
        handle.write("game: [\n")  # a syntax error: the file, and with it the manifest, is refused
    found = copy.findings()
    assert found
    unplaced = [str(d) for d in found if d.pos is None]
    assert unplaced == []
    assert {d.pos.path for d in found} <= {f"content/{game}/{p.name}" for p in copy.path("").glob("*.yaml")}


def test_a_file_holding_a_bare_text_is_reported_in_that_file(content_copy):
    copy = content_copy("kingsburg")
    copy.path("notes.yaml").write_text("just a sentence\n", encoding="utf-8")
    found = copy.findings("schema-type")
    assert [(d.pos.path, d.pos.line, d.pos.column) for d in found] == [("content/kingsburg/notes.yaml", 1, 1)]
