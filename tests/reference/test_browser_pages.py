"""Every page in a real browser as players use it: axe-core finds nothing, on desktop and phone, light
and dark; the contents stay in view; nothing scrolls sideways on a phone; parts fold and open."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reference.test_browser import _open

pytestmark = pytest.mark.slow   # a browser


AXE = Path(__file__).parent / "vendor" / "axe.min.js"  # axe-core 4.14.1 from npm (MPL-2.0)


def _pages(site: Path) -> list[Path]:
    return sorted(site.glob("*.html"))


def _violations(page, only: list[str] | None = None) -> list[str]:
    """axe-core's violations on the page, with every part opened first; ``only`` some rules."""
    page.evaluate("document.querySelectorAll('.part-toggle[aria-expanded=false]').forEach(b => b.click())")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)")  # back to top shows
    page.wait_for_timeout(50)
    page.add_script_tag(path=str(AXE))
    options = {"resultTypes": ["violations"]}
    if only:
        options["runOnly"] = {"type": "rule", "values": only}
    found = page.evaluate("""async (options) => (await axe.run(document, options)).violations
        .map(v => v.id + ': ' + v.nodes.length + ' (' + v.nodes.slice(0, 2).map(n => n.target.join(' ')).join(', ') + ')')""",
                          options)
    return list(found)


def _axe(browser, path: Path, width: int = 1280, scheme: str = "light", only=None) -> list[str]:
    page = browser.new_page(viewport={"width": width, "height": 900}, color_scheme=scheme)
    page.goto(path.as_uri(), wait_until="load")
    found = _violations(page, only)
    page.close()
    return found


def test_axe_finds_no_violations_on_any_shipped_page(browser, shipped_site):
    """Every page of the shipped site, every part open, at desktop width in the light scheme."""
    found = {path.name: v for path in _pages(shipped_site) if (v := _axe(browser, path))}
    assert found == {}


@pytest.mark.parametrize("width, scheme", [(1280, "dark"), (375, "light"), (375, "dark")])
def test_axe_finds_no_violations_in_dark_and_on_a_phone(browser, demo_site, shipped_site, width, scheme):
    """The demo holds every kind of entry the templates draw; the shipped index too."""
    paths = _pages(demo_site) + [shipped_site / "index.html"]
    found = {path.name: v for path in paths if (v := _axe(browser, path, width, scheme))}
    assert found == {}


def test_axe_finds_no_violations_in_the_open_search(browser, demo_site):
    page, _ = _open(browser, demo_site / "demo.html")
    page.fill("#search", "claim")
    assert _violations(page) == []
    page.close()


@pytest.mark.parametrize("game", ["rurik", "ruthenia", "kingsburg", "time-of-troubles",
                                  "rurik-sources", "ruthenia-sources", "time-of-troubles-sources"])
def test_the_contents_stay_in_view_at_mid_page_and_show_where_you_are(browser, shipped_site, game):
    page, problems = _open(browser, shipped_site / f"{game}.html")
    page.evaluate("document.querySelector('.toc-all').click()")  # every part open: the longest page
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    page.wait_for_timeout(100)
    box = page.locator("nav.toc").bounding_box()
    assert box and box["y"] < 900 and box["y"] + box["height"] > 0 and box["width"] > 150
    current = page.locator("nav.toc a[aria-current]")
    assert current.count() == 1 and current.is_visible()
    href = current.get_attribute("href")
    top = page.evaluate("id => document.getElementById(id).getBoundingClientRect().top", href[1:])
    assert top <= 100  # the entry marked is the one at the top of the screen, or just above it
    page.close()
    assert problems == []


def test_on_a_phone_the_contents_are_a_drawer(browser, shipped_site):
    page, _ = _open(browser, shipped_site / "ruthenia.html", 375)
    assert page.locator("nav.toc").is_hidden()
    page.click(".nav-toggle")
    assert page.locator("nav.toc").is_visible()
    page.locator('nav.toc a[href="#s-battles"]').click()
    assert page.locator("nav.toc").is_hidden()
    assert page.evaluate("location.hash") == "#s-battles"
    assert page.locator("#s-battles .part-body").is_visible()
    page.close()


