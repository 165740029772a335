"""A publisher's own project outside this repository: init, credits, sources cited once, and
paths shown the way CI and editors outside the project folder need them."""

import json

import pytest
from pypdf import PdfReader

from generator.cli.main import main
from generator.validation import validate
from project_fixture import write_project
from tests.project_fixture import copy_shipped


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """Run from a folder that is neither the project nor the repository."""
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    return tmp_path


def test_init_makes_a_project_that_validates_clean_and_builds(elsewhere, capsys):
    root = elsewhere / "saltmarsh"
    assert main(["init", str(root)]) == 0
    assert (root / "content" / "saltmarsh" / "game.yaml").is_file()
    assert (root / "schema" / "content.schema.json").is_file()
    assert (root / "schema" / "saltmarsh.schema.json").is_file()
    assert (root / "generator.toml").is_file()
    first = (root / "content" / "saltmarsh" / "cards.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert first == "# yaml-language-server: $schema=../../schema/saltmarsh.schema.json"
    capsys.readouterr()
    assert main(["--project", str(root), "validate", "--strict"]) == 0
    assert capsys.readouterr().err.startswith("0 error(s), 0 warning(s) in 4 file(s) of 1 game(s)")
    assert main(["--project", str(root), "schema", "--check"]) == 0
    assert main(["--project", str(root), "build", "--paper", "a4"]) == 0
    out = root / "output"
    for name in ("saltmarsh/saltmarsh-kit-a4.pdf", "saltmarsh/saltmarsh-quickref-a4.pdf",
                 "html/index.html", "html/saltmarsh.html"):
        assert (out / name).stat().st_size > 0, name


def test_init_credits_the_publisher_on_the_cover_pdf_and_html(elsewhere):
    root = elsewhere / "saltmarsh"
    assert main(["init", str(root), "--title", "Saltmarsh"]) == 0
    game = root / "content" / "saltmarsh" / "game.yaml"
    text = game.read_text(encoding="utf-8").replace("Your Publisher", "Heron Games")
    game.write_text(text.replace("Your Name", "Ada Fenn"), encoding="utf-8")
    assert main(["--project", str(root), "build", "--paper", "a4", "--component", "cards"]) == 0
    pdf = PdfReader(root / "output" / "saltmarsh" / "saltmarsh-kit-a4.pdf")
    assert pdf.metadata.author == "Heron Games, Ada Fenn"
    cover = pdf.pages[0].extract_text()
    assert "designed by Ada Fenn" in cover and "First edition" in cover
    assert "The print-and-play kit of Heron Games" in cover and "Licence: All rights reserved." in cover
    assert "player-made" not in cover
    html = (root / "output" / "html" / "saltmarsh.html").read_text(encoding="utf-8")
    assert "<dt>Designers</dt><dd>Ada Fenn</dd>" in html and "<dt>Licence</dt>" in html


def test_init_refuses_an_existing_game_and_a_bad_id(elsewhere, capsys):
    root = elsewhere / "p"
    assert main(["init", str(root), "--game", "marsh"]) == 0
    capsys.readouterr()
    assert main(["init", str(root), "--game", "marsh"]) == 2
    assert "exists already" in capsys.readouterr().err
    assert main(["init", str(root), "--game", "Bad ID"]) == 2
    assert "is not a game ID" in capsys.readouterr().err


def test_init_adds_a_second_game_and_keeps_the_projects_files(elsewhere):
    root = elsewhere / "p"
    assert main(["init", str(root), "--game", "marsh"]) == 0
    (root / "generator.toml").write_text("[kit]\npaper = 'a4'\n", encoding="utf-8")
    assert main(["init", str(root), "--game", "fen"]) == 0
    assert (root / "generator.toml").read_text(encoding="utf-8") == "[kit]\npaper = 'a4'\n"
    assert sorted(validate(root).project.games) == ["fen", "marsh"]
    assert validate(root).diagnostics == []


ONCE = """\
game:
  id: demo
  title: Demo
  players: {min: 1, max: 4}
  cite: once
  source: {design: "Demo, the designer's own rules"}
"""
ENTRIES = "resources:\n  - {id: fur, name: Fur}\nrules:\n  - {id: r, title: Rule, kind: note, text: T.}\n"


def test_a_source_cited_once_covers_every_entry(tmp_path):
    write_project(tmp_path, {"game.yaml": ONCE + "components:\n  - {id: c, name: C, total: 1}\n",
                             "more.yaml": ENTRIES})
    result = validate(tmp_path)
    assert result.diagnostics == []
    game = result.project.games["demo"]
    assert {e.source.grade for e in game.all_entities()} == {"design"}


def test_without_cite_once_each_entry_still_needs_its_source(tmp_path):
    write_project(tmp_path, {"game.yaml": ONCE.replace("  cite: once\n", ""), "more.yaml": ENTRIES})
    found = [(d.rule, d.pos.path, d.pos.line) for d in validate(tmp_path).diagnostics]
    assert found == [("source-required", "content/demo/more.yaml", 2),
                     ("source-required", "content/demo/more.yaml", 4)]


def test_a_player_made_kit_says_so(tmp_path):
    from generator.model.game.credits import kit_credit, pdf_author

    write_project(tmp_path, {"game.yaml": ONCE + "publisher: Heron Games\n".replace("p", "  p", 1)})
    manifest = validate(tmp_path).project.games["demo"].manifest
    assert kit_credit(manifest) == "A player-made kit, made with boardgame-generator; not Heron Games's."
    assert pdf_author(manifest) == "boardgame-generator (a player-made kit, not Heron Games's)"


BROKEN = "resources:\n  - {id: fur, name: Fur}\n  - {id: fur, name: Fur 2}\n"


@pytest.fixture
def repo_with_project(elsewhere):
    """A git repository whose project sits in the subfolder 'games', with one finding."""
    repo = elsewhere / "repo"
    (repo / ".git").mkdir(parents=True)
    write_project(repo / "games", {"game.yaml": ONCE, "my res.yaml": BROKEN})
    return repo


def test_paths_are_relative_to_the_repository_root(repo_with_project, capsys):
    assert main(["--project", str(repo_with_project / "games"), "validate"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("games/content/demo/my res.yaml:3:10: error: ID 'fur' is already used")
    assert "    games/content/demo/my res.yaml:2:10: note: first used here" in out
    main(["--project", str(repo_with_project / "games"), "validate", "--format", "github"])
    assert "::error file=games/content/demo/my res.yaml,line=3,col=10" in capsys.readouterr().out
    main(["--project", str(repo_with_project / "games"), "validate", "--format", "json"])
    assert json.loads(capsys.readouterr().out)[0]["file"] == "games/content/demo/my res.yaml"


def test_sarif_uris_are_encoded_and_rules_link_their_help(repo_with_project, capsys):
    assert main(["validate", "--project", str(repo_with_project / "games"), "--format", "sarif",
                 "--help-uri", "https://example.org/rules#{rule}"]) == 1
    run = json.loads(capsys.readouterr().out)["runs"][0]
    location = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location["uri"] == "games/content/demo/my%20res.yaml"
    driver = run["tool"]["driver"]
    assert driver["informationUri"].startswith("https://")
    unique = next(r for r in driver["rules"] if r["id"] == "unique-ids")
    assert unique["helpUri"] == "https://example.org/rules#unique-ids"


def test_without_a_repository_paths_are_relative_to_the_current_folder(elsewhere, capsys):
    write_project(elsewhere / "proj", {"game.yaml": ONCE, "res.yaml": BROKEN})
    assert main(["validate", "--project", str(elsewhere / "proj")]) == 1
    assert capsys.readouterr().out.startswith("../proj/content/demo/res.yaml:3:10: error:")


def test_a_copied_shipped_game_validates_clean_outside_the_repository(repo_root, elsewhere, capsys):
    copy_shipped("kingsburg", elsewhere / "kb")
    assert main(["--project", str(elsewhere / "kb"), "validate", "--strict"]) == 0


def test_report_counts_an_original_games_facts_as_its_own_design(elsewhere, capsys):
    root = elsewhere / "saltmarsh"
    assert main(["init", str(root)]) == 0
    capsys.readouterr()
    assert main(["--project", str(root), "report"]) == 0
    out = capsys.readouterr().out
    facts = out[out.index("Facts by source ("):out.index("Unknown (")].strip().splitlines()
    count = int(facts[0].split("(")[1].split()[0])
    assert count > 0 and facts[1:] == [f"  own design     {count:5}  100.0%"]
    assert main(["--project", str(root), "report", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["grades"] == {"design": count}
