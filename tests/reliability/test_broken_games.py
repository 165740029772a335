"""Edits that leave the content valid YAML of the right types but break the game: each is a
finding at a line and column, declared in the game's content where it can be."""

from __future__ import annotations

import shutil

import pytest

from generator.diagnostics import Severity

GLOSSARIES = {"kingsburg": 14, "rurik": 22, "ruthenia": 36, "time-of-troubles": 19}
PREFIX = {"time-of-troubles": "tot"}   # the game's rule IDs start with its prefix


def _at(found, rule):
    return {(d.pos.path, d.pos.line, d.pos.column) for d in found if d.rule == rule}


@pytest.mark.parametrize("game_id", sorted(GLOSSARIES))
def test_an_emptied_glossary_is_an_error(content_copy, game_id):
    game = content_copy(game_id)
    path = game.path("glossary.yaml")
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("glossary:")] + "glossary: []\n", encoding="utf-8")
    rule_id = f"{PREFIX.get(game_id, game_id)}-glossary-kept"
    found = game.findings(rule_id)
    of = game.where("game.yaml", f"id: {rule_id}")[0] + 2   # the constraint's 'of: glossary'
    assert [(d.severity, d.pos.path, d.pos.line) for d in found] == [(Severity.ERROR, f"content/{game_id}/game.yaml", of)]
    assert f"there are 0, at least {GLOSSARIES[game_id]} expected" in found[0].message


def test_the_glossary_file_removed_is_an_error_too(content_copy):
    game = content_copy("kingsburg")
    game.path("glossary.yaml").unlink()
    assert game.findings("kingsburg-glossary-kept")


def test_the_solo_rules_cut_by_150_lines_are_an_error(content_copy):
    game = content_copy("rurik")
    path = game.path("rules-solo.yaml")
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-150]), encoding="utf-8")
    found = game.findings()
    assert [d.rule for d in found if d.severity is Severity.ERROR] == ["rurik-solo-rules-kept"]
    assert found[0].pos.path == "content/rurik/game.yaml" and "there are 2, at least 26" in found[0].message


def _with_labels(content_copy, repo_root):
    game = content_copy("time-of-troubles")
    shutil.copytree(repo_root / "locale", game.root / "locale")
    return game, game.root / "locale" / "generator" / "ru.po"


def _line(path, text):
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


def test_a_label_with_a_typo_is_a_warning_at_its_line(content_copy, repo_root):
    game, po = _with_labels(content_copy, repo_root)
    assert game.findings("label-translation") == []
    po.write_text(po.read_text(encoding="utf-8").replace('msgid "Legitimacy"', 'msgid "Legitimcy"'), encoding="utf-8")
    found = game.findings("label-translation")
    assert _at(found, "label-translation") == {("locale/generator/ru.po", _line(po, 'msgid "Legitimcy"'), 1)}
    assert "did you mean 'Legitimacy'" in found[0].message


def test_an_emptied_label_is_a_warning_at_its_line(content_copy, repo_root):
    game, po = _with_labels(content_copy, repo_root)
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Подданство"', 'msgstr ""'), encoding="utf-8")
    found = game.findings("label-translation")
    assert _at(found, "label-translation") == {("locale/generator/ru.po", _line(po, 'msgid "Nationality"'), 1)}
