"""Art paths are refused when they would leave the game's folder; resolution is checked."""

import os

import pytest
from PIL import Image

from project_fixture import at, demo

DECK = """\
decks:
  - id: d
    name: D
    size: standard
    source: {section: S}
    cards:
      - {id: a, title: A, image: "IMAGE"}
"""


def body(image: str) -> str:
    return DECK.replace("IMAGE", image)


def save(tmp_path, name: str, size: tuple[int, int], fmt: str = "PNG"):
    path = tmp_path / "content" / "demo" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, "white").save(path, fmt)
    return path


@pytest.mark.parametrize("image, words", [
    ("/etc/passwd.png", "is absolute"),
    ("../other/art.png", "climbs out with '..'"),
    ("art/../../x.png", "climbs out with '..'"),
    ("C:/art/kiev.png", "names a drive"),
    ("art\\\\kiev.png", "uses backslashes"),
    ("art/kiev.gif", "is not a PNG or JPEG"),
    ("art/missing.png", "does not exist"),
])
def test_refused_paths_are_positioned(tmp_path, image, words):
    text = body(image)
    found = demo(tmp_path, text, "image-file")
    assert len(found) == 1
    assert found[0][1:3] == at(text, 7, '"')
    assert words in found[0][3]


def test_link_leading_outside_is_refused(tmp_path):
    outside = tmp_path / "secret.png"
    Image.new("RGB", (800, 1100)).save(outside)
    (tmp_path / "content" / "demo").mkdir(parents=True)
    os.symlink(outside, tmp_path / "content" / "demo" / "link.png")
    found = demo(tmp_path, body("link.png"), "image-file")
    assert [f[3] for f in found] == ["image path 'link.png' leads outside the game's folder (through a link)"]


def test_disguised_file_is_refused(tmp_path):
    path = tmp_path / "content" / "demo" / "art.png"
    path.parent.mkdir(parents=True)
    Image.new("RGB", (800, 1100)).save(path, "GIF")
    found = demo(tmp_path, body("art.png"), "image-file")
    assert [f[3] for f in found] == ["image 'art.png' is GIF, not PNG or JPEG"]


def test_sharp_art_passes(tmp_path):
    save(tmp_path, "art/a.png", (675, 284))  # the default layout's 57 x 24 mm art box at 300 ppi
    assert demo(tmp_path, body("art/a.png"), "image-file") == []


def test_low_resolution_warns_and_very_low_errs(tmp_path):
    from generator.validation import validate

    save(tmp_path, "art/a.jpg", (500, 200), "JPEG")  # 57 mm wide in the art box: about 223 ppi
    found = demo(tmp_path, body("art/a.jpg"), "image-file")
    assert [f[3] for f in found] == ["'art/a.jpg' on 'a' prints at 223 ppi, under 300"]
    assert [d.severity.label for d in validate(tmp_path).diagnostics if d.rule == "image-file"] == ["warning"]
    save(tmp_path, "art/a.jpg", (250, 100), "JPEG")  # about 111 ppi
    found = demo(tmp_path, body("art/a.jpg"), "image-file")
    assert [f[3] for f in found] == ["'art/a.jpg' on 'a' prints at 111 ppi, under 150"]
    assert [d.severity.label for d in validate(tmp_path).diagnostics if d.rule == "image-file"] == ["error"]


def test_card_art_is_measured_in_the_layouts_box_not_across_the_card(tmp_path):
    # 600 x 200 px across a whole 63 x 88 mm card would be 58 ppi; the layout prints it 57 x 19 mm
    save(tmp_path, "art/a.png", (600, 200))
    found = demo(tmp_path, body("art/a.png"), "image-file")
    assert [f[3] for f in found] == ["'art/a.png' on 'a' prints at 267 ppi, under 300"]


def test_a_projects_own_layout_sets_the_art_box(tmp_path):
    save(tmp_path, "art/a.png", (300, 400))  # 18 x 24 mm in the default box: 423 ppi
    assert demo(tmp_path, body("art/a.png"), "image-file") == []
    layouts = tmp_path / "templates" / "layouts"
    layouts.mkdir(parents=True)
    (layouts / "default.yaml").write_text(
        "extends: default\ntop:\n  - {field: title, style: title}\n  - {field: image, height: 48}\n")
    found = demo(tmp_path, body("art/a.png"), "image-file")  # 36 x 48 mm: 212 ppi
    assert [f[3] for f in found] == ["'art/a.png' on 'a' prints at 212 ppi, under 300"]


