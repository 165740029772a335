"""Tables on a phone and on paper: a table wider than a phone stacks into one block per row,
each cell named by its column; on paper, tables fit the page or turn onto a landscape one, and a
player reference card takes the page's width."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

pytestmark = pytest.mark.slow

GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")


def _page(browser, path, width):
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.goto(path.as_uri(), wait_until="load")
    page.evaluate("document.querySelector('.toc-all') && document.querySelector('.toc-all').click()")
    page.wait_for_timeout(100)
    return page


def test_no_table_scrolls_sideways_on_a_phone_and_stacked_cells_name_their_column(browser, shipped_site):
    sideways, unnamed, stacked = [], [], 0
    for game in GAMES:
        page = _page(browser, shipped_site / f"{game}.html", 390)
        sideways += page.evaluate("""() => [...document.querySelectorAll('main .scroll')]
            .filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.closest('figure').id)""")
        stacked += page.evaluate("document.querySelectorAll('main table.reflow').length")
        unnamed += page.evaluate("""() => [...document.querySelectorAll('main table.reflow')].flatMap(t => {
            const heads = [...t.tHead.rows[0].cells].map(c => c.textContent.trim());
            return [...t.tBodies[0].rows].flatMap(r => [...r.cells].filter(c => c.tagName === 'TD')
              .filter((c, i) => c.dataset.label !== undefined && c.dataset.label.trim() !== heads[c.cellIndex])
              .map(c => t.closest('figure').id)); })""")
        page.close()
    assert sideways == []
    assert stacked > 20 and unnamed == []


def test_a_stacked_row_shows_every_cell_within_the_screen(browser, shipped_site):
    page = _page(browser, shipped_site / "kingsburg.html", 390)
    row = page.locator("#board-province-sheet tbody tr").first
    power = row.locator('td[data-label="Power"]')
    box = power.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    page.close()


def test_on_paper_tables_fit_the_page_or_turn(browser, shipped_site):
    page = _page(browser, shipped_site / "time-of-troubles.html", 1280)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 703, "height": 1000})  # A4's printable width at 12 mm margins
    cut = page.evaluate("""() => [...document.querySelectorAll('figure.grid')].filter(f => {
        const t = f.querySelector('table');
        return t && !t.classList.contains('wide') && t.getBoundingClientRect().right > f.getBoundingClientRect().right + 1;
      }).map(f => f.id)""")
    assert cut == []
    reader = PdfReader(io.BytesIO(page.pdf(format="A4")))
    turned = [i for i, p in enumerate(reader.pages) if p.mediabox.width > p.mediabox.height]
    text = " ".join(reader.pages[i].extract_text() for i in turned)
    assert turned and "Map of the Muscovite state" in text
    page.close()


def test_a_player_reference_card_prints_across_the_page(browser, shipped_site):
    page = _page(browser, shipped_site / "rurik.html", 1280)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 703, "height": 1000})
    width = page.evaluate("document.getElementById('card-reference-card').getBoundingClientRect().width")
    assert width > 600
    page.close()
