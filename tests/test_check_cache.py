"""The validate command's check cache: a run from the cache shows exactly what a full check shows,
and any change to an input (content, a file a check reads across, a language file, the
project's Python rules, generator.toml) makes the next run check again."""

from __future__ import annotations

import json

import pytest

import generator.cli.validate_cmd as validate_cmd
from generator.cli import check_cache
from generator.cli.main import main
from project_fixture import HEADER, write_project


@pytest.fixture
def full_checks(monkeypatch):
    """How many full checks the validate command ran."""
    calls = []
    real = validate_cmd.validate

    def counted(root):
        calls.append(root)
        return real(root)

    monkeypatch.setattr(validate_cmd, "validate", counted)
    monkeypatch.delenv(check_cache.OFF_VARIABLE, raising=False)
    return calls


def shown(root, capsys, *options) -> tuple[int, object, str]:
    """Exit code, JSON findings and summary line of a validate run."""
    code = main(["--project", str(root), "validate", "--format", "json", *options])
    captured = capsys.readouterr()
    return code, json.loads(captured.out or "[]"), captured.err.strip().splitlines()[-1]


def assert_cached_as_full(root, capsys, full_checks) -> object:
    """A run that checks, a run from the cache and an uncached run show the same; only the second
    skips the check. Returns the findings."""
    before = len(full_checks)
    first = shown(root, capsys)
    assert len(full_checks) == before + 1
    again = shown(root, capsys)
    assert len(full_checks) == before + 1, "the unchanged project was checked again"
    uncached = shown(root, capsys, "--no-cache")
    assert len(full_checks) == before + 2
    assert first == again == uncached
    return first[1]


def test_cached_findings_equal_a_full_check_after_edits(tmp_path, capsys, full_checks, content_copy):
    game = content_copy("time-of-troubles")
    clean = assert_cached_as_full(tmp_path, capsys, full_checks)
    game.replace("cards.yaml", "id: ", "id: Bad ID ", 1)                # a content file
    broken = assert_cached_as_full(tmp_path, capsys, full_checks)
    assert broken != clean and any(f["severity"] == "error" for f in broken)
    po = game.path("locale/ru.po")
    text = po.read_text(encoding="utf-8")
    at = text.index('msgstr "', text.index("msgid ", text.index("msgctxt")))
    po.write_text(text[:at] + 'msgstr "{stray} "' + text[at + len('msgstr "'):], encoding="utf-8")
    translated = assert_cached_as_full(tmp_path, capsys, full_checks)  # a language file
    assert translated != broken


def test_a_file_read_across_invalidates(tmp_path, capsys, full_checks, content_copy):
    """Ruthenia's reference-slip rule reads a list kept in another file of the game."""
    game = content_copy("ruthenia")
    listed = assert_cached_as_full(tmp_path, capsys, full_checks)
    path = game.path("reference-slips.yaml")
    path.write_text(path.read_text(encoding="utf-8") + "\n# a comment moves nothing\n", encoding="utf-8")
    assert assert_cached_as_full(tmp_path, capsys, full_checks) == listed   # checked again, same result
    assert len(full_checks) == 4


RULE = '''\
from generator.api import Finding, Game, rule


@rule("demo-title-short", game="demo")
def title_short(game: Game):
    """The game's title is at most LIMIT characters.

    Passes: a short title. Fails: a long one.
    """
    if len(game.title) > LIMIT:
        yield Finding("the title is long", None)
'''


def test_project_rules_and_settings_invalidate(tmp_path, capsys, full_checks):
    root = write_project(tmp_path, {"game.yaml": HEADER})
    (root / "rules").mkdir()
    (root / "rules" / "checks.py").write_text(RULE.replace("LIMIT", "1000"), encoding="utf-8")
    assert assert_cached_as_full(root, capsys, full_checks) == []          # not opted in yet
    (root / "generator.toml").write_text('[rules]\npython = "rules"\n', encoding="utf-8")
    assert assert_cached_as_full(root, capsys, full_checks) == []          # opted in, passes
    (root / "rules" / "checks.py").write_text(RULE.replace("LIMIT", "1"), encoding="utf-8")
    found = assert_cached_as_full(root, capsys, full_checks)
    assert [f["rule"] for f in found] == ["demo-title-short"]


