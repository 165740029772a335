"""`build --only rules` writes the rules books alone (and the booklets with --booklet), keeping the
rest of the last build; the kit's cover and the HTML index name the books."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from generator.cli.main import main
from tests.kit.kit_fixture import write_demo

pytestmark = pytest.mark.slow


def test_only_rules_writes_the_books_and_keeps_the_rest(tmp_path):
    root = write_demo(tmp_path / "project")
    out = root / "output"
    assert main(["--project", str(root), "build", "--paper", "a4", "--no-images"]) == 0
    kit = out / "demo" / "demo-kit-a4.pdf"
    book = out / "demo" / "demo-rules-a4.pdf"
    assert kit.exists() and book.exists()
    cover = " ".join((PdfReader(kit).pages[0].extract_text() or "").split())
    assert "demo-rules-a4.pdf" in cover
    index = (out / "html" / "index.html").read_text(encoding="utf-8")
    assert "demo-rules-a4.pdf" in index and "Rules book" in index
    before = kit.stat().st_mtime_ns
    assert main(["--project", str(root), "build", "--paper", "a4", "--only", "rules", "--booklet"]) == 0
    booklet = out / "demo" / "demo-rules-booklet-a4.pdf"
    assert booklet.exists() and book.exists()
    assert kit.exists() and kit.stat().st_mtime_ns == before       # the kit is kept as it was
    sheet = PdfReader(booklet).pages[0]
    assert float(sheet.mediabox.width) > float(sheet.mediabox.height)
    assert len(PdfReader(booklet).pages) * 2 % 4 == 0


def test_a_book_that_cannot_be_laid_out_is_a_finding_not_a_traceback(tmp_path, capsys):
    from tests.kit.kit_fixture import GAME

    huge = " ".join(["A very long use of the dice, said again and again."] * 300)
    game = GAME.replace("{id: dice, name: Dice, total: 3, supplied: player,",
                        f'{{id: dice, name: Dice, total: 3, supplied: player, use: "{huge}",')
    root = write_demo(tmp_path / "project", **{"game.yaml": game})
    assert main(["--project", str(root), "build", "--paper", "a4", "--only", "rules"]) == 1
    err = capsys.readouterr().err
    assert "[rulebook-layout]" in err and "demo-rules-a4.pdf" in err and "Traceback" not in err
    assert not (root / "output" / "demo" / "demo-rules-a4.pdf").exists()
