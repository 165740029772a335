"""What the table page is given of a game: only what the content states."""

from __future__ import annotations

import json
import re

import pytest

from generator.playtest.table_data import table_data
from generator.playtest.writer import write_table
from generator.validation import validate
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def project():
    return validate(ROOT).project


def test_kingsburg_gives_its_decks_pieces_dice_and_colours(project):
    data = table_data(project.games["kingsburg"])
    assert data["players"] == {"min": 2, "max": 5, "known": True}
    assert [c["name"] for c in data["colours"]] == ["Red", "Blue", "Green", "Yellow", "Purple"]
    enemies = next(d for d in data["decks"] if d["id"] == "enemies")
    assert sum(c["copies"] for c in enemies["cards"]) == 25
    assert {c["stack"] for c in enemies["cards"]} == {"I", "II", "III", "IV", "V"}
    assert enemies["cards"][0]["face"] == "../kingsburg/cards/enemies/enemy-1-barbarians-2.png"
    court = next(d for d in data["decks"] if d["id"] == "kings-court")
    assert court["printed_on_board"] and court["cards"][0]["name"] == "Jester"
    pieces = {p["id"]: (p["per_player"], p["supply"]) for p in data["pieces"]}
    assert pieces["disc"] == (3, 0) and pieces["building-token"] == (17, 0) and pieces["plus-two-token"] == (0, 20)
    assert data["dice"] == [{"id": "dice", "name": "Six-sided Dice", "faces": 6, "per_player": 3, "common": 6}]


def test_kingsburg_starts_pieces_where_its_tracks_hold_them(project):
    data = table_data(project.games["kingsburg"])
    starts = {(s.get("piece") or s.get("deck"), s["board"]): s for s in data["start"]}
    assert starts[("season-marker-token", "calendar")]["space"] == "1"
    assert starts[("kings-envoy-token", "calendar")]["space"] == "5"
    assert starts[("enemies", "calendar")]["space"] == "8"
    assert starts[("disc", "scoring-track")]["each_player"]
    assert starts[("disc", "turn-order-chart")]["spread"]
    province = next(b for b in data["boards"] if b["id"] == "province-sheet")
    assert province["per_player"] and len(province["spaces"]) == 20
    scoring = next(b for b in data["boards"] if b["id"] == "scoring-track")
    assert len(scoring["spaces"]) == 60   # printed longer than the spaces listed


def test_an_unknown_card_is_named_unknown(project):
    names = [c["name"] for g in project.games.values() for d in table_data(g)["decks"] for c in d["cards"]
             if c["unknown"]]
    assert names and all("nknown" in n for n in names)


def test_the_page_holds_its_data_and_links_its_own_script(project, tmp_path):
    written = write_table(project, project.games["kingsburg"], tmp_path)
    assert sorted(p.name for p in written) == ["kingsburg-table.html", "table-game.js", "table.css", "table.js"]
    page = (tmp_path / "kingsburg-table.html").read_text(encoding="utf-8")
    assert '<script src="assets/table.js" defer></script>' in page
    assert not re.search(r"<script>(?!</script>)", page) and "style=" not in page   # nothing inline
    block = re.search(r'<script type="application/json" id="table-data">(.*?)</script>', page, re.S)
    data = json.loads(block.group(1))
    assert data["game"] == "kingsburg" and re.fullmatch(r"[0-9a-f]{12}", data["version"])


def test_the_game_page_links_the_table_only_when_it_is_there(project, tmp_path):
    from generator.render.html_site import write_game_pages

    game = project.games["kingsburg"]
    write_game_pages(project, game, tmp_path)
    assert "kingsburg-table.html" not in (tmp_path / "kingsburg.html").read_text(encoding="utf-8")
    write_table(project, game, tmp_path)
    write_game_pages(project, game, tmp_path)
    assert '<a href="kingsburg-table.html">' in (tmp_path / "kingsburg.html").read_text(encoding="utf-8")


def test_a_game_with_nothing_encoded_gives_an_empty_table(tmp_path):
    from generator.model.game.project import GameContent

    data = table_data(GameContent(id="bare", folder=tmp_path, root=tmp_path))
    assert data["players"] == {"min": 1, "max": 4, "known": False}
    assert len(data["colours"]) == 4
    assert [data[k] for k in ("decks", "pieces", "dice", "boards", "start")] == [[], [], [], [], []]
