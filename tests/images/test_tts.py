"""Tabletop Simulator sheets: grids of at most 10 x 7, at most 4096 px a side, every card once."""

from __future__ import annotations

import pytest
from PIL import Image

from generator.export.card_sheets import place_card, sheet_rows
from generator.export.tts import compose, notes_text, shared_backs
from generator.export.tts_plan import MAX_PX, fitted_card, grid, plan_sheets


@pytest.mark.parametrize("count, expected", [
    (1, (2, 2)), (3, (3, 2)), (10, (10, 2)), (11, (10, 2)), (26, (10, 3)), (70, (10, 7)),
])
def test_grid_is_wide_first_and_at_least_two_by_two(count, expected):
    assert grid(count) == expected


def test_grid_refuses_more_than_a_sheet_holds():
    with pytest.raises(ValueError, match="1 to 70"):
        grid(71)


@pytest.mark.parametrize("count", [1, 26, 69, 70, 71, 124, 140, 141, 500])
@pytest.mark.parametrize("card", [(372, 520), (744, 1039), (1417, 1417), (827, 1417)])
def test_every_card_lands_once_within_the_limits(count, card):
    sheets = plan_sheets([None] * count, *card)
    placed = [i for s in sheets for i in s.cards]
    assert placed == list(range(count))
    assert len(sheets) == -(-count // 70)
    for s in sheets:
        assert s.cols <= 10 and s.rows <= 7
        assert s.count <= s.cols * s.rows
        assert max(s.size) <= MAX_PX
        # the card keeps its shape within a pixel of rounding
        assert s.card_w / s.card_h == pytest.approx(card[0] / card[1], abs=0.01)


def test_small_cards_are_not_scaled_and_large_ones_fill_the_limit():
    assert fitted_card(10, 7, 372, 520) == (372, 520)
    w, h = fitted_card(10, 7, 744, 1039)
    assert (w, h) == (409, 572)
    assert 10 * w <= 4096 < 10 * (w + 1)


def test_cards_with_their_own_back_get_their_own_sheets():
    backs = ["spy", None, "spy", None, None]
    sheets = plan_sheets(backs, 100, 140)
    assert [(s.back, s.cards) for s in sheets] == [(None, (1, 3, 4)), ("spy", (0, 2))]


def test_sheets_are_composed_from_images_in_memory():
    faces = [Image.new("RGB", (60, 84), (i * 3, 0, 255 - i * 3)) for i in range(75)]
    plans = plan_sheets([None] * 75, 60, 84)
    first = compose(plans[0], lambda i: faces[i])
    assert first.size == (600, 7 * 84)
    assert first.getpixel((0, 0)) == (0, 0, 255) and first.getpixel((9 * 60 + 5, 6 * 84 + 5)) == (207, 0, 48)
    second = compose(plans[1], lambda i: faces[i])
    assert second.size == (5 * 60, 2 * 84) and second.getpixel((4 * 60, 84)) == (255, 255, 255)
    text = notes_text([("D", "d", list(enumerate(plans, start=1)))])
    assert "  d-1.png: back d-back.png; width 10, height 7, number 70" in text
    assert "  d-2.png: back d-back.png; width 5, height 2, number 5" in text


def _scanlines(image):
    raw, stride = image.tobytes(), 3 * image.width
    return bytearray(b"".join(b"\0" + raw[r * stride:(r + 1) * stride] for r in range(image.height)))


@pytest.mark.parametrize("count", [75, 3])  # a full sheet and a short one, then one with an empty row
def test_cards_placed_in_the_sheets_scanlines_match_the_composed_image(count):
    faces = [Image.effect_noise((7, 5), 40 + i).convert("RGB") for i in range(count)]
    for plan in plan_sheets([None] * count, 7, 5):
        rows = sheet_rows(plan)
        for slot, index in enumerate(plan.cards):
            place_card(rows, plan, slot, _scanlines(faces[index]))
        assert rows == _scanlines(compose(plan, lambda i: faces[i]))


def test_a_sheet_filled_card_by_card_is_encoded_as_its_composed_image_is():
    """A sheet's bytes depend on its pixels alone: the sheet filled in place, a card at a time,
    gives the bytes of the image composed whole."""
    from generator.render.png_file import png_bytes, png_from_scanlines

    faces = [Image.effect_noise((372, 520), 30 + 9 * i).convert("RGB") for i in range(4)]
    plan = plan_sheets([None] * 24, 372, 520)[0]   # 10 x 3: two full rows of cards and a short one
    which = [i * 4 // 24 for i in range(24)]
    rows = sheet_rows(plan)
    for slot in range(plan.count):
        place_card(rows, plan, slot, _scanlines(faces[which[slot]]))
    assert png_from_scanlines(*plan.size, "RGB", rows, 150) == png_bytes(compose(plan, lambda i: faces[which[i]]), 150)
    with pytest.raises(ValueError):
        png_from_scanlines(*plan.size, "RGB", bytes(100), 150)


def test_backs_that_look_alike_share_sheets():
    same = shared_backs({None: b"plain", "spy": b"secret", "twin": b"plain", "mole": b"secret"})
    assert same == {None: None, "spy": "spy", "twin": None, "mole": "spy"}


SHARED_BACKS = """\
decks:
  - id: foes
    name: Foes
    back: Foes
    source: {section: S}
    cards:
      - {id: f1, title: Goblins, back: "I"}
      - {id: f2, title: Orcs, back: "II"}
      - {id: f3, title: Wolves, back: "I", copies: 2}
      - {id: f4, title: Trolls, back: "II"}
      - {id: f5, title: Dragon, back: "III"}
      - {id: f6, title: Barbarians}
"""


def test_cards_sharing_a_back_share_its_sheets(tmp_path):
    from generator.output.producers import CardImages
    from generator.output.tasks import BuildOptions, Task
    from generator.validation import validate
    from project_fixture import HEADER, write_project

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": SHARED_BACKS})
    game = validate(root).project.games["demo"]
    out = tmp_path / "out"
    out.mkdir()
    options, images = BuildOptions(out=out), CardImages()
    for part in images.parts(game, out, options)[1]:
        images.run(None, game, out, options, Task("sheet", images, 0, "demo", part))
    tts = out / "tts"
    assert sorted(p.name for p in tts.glob("*-back.png")) == [
        "foes-back.png", "foes-f1-back.png", "foes-f2-back.png", "foes-f5-back.png"]
    notes = [line.strip() for line in (tts / "sheets.txt").read_text().splitlines() if "number" in line]
    assert [line.split(" (")[0] for line in notes] == [
        "foes-1.png: back foes-back.png; width 2, height 2, number 1",
        "foes-2.png: back foes-f1-back.png; width 3, height 2, number 3",
        "foes-3.png: back foes-f2-back.png; width 2, height 2, number 2",
        "foes-4.png: back foes-f5-back.png; width 2, height 2, number 1",
    ]
