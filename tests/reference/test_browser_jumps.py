"""Jumps in a real browser: a target lands below everything that stays in view (judged by what
the browser draws at the target's place), and the contents mark where a jump, a contents link,
a search result or the phone's drawer leads."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")

# Jump to each target in turn (the page's own hashchange handling) and report the targets that
# something else is drawn over: at the target's top edge and at its middle, in its first cell.
HIDDEN_TARGETS = """async (selector) => {
  const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const hidden = [];
  const ids = [...document.querySelectorAll(selector)].map(e => e.id);
  for (const id of ids) {
    location.hash = '#' + id;
    await frame();
    const el = document.getElementById(id);
    const cell = [...(el.cells || [])].find(c => c.getBoundingClientRect().width > 4) || el;
    const r = el.getBoundingClientRect(), c = cell.getBoundingClientRect();
    const x = Math.min(Math.max(c.left + Math.min(c.width / 2, 30), 1), innerWidth - 2);
    for (const y of [r.top + 3, r.top + Math.min(r.height / 2, 40)]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !el.contains(hit)) { hidden.push(id + ' under ' + (hit ? hit.tagName + '.' + hit.className : 'nothing')); break; }
    }
  }
  return [ids.length, hidden];
}"""

# Is the marked contents entry right for ``id``: the entry of the target or of an element holding
# it, or the last entry before it in the page, with no listed entry between them?
MARK_FITS = """(id) => {
  const t = document.getElementById(id);
  if (!t) return 'no element ' + id;
  const marked = document.querySelector('#toc a[aria-current]');
  if (!marked) return 'nothing marked';
  const listed = [...document.querySelectorAll('#toc a[href^="#"]')]
    .map(a => document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)))).filter(Boolean);
  let best = null;
  for (const el of listed) {
    if (el === t || el.contains(t) || (el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)) best = el;
  }
  const want = best ? '#' + best.id : null;
  return marked.getAttribute('href') === want ? '' : id + ': marks ' + marked.getAttribute('href') + ', not ' + want;
}"""


def _open(browser, path: Path, width: int, anchor: str = ""):
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.goto(path.as_uri() + anchor, wait_until="load")
    return page


@pytest.mark.parametrize("width", [390, 1280])
def test_no_row_target_is_hidden_by_a_sticky_header(browser, shipped_site, width):
    total, hidden = 0, []
    for game in GAMES:
        page = _open(browser, shipped_site / f"{game}.html", width)
        page.evaluate("document.querySelector('.toc-all') && document.querySelector('.toc-all').click()")
        count, found = page.evaluate(HIDDEN_TARGETS, "main tr[id]")
        total += count
        hidden += [f"{game}: {h}" for h in found]
        page.close()
    assert total > 250
    assert hidden == [], f"{len(hidden)} of {total} row targets hidden at {width} px: {hidden[:8]}"


@pytest.mark.parametrize("width", [390, 1280])
def test_entry_targets_are_not_hidden_either(browser, shipped_site, width):
    page = _open(browser, shipped_site / "ruthenia.html", width)
    count, hidden = page.evaluate(HIDDEN_TARGETS, "main section.rule[id], main figure[id], main dt[id]")
    page.close()
    assert count > 300 and hidden == [], hidden[:8]


def test_a_direct_jump_marks_the_contents_entry_of_its_target(browser, shipped_site):
    wrong = []
    for game, anchor in [("kingsburg", "rule-phase-8"), ("kingsburg", "deck-kings-court"),
                         ("rurik", "track-warfare-track"), ("ruthenia", "rule-sb-6-6"),
                         ("ruthenia", "table-table-3-characteristics-row-9"),
                         ("time-of-troubles", "s-glossary")]:
        page = _open(browser, shipped_site / f"{game}.html", 1280, "#" + anchor)
        page.wait_for_timeout(150)
        wrong.append(page.evaluate(MARK_FITS, anchor))
        page.close()
    assert [w for w in wrong if w] == []


def test_contents_clicks_and_search_results_move_the_mark(browser, shipped_site):
    page = _open(browser, shipped_site / "kingsburg.html", 1280)
    hrefs = page.eval_on_selector_all("#toc a[href^='#']", "as => as.map(a => a.getAttribute('href'))")
    wrong = []
    for href in hrefs:
        page.evaluate("""(href) => { const a = document.querySelector(`#toc a[href="${href}"]`);
                         const li = a.closest('.toc-part.folded'); if (li) li.querySelector('.toc-fold').click();
                         a.click(); }""", href)
        page.wait_for_timeout(80)
        wrong.append(page.evaluate(MARK_FITS, href[1:]))
    page.fill("#search", "statue")
    url = page.locator("#search-results a").first.get_attribute("href")
    page.locator("#search-results a").first.click()
    page.wait_for_timeout(150)
    wrong.append(page.evaluate(MARK_FITS, url.split("#", 1)[1]))
    page.close()
    assert len(hrefs) > 30
    assert [w for w in wrong if w] == []


def test_the_drawer_opens_at_the_marked_entry_on_a_phone(browser, shipped_site):
    page = _open(browser, shipped_site / "kingsburg.html", 390, "#rule-phase-8")
    page.wait_for_timeout(150)
    page.click(".nav-toggle")
    page.wait_for_timeout(150)
    marked = page.locator("#toc a[aria-current]")
    assert page.evaluate(MARK_FITS, "rule-phase-8") == ""
    box = marked.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 800
    assert page.evaluate("document.activeElement.getAttribute('aria-current')") == "location"
    page.close()


def test_the_search_box_closes_on_tab_opens_on_slash_and_enter_never_reloads(browser, shipped_site):
    page = _open(browser, shipped_site / "kingsburg.html", 1280)
    page.evaluate("window.notReloaded = true")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "search"
    page.keyboard.type("zzzzqqq")
    page.keyboard.press("Enter")          # nothing found: Enter stays on the page
    page.wait_for_timeout(100)
    assert page.evaluate("window.notReloaded === true")
    page.fill("#search", "jester")
    assert page.locator("#search-panel").is_visible()
    page.focus("#search")
    for _ in range(40):                   # Tab through the results and out of the box
        page.keyboard.press("Tab")
        if not page.evaluate("document.querySelector('.search').contains(document.activeElement)"):
            break
    assert page.locator("#search-panel").is_hidden()
    page.close()


def test_without_scripts_a_plain_link_leads_to_the_contents(browser, shipped_site):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 800})
    page = context.new_page()
    page.goto((shipped_site / "rurik.html").as_uri(), wait_until="load")
    assert page.locator("form.search").is_hidden()
    link = page.locator("a.contents-link")
    assert link.is_visible() and link.get_attribute("href") == "#toc"
    assert page.locator("#toc").count() == 1
    context.close()
