"""A check with the games shared between two processes gives exactly a one-process check's result."""

import os
import shutil

import pytest

from generator import split_worker
from generator.cli import check_cache
from generator.split_validation import halves, split_check
from generator.validation import validate
from project_fixture import HEADER, write_project


def one_process(root) -> check_cache.Checked:
    whole = validate(root)
    games = whole.project.games.values()
    return check_cache.checked(whole.diagnostics, whole.rules(), sum(len(g.files) for g in games), len(games))


def shared(root, parallel: bool = True) -> check_cache.Checked:
    split = split_check(root, parallel)
    assert split is not None
    return check_cache.checked(split.diagnostics, split.rules, split.files, split.games)


def shipped_copy(tmp_path, repo_root):
    for folder in ("content", "locale"):
        shutil.copytree(repo_root / folder, tmp_path / folder)
    return tmp_path


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_shipped_content_split_as_in_one_process(repo_root):
    assert shared(repo_root) == one_process(repo_root)


def test_findings_in_several_games_split_as_in_one_process(tmp_path, repo_root):
    root = shipped_copy(tmp_path, repo_root)
    rurik = root / "content" / "rurik" / "game.yaml"
    rurik.write_text(rurik.read_text(encoding="utf-8").replace("game:", "game:\n  colour_of_box: red", 1),
                     encoding="utf-8")
    (root / "content" / "kingsburg" / "broken.yaml").write_text("resources: [ {id: x\n", encoding="utf-8")
    po = root / "content" / "time-of-troubles" / "locale" / "ru.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "', 'msgstr "{count} ', 3), encoding="utf-8")
    expected = one_process(root)
    rules = {d.rule for d in expected.diagnostics}
    assert {"yaml-syntax", "schema-unknown-key"} <= rules and len(rules) > 3
    assert shared(root) == expected
    assert shared(root, parallel=False) == expected


def test_the_tools_wording_is_checked_as_in_one_process(tmp_path, repo_root):
    """Each language's findings on the tool's wording are worked out beside the games: those of
    the first game translated to it, whichever process checked it, and of the project's own files."""
    root = shipped_copy(tmp_path, repo_root)
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    for game in ("kingsburg", "rurik"):   # both in German, for which the tool has no wording
        (root / "content" / game / "locale").mkdir()
        (root / "content" / game / "locale" / "de.po").write_text(header, encoding="utf-8")
    (root / "locale" / "generator" / "fr.po").write_text(
        header + '\n#, fuzzy\nmsgid "Contents"\nmsgstr "Sommaire"\n', encoding="utf-8")
    expected = one_process(root)
    missing = [d for d in expected.diagnostics if d.rule == "tool-translation-missing"]
    assert {d.pos.path for d in missing} >= {"content/kingsburg/locale/de.po", "locale/generator/fr.po"}
    assert any(d.rule == "tool-translation-stale" for d in expected.diagnostics)
    assert shared(root) == expected


def test_one_game_is_checked_here(tmp_path, monkeypatch):
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": "resources:\n  - {id: fur}\n"})
    monkeypatch.setattr(split_worker, "_start", lambda work: pytest.fail("forked for one game"))
    assert shared(root) == one_process(root)


def test_games_are_shared_by_size():
    sizes = {}

    class Folder:
        def __init__(self, name, size):
            self.name = name
            sizes[name] = size

    folders = [Folder("a", 10), Folder("b", 40), Folder("c", 25), Folder("d", 20)]
    import generator.split_validation as split

    original = split._weight
    split._weight = lambda folder: sizes[folder.name]
    try:
        first, second = halves(folders)
    finally:
        split._weight = original
    assert [f.name for f in first] == ["b", "a"] and [f.name for f in second] == ["c", "d"]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_work_of_a_failed_child_is_done_here():
    parent = os.getpid()

    def theirs():
        if os.getpid() != parent:
            raise RuntimeError("the child fails")
        return {"theirs": parent}

    assert split_worker.forked(theirs, lambda: {"mine": 1}) == {"mine": 1, "theirs": parent}


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_result_of_the_child_comes_back():
    parent = os.getpid()
    got = split_worker.forked(lambda: {"pid": os.getpid()}, lambda: {"mine": 1})
    assert got["mine"] == 1 and got["pid"] != parent


def test_an_error_one_game_found_in_another_translated_game_is_told():
    from generator.diagnostics import Diagnostic, Position, Severity
    from generator.split_validation import GameChecked, strays

    def error(path):
        return Diagnostic("schema-type", Severity.ERROR, "bad", Position(path, 1, 1))

    translated = GameChecked([], folder="content/b", languages={"ru": None})
    assert not strays([GameChecked([error("content/a/x.yaml")]), translated])
    assert not strays([GameChecked([error("content/b/locale/ru.po")]), translated])
    assert strays([GameChecked([error("content/b/x.yaml")]), translated])
