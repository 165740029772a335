"""Kit options from generator.toml and the command line; the progress display; the build's kits."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.cli.main import main
from generator.kit.progress import Progress
from generator.kit.settings import KitSettings, SettingsError, apply, load_settings

from tests.kit.kit_fixture import write_demo
from tests.kit.pdf_reading import outline_titles


def build(root, *args) -> int:
    return main(["--project", str(root), "build", *args])


@pytest.fixture
def project(tmp_path):
    return write_demo(tmp_path / "p")


def test_defaults_without_a_settings_file(tmp_path):
    assert load_settings(tmp_path) == KitSettings()


def test_the_settings_file_sets_every_option(tmp_path):
    (tmp_path / "generator.toml").write_text(
        '[kit]\npaper = "letter"\nduplex = "short-edge"\nback_offset_mm = [0.5, -1]\nbleed = "on"\n'
        'ink_saver = true\ncomponents = ["cards"]\n', encoding="utf-8")
    assert load_settings(tmp_path) == KitSettings(("letter",), "short-edge", (0.5, -1.0), "on", True, ("cards",))


@pytest.mark.parametrize("values, message", [
    ({"paper": "a3"}, "paper must be a4 or letter"),
    ({"duplex": "both"}, "duplex must be one of"),
    ({"back_offset_mm": [1]}, "two numbers"),
    ({"back_offset_mm": [25, 0]}, "printer fault"),
    ({"bleed": "maybe"}, "bleed must be one of"),
    ({"ink_saver": "yes"}, "true or false"),
    ({"colour": "red"}, "unknown kit option 'colour'"),
])
def test_bad_options_are_named(values, message):
    with pytest.raises(SettingsError, match=message):
        apply(KitSettings(), values, "generator.toml")


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
    (["--component", "dragons"], "dragons is not a section"),
])
def test_bad_command_line_options_are_usage_errors(project, capsys, args, message):
    assert build(project, *args) == 2
    assert message in capsys.readouterr().err
    assert not (project / "output").exists()


def test_a_bad_settings_file_is_a_usage_error(project, capsys):
    (project / "generator.toml").write_text("[kit]\nduplex = 'sideways'\n", encoding="utf-8")
    assert build(project) == 2
    assert "generator.toml: duplex must be one of" in capsys.readouterr().err


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
