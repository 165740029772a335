"""The search in a real browser: what players ask finds the rule they mean, in every game."""

from __future__ import annotations

import pytest

from tests.reference.test_browser import _open

# (game, query, the entry expected first): a word as written, a word form, a typo, a phrase...
pytestmark = pytest.mark.slow   # a browser


TOP = [
    ("rurik", "muster", "rule-action-muster"),
    ("rurik", "mustering", "rule-action-muster"),        # word form
    ("rurik", "musterr", "rule-action-muster"),          # typo
    ("rurik", "tax", "rule-action-tax"),
    ("rurik", "warfare trak", "track-warfare-track"),    # typo in a phrase: the track, after its markers
    ("rurik", "accomplishing deeds", "rule-bonus-accomplish-deed"),
    ("ruthenia", "retreat", "rule-sb-6-6"),              # the main rule, not its mentions
    ("ruthenia", "retreating", "rule-sb-6-6"),
    ("ruthenia", "retreet", "rule-sb-6-6"),
    ("ruthenia", "upkeep", "rule-sb-7-5"),
    ("ruthenia", "home province", "term-term-home-province"),
    ("kingsburg", "jester", "card-jester"),
    ("kingsburg", "kings envoy", "term-term-kings-envoy"),
    ("kingsburg", "governer", "term-term-governor"),     # typo
    ("kingsburg", "winter", "rule-phase-8"),
    ("kingsburg", "stone walls", "space-stone-wall"),  # a board space, by a plural
    ("time-of-troubles", "legitimacy", "term-term-legitimacy"),
    ("time-of-troubles", "легитимности", "term-term-legitimacy"),  # a Russian word form
    ("time-of-troubles", "subjugate", "term-term-subjugation"),    # "Subjugation" by its stem
    ("time-of-troubles", "shooting tabel", "table-shooting"),      # typo
    ("time-of-troubles", "evasion", "rule-evasion"),
]


@pytest.fixture(scope="module")
def pages(browser, shipped_site):
    opened = {}
    yield lambda game: opened.setdefault(game, _open(browser, shipped_site / f"{game}.html")[0])
    for page in opened.values():
        page.close()


@pytest.mark.parametrize("game, query, first", TOP)
def test_a_query_finds_the_entry_players_mean_first(pages, game, query, first):
    page = pages(game)
    page.fill("#search", query)
    href = page.locator("#search-results a").first.get_attribute("href")
    assert href == f"{game}.html#{first}", page.locator("#search-results a").all_text_contents()[:3]


def test_every_entry_that_holds_a_word_is_found(pages):
    """'muster' in any rule, card, term or table of Rurik is found, not only in the first 160 characters."""
    page = pages("rurik")
    holding = page.evaluate("""() => [...document.querySelectorAll('section.rule[id], article.card[id]')]
        .filter(el => { const c = el.cloneNode(true); c.querySelectorAll('section.rule').forEach(n => n.remove());
                        return /muster/i.test(c.textContent); }).map(el => el.id)""")
    found = {url.split("#")[1] for url in page.evaluate("window.REFERENCE_SEARCH.query('muster')")}
    assert len(holding) > 20 and set(holding) <= found, sorted(set(holding) - found)


def test_results_show_where_they_are_with_the_match_marked_and_a_count(pages):
    page = pages("ruthenia")
    page.fill("#search", "retreat")
    first = page.locator("#search-results li").first
    assert first.locator(".where").text_content() == "Strategy Book · Turn structure"
    assert first.locator("mark").first.text_content().lower().startswith("retreat")
    count = page.locator("#search-count").text_content()
    shown = page.locator("#search-results li").count()
    total = int(count.split()[0])
    assert total > shown == 20
    page.click("#search-more")
    assert page.locator("#search-results li").count() == min(40, total)


def test_keys_enter_arrows_and_escape(browser, shipped_site):
    page, problems = _open(browser, shipped_site / "ruthenia.html")
    page.fill("#search", "retreat")
    page.press("#search", "ArrowDown")
    assert page.evaluate("document.activeElement.getAttribute('href')").endswith("#rule-sb-6-6")
    page.keyboard.press("ArrowDown")
    second = page.evaluate("document.activeElement.getAttribute('href')")
    assert not second.endswith("#rule-sb-6-6")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.id") == "search"
    page.keyboard.press("Escape")
    assert page.locator("#search-panel").is_hidden()
    page.fill("#search", "upkeep")
    page.press("#search", "Enter")
    page.wait_for_function("location.hash === '#rule-sb-7-5'")
    assert page.locator("#rule-sb-7-5").is_visible()  # its part was folded: following the result opens it
    page.close()
    assert problems == []


def test_the_index_page_searches_every_game_and_says_which(browser, shipped_site):
    page, problems = _open(browser, shipped_site / "index.html")
    page.fill("#search", "legitimacy")
    first = page.locator("#search-results li").first
    assert first.locator(".where").text_content().startswith("The Time of Troubles")
    page.close()
    assert problems == []
