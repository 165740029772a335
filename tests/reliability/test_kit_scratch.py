"""Build tasks share no scratch files: board art far above 300 ppi is downsampled by each kit task
into a folder of its own, so the A4 and Letter kits, written at the same time, never remove what
the other still reads."""

from __future__ import annotations

import pytest
import subprocess
import sys
from dataclasses import replace

from PIL import Image

from generator.settings_file import read_settings
from generator.render.art import ART_CACHE
from generator.render.kit_pdf import write_kits
from generator.validation import validate
from project_fixture import HEADER, write_project

pytestmark = pytest.mark.slow   # whole kits on both papers

BOARD = """\
boards:
  - id: land
    name: The Land
    image: art/board.png
    source: {section: S}
    spaces:
      - {id: north, name: North, adjacent: [south]}
      - {id: south, name: South, adjacent: [north]}
"""
SIDE = 4000   # 200 mm wide: 508 ppi, above the 450 at which art is downsampled


def _project(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "board.yaml": BOARD})
    art = root / "content" / "demo" / "art" / "board.png"
    art.parent.mkdir()
    image = Image.new("RGB", (SIDE, SIDE), "#336699")
    image.paste((200, 40, 40), (0, 0, SIDE // 2, SIDE // 3))
    image.save(art)
    return root


def test_a_kit_task_leaves_other_tasks_scratch_alone(tmp_path):
    """What another task is reading in the game's folder (as the other paper's kit did in the
    shared ``.print-art/``) is still there when this task ends; its own scratch is gone."""
    root = _project(tmp_path)
    game = validate(root).project.games["demo"]
    folder = tmp_path / "staging" / "demo"
    other = folder / ART_CACHE / "board-being-read.png"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"the other kit's downsampled art")
    settings = read_settings(root).kit
    written = write_kits(game, folder, replace(settings, papers=("a4",)), root)
    assert [p.name for p in written] == ["demo-kit-a4.pdf"]
    assert other.read_bytes() == b"the other kit's downsampled art"
    assert sorted(p.name for p in folder.iterdir()) == [ART_CACHE, "demo-kit-a4.pdf"]


def test_both_papers_build_with_sharp_board_art(tmp_path):
    root = _project(tmp_path)
    for run in range(2):
        out = tmp_path / f"out-{run}"
        done = subprocess.run([sys.executable, "-m", "generator", "--project", str(root), "build", "--only", "kit",
                               "--out", str(out)], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        kits = sorted(p.name for p in (out / "demo").iterdir())
        assert kits == ["demo-kit-a4.pdf", "demo-kit-letter.pdf"], kits
        assert not [p for p in out.rglob("*") if p.name.startswith(ART_CACHE)]
