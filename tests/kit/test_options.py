"""Kit options from generator.toml and the command line; the progress display; the build's kits."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.cli.main import main
from generator.output.progress import Progress
from generator.kit.options import SettingsError
from generator.settings_file import Bleed, Duplex, KitSettings, Paper, read_settings

from tests.kit.kit_fixture import write_demo
from tests.kit.pdf_reading import outline_titles


def build(root, *args) -> int:
    return main(["--project", str(root), "build", *args])


@pytest.fixture
def project(tmp_path):
    return write_demo(tmp_path / "p")


def test_defaults_without_a_settings_file(tmp_path):
    assert read_settings(tmp_path).kit == KitSettings()


def test_the_settings_file_sets_every_option(tmp_path):
    (tmp_path / "generator.toml").write_text(
        '[kit]\npaper = "letter"\nduplex = "short-edge"\nback_offset_mm = [0.5, -1]\nbleed = "on"\n'
        'full_bleed_backs = true\nink_saver = true\nblanks = true\nstand_ins = false\ncomponents = ["cards"]\n'
        'games = ["demo"]\n', encoding="utf-8")
    settings = read_settings(tmp_path)
    assert settings.findings == ()
    assert settings.kit == KitSettings(
        papers=(Paper.LETTER,), duplex=Duplex.SHORT_EDGE, back_offset=(0.5, -1.0), bleed=Bleed.ON,
        full_bleed_backs=True, ink_saver=True, blanks=True, stand_ins=False, components=("cards",), games=("demo",))
    assert type(settings.kit.duplex) is Duplex and f"{settings.kit.papers[0]}" == "letter"


def findings(root, text: str) -> list[str]:
    """generator.toml's findings, as ``line:col: message``."""
    (root / "generator.toml").write_text(text, encoding="utf-8")
    return [f"{d.pos.line}:{d.pos.column}: {d.message}" for d in read_settings(root).findings]


@pytest.mark.parametrize("text, message", [
    ('[kits]\npaper = "a4"\n', "1:2: unknown key 'kits' in generator.toml, whose tables are [kit], [cards] and "
                               "[rules]; did you mean 'kit'?"),
    ('# kit\n[kit]\n  papr = "a4"\n', "3:3: unknown key 'papr' in [kit]; did you mean 'paper'?"),
    ('[kit]\npaper = "A5"\n', "2:9: the text 'A5' is not one of: a4, letter, a3, tabloid"),
    ('[kit]\npaper = ["a4", "a5"]\n', "2:9: the text 'a5' is not one of: a4, letter, a3, tabloid"),
    ('[kit]\nduplex = "long-egde"\n', "2:10: the text 'long-egde' is not one of: long-edge, short-edge, simplex, "
                                        "gutterfold"),
    ('[kit]\nink_saver = "yes"\n', "2:13: 'yes' is text here: only true and false are booleans"),
    ("[kit]\nblanks = 1\n", "2:10: expected true or false, got an integer"),
    ('[kit]\nbleed = "maybe"\n', "2:9: the text 'maybe' is not one of: auto, on, off"),
    ("[kit]\nback_offset_mm = [1]\n", "2:18: expected two numbers [x, y] in mm, got a list"),
    ("[kit]\nback_offset_mm = [25, 0]\n", "2:18: 25 mm is above the maximum of 10 mm"),
    ('[kit]\ngames = "demo"\n', "2:9: expected a list, got the text 'demo'"),
    ("[cards]\nppi = 1000\n", "2:7: 1000 is above the maximum of 600"),
    ('[cards]\nppi = "high"\n', "2:7: expected a whole number, got the text 'high'"),
    ('[rules]\npython = ["a"]\n', "2:10: expected text, got a list"),
    ('paper = "a4"\n', "1:1: unknown key 'paper' in generator.toml"),
    ("kit = 3\n", "1:7: expected a mapping ([kit]), got an integer"),
    ("[kit]\npaper = \n", "2:9: not valid TOML"),
])
def test_a_bad_setting_is_a_finding_at_its_line_and_column(tmp_path, text, message):
    (found,) = findings(tmp_path, text)
    assert found.startswith(message)


def test_every_bad_setting_is_found_at_once_and_the_rest_is_read(tmp_path):
    assert [f.split(":")[0] for f in findings(tmp_path, '[kits]\n[kit]\npaper = "A5"\npapr = 1\n'
                                                         'bleed = true\n[cards]\nppi = 300\n')] == ["1", "3", "4"]
    settings = read_settings(tmp_path)
    assert settings.kit.bleed is Bleed.ON and settings.kit.papers == KitSettings().papers
    assert settings.cards.ppi == 300


def test_validate_reports_the_settings_file_and_build_refuses(project, capsys):
    (project / "generator.toml").write_text('[kit]\npaper = "A5"\n', encoding="utf-8")
    assert main(["--project", str(project), "validate"]) == 1
    assert "generator.toml:2:9: error: the text 'A5' is not one of" in capsys.readouterr().out
    assert build(project) == 1
    err = capsys.readouterr().err
    assert "generator.toml:2:9: error: the text 'A5' is not one of: a4, letter, a3, tabloid [settings-file]" in err
    assert not (project / "output").exists()


def test_build_writes_both_kits_by_default(project):
    assert build(project) == 0
    kits = sorted(p.name for p in (project / "output" / "demo").glob("*-kit-*.pdf"))
    assert kits == ["demo-kit-a4.pdf", "demo-kit-letter.pdf"]


