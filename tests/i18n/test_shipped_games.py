"""Every shipped game extracts, and a pseudo-translation of all its strings validates: the
translated model goes through the same print checks as the source."""

from __future__ import annotations


import pytest
from babel.messages.pofile import read_po, write_po

from generator.cli.main import main
from generator.i18n.strings import VALUE_CONTEXT, content_slots, slots
from generator.i18n.translate import translated_game
from generator.model.wording import shown_values
from generator.rules.derived import derived_tables
from generator.validation import validate
from tests.project_fixture import copy_shipped

GAMES = ("rurik", "ruthenia", "kingsburg", "time-of-troubles")


@pytest.mark.parametrize("game", GAMES)
def test_a_pseudo_translation_of_a_shipped_game_validates_and_replaces_every_string(repo_root, tmp_path, game):
    copy_shipped(game, tmp_path)
    assert main(["--project", str(tmp_path), "i18n", "update", "--game", game, "--lang", "ru"]) == 0
    path = tmp_path / "content" / game / "locale" / "ru.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if message.id:
            message.string = f"Ж {message.id}"
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100)
    result = validate(tmp_path, [game])
    in_po = [str(d) for d in result.diagnostics if d.pos and d.pos.path.endswith("ru.po")]
    assert in_po == []
    source = result.project.games[game]
    russian = translated_game(source, "ru")
    values = {s.text for s in slots(source) if s.context.startswith(VALUE_CONTEXT)}   # data values cards print
    derived = {s.context: s.text for s in slots(source)
               if s.entity is None and not s.context.startswith(VALUE_CONTEXT)}   # a derived table's words
    content = list(content_slots(russian))
    assert len(content) == len(catalog) - len(derived) - len(values) > 100
    assert shown_values(russian) == {v: f"Ж {v}" for v in values}   # printed so; the model keeps the value
    assert all(s.text.startswith("Ж ") for s in content)
    # no derived table's word is left in the source language where the table is the same
    assert not [s.text for s in slots(russian) if s.context in derived and derived[s.context] == s.text]
    assert not any(s.text.startswith("Ж ") for s in slots(source))
    # the derived tables are the source's, figure for figure: a deriver reads the content as written
    assert figures(derived_tables(russian)) == figures(derived_tables(source))


def figures(tables) -> list:
    """Each derived table's ID and, row by row, its cells without letters (numbers, odds)."""
    return [(t.id, [tuple(c for c in row if not (isinstance(c, str) and any(ch.isalpha() for ch in c)))
                    for row in t.rows]) for t in tables]
