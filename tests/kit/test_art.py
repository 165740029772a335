"""Token and board art named by ``image:`` prints in the kit, scaled to fit, aspect kept."""

from __future__ import annotations

from PIL import Image as PILImage
from pypdf import PdfReader

from generator.settings_file import KitSettings
from generator.render.kit_pdf import write_kits
from generator.validation import validate

from tests.kit.kit_fixture import OTHER, write_demo

WITH_ART = (OTHER
            .replace("- {id: good-wood, label: Wood, copies: 4}",
                     "- {id: good-wood, label: Wood, copies: 4, image: art/wood.png}")
            .replace("  - id: map\n    name: Map\n", "  - id: map\n    name: Map\n    image: art/map.png\n"))


def _image_xobjects(reader: PdfReader) -> dict[tuple, set]:
    """{(width, height) in px: page numbers} of the image XObjects the pages draw, forms searched too."""
    found: dict[tuple, set] = {}

    def walk(resources, number):
        for ref in (resources or {}).get("/XObject", {}).values():
            obj = ref.get_object()
            if obj["/Subtype"] == "/Image":
                found.setdefault((int(obj["/Width"]), int(obj["/Height"])), set()).add(number)
            elif "/Resources" in obj:
                walk(obj["/Resources"].get_object(), number)

    for number, page in enumerate(reader.pages, start=1):
        walk(page["/Resources"], number)
    return found


def test_token_and_board_art_are_drawn(tmp_path):
    root = write_demo(tmp_path / "project", **{"other.yaml": WITH_ART})
    art = root / "content" / "demo" / "art"
    art.mkdir()
    PILImage.new("RGB", (180, 180), "#2a7f3f").save(art / "wood.png")     # 288 ppi on a 5/8 inch token
    PILImage.new("RGB", (2400, 1600), "#c9b27c").save(art / "map.png")    # 3:2, as wide as a page
    result = validate(root)
    assert [str(d) for d in result.errors()] == []
    (tmp_path / "out").mkdir()
    (path,) = write_kits(result.project.games["demo"], tmp_path / "out", KitSettings(papers=("a4",)), root)
    reader = PdfReader(path)
    images = _image_xobjects(reader)
    assert len(images) == 2      # each embedded once (far-above-300-ppi art is downsampled)
    token = [size for size in images if size[0] == size[1]]
    board = [size for size in images if size[0] != size[1]]
    assert len(token) == 1 and len(board) == 1
    assert abs(board[0][0] / board[0][1] - 1.5) < 0.01   # aspect kept
    assert images[token[0]] != images[board[0]]          # the token on its sheet, the board on its own page
    text = " ".join((p.extract_text() or "") for p in reader.pages)
    assert "Map \u00b7 board art, scaled to fit the page" in " ".join(text.split())
