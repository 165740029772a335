"""The Pillow renderer puts each primitive where its millimetres say, in its colour."""

from __future__ import annotations

import pytest
from PIL import Image

from generator.faces.icons import UNIT, icon_items
from generator.faces.primitives import Box, Circle, Form, Group, Icon, Line, Path, Text, Use
from generator.faces.primitives import Image as Art
from generator.layout.geometry import ROT90, Affine, Rect, mirror_x, translate
from generator.render.png_draw import dashes, pixel_size, rasterise

from .helpers import ink_box, mean_difference, px
import itertools

AREA = Rect(0, 0, 50.8, 25.4)  # 2 x 1 inch: 300 x 150 px at 150 ppi


def test_size_follows_the_area_and_resolution():
    assert rasterise((), AREA, 150).size == (300, 150)
    assert rasterise((), AREA, 300).size == (600, 300)
    assert pixel_size(63, 88, 150) == (372, 520)


def test_box_lands_at_its_millimetres_with_y_up():
    image = rasterise((Box(25.4, 0, 12.7, 8.4667, fill="#ff0000"),), AREA, 150)
    # x 150..225 px, y from the bottom 0..50 px, so rows 100..150 from the top
    assert ink_box(image, 200) == (150, 100, 225, 150)
    assert image.getpixel((187, 125)) == (255, 0, 0)
    assert image.getpixel((187, 90)) == (255, 255, 255)


def test_stroke_is_centred_on_the_outline():
    width_pt = 7.2  # 0.1 inch: 15 px at 150 ppi
    image = rasterise((Box(12.7, 6.35, 25.4, 12.7, stroke="#000000", width_pt=width_pt),), AREA, 150)
    left, top, right, bottom = ink_box(image)
    assert (left, top, right, bottom) == pytest.approx((75 - 7.5, 37.5 - 7.5, 225 + 7.5, 112.5 + 7.5), abs=1.5)
    assert image.getpixel((150, 75)) == (255, 255, 255)  # the middle stays empty


def test_circle_line_and_polygon():
    items = (Circle(12.7, 12.7, 6.35, fill="#0000ff"),
             Line(25.4, 2.54, 48.26, 2.54, "#00aa00", 7.2),
             Path(((30, 8), (45, 8), (37.5, 22)), True, "#ff0000"))
    image = rasterise(items, AREA, 150)
    assert image.getpixel((75, 75)) == (0, 0, 255)
    assert image.getpixel((75 + 36, 75)) == (0, 0, 255)  # inside the 37.5 px radius...
    assert image.getpixel((75 + 39, 75)) == (255, 255, 255)  # ...and just outside
    assert image.getpixel((200, 150 - 15)) == (0, 170, 0)
    assert image.getpixel((px(37.5, 150), 150 - px(12, 150))) == (255, 0, 0)


def test_text_sits_on_its_baseline_at_its_point_size():
    size = 36.0  # half an inch to the em: 75 px at 150 ppi
    image = rasterise((Text(5.08, 6.35, "HH", "bold", size),), AREA, 150)
    left, top, _right, bottom = ink_box(image)
    baseline = 150 - 37.5
    assert bottom == pytest.approx(baseline, abs=1)
    assert bottom - top == pytest.approx(0.656 * 75, abs=2)  # Source Sans Pro's cap height
    assert 30 <= left <= 30 + 0.1 * 75  # the H's side bearing is small


def test_group_transform_scales_shapes_stroke_and_type():
    small = (Box(1, 1, 8, 4, fill="#000000"), Text(1, 6, "Hi", "regular", 10.0))
    direct = rasterise((Box(5, 5, 40, 20, fill="#000000"), Text(5, 30, "Hi", "regular", 50.0)),
                       Rect(0, 0, 50, 50), 150)
    scaled = rasterise((Group(Affine(5, 0, 0, 5, 0, 0), small),), Rect(0, 0, 50, 50), 150)
    assert mean_difference(direct, scaled) < 1.0


