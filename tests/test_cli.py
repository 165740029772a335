"""The command line: formats, exit codes, the PATH filter and GitHub escaping."""

import json
import os
import subprocess
import sys

import pytest

from generator.cli.formats import as_github, escape_data, escape_property
from generator.cli.main import main
from generator.diagnostics import Diagnostic, Position, Severity
from project_fixture import HEADER, write_project

BROKEN = "resources:\n  - {id: fur, name: Fur, source: {section: S}}\n  - {id: fur, name: Fur 2, source: {section: S}}\n"
WARNED = "resources:\n  - {id: fur, name: Fur}\n"


@pytest.fixture(autouse=True)
def in_tmp_folder(tmp_path, monkeypatch):
    """Run from the project's folder, as a user does: paths are shown relative to it."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def broken(tmp_path):
    return write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": BROKEN})


@pytest.fixture
def clean(tmp_path):
    return write_project(tmp_path, {"game.yaml": HEADER})


def run(root, *args):
    return main(["--project", str(root), *args])


def test_clean_project_exits_0(clean, capsys):
    assert run(clean, "validate") == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert "0 error(s), 0 warning(s) in 1 file(s) of 1 game(s)" in err


def test_errors_exit_1_with_positioned_text(broken, capsys):
    assert run(broken, "validate") == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("content/demo/res.yaml:3:10: error: ID 'fur' is already used (line 2) [unique-ids]")
    assert out[1] == "    content/demo/res.yaml:2:10: note: first used here"


def test_json_format(broken, capsys):
    assert run(broken, "validate", "--format", "json") == 1
    records = json.loads(capsys.readouterr().out)
    assert records[0]["rule"] == "unique-ids"
    assert (records[0]["file"], records[0]["line"], records[0]["column"]) == ("content/demo/res.yaml", 3, 10)


def test_sarif_format(broken, capsys):
    assert run(broken, "validate", "--format", "sarif") == 1
    log = json.loads(capsys.readouterr().out)
    assert log["version"] == "2.1.0"
    result = log["runs"][0]["results"][0]
    assert result["ruleId"] == "unique-ids" and result["level"] == "error"
    region = result["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"]) == (3, 10)
    assert "unique-ids" in {r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]}


def test_github_format_chosen_by_environment_and_plain_list_follows(broken, capsys, monkeypatch):
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    assert run(broken, "validate") == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("::error file=content/demo/res.yaml,line=3,col=10,title=unique-ids::"
                        "ID 'fur' is already used (line 2)")
    assert lines[1].startswith("content/demo/res.yaml:3:10: error:")


def test_github_escaping():
    assert escape_data("50% done\nnext\r") == "50%25 done%0Anext%0D"
    assert escape_property("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae"
    d = Diagnostic("r", Severity.WARNING, "x: 1, 100%\ny", Position("a,b:c.yaml", 1, 2))
    assert as_github([d]).splitlines()[0] == "::warning file=a%2Cb%3Ac.yaml,line=1,col=2,title=r::x: 1, 100%25%0Ay"


WARNING_CONSTRAINT = """\
resources:
  - {id: fur, name: Fur, kind: good, source: {section: S}}
constraints:
  - id: demo-some-coin
    message: the game has a currency
    severity: warning
    of: resources
    exists: {kind: currency}
    source: {section: S}
