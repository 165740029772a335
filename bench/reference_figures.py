"""Print the figures of the rules reference and the quick-reference sheets, as a player meets them.

    python bench/reference_figures.py [--site output/html] [--quickrefs output] [--sheets-only]

Without options it builds the site and the sheets of the shipped games into a temporary folder.
Needs Playwright and Debian's Chromium (/usr/bin/chromium); the axe-core script is the one the
tests vendor (tests/reference/vendor/axe.min.js).

Figures: screens per page (1280 x 900 and 375 x 667), the longest part, search hits for words
against the entries that contain them, the rank of a rule for a query, tables that scroll sideways
on a phone, identical link names, developer data on the page, the glossary's order and links, dark
mode and print, axe-core violations; for each sheet: pages, type sizes, how full each page's
columns are, and the parts it prints.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

AXE = ROOT / "tests" / "reference" / "vendor" / "axe.min.js"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
DESKTOP, PHONE = (1280, 900), (375, 667)
# (page, word, what must rank where): the questions
WORDS = (("rurik", "muster"), ("rurik", "tax"), ("time-of-troubles", "legitimacy"))
RANKED = (("ruthenia", "retreat", "rule-sb-6-6"),)

ENTRY_TEXT = """(word) => {
  const own = (el) => {  // an entry's own text, without its nested sub-entries
    const copy = el.cloneNode(true);
    copy.querySelectorAll('section.rule, .self, .src-mark').forEach(n => n.remove());
    return copy.textContent.toLowerCase();
  };
  const sel = 'section.rule[id], article.card[id], dt[id^=term-], figure.grid[id], tr[id^=space-]';
  return [...document.querySelectorAll(sel)].filter(el => {
    const definition = () => { const dd = el.nextElementSibling.cloneNode(true);
                               dd.querySelectorAll('.mentions').forEach(n => n.remove()); return dd.textContent; };
    const text = el.tagName === 'DT' ? (el.textContent + ' ' + definition()) : own(el);
    return text.toLowerCase().includes(word);
  }).map(el => el.id);
}"""

SEARCH_ALL = """async (word) => {
  const input = document.getElementById('search');
  input.focus();
  input.value = word;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await new Promise(r => setTimeout(r, 150));
  for (let i = 0; i < 50; i++) {
    const more = document.querySelector('#search-more:not([hidden]), .search-more:not([hidden])');
    if (!more) break;
    more.click();
    await new Promise(r => setTimeout(r, 30));
  }
  const count = document.querySelector('#search-count');
  return {hrefs: [...document.querySelectorAll('#search-results a')].map(a => a.getAttribute('href')),
          count: count ? count.textContent : ''};
}"""

LINK_NAMES = """() => {
  const names = new Map();
  for (const a of document.querySelectorAll('a[href]')) {
    const name = (a.getAttribute('aria-label') || a.textContent).trim();
    if (!names.has(name)) names.set(name, new Set());
    names.get(name).add(a.getAttribute('href'));
  }
  let links = 0, worst = ['', 0];
  for (const [name, hrefs] of names) if (hrefs.size > 1) {
    links += hrefs.size;
    if (hrefs.size > worst[1]) worst = [name, hrefs.size];
  }
  return {links, worst};
}"""

TABLES = """() => {
  const tables = [...document.querySelectorAll('main table')].filter(t => t.offsetParent !== null);
  let scrolls = 0, sticky = 0, cued = 0;
  for (const t of tables) {
    const box = t.closest('.scroll') || t.parentElement;
    if (box.scrollWidth > box.clientWidth + 1) {
      scrolls++;
      const th = t.querySelector('thead th');
      if (th && getComputedStyle(th).position === 'sticky') sticky++;
      if (box.classList.contains('scrolls') || box.querySelector('.scroll-cue') ||
          box.parentElement.querySelector('.scroll-cue')) cued++;
    }
  }
  let empty = 0;
  for (const t of document.querySelectorAll('main table')) {
    const rows = [...t.querySelectorAll('tbody tr')];
    if (!rows.length) continue;
    const n = Math.max(...rows.map(r => r.cells.length));
    for (let c = 1; c < n; c++) if (rows.every(r => !r.cells[c] || !r.cells[c].textContent.trim())) empty++;
  }
  return {tables: tables.length, scrolls, sticky, cued, empty};
}"""

DEVELOPER = r"""() => {
  const text = document.body.innerText;
  const count = (re) => (text.match(re) || []).length;
  return {
    encoded_as: count(/Encoded as/g),
    repo_paths: count(/\b[\w.-]+\/[\w.-]+ (?:src|lib|data)\/[\w\/.-]+/g),
    file_lines: count(/\b[\w\/.-]+\.ya?ml:\d+/g),
    raw_keys: count(/\b[a-z]+_[a-z_]+\b/g),
  };
}"""

GLOSSARY = """() => {
  const terms = [...document.querySelectorAll('dt[id^=term-]')].map(d => d.textContent.trim().toLowerCase());
  const sorted = [...terms].sort((a, b) => a.localeCompare(b));
  const linked = document.querySelectorAll('section.rule a[href^="#term-"], article.card a[href^="#term-"]').length;
  return {terms: terms.length, alphabetical: terms.join('|') === sorted.join('|'), links_from_text: linked};
}"""


def _page(browser, path: Path, size, scheme="light"):
    page = browser.new_page(viewport={"width": size[0], "height": size[1]}, color_scheme=scheme)
    page.goto(path.as_uri(), wait_until="load")
    return page


def _screens(page, height: int) -> tuple[float, float, str, float]:
    """(screens as opened, screens with every part open, the longest part, its screens)."""
    first = page.evaluate("document.documentElement.scrollHeight") / height
    page.evaluate("""() => { document.querySelectorAll('[hidden=until-found], .part-body[hidden]')
                         .forEach(e => e.removeAttribute('hidden'));
                         document.querySelectorAll('details').forEach(d => d.open = true); }""")
    full = page.evaluate("document.documentElement.scrollHeight") / height
    part = page.evaluate("""() => [...document.querySelectorAll('main section[id^="s-"]')]
        .map(s => [s.querySelector('h2') ? s.querySelector('h2').textContent.trim() : s.id, s.offsetHeight])
        .sort((a, b) => b[1] - a[1])[0] || ['', 0]""")
    return first, full, part[0], part[1] / height


def _axe(page) -> list[tuple[str, int]]:
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("async () => (await axe.run(document)).violations.map(v => [v.id, v.nodes.length])")
    return [(rule, nodes) for rule, nodes in found]


def measure_site(site: Path, browser) -> None:
    pages = sorted(site.glob("*.html"))
    print(f"== site {site} ({len(pages)} pages)")
    for path in pages:
        for size in (DESKTOP, PHONE):
            page = _page(browser, path, size)
            timing = page.evaluate("performance.getEntriesByType('navigation')[0].duration")
            first, full, part, part_screens = _screens(page, size[1])
            print(f"{path.name} {size[0]}px: {first:.1f} screens as opened, {full:.1f} with every part open;"
                  f" longest part '{part}' {part_screens:.1f} screens; loaded in {timing:.0f} ms")
            if size == PHONE:
                t = page.evaluate(TABLES)
                print(f"  tables: {t['scrolls']} of {t['tables']} scroll sideways at 375 px "
                      f"({t['sticky']} with a sticky header, {t['cued']} with a scroll cue); "
                      f"{t['empty']} columns empty in every row")
            page.close()
        page = _page(browser, path, DESKTOP)
        sidebar = page.evaluate("""() => { window.scrollTo(0, document.documentElement.scrollHeight / 2);
            const nav = document.querySelector('nav.toc, nav[aria-label=Contents]');
            if (!nav) return 'none';
            const r = nav.getBoundingClientRect();
            return (r.bottom > 0 && r.top < innerHeight && r.width > 0) ? 'in view' : 'scrolled away'; }""")
        names = page.evaluate(LINK_NAMES)
        dev = page.evaluate(DEVELOPER)
        glossary = page.evaluate(GLOSSARY)
        print(f"  contents at mid-page: {sidebar}; links sharing a name with other targets: "
              f"{names['links']} (worst '{names['worst'][0]}' x{names['worst'][1]})")
        print(f"  developer data: {dev}; glossary: {glossary}")
        print(f"  axe-core (light): {_axe(page) or 'no violations'}")
        page.close()
        dark = _page(browser, path, DESKTOP, "dark")
        background = dark.evaluate("getComputedStyle(document.body).backgroundColor")
        print(f"  dark mode: body background {background}; axe-core (dark): {_axe(dark) or 'no violations'}")
        dark.emulate_media(media="print")
        printed = dark.evaluate("""() => { const nav = document.querySelector('nav.toc, .print-contents');
            return nav ? getComputedStyle(nav).display !== 'none' : false; }""")
        print(f"  print: contents list printed: {printed}")
        dark.close()
    _search(site, browser)


def _search(site: Path, browser) -> None:
    for game, word in WORDS:
        page = _page(browser, site / f"{game}.html", DESKTOP)
        holding = set(page.evaluate(ENTRY_TEXT, word))
        found = page.evaluate(SEARCH_ALL, word)
        hits = {h.split("#", 1)[-1] for h in found["hrefs"]}
        print(f"search {game} '{word}': finds {len(holding & hits)} of {len(holding)} entries containing it "
              f"({len(found['hrefs'])} results shown; count says '{found['count']}')")
        page.close()
    for game, word, anchor in RANKED:
        page = _page(browser, site / f"{game}.html", DESKTOP)
        found = page.evaluate(SEARCH_ALL, word)
        ranks = [i + 1 for i, h in enumerate(found["hrefs"]) if h.endswith("#" + anchor)]
        print(f"search {game} '{word}': {anchor} ranks {ranks[0] if ranks else 'not found'}")
        page.close()


def _sizes(pdf: bytes):
    """Characters by type size, and the lowest text of each column on each page."""
    from pypdf import PdfReader
    reader = PdfReader(io.BytesIO(pdf))
    sizes: Counter = Counter()
    lowest: dict[tuple[int, int], float] = {}
    width, height = (float(v) for v in reader.pages[0].mediabox[2:])
    for number, page in enumerate(reader.pages):
        def visit(text, cm, tm, font, size, number=number):
            scale = (tm[3] * cm[3] + tm[2] * cm[1]) or 1
            actual = round(abs(size * scale), 1)
            y = cm[1] * tm[4] + cm[3] * tm[5] + cm[5]
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            if text.strip() and 40 < y < height - 45:
                sizes[actual] += len(text.strip())
                column = (number, 0 if x < width / 2 else 1)
                lowest[column] = min(lowest.get(column, height), y)
        page.extract_text(visitor_text=visit)
    return len(reader.pages), sizes, lowest, height


def _prose_words(ids: set[str]) -> set[str]:
    """The ids that the content's own sentences also use as ordinary words ("the tie-breakers
    are"): printing one of those is no machine label."""
    text = " ".join(path.read_text(encoding="utf-8") for path in sorted((ROOT / "content").rglob("*.yaml")))
    return ids & {w.lower() for w in re.findall(r"(?<= )[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+(?= [A-Za-z])", text)}