def test_quarter_turn_turns_text_and_shapes():
    items = (Text(2, 3, "Kiev", "bold", 20.0), Box(1, 12, 20, 3, fill="#aa0000"))
    upright = rasterise(items, Rect(0, 0, 30, 20), 150)
    turned = rasterise((Group(ROT90.then(translate(20, 0)), items),), Rect(0, 0, 20, 30), 150)
    assert turned.size == (upright.height, upright.width)
    assert mean_difference(upright.rotate(90, expand=True), turned) < 2.0


def test_mirror_flips_text():
    items = (Text(2, 3, "Kiev", "bold", 20.0),)
    upright = rasterise(items, Rect(0, 0, 30, 20), 150)
    mirrored = rasterise((Group(mirror_x(15), items),), Rect(0, 0, 30, 20), 150)
    assert mean_difference(upright.transpose(Image.Transpose.FLIP_LEFT_RIGHT), mirrored) < 2.0


def test_clip_cuts_a_group_and_a_form():
    big = (Box(0, 0, 50.8, 25.4, fill="#000000"),)
    clipped = rasterise((Group(Affine(), big, Rect(12.7, 0, 25.4, 25.4)),), AREA, 150)
    assert ink_box(clipped) == (75, 0, 225, 150)
    form = Form("f", Rect(0, 0, 12.7, 12.7), big)
    used = rasterise((Use(form, translate(25.4, 0)),), AREA, 150)
    assert ink_box(used) == (150, 75, 225, 150)


def test_icon_draws_the_icon_sets_vector_shapes():
    size, x, y = 20.0, 10.0, 2.0
    icon = rasterise((Icon("coin", x, y, size, "#7a2e1f"),), AREA, 150)
    shapes = rasterise((Group(Affine(size / UNIT, 0, 0, size / UNIT, x, y), icon_items("coin", "#7a2e1f")),),
                       AREA, 150)
    assert icon.tobytes() == shapes.tobytes()
    left, top, right, bottom = ink_box(icon, 200)
    assert (right - left) == pytest.approx(px(size * 0.92, 150), abs=2)  # the coin's 4.6 radius in 10
    assert icon.getpixel(((left + right) // 2, (top + bottom) // 2)) == (122, 46, 31)


def test_art_fills_its_box_and_turns_with_a_group(tmp_path):
    art = Image.new("RGB", (40, 20), "#ff0000")
    art.paste((0, 0, 255), (20, 0, 40, 20))  # left half red, right half blue
    path = tmp_path / "art.png"
    art.save(path)
    item = Art(str(path), 12.7, 0, 25.4, 12.7)
    image = rasterise((item,), AREA, 150)
    assert image.getpixel((100, 120)) == (255, 0, 0)
    assert image.getpixel((200, 120)) == (0, 0, 255)
    assert image.getpixel((60, 120)) == (255, 255, 255)
    flipped = rasterise((Group(mirror_x(25.4), (item,)),), AREA, 150)
    assert flipped.getpixel((100, 120)) == (0, 0, 255)


def test_dashes_follow_the_pattern_along_corners():
    pieces = dashes([(0, 0), (10, 0), (10, 10)], [4, 2])
    assert pieces[0] == [(0, 0), (4.0, 0.0)]
    assert pieces[1] == [(6.0, 0.0), (10.0, 0.0)]
    assert pieces[2][0] == (10.0, 2.0)
    lengths = [sum(abs(b[0] - a[0]) + abs(b[1] - a[1]) for a, b in itertools.pairwise(p)) for p in pieces]
    assert lengths == pytest.approx([4, 4, 4, 2])


def test_skewed_transform_is_refused():
    with pytest.raises(ValueError, match="quarter turns"):
        rasterise((Group(Affine(1, 0.3, 0, 1), (Text(1, 1, "x"),)),), AREA, 150)
