"""Art in the PDF: embedded once however often placed; far too sharp art downsampled, original kept."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PIL import Image

from generator.cli.main import main
from generator.faces.primitives import Group, Image as Art
from generator.geometry.plane import translate
from generator.render.art import PrintArt, printed_ppi, target_size
from generator.render.pdf_draw import PdfPainter
from generator.render.pdf_meta import new_canvas
from project_fixture import HEADER, write_project


def image_xobjects(path) -> list:
    """Every distinct image XObject the PDF's pages use, looking inside form XObjects too."""
    found, seen = [], set()

    def walk(resources):
        xobjects = (resources or {}).get("/XObject") or {}
        for ref in xobjects.values():
            key = (ref.idnum, ref.generation)
            if key in seen:
                continue
            seen.add(key)
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Image":
                found.append(obj)
            elif obj.get("/Subtype") == "/Form":
                walk(obj.get("/Resources"))

    for page in PdfReader(path).pages:
        walk(page.get("/Resources"))
    return found


def art_file(tmp_path, size=(3000, 2000), fmt="PNG"):
    path = tmp_path / f"art.{fmt.lower()}"
    image = Image.new("RGB", size, "#203040")
    image.paste((200, 40, 40), (0, 0, size[0] // 2, size[1]))
    image.save(path, fmt)
    return path


def draw_pdf(path, items):
    canvas = new_canvas(path, (595, 842), "art", "art test")
    PdfPainter(canvas).draw(items)
    canvas.save()


def test_one_image_placed_fifty_times_is_embedded_once(tmp_path):
    art = art_file(tmp_path)
    before = art.read_bytes()
    placements = [Group(translate(10 + 30 * (i % 6), 10 + 25 * (i // 6)), (Art(str(art), 0, 0, 30, 20),))
                  for i in range(50)]
    items = PrintArt(tmp_path / "cache").items(placements)
    pdf = tmp_path / "out.pdf"
    draw_pdf(pdf, items)
    images = image_xobjects(pdf)
    assert len(images) == 1
    # 3000 px across 30 mm is 2540 ppi: embedded at 300 ppi instead, 354 x 236 px
    assert (images[0]["/Width"], images[0]["/Height"]) == (354, 236)
    assert art.read_bytes() == before


def test_art_near_300_ppi_is_embedded_as_it_is(tmp_path):
    art = art_file(tmp_path, (400, 300))  # 338 ppi on 30 x 22.5 mm
    item = Art(str(art), 0, 0, 30, 22.5)
    assert PrintArt(tmp_path / "cache").items((item,)) == (item,)
    assert not (tmp_path / "cache").exists()


def test_downsampling_threshold_and_size():
    assert printed_ppi((3000, 2000), 30, 20) == 3000 / (30 / 25.4)
    assert target_size((700, 1000), 63, 88) is None            # 282 ppi
    assert target_size((1000, 1400), 63, 88) is None           # 403 ppi: not far above 300
    assert target_size((2000, 2800), 63, 88) == (744, 1042)    # 806 ppi


def test_print_copy_is_deterministic_and_keeps_the_format(tmp_path):
    art = art_file(tmp_path, fmt="JPEG")
    first = PrintArt(tmp_path / "a").path_for(str(art), 30, 20)
    second = PrintArt(tmp_path / "b").path_for(str(art), 30, 20)
    assert first.endswith(".jpg") and first != str(art)
    assert Path(first).read_bytes() == Path(second).read_bytes()
    with Image.open(first) as small:
        assert small.format == "JPEG" and small.size == (354, 236)


DECK = """\
components:
  - {id: hero-cards, name: Heroes, total: 50, encoded_as: heroes, source: {section: S}}
decks:
  - id: heroes
    name: Heroes
    source: {section: S}
    cards:
      - {id: hero, title: Hero, copies: 50, image: art/hero.png, text: "Draw a card."}
"""


def test_kit_embeds_card_art_once_downsampled_and_the_same_every_build(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": DECK})
    art = root / "content" / "demo" / "art" / "hero.png"
    art.parent.mkdir()
    Image.new("RGB", (3000, 4200), "#336699").save(art)
    before = art.read_bytes()
    assert main(["--project", str(root), "build", "--paper", "a4"]) == 0
    kit = root / "output" / "demo" / "demo-kit-a4.pdf"
    images = image_xobjects(kit)
    assert len(images) == 1
    # placed 24 mm tall (the layout's image height): 4445 ppi, embedded at 300 ppi
    assert (images[0]["/Width"], images[0]["/Height"]) == (202, 283)
    assert art.read_bytes() == before
    assert not list((root / "output").rglob(".print-art"))
    first = kit.read_bytes()
    assert main(["--project", str(root), "build", "--paper", "a4"]) == 0
    assert kit.read_bytes() == first
