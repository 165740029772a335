"""A walk over the built site: every internal link and anchor resolves, nothing external is loaded."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest


class _Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.links: list[str] = []
        self.loads: list[str] = []  # src and stylesheet hrefs: what the page fetches

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if "src" in attrs:
            self.loads.append(attrs["src"])
        if tag == "link" and "href" in attrs:
            self.loads.append(attrs["href"])


def _parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def walk(site: Path) -> list[str]:
    """Every broken internal link, duplicate ID or external load, as readable problems."""
    pages = {p.relative_to(site).as_posix(): _parse(p) for p in site.rglob("*.html")}
    problems = []
    for name, page in pages.items():
        duplicates = {i for i in page.ids if page.ids.count(i) > 1}
        problems += [f"{name}: duplicate id '{i}'" for i in sorted(duplicates)]
        for load in page.loads:
            if urlsplit(load).scheme or load.startswith("//") or not (site / load).is_file():
                problems.append(f"{name}: loads '{load}', which is not a local file of the site")
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme in ("http", "https", "mailto"):
                continue
            if parts.scheme:
                problems.append(f"{name}: link with scheme '{parts.scheme}': {link}")
                continue
            target = parts.path or name
            if target.endswith(".pdf") and (site / target).is_file():
                continue  # a game's quick reference or kit beside the site, as the index links them
            if target not in pages:
                problems.append(f"{name}: link to missing page '{link}'")
            elif parts.fragment and unquote(parts.fragment) not in pages[target].ids:
                problems.append(f"{name}: link to missing anchor '{link}'")
    return problems


def test_demo_site_links_resolve(demo_site):
    assert walk(demo_site) == []


def test_shipped_site_links_resolve(shipped_site):
    assert walk(shipped_site) == []


def test_search_index_links_resolve(shipped_site):
    import json
    import re

    pages = {p.name: _parse(p) for p in shipped_site.glob("*.html")}
    broken = []
    for script in (shipped_site / "assets").glob("search-*.js"):
        payload = json.loads(re.search(r"push\((.*)\);\s*$", script.read_text(), re.S).group(1))
        for kind, title, url, *_ in payload["entries"]:
            page, _, anchor = url.partition("#")
            if page not in pages or anchor not in pages[page].ids:
                broken.append(f"{script.name}: {kind} '{title}' -> {url}")
    assert broken == []


def test_the_walk_finds_a_broken_anchor(demo_site, copy_site):
    site = copy_site(demo_site)
    page = site / "demo.html"
    page.write_text(page.read_text(encoding="utf-8").replace('href="#rule-setup"', 'href="#rule-gone"', 1),
                    encoding="utf-8")
    assert any("missing anchor '#rule-gone'" in p for p in walk(site))


@pytest.mark.parametrize("name", ["demo.html", "index.html"])
def test_pages_set_their_language(demo_site, name):
    text = (demo_site / name).read_text(encoding="utf-8")
    assert '<html lang="en">' in text
    if name == "demo.html":
        assert '<span class="local" lang="ru">Таблица стрельбы</span>' in text


def test_a_game_with_only_a_manifest_renders_a_whole_site(tmp_path):
    from generator.render.html_site import write_site
    from generator.validation import validate
    from tests.project_fixture import HEADER, write_project

    write_project(tmp_path, {"game.yaml": HEADER})
    result = validate(tmp_path)
    site = tmp_path / "site"
    write_site(result.project, site)
    text = (site / "demo.html").read_text(encoding="utf-8")
    assert 'id="s-overview"' in text and 'href="demo-sources.html"' in text and 'id="s-cards"' not in text
    assert 'id="s-unknowns"' in (site / "demo-sources.html").read_text(encoding="utf-8")
    assert walk(site) == []


def test_a_partial_build_keeps_the_other_games_in_the_index_and_search(tmp_path):
    from generator.cli.main import main
    from tests.project_fixture import HEADER, write_project

    write_project(tmp_path, {"game.yaml": HEADER})
    write_project(tmp_path, {"game.yaml": HEADER.replace("id: demo", "id: other")
                             .replace("title: Demo", "title: Other")}, game="other")
    out = tmp_path / "out"
    assert main(["--project", str(tmp_path), "build", "--out", str(out)]) == 0
    assert main(["--project", str(tmp_path), "build", "--game", "other", "--out", str(out)]) == 0
    index = (out / "html" / "index.html").read_text(encoding="utf-8")
    assert '<a href="demo.html">Demo</a>' in index and '<a href="other.html">Other</a>' in index
    assert 'src="assets/search-demo.js"' in index and 'src="assets/search-other.js"' in index
    assert walk(out / "html") == []


def _document_links(index: Path) -> list[str]:
    page = _Page()
    page.feed(index.read_text(encoding="utf-8"))
    return sorted(link for link in page.links if link.endswith(".pdf"))


def test_the_index_links_the_quick_references_and_kits_the_build_writes(tmp_path):
    from generator.cli.main import main
    from tests.project_fixture import HEADER, write_project

    write_project(tmp_path, {"game.yaml": HEADER})
    out = tmp_path / "out"
    assert main(["--project", str(tmp_path), "build", "--only", "html", "--out", str(out)]) == 0
    assert _document_links(out / "html" / "index.html") == []  # no PDF in an html-only build
    fresh = tmp_path / "fresh"
    assert main(["--project", str(tmp_path), "build", "--only", "html,quickref", "--paper", "a4",
                 "--out", str(fresh)]) == 0
    assert _document_links(fresh / "html" / "index.html") == [
        "../demo/demo-quickref-a4.pdf", "../demo/demo-quickref-letter.pdf"]
    assert main(["--project", str(tmp_path), "build", "--paper", "a4", "--no-images", "--out", str(fresh)]) == 0
    index = fresh / "html" / "index.html"
    assert _document_links(index) == ["../demo/demo-kit-a4.pdf", "../demo/demo-quickref-a4.pdf",
                                      "../demo/demo-quickref-letter.pdf", "../demo/demo-rules-a4.pdf"]
    text = index.read_text(encoding="utf-8")
    assert 'aria-label="Demo: Print-and-play kit, A4 (PDF)">A4</a>' in text and "Quick reference: " in text
    assert 'aria-label="Demo: Rules book, A4 (PDF)">A4</a>' in text
    assert all((index.parent / link).is_file() for link in _document_links(index))


def test_the_index_links_a_document_only_when_it_is_there_or_planned(tmp_path):
    from generator.reference.documents import game_documents

    games = tmp_path / "out"
    (games / "demo").mkdir(parents=True)
    (games / "demo" / "demo-quickref-letter.pdf").write_bytes(b"%PDF")
    (games / "demo" / "demo-components.pdf").write_bytes(b"%PDF")
    links = game_documents("demo", games, frozenset({"demo/demo-kit-a3.pdf", "other/other-kit-a4.pdf"}))
    assert [(link.href, link.label, link.note) for link in links] == [
        ("../demo/demo-quickref-letter.pdf", "Letter", "Quick reference, Letter (PDF)"),
        ("../demo/demo-kit-a3.pdf", "A3", "Print-and-play kit, A3 (PDF)")]
    assert game_documents("nothing", games) == ()