def test_a_sources_page_has_the_drawer_folded_parts_and_prints_its_contents(browser, shipped_site):
    page, _ = _open(browser, shipped_site / "ruthenia-sources.html", 375)
    assert page.locator("#s-sources .part-body").is_visible()  # the first part stays open
    assert not page.locator("#src-rule-sb-6-6").is_visible()
    page.click(".nav-toggle")
    page.locator('nav.toc a[href="#s-entries"]').click()
    assert page.locator("nav.toc").is_hidden() and page.locator("#src-group-rule").is_visible()
    page.goto(page.url.split("#")[0] + "#src-rule-sb-6-6")
    assert page.locator("#src-rule-sb-6-6").is_visible()  # a link from a game page's src mark opens its part
    page.emulate_media(media="print")
    assert page.locator("nav.toc").is_visible() and page.locator("#s-encoded .part-body").is_visible()
    page.close()


def test_a_short_page_opens_with_every_part_open(browser, demo_site):
    page, _ = _open(browser, demo_site / "demo.html")
    assert page.locator("section.part:not(.open)").count() == 0
    assert page.locator("#s-turn .part-toggle").get_attribute("aria-expanded") == "true"
    page.close()


def test_parts_fold_open_and_print_whole(browser, shipped_site):
    page, _ = _open(browser, shipped_site / "ruthenia.html")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height < 900 * 5  # folded: the overview and a heading per part
    page.click("#s-turn .part-toggle")
    assert page.locator("#rule-sb-6-6").is_visible()
    page.locator("#s-turn .part-toggle").click()
    assert not page.locator("#rule-sb-6-6").is_visible()
    page.goto(page.url.split("#")[0] + "#rule-sb-6-6")
    assert page.locator("#rule-sb-6-6").is_visible()  # a link into a folded part opens it
    page.emulate_media(media="print")
    assert page.locator("#rule-bb-1-5-1-1").is_visible() and page.locator("nav.toc").is_visible()
    page.close()


def test_a_cross_reference_shows_a_preview(browser, shipped_site):
    page, _ = _open(browser, shipped_site / "ruthenia.html")
    page.goto(page.url + "#rule-sb-6-6")
    page.hover("#rule-sb-6-6-1 a.ref")
    page.wait_for_selector(".preview")
    assert "6.4.1.8." in page.locator(".preview").text_content()
    page.mouse.move(0, 0)
    page.close()


def test_wide_tables_wider_than_a_phone_screen_scroll_with_a_cue_and_a_sticky_header(browser, shipped_site):
    """Between a phone (where they stack, test_browser_print.py) and a desktop."""
    page, _ = _open(browser, shipped_site / "time-of-troubles.html", 700)
    page.evaluate("document.querySelector('.toc-all').click()")
    found = page.evaluate("""() => [...document.querySelectorAll('.scroll.scrolls')].map(box => [
        getComputedStyle(box.querySelector('thead th')).position,
        !!(box.previousElementSibling && box.previousElementSibling.classList.contains('scroll-cue'))])""")
    assert found and all(position == "sticky" and cue for position, cue in found)
    page.close()


def test_link_names_are_unique_for_their_targets(browser, demo_site, shipped_site):
    """Two links with one accessible name lead to one place, on every page (not only # and src)."""
    for path in _pages(shipped_site) + _pages(demo_site):
        page, _ = _open(browser, path)
        shared = page.evaluate("""() => { const names = new Map();
            for (const a of document.querySelectorAll('a[href]')) {
              const name = (a.getAttribute('aria-label') || a.textContent).replace(/\\s+/g, ' ').trim();
              if (!names.has(name)) names.set(name, new Set());
              names.get(name).add(a.getAttribute('href')); }
            return [...names].filter(([n, h]) => h.size > 1).map(([n, h]) => n + ' -> ' + [...h].join(' '));
            }""")
        page.close()
        assert shared == [], f"{path.name}: {shared[:5]}"


def test_the_index_links_the_quick_references_that_exist(browser, demo_root, tmp_path):
    from generator.cli.main import main

    out = tmp_path / "out"
    assert main(["--project", str(demo_root), "build", "--only", "html,quickref", "--out", str(out)]) == 0
    index = out / "html" / "index.html"
    page, problems = _open(browser, index, 375)
    links = page.locator(".games .documents a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert hrefs == ["../demo/demo-quickref-a4.pdf", "../demo/demo-quickref-letter.pdf"]
    assert all(links.nth(i).is_visible() for i in range(links.count()))
    assert all((index.parent / href).is_file() for href in hrefs)
    assert problems == []
    assert _violations(page) == []
    page.close()