"""


def test_warnings_pass_unless_strict(tmp_path, capsys):
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": WARNING_CONSTRAINT})
    assert run(root, "validate") == 0
    assert ("warning: the game has a currency: no entry of resources has kind 'currency' "
            "[demo-some-coin]") in capsys.readouterr().out
    assert run(root, "validate", "--strict") == 1


def test_path_filter_keeps_every_error_of_the_files_game_and_no_other_games(tmp_path, capsys):
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": BROKEN,
                                    "other.yaml": "resources:\n  - {id: ore, name: Ore}\n"})
    write_project(root, {"game.yaml": HEADER.replace("id: demo", "id: second"), "res.yaml": BROKEN},
                  game="second")
    assert run(root, "validate", str(root / "content/demo/other.yaml")) == 1
    out = capsys.readouterr().out
    assert "demo/other.yaml:2:5" in out and "demo/res.yaml:3:10" in out and "second/" not in out
    assert run(root, "validate", str(root / "content/second/game.yaml")) == 1
    out = capsys.readouterr().out
    assert "second/res.yaml:3:10" in out and "demo/" not in out


def test_cross_file_checks_still_see_everything(tmp_path, capsys):
    cards = ("decks:\n  - id: d\n    name: D\n    source: {section: S}\n    cards:\n"
             "      - {id: c, title: C, cost: {fur: 1}}\n")
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": BROKEN.split("  - {id: fur, name: Fur 2")[0],
                                    "cards.yaml": cards})
    assert run(root, "validate", str(root / "content/demo/cards.yaml")) == 0


def test_usage_errors_exit_2(tmp_path, clean, capsys):
    assert run(tmp_path / "nowhere", "validate") == 2
    assert run(clean, "validate", str(tmp_path / "missing.yaml")) == 2
    with pytest.raises(SystemExit) as exc:
        main(["validate", "--format", "xml"])
    assert exc.value.code == 2


def test_internal_error_exits_3_without_traceback(clean, capsys, monkeypatch):
    import generator.cli.validate_cmd as validate_cmd

    def crash(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(validate_cmd, "validate", crash)
    assert run(clean, "validate") == 3
    err = capsys.readouterr().err
    assert "internal error: RuntimeError: boom" in err and "Traceback" not in err
    assert main(["--project", str(clean), "--debug", "validate"]) == 3
    assert "Traceback" in capsys.readouterr().err


def test_module_entry_point_runs(clean):
    done = subprocess.run([sys.executable, "-m", "generator", "--project", str(clean), "validate"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_rules_command_lists_documented_rules(clean, capsys):
    assert run(clean, "rules") == 0
    out = capsys.readouterr().out
    assert "unique-ids" in out and "yaml-duplicate-key" in out


def test_rules_command_says_where_each_rule_lives(repo_root, capsys):
    assert run(repo_root, "rules") == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert " generator/loading/yaml_values.py " in lines["yaml-duplicate-key"]
    assert " generator/model/schema/fields.py " in lines["schema-type"]
    assert " generator/rules/generic/identity.py " in lines["unique-ids"]
    declared = lines["kingsburg-advisor-values"].split()
    assert declared[3] == "declared" and declared[4].startswith("content/kingsburg/")
    path, line = declared[4].rsplit(":", 1)
    assert "kingsburg-advisor-values" in (repo_root / path).read_text().splitlines()[int(line) - 1]
    assert run(repo_root, "rules", "--markdown") == 0
    assert "## `yaml-duplicate-key` (error, all games, built-in)\n\nIn `generator/loading/yaml_values.py`." \
        in capsys.readouterr().out


def test_report_shows_declared_and_encoded(tmp_path, capsys):
    body = ("components:\n  - {id: d, name: Deeds, total: 2, encoded_as: deeds, source: {section: S}}\n"
            "decks:\n  - id: deeds\n    name: Deeds\n    source: {public: x/y, confidence: low}\n"
            "    cards:\n      - {id: a, title: A, vp: {unknown: not listed}}\n")
    root = write_project(tmp_path, {"game.yaml": HEADER, "c.yaml": body})
    assert run(root, "report") == 0
    out = capsys.readouterr().out
    assert "mismatch     Deeds: 2 / 1" in out
    assert "public-low" in out and "content/demo/c.yaml:8:31 (a) vp: not listed" in out


def test_a_project_without_games_is_a_usage_error(tmp_path, capsys):
    (tmp_path / "content").mkdir()
    assert run(tmp_path, "validate") == 2
    assert "no game folders" in capsys.readouterr().err


def test_output_into_a_closed_pipe_ends_quietly(tmp_path):
    many = "resources:\n" + "".join(f"  - {{id: fur, name: Fur {i}}}\n" for i in range(3000))
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": many})
    done = subprocess.run(f"'{sys.executable}' -m generator --project '{root}' validate | head -1",
                          shell=True, capture_output=True, text=True)
    assert len(done.stdout.splitlines()) == 1
    assert "Error" not in done.stderr and "Traceback" not in done.stderr


def test_report_names_an_unknown_player_count_by_what_it_is(tmp_path, capsys):
    game = HEADER.replace("players: {min: 1, max: 4}", "players: {min: {unknown: not stated}, max: 4}")
    root = write_project(tmp_path, {"game.yaml": game})
    assert run(root, "report") == 0
    out = capsys.readouterr().out
    assert "content/demo/game.yaml:4:18 (players) min: not stated" in out
    assert "bound method" not in out


def test_a_line_break_character_inside_a_finding_is_escaped_so_each_finding_stays_one_line():
    from generator.cli.formats import as_github, as_text
    from generator.diagnostics import Diagnostic, Severity

    d = Diagnostic("font-glyph", Severity.WARNING, "the font has no glyph for '\u2028' or '\x85'", None)
    for text in (as_text([d]), as_github([d])):
        assert "\u2028" not in text and "\x85" not in text
    assert len(as_text([d]).splitlines()) == 1
    assert "\\u2028" in as_text([d])


def test_a_run_that_leaves_at_once_still_writes_all_its_output(tmp_path, capsys):
    many = "resources:\n" + "".join(f"  - {{id: fur, name: Fur {i}}}\n" for i in range(3000))
    root = write_project(tmp_path, {"game.yaml": HEADER, "res.yaml": many})
    into = tmp_path / "findings.json"
    with into.open("w") as out:
        done = subprocess.run([sys.executable, "-m", "generator", "--project", str(root), "validate",
                               "--no-cache", "--format", "json"], stdout=out, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 1, done.stderr
    found = json.loads(into.read_text())
    assert sum(f["rule"] == "unique-ids" for f in found) == 2999
    assert done.stderr.startswith(f"{len(found)} error(s)")
    listing = tmp_path / "rules.md"
    buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    with listing.open("w") as out:   # printed without flushing each line
        done = subprocess.run([sys.executable, "-m", "generator", "--project", str(root), "rules", "--markdown"],
                              stdout=out, stderr=subprocess.PIPE, text=True, env=buffered)
    assert done.returncode == 0, done.stderr
    assert run(root, "rules", "--markdown") == 0
    assert listing.read_text() == capsys.readouterr().out


def test_an_exit_handler_a_project_rule_registers_still_runs(tmp_path):
    root = write_project(tmp_path, {"game.yaml": HEADER})
    (root / "generator.toml").write_text('[rules]\npython = "rules"\n')
    (root / "rules").mkdir()
    marker = tmp_path / "handler-ran"
    (root / "rules" / "leaves_a_note.py").write_text(
        f"import atexit, pathlib\natexit.register(pathlib.Path({str(marker)!r}).write_text, 'yes')\n")
    done = subprocess.run([sys.executable, "-m", "generator", "--project", str(root), "validate", "--no-cache"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert marker.read_text() == "yes"
