"""``validate PATH ...`` (what the pre-commit hook runs) never passes an edit that breaks its game."""

from __future__ import annotations


import pytest
from project_fixture import HEADER, write_project

from generator.cli.main import main
from generator.cli.path_filter import select, touched_games
from generator.diagnostics import Diagnostic, Position, Related, Severity
from tests.project_fixture import copy_shipped


@pytest.fixture(autouse=True)
def in_tmp_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # paths in findings are shown relative to the current folder


def test_deleting_a_card_fails_the_count_in_game_yaml_when_only_the_deck_is_given(tmp_path, capsys,
                                                                                   repo_root):
    """One Rurik deed card deleted: the count it no longer meets is declared in game.yaml."""
    copy_shipped("rurik", tmp_path)
    deeds = tmp_path / "content/rurik/deeds.yaml"
    lines = deeds.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.strip() == "- id: deed-amass-forces")
    end = next(i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("- id: deed-"))
    deeds.write_text("".join(lines[:start] + lines[end:]), encoding="utf-8")
    capsys.readouterr()
    assert main(["--project", str(tmp_path), "validate", str(deeds)]) == 1
    out = capsys.readouterr().out
    assert "content/rurik/game.yaml:" in out and "[component-count]" in out


def _finding(path: str, severity=Severity.ERROR, related: str | None = None) -> Diagnostic:
    notes = (Related(Position(related, 1, 1), "first here"),) if related else ()
    return Diagnostic("some-rule", severity, "message", Position(path, 3, 4), notes)


ERROR_IN_FILE = _finding("content/a/deck.yaml")
ERROR_ELSEWHERE = _finding("content/a/game.yaml")
ERROR_OTHER_GAME = _finding("content/b/game.yaml")
WARNING_ELSEWHERE = _finding("content/a/rules.yaml", Severity.WARNING)
WARNING_NAMING_FILE = _finding("content/a/rules.yaml", Severity.WARNING, related="content/a/deck.yaml")
LAYOUT_ERROR = _finding("templates/layouts/deed.yaml")
ALL = [ERROR_IN_FILE, ERROR_ELSEWHERE, ERROR_OTHER_GAME, WARNING_ELSEWHERE, WARNING_NAMING_FILE, LAYOUT_ERROR]


def test_errors_of_the_files_game_are_kept_and_other_games_left_out():
    assert select(ALL, ["content/a/deck.yaml"], strict=False) == [
        ERROR_IN_FILE, ERROR_ELSEWHERE, WARNING_NAMING_FILE, LAYOUT_ERROR]


def test_under_strict_warnings_of_the_game_fail_too():
    assert select(ALL, ["content/a/deck.yaml"], strict=True) == [
        ERROR_IN_FILE, ERROR_ELSEWHERE, WARNING_ELSEWHERE, WARNING_NAMING_FILE, LAYOUT_ERROR]


@pytest.mark.parametrize("given", [["templates/layouts/deed.yaml"], ["generator.toml"], ["."], ["content"]])
def test_a_path_outside_one_game_keeps_every_games_errors(given):
    assert touched_games(given) is None
    kept = select(ALL, given, strict=False)
    assert {ERROR_IN_FILE, ERROR_ELSEWHERE, ERROR_OTHER_GAME, LAYOUT_ERROR} <= set(kept)


def test_no_paths_keeps_everything():
    assert select(ALL, [], strict=False) == ALL


def test_a_warning_elsewhere_in_the_game_does_not_fail_the_given_file(tmp_path, capsys):
    board = ("boards:\n  - id: b\n    name: B\n    source: {section: S}\n    spaces:\n"
             "      - {id: s, name: S, attributes: {starting: yes}}\n")
    root = write_project(tmp_path, {"game.yaml": HEADER, "board.yaml": board,
                                    "res.yaml": "resources:\n  - {id: ore, name: Ore, source: {section: S}}\n"})
    assert main(["--project", str(root), "validate", str(root / "content/demo/res.yaml")]) == 0
    assert "[schema-yaml11-word]" not in capsys.readouterr().out
    assert main(["--project", str(root), "validate", "--strict", str(root / "content/demo/res.yaml")]) == 1
    assert "content/demo/board.yaml:6:" in capsys.readouterr().out


def test_the_hook_runs_on_every_commit_and_is_given_what_changes_findings(repo_root):
    """Git gives hooks no deleted files, so the hook must also run when no file matches (then
    with no paths: everything); layouts and settings change every game's findings."""
    import re

    import yaml

    hooks = {h["id"]: h for h in yaml.safe_load((repo_root / ".pre-commit-hooks.yaml").read_text())}
    hook = hooks["boardgame-content-validate"]
    assert hook["always_run"] is True and hook.get("pass_filenames", True) is True
    files = re.compile(hook["files"])
    for path in ["content/rurik/deeds.yaml", "games/content/x/y.yml", "templates/layouts/deed.yaml",
                 "generator.toml"]:
        assert files.search(path), path
    assert not files.search("README.md")
