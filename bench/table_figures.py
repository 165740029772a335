"""Print the figures of the reference at the table: links into the wrong book, row targets drawn
under something after a jump, the question set's answers in the top 3, tables that scroll sideways
on a phone.

    python bench/table_figures.py [--site output/html]

Without --site it builds the shipped games' site, and The Time of Troubles' Russian build, into a
temporary folder (with --site, the Russian questions read ``<site>/../ru/html``). Needs Playwright
and Debian's Chromium (/usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")


def build(out: Path) -> Path:
    from generator.i18n.builds import language_projects
    from generator.render.html_site import write_site
    from generator.validation import validate

    project = validate(ROOT).project
    write_site(project, out / "html")
    for lang, translated in language_projects(project, ("ru",)):
        write_site(translated, out / lang / "html")
    return out / "html"


def wrong_books(site: Path) -> str:
    from generator.validation import validate
    from tests.reference.book_links import ref_links, wrong_book_links

    page = (site / "ruthenia.html").read_text(encoding="utf-8")
    books = ["Strategy Book", "Battle Book"]
    wrong = wrong_book_links(page, validate(ROOT).project.games["ruthenia"], books)
    return f"Ruthenia: {len(wrong)} of {len(ref_links(page))} reference links lead into another book than they mean"


def hidden_rows(browser, site: Path, width: int) -> str:
    from tests.reference.test_browser_jumps import HIDDEN_TARGETS

    total = hidden = 0
    for game in GAMES:
        page = browser.new_page(viewport={"width": width, "height": 800})
        page.goto((site / f"{game}.html").as_uri(), wait_until="load")
        page.evaluate("document.querySelector('.toc-all') && document.querySelector('.toc-all').click()")
        count, found = page.evaluate(HIDDEN_TARGETS, "main tr[id]")
        total, hidden = total + count, hidden + len(found)
        page.close()
    return f"{width} px: {hidden} of {total} row targets drawn under something after a jump"


def sideways(browser, site: Path) -> str:
    total = scrolling = 0
    for game in GAMES:
        page = browser.new_page(viewport={"width": 390, "height": 800})
        page.goto((site / f"{game}.html").as_uri(), wait_until="load")
        page.evaluate("document.querySelector('.toc-all') && document.querySelector('.toc-all').click()")
        boxes = page.evaluate("""() => [...document.querySelectorAll('main .scroll')]
            .map(b => b.scrollWidth > b.clientWidth + 1)""")
        total, scrolling = total + len(boxes), scrolling + sum(boxes)
        page.close()
    return f"390 px: {scrolling} of {total} tables scroll sideways"


def questions(browser, site: Path) -> list[str]:
    from tests.reference.search_questions import ENGLISH, RUSSIAN
    from tests.reference.test_browser_questions import _answered

    out = []
    for name, asked, where in (("English", ENGLISH, site), ("Russian", RUSSIAN, site.parent / "ru" / "html")):
        answered, missed = _answered(browser, where, asked)
        out.append(f"{name}: {answered} of {len(asked)} questions answered in the top 3")
        out += [f"  missed {m}" for m in missed]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site's html folder (default: build one)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from tests.conftest import CHROMIUM_ARGS

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or build(Path(tmp))
        print(wrong_books(site))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                                 args=CHROMIUM_ARGS)
            for width in (390, 1280):
                print(hidden_rows(browser, site, width))
            print(sideways(browser, site))
            print("\n".join(questions(browser, site)))
            browser.close()


if __name__ == "__main__":
    main()
