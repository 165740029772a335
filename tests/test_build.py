"""The build: refusal on bad content, byte-identical output, and atomic replacement."""

import argparse

import pytest

from generator.cli import build_cmd
from generator.cli.main import main
from generator.errors import UsageError
from generator.output.pipeline import Pipeline
from generator.output.staging import MARKER, check_output_dir
from generator.output.tasks import Producer
from project_fixture import HEADER, write_project

BODY = """\
components:
  - {id: deeds, name: Deeds, total: 1, encoded_as: deck, source: {section: S}}
decks:
  - id: deck
    name: Deck
    source: {section: S}
    cards:
      - {id: a, title: Юрий, text: "Card text"}
"""


class Explode(Producer):
    """A producer of a project's own that fails halfway through its file."""

    name = "explode"

    def run(self, project, game, folder, options, task):
        (folder / "partial.pdf").write_bytes(b"half")
        raise RuntimeError("disk full")


@pytest.fixture
def project(tmp_path):
    return write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})


def build(root, *args):
    return main(["--project", str(root), "build", *args])


def snapshot(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_two_builds_give_identical_bytes(project):
    assert build(project) == 0
    first = snapshot(project / "output")
    assert build(project) == 0
    second = snapshot(project / "output")
    assert first == second
    assert "demo/demo-components.pdf" in first and "html/demo.html" in first


def test_build_refuses_invalid_content_and_keeps_output(project, capsys):
    assert build(project) == 0
    before = snapshot(project / "output")
    (project / "content/demo/c.yaml").write_text(BODY.replace("total: 1", "total: 2"))
    assert build(project) == 1
    assert "build refused" in capsys.readouterr().err
    assert snapshot(project / "output") == before


@pytest.mark.parametrize("content_error", [True, False])
def test_content_errors_refuse_the_build_before_any_kit_runs(project, monkeypatch, capsys, content_error):
    """With errors in the content the build is refused as content, and no kit runs; without, a
    kit's crash is the tool's."""
    from generator.output import producers

    def crash(self, *args):
        raise RuntimeError("kit crashed")

    monkeypatch.setattr(producers.PrintAndPlayKits, "run", crash)
    if content_error:
        (project / "content/demo/c.yaml").write_text(BODY.replace("total: 1", "total: 2"))
    code = build(project)
    err = capsys.readouterr().err
    if content_error:
        assert code == 1 and "in the content; nothing was written" in err and "kit crashed" not in err
    else:
        assert code == 3 and "internal error: RuntimeError: kit crashed" in err
    assert not (project / "output").exists()


def test_failure_halfway_leaves_earlier_output_intact(project):
    assert build(project) == 0
    before = snapshot(project / "output")

    pipeline = Pipeline()
    pipeline.producers.append(Explode())
    args = argparse.Namespace(game=[], out=None)
    with pytest.raises(RuntimeError):
        build_cmd.run(args, project, pipeline)
    assert snapshot(project / "output") == before
    leftovers = [p.name for p in project.iterdir() if p.name.startswith(".output") and p.name != ".output.lock"]
    assert leftovers == []


def test_crash_during_build_exits_3(project, monkeypatch, capsys):
    import generator.output.producers as producers_module

    def explode(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(producers_module, "write_components_pdf", explode)
    assert build(project) == 3
    assert not (project / "output").exists()


@pytest.mark.parametrize("target", [".", "content", "content/demo", ".."])
def test_dangerous_output_folders_are_refused(project, target):
    with pytest.raises(UsageError):
        check_output_dir(project / target, project)


def test_foreign_folder_is_never_replaced(project, tmp_path, capsys):
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "thesis.txt").write_text("keep me")
    assert build(project, "--out", str(foreign)) == 2
    assert "not made by this tool" in capsys.readouterr().err
    assert (foreign / "thesis.txt").read_text() == "keep me"


def test_partial_build_keeps_other_games(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    write_project(root, {"game.yaml": HEADER.replace("id: demo", "id: other")}, game="other")
    assert build(root) == 0
    assert build(root, "--game", "demo") == 0
    assert (root / "output/other/other-components.pdf").exists()
    assert (root / "output" / MARKER).exists()


def test_unknown_game_is_a_usage_error(project):
    assert build(project, "--game", "chess") == 2


def test_leftovers_of_a_killed_build_are_cleared(project):
    assert build(project) == 0
    stale = project / ".output.building-dead"
    stale.mkdir()
    (stale / MARKER).write_text("x")
    foreign = project / ".output.building-notours"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("not ours: no marker")
    empty = project / ".output.old-k1ll3d"  # killed between making a folder and marking it
    empty.mkdir()
    assert build(project) == 0
    assert not stale.exists() and not empty.exists()
    assert (foreign / "notes.txt").exists()


def test_concurrent_build_is_refused(project):
    import fcntl

    (project / "output").mkdir()
    with open(project / ".output.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        assert build(project) == 2
    assert build(project) == 0


def test_summary_names_documents_and_counts_images(project, capsys):
    assert build(project) == 0
    err = capsys.readouterr().err
    assert "  demo/demo-kit-a4.pdf" in err
    assert "  demo/cards/ (" in err and "  html/ (" in err
    assert "demo/cards/deck/a.png" not in err


def test_progress_names_every_step_on_a_terminal(project):
    import io

    from generator.output.tasks import BuildOptions
    from generator.output.progress import Progress
    from generator.validation import validate

    ticks = iter(range(0, 1000, 2))
    stream = io.StringIO()
    progress = Progress(stream=stream, enabled=True, clock=lambda: next(ticks))
    Pipeline().run(validate(project).project, BuildOptions(out=project / "output", progress=progress))
    shown = stream.getvalue()
    for step in ("demo: components list", "demo: quickrefs", "demo: card images",
                 "demo: print and play kits", "reference site"):
        assert step in shown


def test_print_on_demand_images_are_a_task_of_the_build_written_once(project):
    """With both papers the kit is two tasks; the print-on-demand images are one more, written
    once, and kept by a rebuild with nothing changed."""
    assert build(project, "--paper", "both", "--print-on-demand", "--no-images") == 0
    first = snapshot(project / "output")
    pod = sorted(name for name in first if name.startswith("demo/print-on-demand/"))
    assert pod == ["demo/print-on-demand/copies.txt", "demo/print-on-demand/deck/a.png",
                   "demo/print-on-demand/deck/deck-back.png"]
    assert "demo/demo-kit-a4.pdf" in first and "demo/demo-kit-letter.pdf" in first
    assert build(project, "--paper", "both", "--print-on-demand", "--no-images") == 0
    assert snapshot(project / "output") == first
    assert build(project, "--paper", "both") == 0   # a whole build: nothing kept from before
    assert not any(name.startswith("demo/print-on-demand/") for name in snapshot(project / "output"))