def measure_quickrefs(folder: Path) -> None:
    from generator.quickref.sheet import build_sheet
    from generator.validation import validate
    project = validate(ROOT).project  # validated: derived tables need the derivers
    from pypdf import PdfReader
    ids = {e.id for g in project.games.values() for e in g.all_entities() if getattr(e, "id", None)}
    ids |= {row.label for g in project.games.values() for t in g.tables for row in t.rows if row.label}
    ids -= _prose_words(ids)
    for pdf_path in sorted(folder.glob("*/*-quickref-*.pdf")):
        printed = " ".join(p.extract_text() for p in PdfReader(str(pdf_path)).pages)
        machine = sorted({w for w in re.findall(r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b", printed) if w in ids})
        pages, sizes, lowest, height = _sizes(pdf_path.read_bytes())
        total = sum(sizes.values()) or 1
        under8 = sum(n for s, n in sizes.items() if s < 7.95) / total
        under7 = sum(n for s, n in sizes.items() if s < 6.95) / total
        body = max(sizes.items(), key=lambda kv: kv[1])[0] if sizes else 0
        top, bottom = height - 28.35 - 31.2, 28.35 + 22.7
        fill = {c: (top - y) / (top - bottom) for c, y in lowest.items()}
        columns = "; ".join(f"page {page + 1}: " + ", ".join(f"{fill[(p, c)]:.0%}" for p, c in sorted(fill) if p == page)
                            for page in range(pages))
        print(f"{pdf_path.name}: {pages} page(s); most text at {body} pt; {under8:.0%} of characters under 8 pt, "
              f"{under7:.0%} under 7 pt, smallest {min(sizes) if sizes else 0} pt; columns end at {columns}; "
              f"machine labels printed: {machine[:8]}")
    for game in project.games.values():
        sheet = build_sheet(game)  # the sheet in full detail; the PDF may print a shorter one
        steps = [s for line in sheet.round for s in line.steps]
        scoring_digits = sum(ch.isdigit() for line in sheet.scoring for ch in line.summary + "".join(line.steps))
        print(f"{game.id} sheet: round {len(sheet.round)} phases, {len(steps)} steps; scoring "
              f"{len(sheet.scoring)} rules with {scoring_digits} digits; tables {[g.title for g in sheet.tables]}; "
              f"legend {[name for _, name in sheet.marks] + [name for _, name in sheet.icons]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (output/html); default: build one")
    parser.add_argument("--quickrefs", type=Path, help="a build's output folder holding <game>/*-quickref-*.pdf")
    parser.add_argument("--sheets-only", action="store_true", help="measure only the quick-reference sheets")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        site, sheets = options.site, options.quickrefs
        if (site is None and not options.sheets_only) or sheets is None:
            from generator.quickref.writer import write_quickrefs
            from generator.render.html_site import write_site
            from generator.validation import validate
            project = validate(ROOT).project  # validated: derived tables need the derivers
            if site is None and not options.sheets_only:
                site = Path(tmp) / "html"
                write_site(project, site)
            if sheets is None:
                sheets = Path(tmp)
                for game in project.games.values():
                    (sheets / game.id).mkdir(exist_ok=True)
                    write_quickrefs(game, sheets / game.id)
        if not options.sheets_only:
            from playwright.sync_api import sync_playwright
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
                measure_site(site, browser)
                browser.close()
        measure_quickrefs(sheets)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