def test_turned_off_by_option_or_variable(tmp_path, capsys, full_checks, monkeypatch):
    root = write_project(tmp_path, {"game.yaml": HEADER})
    shown(root, capsys, "--no-cache")
    assert not check_cache.cache_file(root).exists()
    monkeypatch.setenv(check_cache.OFF_VARIABLE, "1")
    shown(root, capsys)
    shown(root, capsys)
    assert len(full_checks) == 3 and not check_cache.cache_file(root).exists()


def test_kept_in_the_user_cache_folder_not_the_project(tmp_path, capsys, full_checks, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = write_project(tmp_path / "project", {"game.yaml": HEADER})
    shown(root, capsys)
    kept = check_cache.cache_file(root)
    assert kept.parent == tmp_path / "cache" / "boardgame-generator" / "checks" and kept.is_file()
    assert json.loads(kept.read_text(encoding="utf-8"))["format"] == check_cache._FORMAT
    assert [p.name for p in root.iterdir()] == ["content"]


DAMAGED = [b"not json", b"[1, 2]", b"{}", b"[" * 100000, b'{"format": "check-cache 1"}']


@pytest.mark.parametrize("damage", ["bytes", "field", "key"])
def test_a_damaged_or_foreign_cache_is_a_miss(tmp_path, capsys, full_checks, damage):
    """Whatever the kept file holds, the run shows what a full check shows, and checks again."""
    root = write_project(tmp_path, {"game.yaml": HEADER + "colour_of_box: red\n"})
    first = shown(root, capsys)
    kept = check_cache.cache_file(root)
    record = json.loads(kept.read_text(encoding="utf-8"))
    assert record["diagnostics"], "the project should have a finding to damage"
    variants = {"bytes": DAMAGED,
                "field": [json.dumps({**record, "diagnostics": [[*record["diagnostics"][0][:3], ["x", -1, 1], []]]}),
                          json.dumps({**record, "rules": [[1, 2, "", ""]]}),
                          json.dumps({**record, "diagnostics": [["r", 7, "m", None, []]]}),
                          json.dumps({**record, "files": True})],
                "key": [json.dumps({**record, "key": "00" * 24})]}[damage]
    for variant in variants:
        kept.write_bytes(variant if isinstance(variant, bytes) else variant.encode())
        checks = len(full_checks)
        assert shown(root, capsys) == first
        assert len(full_checks) == checks + 1, variant[:60]


def test_a_linked_game_folder_is_followed(tmp_path, capsys, full_checks):
    real = write_project(tmp_path / "real", {"game.yaml": HEADER})
    root = tmp_path / "project"
    (root / "content").mkdir(parents=True)
    (root / "content" / "demo").symlink_to(real / "content" / "demo", target_is_directory=True)
    clean = assert_cached_as_full(root, capsys, full_checks)
    manifest = real / "content" / "demo" / "game.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "colour_of_box: red\n", encoding="utf-8")
    assert assert_cached_as_full(root, capsys, full_checks) != clean


def test_findings_of_a_file_changed_during_the_check_are_not_kept(tmp_path, capsys, monkeypatch):
    root = write_project(tmp_path, {"game.yaml": HEADER})
    real = validate_cmd.validate

    def edited_meanwhile(project_root):
        result = real(project_root)
        manifest = project_root / "content" / "demo" / "game.yaml"
        manifest.write_text(manifest.read_text(encoding="utf-8") + "# saved during the check\n", encoding="utf-8")
        return result

    monkeypatch.delenv(check_cache.OFF_VARIABLE, raising=False)
    monkeypatch.setattr(validate_cmd, "validate", edited_meanwhile)
    shown(root, capsys)
    assert not check_cache.cache_file(root).exists()


def test_any_finding_text_is_kept_and_read_back(tmp_path):
    from generator.diagnostics import Diagnostic, Position, Related, Severity

    odd = "a name read from a file system: \udc80, and Кирилица \x00"
    found = Diagnostic("r", Severity.WARNING, odd, Position("content/x.yaml", 3, 4),
                       (Related(Position("content/y.yaml", 1, 1), odd),))
    value = check_cache.Checked((found,), (check_cache.RuleNote("r", Severity.WARNING, odd, odd),), 2, 1)
    key = b"k" * 24
    check_cache.store(tmp_path, key, value)
    assert check_cache.load(tmp_path, key) == value
    assert check_cache.load(tmp_path, b"x" * 24) is None
