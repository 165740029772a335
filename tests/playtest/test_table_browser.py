"""Kingsburg's playtest table in headless Chromium, by mouse, touch and keyboard: a seeded deal
repeats, moves stay across a reload, dice show a face, undo reverts, and axe-core finds nothing."""

from __future__ import annotations

import pytest

from generator.playtest.writer import write_table
from tests.reference.test_browser_pages import AXE

pytestmark = pytest.mark.slow   # a browser

STATE = "() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('playtest:')))).state"


@pytest.fixture
def table(browser, kingsburg_table):
    """The table page on a tall desktop screen (its own browser context: a fresh localStorage),
    with the console errors, page errors and outside requests it makes."""
    context = browser.new_context(viewport={"width": 1280, "height": 1500})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("request", lambda r: None if r.url.startswith("file://") else problems.append(r.url))
    page.goto(kingsburg_table.as_uri(), wait_until="load")
    yield page, problems
    context.close()


def _new_game(page, seed: str, players: int) -> None:
    page.select_option("#players", str(players))
    page.fill("#seed", seed)
    page.click("#setup button[type=submit]")


def _drag(page, source, x: float, y: float) -> None:
    box = source.bounding_box()
    page.mouse.move(box["x"] + 10, box["y"] + 10)
    page.mouse.down()
    page.mouse.move(box["x"] + 30, box["y"] + 30, steps=3)
    page.mouse.move(x, y, steps=5)
    page.mouse.up()


def test_a_seeded_deal_repeats_and_another_seed_differs(table):
    page, problems = table
    _new_game(page, "first", 3)
    dealt = page.evaluate(STATE)
    assert dealt["players"] == 3 and page.locator(".player").count() == 3
    _new_game(page, "first", 3)
    again = page.evaluate(STATE)
    _new_game(page, "second", 3)
    other = page.evaluate(STATE)
    stacks = [f"deck:enemies:{n}" for n in ("I", "II", "III", "IV", "V", "held")]
    assert [again["piles"][s] for s in stacks] == [dealt["piles"][s] for s in stacks]
    assert [other["piles"][s] for s in stacks] != [dealt["piles"][s] for s in stacks]
    assert problems == []


def test_kingsburg_is_set_up_for_the_players_chosen(table):
    page, problems = table
    _new_game(page, "setup", 4)
    state = page.evaluate(STATE)
    assert len(state["piles"]["deck:enemies:held"]) == 5   # one of each stack, on calendar space 8
    on_table = [t for t in state["things"].values() if t.get("piece") == "disc"]
    assert len(on_table) == 12   # each player's three discs: soldiers, scoring, turn order
    assert all(state["stock"][f"area:{p}"]["building-token"] == 17 for p in range(4))
    assert sum(1 for t in state["things"].values() if t.get("die")) == 4 * 3 + 6
    assert page.locator(".kind-board").count() == 4   # a province sheet each
    assert problems == []


def test_a_drawn_card_dragged_onto_the_board_stays_after_a_reload(table):
    page, problems = table
    page.click('[data-id="pile:deck:enemies:II"]')
    page.click("#selected-actions button:text-is('Draw')")
    card = page.locator(".player .hand .card").first
    assert card.get_attribute("aria-label") == "face-down card, Enemies Cards II"   # its back shows the stack
    card_id = card.get_attribute("data-id")
    page.locator(".kind-track .space").first.scroll_into_view_if_needed()
    target = page.locator(".kind-track .space").first.bounding_box()
    _drag(page, card, target["x"] + 20, target["y"] + 20)
    assert card_id in page.evaluate(STATE)["table"]
    page.reload(wait_until="load")
    moved = page.locator(f'#surface [data-id="{card_id}"]')
    assert moved.count() == 1 and "Calendar Track" in moved.get_attribute("aria-label")
    moved.focus()
    page.keyboard.press("f")
    name = page.locator(f'#surface [data-id="{card_id}"]').get_attribute("aria-label")
    assert name.split(",")[0] in {"Barbarians", "Goblins", "Demons", "Zombies", "Hordes", "Ghosts"} or "face" not in name
    assert problems == []


def test_a_die_rolls_to_a_face_and_undo_reverts(table):
    page, problems = table
    die = page.locator(".player .die").first
    die_id = die.get_attribute("data-id")
    assert die.text_content() == "?"
    die.focus()
    page.keyboard.press("Enter")
    face = page.locator(f'[data-id="{die_id}"]').text_content()
    assert face in {"1", "2", "3", "4", "5", "6"}
    assert f"showing {face}" in page.locator(f'[data-id="{die_id}"]').get_attribute("aria-label")
    page.click("#undo")
    assert page.locator(f'[data-id="{die_id}"]').text_content() == "?"
    assert problems == []


