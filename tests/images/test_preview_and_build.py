"""``preview`` writes a contact sheet per deck; ``build`` writes card PNGs and TTS sheets, byte-stable."""

from __future__ import annotations

import re

import pytest
from PIL import Image

from generator.cli.main import main
from generator.faces.primitives import Box, Group, Text
from generator.output.staging import MARKER
from generator.render.png_contact import Tile, columns, contact_layout
from project_fixture import HEADER, write_project

BODY = """\
components:
  - {id: deed-cards, name: Deeds, total: 3, encoded_as: deeds, source: {section: S}}
  - {id: spy-cards, name: Spies, total: 2, encoded_as: spies, source: {section: S}}
decks:
  - id: deeds
    name: Deeds
    back: Deed
    source: {section: S}
    cards:
      - {id: a, title: Юрий, text: "Gain 2 :coin: and draw a card."}
      - {id: b, title: Market Day, copies: 2, text: "Spend one good."}
  - id: spies
    name: Spies
    source: {section: S}
    cards:
      - {id: s1, title: Spy, text: "Look at a hand.", back: Secret}
      - {id: s2, title: Spy master, text: "Look at two hands."}
"""


@pytest.fixture
def project(tmp_path):
    return write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})


def run(root, *args):
    return main(["--project", str(root), *args])


def png_chunks(path) -> list[bytes]:
    data, chunks, i = path.read_bytes(), [], 8
    while i < len(data):
        length = int.from_bytes(data[i:i + 4], "big")
        chunks.append(data[i + 4:i + 8])
        i += 12 + length
    return chunks


def test_preview_writes_one_sheet_per_deck(project, capsys):
    assert run(project, "preview") == 0
    out = project / "output" / "preview" / "demo"
    assert sorted(p.name for p in out.iterdir()) == ["deeds.png", "spies.png"]
    with Image.open(out / "deeds.png") as sheet:
        # three tiles (a, b, the back) in 3 columns at 72 ppi: 2 x 6 mm margins, 3 x 67 mm - 4 mm gap
        assert sheet.size == (round((12 + 3 * 67 - 4) / 25.4 * 72), round((12 + 12 + 97 - 4) / 25.4 * 72))
    assert "wrote 2 contact sheet(s)" in capsys.readouterr().err
    assert (project / "output" / MARKER).exists()
    assert run(project, "build") == 0  # the output/ preview made is one build may replace


def test_preview_of_one_deck_keeps_the_others(project):
    assert run(project, "preview") == 0
    assert run(project, "preview", "--deck", "spies", "--ppi", "50") == 0
    out = project / "output" / "preview" / "demo"
    assert sorted(p.name for p in out.iterdir()) == ["deeds.png", "spies.png"]


@pytest.mark.parametrize("args, words", [
    (["--out", "content"], "refusing to build into or around content/"),
    (["--out", "."], "refusing to build into the project folder"),
    (["--deck", "nope"], "no deck nope"),
    (["--ppi", "5"], "--ppi must be a whole number from 24 to 600"),
])
def test_preview_refuses(project, capsys, monkeypatch, args, words):
    monkeypatch.chdir(project)
    assert run(project, "preview", *args) == 2
    assert words in capsys.readouterr().err


def test_preview_refuses_a_folder_it_did_not_make(project, capsys):
    foreign = project.parent / "mine"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me")
    assert run(project, "preview", "--out", str(foreign)) == 2
    assert "not made by this tool" in capsys.readouterr().err
    assert (foreign / "notes.txt").read_text() == "keep me"


def test_contact_layout_places_tiles_in_rows_under_the_title():
    tiles = [Tile(f"c{i}", (Box(0, 0, 1, 1, "#000000"),), 63, 88) for i in range(5)]
    items, area = contact_layout(tiles, "Deck")
    groups = [i for i in items if isinstance(i, Group)]
    origins = [(g.transform.e, g.transform.f) for g in groups]
    assert columns(5) == 3
    assert origins[:3] == [(6.0, origins[0][1]), (73.0, origins[0][1]), (140.0, origins[0][1])]
    assert origins[3] == (6.0, origins[0][1] - 97.0)
    assert all(g.clip.w == 63 and g.clip.h == 88 for g in groups)
    captions = [i.text for i in items if isinstance(i, Text)]
    assert captions == ["Deck", "c0", "c1", "c2", "c3", "c4"]
    assert area.w == 12 + 3 * 67 - 4