def test_deck_back_is_measured_across_the_card(tmp_path):
    save(tmp_path, "art/back.png", (500, 700))  # 63 x 88 mm: about 202 ppi
    text = DECK.replace("    source: {section: S}\n", "    source: {section: S}\n    back_image: art/back.png\n")
    text = text.replace(', image: "IMAGE"', "")
    found = demo(tmp_path, text, "image-file")
    assert [f[3] for f in found] == ["'art/back.png' on 'd' prints at 202 ppi, under 300"]


def test_truncated_image_is_refused_by_validate_and_build(tmp_path, capsys):
    from generator.cli.main import main

    path = tmp_path / "content" / "demo" / "art" / "a.png"
    path.parent.mkdir(parents=True)
    Image.effect_noise((750, 1040), 64).convert("RGB").save(path)  # noise: the pixel data is most of the file
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    text = body("art/a.png")
    found = demo(tmp_path, text, "image-file")
    assert len(found) == 1
    assert found[0][1:3] == at(text, 7, '"')
    assert found[0][3].startswith("image 'a.png' cannot be read:")
    capsys.readouterr()
    assert main(["--project", str(tmp_path), "build"]) == 1
    err = capsys.readouterr().err
    assert "build refused" in err
    assert "Traceback" not in err and "internal error" not in err


def test_token_art_is_measured_in_its_box_above_the_label(tmp_path):
    save(tmp_path, "art/wood.png", (100, 100))  # 20 mm across the token would be 127 ppi
    text = ("sheets:\n  - id: goods\n    name: Goods\n    size_mm: 20\n    source: {section: S}\n"
            "    tokens:\n      - {id: wood, label: Wood, image: art/wood.png}\n")
    found = demo(tmp_path, text, "image-file")  # a square token's art box: 10.9 mm
    assert [f[3] for f in found] == ["'art/wood.png' on 'wood' prints at 233 ppi, under 300"]


def _text_file(tmp_path, name: str, text: str) -> None:
    path = tmp_path / "content" / "demo" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def _huge(tmp_path, name: str, side: int) -> None:
    """A PNG whose header declares ``side`` x ``side`` pixels (the pixel data is left out: the
    check refuses it before decoding any)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    path = tmp_path / "content" / "demo" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    header = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b""))
                     + chunk(b"IEND", b""))


@pytest.mark.parametrize("image, make, words", [
    ("art/a.png", lambda tmp: _text_file(tmp, "art/a.png", "not an image\n"), "holds no image"),
    ("art/a.svg", lambda tmp: _text_file(tmp, "art/a.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>"),
     "is not a PNG or JPEG"),
    ("/etc/passwd", lambda tmp: None, "is absolute"),
    ("art/a.png", lambda tmp: _huge(tmp, "art/a.png", 20000), "over the 50-megapixel limit"),
    ("art/a.png", lambda tmp: _huge(tmp, "art/a.png", 12000), "12000 x 12000 px, over the 50-megapixel"),
])
def test_unusable_art_ends_in_a_positioned_error_and_exit_1(tmp_path, capsys, image, make, words):
    """The card layout places art only once its path and file are checked, so validate never
    opens a refused file, and Pillow's own warning never reaches the user."""
    import warnings

    from generator.cli.main import main

    make(tmp_path)
    text = body(image)
    found = demo(tmp_path, text, "image-file")
    assert [f[1:3] for f in found] == [at(text, 7, '"')]
    assert words in found[0][3]
    capsys.readouterr()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["--project", str(tmp_path), "validate"]) == 1
    assert [w for w in caught if "Decompression" in type(w.message).__name__] == []
    out, err = capsys.readouterr()
    line, column = found[0][1:3]
    assert f"content/demo/content.yaml:{line}:{column}: error: " in out and words in out
    assert "internal error" not in err and "Traceback" not in err