def test_a_piece_moves_by_keyboard(table):
    page, problems = table
    piece = page.locator('#surface .piece[aria-label^="Season"]')
    piece_id = piece.get_attribute("data-id")
    before = page.evaluate(STATE)["table"][piece_id]
    piece.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Shift+ArrowDown")
    after = page.evaluate(STATE)["table"][piece_id]
    assert (after["x"], after["y"]) == (before["x"] + 8, before["y"] + 40)
    assert page.evaluate("document.activeElement.dataset.id") == piece_id   # focus stays on it
    page.keyboard.press("Control+z")
    assert page.evaluate(STATE)["table"][piece_id]["y"] == before["y"]
    disc = page.locator('#surface .piece[aria-label*="on Scoring Track: 0"]').first
    disc_id = disc.get_attribute("data-id")
    disc.focus()
    page.keyboard.press("PageDown")
    page.keyboard.press("PageDown")
    assert "on Scoring Track: 2" in page.locator(f'[data-id="{disc_id}"]').get_attribute("aria-label")
    page.keyboard.press("PageUp")
    assert "on Scoring Track: 1" in page.locator(f'[data-id="{disc_id}"]').get_attribute("aria-label")
    assert problems == []


def test_goods_pass_between_the_supply_and_a_player_by_mouse_and_keys(table):
    page, problems = table
    gold = page.locator('[data-id="stock:|supply|goods-cubes-1"]')
    gold.focus()
    page.keyboard.press("g")
    assert page.evaluate(STATE)["stock"]["area:0"]["goods-cubes-1"] == 1
    box = page.locator('.player[aria-label="Blue\'s area"] h2').bounding_box()
    _drag(page, page.locator('[data-id="stock:|supply|goods-cubes-1"]'), box["x"] + 5, box["y"] + 5)
    state = page.evaluate(STATE)
    assert (state["stock"]["area:1"]["goods-cubes-1"], state["stock"]["supply"]["goods-cubes-1"]) == (1, 23)
    page.locator('[data-id="stock:|area:1|goods-cubes-1"]').focus()
    page.keyboard.press("s")
    assert page.evaluate(STATE)["stock"]["supply"]["goods-cubes-1"] == 24
    assert problems == []


def test_winter_reveals_the_enemies_deck_top_card(table):
    page, problems = table
    page.click('[data-id="pile:deck:enemies:held"]')
    page.click("#selected-actions button:text-is('Reveal top')")
    state = page.evaluate(STATE)
    assert len(state["piles"]["deck:enemies:held"]) == 4
    shown = [i for i, c in state["cards"].items() if c["deck"] == "enemies" and c["up"] and i in state["table"]]
    assert len(shown) == 1 and shown[0].startswith("enemies/enemy-1-")   # the year I enemy is on top
    assert problems == []


def test_the_table_exports_to_a_file_and_imports_it_back(table, tmp_path):
    page, problems = table
    _new_game(page, "kept", 3)
    with page.expect_download() as download:
        page.click("#export")
    saved = tmp_path / "table.json"
    download.value.save_as(saved)
    kept = page.evaluate(STATE)
    _new_game(page, "other", 2)
    assert page.evaluate(STATE)["seed"] == "other"
    page.set_input_files("#import", str(saved))
    page.wait_for_function("document.getElementById('seed').value === 'kept'")
    assert page.evaluate(STATE) == kept and page.locator(".player").count() == 3
    page.click("#undo")   # the import is a move like any other
    assert page.evaluate(STATE)["seed"] == "other"
    assert problems == []


def test_a_touch_drag_moves_a_piece(browser, kingsburg_table):
    context = browser.new_context(viewport={"width": 820, "height": 1180}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(kingsburg_table.as_uri(), wait_until="load")
    piece = page.locator('#surface .piece[aria-label^="Year"]')
    piece.scroll_into_view_if_needed()
    piece_id = piece.get_attribute("data-id")
    before = page.evaluate(STATE)["table"][piece_id]
    box = piece.bounding_box()
    x, y = box["x"] + 8, box["y"] + 8
    cdp = context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 11):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + 6 * step, "y": y + 3 * step}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    after = page.evaluate(STATE)["table"][piece_id]
    context.close()
    assert abs(after["x"] - before["x"] - 60) <= 2 and abs(after["y"] - before["y"] - 30) <= 2


def test_without_card_images_cards_show_their_names(browser, shipped_project, tmp_path):
    game = shipped_project.games["kingsburg"]
    write_table(shipped_project, game, tmp_path / "html")
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, bypass_csp=True)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.goto((tmp_path / "html" / "kingsburg-table.html").as_uri(), wait_until="load")
    assert page.locator("#surface img").count() == 0
    assert page.locator('#surface [data-id="kings-court/jester/0"]').text_content() == "Jester"
    page.click('[data-id="pile:deck:enemies:III"]')
    page.click("#selected-actions button:text-is('Draw')")
    assert page.locator(".player .hand .card").first.text_content() == "Enemies Cards III"
    assert problems == []
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations.map(v => v.id)")
    context.close()
    assert found == []


@pytest.mark.parametrize("width", [1280, 820])
def test_axe_finds_no_violations(browser, kingsburg_table, width):
    """(The page's Content-Security-Policy refuses any script but its own: axe is let in.)"""
    context = browser.new_context(viewport={"width": width, "height": 1000}, bypass_csp=True)
    page = context.new_page()
    page.goto(kingsburg_table.as_uri(), wait_until="load")
    page.click('[data-id="pile:deck:enemies:I"]')   # the selected object's actions shown too
    page.click("#selected-actions button:text-is('Draw')")
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))""")
    context.close()
    assert found == []
