"""A season of Kingsburg played on the table by touch on a tablet: roll, influence an advisor,
take its gift, build, score, and put the dice back."""

from __future__ import annotations

import pytest

from tests.playtest.test_table_browser import STATE

pytestmark = pytest.mark.slow   # a browser


class Finger:
    """Touches on a page through Chromium's input events (what a tablet's screen sends)."""

    def __init__(self, context, page):
        self.page = page
        self.cdp = context.new_cdp_session(page)

    def _touch(self, kind: str, x: float | None = None, y: float | None = None) -> None:
        points = [] if x is None else [{"x": x, "y": y}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.scroll_into_view_if_needed()
        box = self.page.locator(selector).first.bounding_box()
        self._touch("touchStart", box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        self._touch("touchEnd")

    def drag(self, selector: str, target: str) -> None:
        """From the first match of ``selector`` to the middle of ``target``'s first match
        (both in view: the caller picks ones that are)."""
        start = self.page.locator(selector).first.bounding_box()
        end = self.page.locator(target).first.bounding_box()
        x0, y0 = start["x"] + 6, start["y"] + 6
        x1, y1 = end["x"] + end["width"] / 2, end["y"] + end["height"] / 2
        self._touch("touchStart", x0, y0)
        for step in range(1, 13):
            self._touch("touchMove", x0 + (x1 - x0) * step / 12, y0 + (y1 - y0) * step / 12)
        self._touch("touchEnd")


def test_a_season_of_kingsburg_by_touch(browser, kingsburg_table):
    context = browser.new_context(viewport={"width": 1024, "height": 1366}, has_touch=True, is_mobile=True)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(kingsburg_table.as_uri(), wait_until="load")
    finger = Finger(context, page)
    finger.tap(".player [data-roll='0']")                                    # Red rolls
    faces = [t["face"] for t in page.evaluate(STATE)["things"].values() if t.get("owner") == 0 and t.get("die")]
    assert all(1 <= f <= 6 for f in faces)
    page.evaluate("window.scrollTo(0, 0)")
    finger.tap('.player .die')                                              # a die onto the table
    finger.tap("#selected-actions button:text-is('To table')")
    page.evaluate("window.scrollTo(0, 0)")
    finger.drag("#surface .die", '[data-id="kings-court/squire/0"]')        # ... onto the Squire
    die = next(i for i, t in page.evaluate(STATE)["things"].items() if t.get("die") and t.get("at") == "table")
    assert "on The King's Court: slot 2" in page.locator(f'[data-id="{die}"]').get_attribute("aria-label")
    finger.tap('[data-id="stock:|supply|goods-cubes-1"]')                   # the Squire's gift: 1 gold
    finger.tap("#selected-actions button:text-is('Give Red')")
    assert page.evaluate(STATE)["stock"]["area:0"]["goods-cubes-1"] == 1
    page.locator('.kind-board .space:has-text("Statue")').first.scroll_into_view_if_needed()
    finger.tap('[data-id="stock:|area:0|building-token"]')                  # build: a token out ...
    finger.tap("#selected-actions button:text-is('Take one')")
    finger.drag('#surface .piece[aria-label^="Building, Red"]', '.kind-board .space:has-text("Statue")')
    assert page.locator('#surface .piece[aria-label="Building, Red, on Province Sheet (Red): Statue"]').count() == 1
    state = page.evaluate(STATE)
    assert state["stock"]["area:0"]["building-token"] == 16
    finger.tap(f'[data-id="{die}"]')                                        # the die goes home
    finger.tap("#selected-actions button:text-is('Put away')")
    assert page.evaluate(STATE)["things"][die]["at"] == "area:0"
    context.close()
    assert problems == []
