"""The preview page in Chromium: it follows a save by itself (event, new image shown), at phone
width without sideways scrolling."""

from __future__ import annotations

import threading

import pytest

from generator.serve.preview import Preview
from preview_client import HARBOUR, copy_project

PHONE = {"width": 375, "height": 812}
SALT_FISH = 'img[alt="Salt Fish"]'


@pytest.fixture
def page(tmp_path, browser):
    root = copy_project(HARBOUR, tmp_path / "project")
    running = Preview(root, "127.0.0.1", 0, build=False)
    stop = threading.Event()
    watching = threading.Thread(target=running.watch, args=(stop,), daemon=True)
    running.start()
    watching.start()
    assert running.loaded.wait(timeout=60)
    tab = browser.new_page(viewport=PHONE)
    tab.goto(running.url)
    yield running, tab
    tab.close()
    stop.set()
    running.stop()
    watching.join(timeout=10)


def test_the_page_shows_an_edited_card_by_itself(page):
    running, tab = page
    tab.wait_for_function(f"document.querySelector('{SALT_FISH}') && document.querySelector('{SALT_FISH}').complete"
                          f" && document.querySelector('{SALT_FISH}').naturalWidth > 0", timeout=60_000)
    before = tab.get_attribute(SALT_FISH, "src")
    assert tab.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    path = running.root / "content" / "harbour" / "contracts.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("title: Salt Fish,", "title: Salt Cod,"), encoding="utf-8")
    changed = 'img[alt="Salt Cod"]'
    tab.wait_for_function(f"document.querySelector('{changed}') && document.querySelector('{changed}').complete"
                          f" && document.querySelector('{changed}').naturalWidth > 0", timeout=60_000)
    assert tab.get_attribute(changed, "src") != before
    assert tab.query_selector(SALT_FISH) is None
    assert tab.inner_text("#findings").strip() == "No findings."
