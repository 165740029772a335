"""What the environment refuses (a full disk, a read-only folder, a mount point, another command
writing) ends in one line and exit 2, and nothing already built is lost; ``build`` and
``preview`` take turns and keep each other's results."""

from __future__ import annotations

import errno
import os

import pytest
from project_fixture import HEADER, write_project

from generator.cli.main import main
from generator.output.reuse import MANIFEST
from generator.output.staging import staged_output

BODY = """\
components:
  - {id: deed-cards, name: Deeds, total: 2, encoded_as: deeds, source: {section: S}}
decks:
  - id: deeds
    name: Deeds
    source: {section: S}
    cards:
      - {id: a, title: Юрий, text: "Gain 2 gold."}
      - {id: b, title: Market Day, text: "Spend one good."}
"""


@pytest.fixture
def project(tmp_path):
    return write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})


def run(root, *args):
    return main(["--project", str(root), *args])


def snapshot(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("error, words", [
    (OSError(errno.ENOSPC, "No space left on device"), "No space left on device"),
    (OSError(errno.EROFS, "Read-only file system", "/media/out/demo"), "/media/out/demo: Read-only file system"),
    (PermissionError(errno.EACCES, "Permission denied", "/srv/out"), "/srv/out: Permission denied"),
])
def test_a_refusing_environment_is_one_line_and_exit_2(project, monkeypatch, capsys, error, words):
    import generator.output.producers as producers_module

    assert run(project, "build") == 0
    (project / "output" / MANIFEST).unlink()   # no record: the next build writes every file again
    before = snapshot(project / "output")

    def refuse(*args):
        raise error

    monkeypatch.setattr(producers_module, "write_components_pdf", refuse)
    capsys.readouterr()
    assert run(project, "build") == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert err.startswith("generator: error: cannot write into ") and words in err
    assert "the previous output was left as it was" in err and "internal error" not in err
    assert snapshot(project / "output") == before


def test_a_mount_point_as_the_output_folder_is_refused_before_building(project, monkeypatch, capsys):
    out = project / "mnt"
    out.mkdir()
    real = os.path.ismount
    monkeypatch.setattr(os.path, "ismount", lambda path: os.fspath(path) == os.fspath(out) or real(path))
    assert run(project, "build", "--out", str(out)) == 2
    err = capsys.readouterr().err
    assert "is a mount point" in err and "--out" in err and "internal error" not in err


@pytest.mark.parametrize("command", [["build"], ["preview"]])
def test_build_and_preview_share_one_lock(project, capsys, command):
    with staged_output(project / "output" / ("preview" if command == ["build"] else ""), project):
        assert run(project, *command) == 2
    assert "another build or preview is writing there" in capsys.readouterr().err
    assert run(project, *command) == 0


def test_a_build_keeps_the_preview_and_a_preview_keeps_the_build(project):
    assert run(project, "preview") == 0
    sheets = snapshot(project / "output" / "preview")
    assert "demo/deeds.png" in sheets
    assert run(project, "build") == 0
    assert snapshot(project / "output" / "preview") == sheets
    built = {k: v for k, v in snapshot(project / "output").items() if not k.startswith("preview/")}
    assert "demo/demo-components.pdf" in built
    assert run(project, "preview") == 0
    assert {k: v for k, v in snapshot(project / "output").items() if not k.startswith("preview/")} == built
    assert run(project, "build", "--game", "demo") == 0
    assert snapshot(project / "output" / "preview") == sheets


@pytest.mark.parametrize("value", ["abc", "1.5", "-5", "99999999999999"])
def test_an_unreadable_source_date_epoch_is_a_usage_error(project, monkeypatch, capsys, value):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    assert run(project, "build") == 2
    err = capsys.readouterr().err
    assert "SOURCE_DATE_EPOCH must be a whole number" in err and "internal error" not in err
    assert not (project / "output").exists()


def test_source_date_epoch_dates_the_pdfs_and_nothing_else(project, monkeypatch):
    """What README.md documents: the PDFs' dates and IDs follow SOURCE_DATE_EPOCH; PNGs and HTML
    stay the same bytes."""
    from pypdf import PdfReader

    assert run(project, "build") == 0
    plain = snapshot(project / "output")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert run(project, "build") == 0
    dated = snapshot(project / "output")
    pdf = project / "output/demo/demo-components.pdf"
    assert PdfReader(pdf).metadata["/CreationDate"].startswith("D:20231114221320")
    changed = {name for name in plain if plain[name] != dated[name]}
    # the build record changes too: its keys hold SOURCE_DATE_EPOCH
    assert changed == {name for name in plain if name.endswith(".pdf")} | {MANIFEST}
