"""The search answers what players ask in their own words: the question set of
search_questions.py, typed into the page in Chromium, finds its section in the top 3 (28 or more
of 30 in English; 7 or more of 8 in Russian, over the Russian build)."""

from __future__ import annotations

import pytest

from generator.i18n.builds import language_projects
from generator.render.html_site import write_site
from generator.validation import validate
from tests.reference.conftest import ROOT
from tests.reference.search_questions import ENGLISH, RUSSIAN

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def russian_site(tmp_path_factory):
    out = tmp_path_factory.mktemp("ru") / "html"
    ((_, project),) = language_projects(validate(ROOT).project, ("ru",))
    write_site(project, out)
    return out


def _answered(browser, site, questions) -> tuple[int, list[str]]:
    pages, missed = {}, []
    for game, question, answers in questions:
        if game not in pages:
            pages[game] = browser.new_page()
            pages[game].goto((site / f"{game}.html").as_uri(), wait_until="load")
        found = [url.split("#", 1)[1] for url in
                 pages[game].evaluate("q => window.REFERENCE_SEARCH.query(q).slice(0, 3)", question)]
        wanted = {answers} if isinstance(answers, str) else set(answers)
        if not wanted & set(found):
            missed.append(f"{game}: {question!r} -> {found}, not {sorted(wanted)}")
    for page in pages.values():
        page.close()
    return len(questions) - len(missed), missed


def test_english_questions_find_their_section_in_the_top_3(browser, shipped_site):
    answered, missed = _answered(browser, shipped_site, ENGLISH)
    assert len(ENGLISH) >= 30
    assert answered >= 28, missed


def test_russian_questions_find_their_section_in_the_russian_build(browser, russian_site):
    answered, missed = _answered(browser, russian_site, RUSSIAN)
    assert answered >= 7, missed


def test_answers_in_other_words_and_slips(browser, shipped_site):
    page = browser.new_page()
    page.goto((shipped_site / "kingsburg.html").as_uri(), wait_until="load")
    query = "q => window.REFERENCE_SEARCH.query(q).slice(0, 3).map(u => u.split('#')[1])"
    assert "rule-battle-outcome" in page.evaluate(query, "tie battle")      # the rule writes "Equal"
    assert "rule-phase-7" in page.evaluate(query, "soldier cost")           # it writes "pay"
    assert "rule-loss-building" in page.evaluate(query, "loose building")   # "lose", one letter more
    assert "card-jester" in page.evaluate(query, "jetser")                  # two letters swapped
    page.close()


def test_when_no_entry_has_every_word_the_results_say_they_have_some(browser, shipped_site):
    page = browser.new_page()
    page.goto((shipped_site / "kingsburg.html").as_uri(), wait_until="load")
    page.fill("#search", "jester xylophone")
    count = page.locator("#search-count").text_content()
    assert "No entry has every word of “jester xylophone”" in count
    assert page.locator("#search-results a").first.get_attribute("href").endswith("#card-jester")
    page.fill("#search", "jester")
    assert "every word" not in page.locator("#search-count").text_content()
    page.close()
