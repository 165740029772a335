"""Edits of shipped content that once crashed a game's own rule end in positioned findings."""

from __future__ import annotations


def _no_crash(found) -> None:
    """Every finding is positioned and none reports a rule that failed."""
    assert all(d.pos is not None for d in found), [str(d) for d in found if d.pos is None]
    assert not [d for d in found if "internal" in d.rule or "internal" in d.message.lower()]


def test_a_mapping_as_a_ruthenia_construction_label(content_copy):
    game = content_copy("ruthenia")
    lines = game.path("economy.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[41].strip() == "- label: fortress"
    lines[41] = lines[41].replace("label: fortress", "label: {value: fortress}")
    game.path("economy.yaml").write_text("".join(lines), encoding="utf-8")
    found = game.findings()
    _no_crash(found)
    assert ("schema-type", "content/ruthenia/economy.yaml", 42) in \
        {(d.rule, d.pos.path, d.pos.line) for d in found}


def test_a_duplicated_rurik_strategy_board_column(content_copy):
    game = content_copy("rurik")
    lines = game.path("strategy-board.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
    assert "sb34-muster," in lines[43]
    lines.insert(44, lines[43])
    game.path("strategy-board.yaml").write_text("".join(lines), encoding="utf-8")
    found = game.findings()
    _no_crash(found)
    shape = [d for d in found if d.rule == "table-shape"]
    assert shape and all(d.pos.path == "content/rurik/strategy-board.yaml" for d in shape)