def test_build_writes_card_pngs_backs_and_tts_sheets(project):
    assert run(project, "build") == 0
    cards = project / "output" / "demo" / "cards"
    assert sorted(p.relative_to(cards).as_posix() for p in cards.rglob("*.png")) == [
        "deeds/a.png", "deeds/b.png", "deeds/deeds-back.png",
        "spies/s1-back.png", "spies/s1.png", "spies/s2.png", "spies/spies-back.png"]
    with Image.open(cards / "deeds" / "a.png") as face:
        assert face.size == (372, 520) and face.info["dpi"] == pytest.approx((150, 150), abs=0.1)
    assert png_chunks(cards / "deeds" / "a.png") == [b"IHDR", b"pHYs", b"IDAT", b"IEND"]
    tts = project / "output" / "demo" / "tts"
    notes = (tts / "sheets.txt").read_text()
    assert "deeds-1.png: back deeds-back.png; width 3, height 2, number 3" in notes
    assert "spies-1.png: back spies-back.png; width 2, height 2, number 1" in notes
    assert "spies-2.png: back spies-s1-back.png; width 2, height 2, number 1" in notes
    with Image.open(tts / "deeds-1.png") as sheet:
        assert sheet.size == (3 * 372, 2 * 520)


def test_build_cards_at_300_ppi_on_request(project, capsys):
    (project / "generator.toml").write_text("[cards]\nppi = 300\n")
    assert run(project, "build") == 0
    with Image.open(project / "output" / "demo" / "cards" / "deeds" / "a.png") as face:
        assert face.size == (744, 1039)
    (project / "generator.toml").write_text("[cards]\nppi = 'high'\n")
    assert run(project, "build") == 1
    assert "generator.toml:2:7: error: expected a whole number, got the text 'high'" in capsys.readouterr().err


def test_card_pngs_are_byte_identical_across_builds(project):
    assert run(project, "build") == 0
    out = project / "output"
    first = {p.relative_to(out): p.read_bytes() for p in out.rglob("*.png")}
    assert run(project, "build") == 0
    assert {p.relative_to(out): p.read_bytes() for p in out.rglob("*.png")} == first
    assert len(first) == 7 + 6  # faces and backs; three TTS sheets and three backs


def test_the_same_bytes_from_one_process_or_two(project, tmp_path):
    from generator.output.pipeline import Pipeline
    from generator.output.tasks import BuildOptions
    from generator.validation import validate

    checked = validate(project).project
    Pipeline().run(checked, BuildOptions(out=tmp_path / "one", workers=0))
    Pipeline().run(checked, BuildOptions(out=tmp_path / "two", workers=2))
    one, two = snapshot(tmp_path / "one"), snapshot(tmp_path / "two")
    assert one.keys() == two.keys() and len(one) > 20
    for name, folder in (("one", one), ("two", two)):   # the save names its files by their file URLs
        out = (tmp_path / name).resolve().as_uri().encode()
        folder["demo/tts/demo.json"] = folder["demo/tts/demo.json"].replace(out, b"OUT")
    assert one == two


def snapshot(folder):
    """Every file of a build but its record of tasks (which notes file times)."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".generator-build.json"}


def test_reference_shows_each_card_image_lazily_with_its_title(project):
    assert run(project, "build") == 0
    html = (project / "output" / "html" / "demo.html").read_text(encoding="utf-8")
    images = re.findall(r'<img class="face" src="([^"]+)" alt="([^"]*)" loading="lazy">', html)
    assert images == [("../demo/cards/deeds/a.png", "Юрий"), ("../demo/cards/deeds/b.png", "Market Day"),
                      ("../demo/cards/spies/s1.png", "Spy"), ("../demo/cards/spies/s2.png", "Spy master")]
    for src, _ in images:
        assert (project / "output" / "html" / src).resolve().is_file()


def test_a_site_written_without_card_images_names_none(project):
    from generator.render.html_site import write_site
    from generator.validation import validate

    written = write_site(validate(project).project, project / "site")
    assert 'class="face"' not in (project / "site" / "demo.html").read_text(encoding="utf-8")
    assert written


def test_card_ppi_on_the_command_line_wins(project, capsys):
    (project / "generator.toml").write_text("[cards]\nppi = 150\n")
    assert run(project, "build", "--card-ppi", "300") == 0
    with Image.open(project / "output" / "demo" / "cards" / "deeds" / "a.png") as face:
        assert face.size == (744, 1039)
    assert run(project, "build", "--card-ppi", "5") == 2
    assert "--card-ppi must be a whole number" in capsys.readouterr().err