def test_command_line_options_override_the_settings_file(project, capsys):
    (project / "generator.toml").write_text('[kit]\npaper = "letter"\nduplex = "short-edge"\n', encoding="utf-8")
    assert build(project, "--paper", "a4", "--duplex", "gutterfold", "--component", "deeds") == 0
    out = project / "output" / "demo"
    assert [p.name for p in out.glob("*-kit-*.pdf")] == ["demo-kit-a4.pdf"]
    reader = PdfReader(out / "demo-kit-a4.pdf")
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/Simplex"
    assert outline_titles(out / "demo-kit-a4.pdf") == ["Cover and contents", "Cards", "Deed cards"]
    assert "kit demo-kit-a4.pdf: " in capsys.readouterr().err


def test_back_offset_from_the_command_line(project):
    assert build(project, "--paper", "letter", "--back-offset=0.5,-1.25") == 0
    text = PdfReader(project / "output" / "demo" / "demo-kit-letter.pdf").pages[0].extract_text()
    assert "+0.5 mm across, -1.25 mm up" in text


@pytest.mark.parametrize("args, message", [
    (["--back-offset", "1;2"], "--back-offset is X,Y"),
    (["--back-offset=25,0"], "printer fault"),
    (["--component", "dragons"], "dragons is not a section"),
])
def test_bad_command_line_options_are_usage_errors(project, capsys, args, message):
    assert build(project, *args) == 2
    assert message in capsys.readouterr().err
    assert not (project / "output").exists()


class FakeTty(io.StringIO):
    def isatty(self):
        return True


def test_progress_is_quiet_off_a_terminal_and_for_the_first_second():
    now = [0.0]
    quiet = Progress(io.StringIO(), clock=lambda: now[0])
    quiet.update("page 1")
    assert quiet.stream.getvalue() == "" and not quiet.enabled
    tty = FakeTty()
    shown = Progress(tty, clock=lambda: now[0])
    shown.update("page 1")
    assert tty.getvalue() == ""
    now[0] = 1.5
    shown.update("page 40")
    now[0] = 1.52
    shown.update("page 41")          # too soon after the last update
    assert tty.getvalue() == "\r\x1b[Kpage 40"
    shown.finish()
    assert tty.getvalue().endswith("\r\x1b[K")


def _second_game(project):
    from tests.kit.kit_fixture import DECKS, GAME, OTHER
    from tests.project_fixture import write_project
    write_project(project, {"game.yaml": GAME.replace("id: demo", "id: second").replace("Demo Game", "Second Game"),
                            "decks.yaml": DECKS, "other.yaml": OTHER}, game="second")


def test_the_settings_file_chooses_the_games_and_game_wins(project):
    _second_game(project)
    (project / "generator.toml").write_text('[kit]\npaper = "a4"\ngames = ["second"]\n', encoding="utf-8")
    assert build(project) == 0
    assert (project / "output" / "second" / "second-kit-a4.pdf").is_file()
    assert not (project / "output" / "demo").exists()
    assert build(project, "--game", "demo") == 0
    assert (project / "output" / "demo" / "demo-kit-a4.pdf").is_file()


def test_an_unknown_game_in_the_settings_file_is_named(project, capsys):
    (project / "generator.toml").write_text('[kit]\ngames = ["demo", "atlantis"]\n', encoding="utf-8")
    assert build(project) == 2
    err = capsys.readouterr().err
    assert "[kit] games" in err and "atlantis" in err
    assert not (project / "output").exists()


def test_no_ink_saver_on_the_command_line_overrides_the_settings_file(project, tmp_path):
    from generator.cli.main import make_parser
    from generator.kit.options import settings_from
    (project / "generator.toml").write_text("[kit]\nink_saver = true\n", encoding="utf-8")
    parse, kit = make_parser().parse_args, read_settings(project).kit
    assert settings_from(parse(["build"]), kit).ink_saver is True
    assert settings_from(parse(["build", "--no-ink-saver"]), kit).ink_saver is False
    assert settings_from(parse(["build", "--ink-saver"]), kit).ink_saver is True
    assert settings_from(parse(["build", "--paper", "both", "--duplex", "simplex"]), kit).duplex is Duplex.SIMPLEX
    assert build(project, "--paper", "a4", "--no-ink-saver", "--component", "workers") == 0
    kit = (project / "output" / "demo" / "demo-kit-a4.pdf").read_bytes()
    assert build(project, "--paper", "a4", "--component", "workers") == 0
    assert (project / "output" / "demo" / "demo-kit-a4.pdf").read_bytes() != kit   # ink saver differs


def test_on_request_decks_come_from_the_settings_file_and_the_command_line(tmp_path):
    from argparse import Namespace

    from generator.kit.options import settings_from

    (tmp_path / "generator.toml").write_text('[kit]\non_request = ["community-schemes"]\n', encoding="utf-8")
    kit = read_settings(tmp_path).kit
    assert kit.on_request == ("community-schemes",)
    assert settings_from(Namespace(on_request=["extra"]), kit).on_request == ("extra",)


def test_an_on_request_deck_prints_only_when_asked(repo_root):
    from generator.kit.assemble import plan_kit
    from generator.kit.options import check_on_request
    from generator.validation import validate

    project = validate(repo_root, ["rurik"]).project
    game = project.games["rurik"]

    def cards(settings):
        plan = plan_kit(game, "a4", settings, repo_root)
        return {p.part.key: p.part.note for p in plan.placed if p.section.key == "cards"}

    assert "community-schemes" not in cards(KitSettings(papers=("a4",)))
    asked = cards(KitSettings(papers=("a4",), on_request=("community-schemes",)))
    assert asked["community-schemes"] == "32 cards" and "schemes" in asked
    assert "community-schemes" in cards(KitSettings(papers=("a4",), components=("community-schemes",)))
    with pytest.raises(SettingsError, match=r"schemes is not a deck printed on request \(those are: "
                                            r"community-schemes\)"):
        check_on_request(KitSettings(on_request=("schemes",)), project)
