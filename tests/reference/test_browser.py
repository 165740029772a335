"""The site in a real browser (Debian's Chromium through Playwright), loaded from file://."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.slow   # a browser


WIDTHS = (375, 1280)


def _pages(site: Path) -> list[Path]:
    return sorted(site.glob("*.html"))


def _open(browser, path: Path, width: int = 1280):
    """A page at ``path`` with its console errors, page errors and failed requests collected."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    problems: list[str] = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"failed request: {r.url}"))
    page.on("request", lambda r: None if r.url.startswith("file://") else problems.append(f"external: {r.url}"))
    page.goto(path.as_uri(), wait_until="load")
    return page, problems


@pytest.mark.parametrize("site_name", ["demo_site", "shipped_site"])
def test_every_page_loads_offline_without_errors(browser, request, site_name):
    site = request.getfixturevalue(site_name)
    for path in _pages(site):
        page, problems = _open(browser, path)
        assert page.title()
        page.close()
        assert problems == [], f"{path.name}: {problems}"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("site_name", ["demo_site", "shipped_site"])
def test_no_horizontal_overflow(browser, request, site_name, width):
    site = request.getfixturevalue(site_name)
    for path in _pages(site):
        page, _ = _open(browser, path, width)
        scroll = page.evaluate("document.documentElement.scrollWidth")
        wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
            .filter(e => !e.closest('.scroll') && e.getBoundingClientRect().right > innerWidth + 1)
            .slice(0, 5).map(e => e.tagName + '#' + e.id + '.' + e.className)""")
        page.close()
        assert scroll <= width, f"{path.name} at {width} px: scrollWidth {scroll}; too wide: {wide}"


def test_search_finds_a_card_by_name_and_leads_to_it(browser, demo_site):
    page, problems = _open(browser, demo_site / "demo.html")
    page.fill("#search", "harbour")
    result = page.locator("#search-results a").first
    assert result.locator(".title").text_content() == "Harbour"
    result.click()
    page.wait_for_function("location.hash === '#card-deed-harbour'")
    assert page.locator("#card-deed-harbour").is_visible()
    page.close()
    assert problems == []


def test_search_from_the_index_finds_cards_of_every_game(browser, shipped_site):
    page, problems = _open(browser, shipped_site / "index.html")
    games = page.evaluate("(window.REFERENCE_INDEX || []).map(g => g.game)")
    assert len(games) == len(list(shipped_site.glob("*-sources.html")))
    card = page.evaluate("window.REFERENCE_INDEX.flatMap(g => g.entries).find(e => e[0] === 'card')[1]")
    page.fill("#search", card)
    texts = page.locator("#search-results a .title").all_text_contents()
    page.close()
    assert any(t.startswith(card) for t in texts)
    assert problems == []


def test_search_finds_glossary_terms_and_rules(browser, demo_site):
    page, _ = _open(browser, demo_site / "demo.html")
    page.fill("#search", "притязание")
    assert page.locator("#search-results a .title").first.text_content() == "Claim (Притязание)"
    page.fill("#search", "strategy phase")
    assert "2.1. Strategy Phase" in page.locator("#search-results a .title").all_text_contents()
    page.close()


def test_deck_filter_shows_one_deck(browser, demo_site):
    page, _ = _open(browser, demo_site / "demo.html")
    toggle = page.locator("#s-cards .part-toggle")
    if toggle.get_attribute("aria-expanded") == "false":   # a short page opens with its parts open
        toggle.click()
    assert page.locator("#deck-filter").is_visible()
    page.select_option("#deck-filter", "deeds")
    assert page.locator("#card-deed-harbour").is_visible()
    page.close()


def test_script_in_content_is_shown_as_text_and_never_runs(browser, demo_site):
    page, problems = _open(browser, demo_site / "demo.html")
    assert page.evaluate("window.__pwned") is None
    title = page.locator("#card-deed-script h4").text_content()
    assert "<script>window.__pwned = 1</script>" in title
    text = page.locator("#card-deed-script .text").text_content()
    assert "<script>window.__pwned = 2</script>" in text and "[click](javascript:alert(1))" in text
    assert page.locator("#card-deed-script script, #card-deed-script img").count() == 0
    page.fill("#search", "trap")  # the search shows the same title as text too
    assert page.locator("#search-results a .title").first.text_content().startswith("Trap <script>")
    assert page.evaluate("window.__pwned") is None
    page.close()
    assert problems == []


@pytest.mark.parametrize("site_name", ["demo_site", "shipped_site"])
def test_each_game_page_prints_to_pdf(browser, request, site_name, tmp_path):
    site = request.getfixturevalue(site_name)
    for path in _pages(site):
        if path.name == "index.html":
            continue
        page, _ = _open(browser, path)
        page.emulate_media(media="print")
        assert not page.locator(".top").is_visible()  # the print stylesheet hides the search bar
        target = tmp_path / f"{path.stem}.pdf"
        page.pdf(path=str(target), format="A4", print_background=True)
        page.close()
        assert target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 5000
