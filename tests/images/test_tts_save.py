"""The Tabletop Simulator saved object: its fields, its decks against the sheets the build wrote,
its pieces against the content's counts, and its URLs."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image

from generator.cli.build_cmd import _base_url
from generator.cli.errors import UsageError
from generator.export.card_sheets import plan_decks, run_sheet
from generator.export.tts import sheet_name
from generator.export.tts_pieces import rgb
from generator.export.tts_save import base_url, plain_text, write_tts_save
from generator.kit.colours import printed_colours
from generator.settings_file import KitSettings
from generator.model.build import load_project
from generator.render.png_cards import card_title, deck_styles
from generator.rulebook.writer import rules_files

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")
NAMES = {"DeckCustom", "Card", "Bag", "BlockSquare", "Die_4", "Die_6", "Die_8", "Die_10", "Die_12", "Die_20",
         "Custom_PDF"}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Each shipped game's card images (at a low resolution: the plan does not depend on it), the
    plans they were written from, and the save written after them."""
    out = tmp_path_factory.mktemp("tts")
    project = load_project(ROOT, list(GAMES))
    found = {}
    for game in project.games.values():
        folder = out / game.id
        decks = plan_decks(deck_styles(game), folder, 20)
        for _, plan in decks:
            for job in plan.jobs:
                run_sheet(job, folder)
        [path] = write_tts_save(game, folder, settings=KitSettings())
        found[game.id] = (game, folder, decks, json.loads(path.read_text(encoding="utf-8")))
    return found


def walk(objects):
    for made in objects:
        yield made
        yield from walk(made.get("ContainedObjects", []))


def urls(save) -> list[str]:
    out = []
    for made in walk(save["ObjectStates"]):
        for sheet in made.get("CustomDeck", {}).values():
            out += [sheet["FaceURL"], sheet["BackURL"]]
        if "CustomPDF" in made:
            out.append(made["CustomPDF"]["PDFUrl"])
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_save_has_a_saved_objects_fields_and_known_object_names(built, game_id):
    _, _, _, save = built[game_id]
    assert {"SaveName", "Note", "ObjectStates", "TabStates", "LuaScript", "XmlUI"} <= set(save)
    objects = list(walk(save["ObjectStates"]))
    assert {made["Name"] for made in objects} <= NAMES
    for made in objects:
        assert set(made["Transform"]) == {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}
        assert isinstance(made["Nickname"], str) and made["Nickname"]
    guids = [made["GUID"] for made in objects]
    assert len(set(guids)) == len(guids)
    tops = [(m["Transform"]["posX"], m["Transform"]["posZ"]) for m in save["ObjectStates"]]
    assert len(set(tops)) == len(tops)   # no two top-level objects on one spot


@pytest.mark.parametrize("game_id", GAMES)
def test_each_deck_is_its_sheets_with_every_printed_copy_at_its_slot(built, game_id):
    _, _, decks, save = built[game_id]
    by_name = {m["Nickname"]: m for m in save["ObjectStates"] if m["Name"] in ("DeckCustom", "Card")}
    for ds, plan in decks:
        deck = ds.deck
        if deck.on_request:
            assert deck.name not in by_name and deck.name in save["Note"]
            continue
        made = by_name[deck.name]
        cards = made["ContainedObjects"] if made["Name"] == "DeckCustom" else [made]
        copies = [card_title(card) for card in deck.cards for _ in range(card.copies)]
        assert Counter(c["Nickname"] for c in cards) == Counter(copies)
        if made["Name"] == "DeckCustom":
            assert made["DeckIDs"] == [c["CardID"] for c in cards]
        sheets = made["CustomDeck"]
        assert len(sheets) == len(plan.plans)
        for key, (local, sheet_plan) in zip(sorted(sheets, key=int), plan.plans):
            entry = sheets[key]
            assert entry["FaceURL"].endswith("/tts/" + sheet_name(deck.id, local))
            assert (entry["NumWidth"], entry["NumHeight"]) == (sheet_plan.cols, sheet_plan.rows)
            assert entry["NumWidth"] <= 10 and entry["NumHeight"] <= 7
            assert entry["BackIsHidden"] is True and entry["UniqueBack"] is False   # so 70 cards fit
            face = Image.open(_path(entry["FaceURL"]))
            assert face.size == sheet_plan.size
            on_sheet = {c["CardID"] % 100: c for c in cards if c["CardID"] // 100 == int(key)}
            assert sorted(on_sheet) == list(range(sheet_plan.count))
            for slot, copy in enumerate(sheet_plan.cards):
                assert on_sheet[slot]["Nickname"] == copies[copy]
                assert on_sheet[slot]["CustomDeck"] == {key: entry}


def _path(url: str) -> Path:
    parsed = urlparse(url)
    assert parsed.scheme == "file"
    return Path(unquote(parsed.path))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_image_named_is_on_disk_and_the_rules_book_is_the_one_built(built, game_id):
    game, folder, _, save = built[game_id]
    named = urls(save)
    pdf = [u for u in named if u.endswith(".pdf")]
    assert pdf == [(folder.resolve() / rules_files(game.id, KitSettings().papers, False)[0]).as_uri()]
    for url in named:
        if not url.endswith(".pdf"):
            assert _path(url).is_file(), url


def test_a_base_url_names_every_file_under_it(built, tmp_path):
    game, folder, _, _ = built["kingsburg"]
    [path] = write_tts_save(game, folder, "https://example.org/mygame/kingsburg/", settings=KitSettings())
    named = urls(json.loads(path.read_text(encoding="utf-8")))
    assert named and all(u.startswith("https://example.org/mygame/kingsburg/") for u in named)
    assert "https://example.org/mygame/kingsburg/tts/enemies-1.png" in named
    assert base_url("kingsburg", tmp_path, "https://example.org/mygame") == "https://example.org/mygame/kingsburg/"
    assert base_url("ru/kingsburg", tmp_path) == (tmp_path / "ru" / "kingsburg").resolve().as_uri() + "/"


def _pieces(save, name: str | None = None, nickname: str | None = None, inside: str | None = None) -> list:
    tops = [m for m in save["ObjectStates"] if inside is None or m["Nickname"] == inside]
    return [m for m in walk(tops) if (name is None or m["Name"] == name)
            and (nickname is None or m["Nickname"] == nickname)]


def test_kingsburg_holds_every_component_with_a_known_count(built):
    game, _, _, save = built["kingsburg"]
    colours = printed_colours(game.manifest.colours)
    for colour, fill in colours:   # per player: 3 dice, 3 discs, 17 buildings in the colour
        bag = _pieces(save, "Bag", colour)
        assert len(bag) == 1 and bag[0]["ColorDiffuse"] == rgb(fill)
        inside = bag[0]["ContainedObjects"]
        assert Counter(m["Name"] for m in inside) == {"Die_6": 3, "BlockSquare": 20}
        assert Counter(m["Nickname"] for m in inside if m["Name"] == "BlockSquare") == {"Disc": 3, "Building": 17}
        assert all(m["ColorDiffuse"] == rgb(fill) for m in inside)
    assert len(_pieces(save, "Die_6")) == 21                                  # dice: 3 x 5 + 6
    assert len(_pieces(save, "Die_6", inside="Six-sided Dice")) == 6
    assert len(_pieces(save, "BlockSquare", "Disc")) == 15
    assert len(_pieces(save, "BlockSquare", "Building")) == 85
    assert len(_pieces(save, "BlockSquare", "+2")) == 20
    for marker in ("King's Envoy", "Season", "Year"):
        assert len(_pieces(save, "BlockSquare", marker)) == 1
    goods = _pieces(save, "BlockSquare", inside="Goods Cubes")
    assert Counter((m["Nickname"], tuple(m["ColorDiffuse"].values())) for m in goods) == {
        ("Gold", tuple(rgb("#f2c21b").values())): 25, ("Wood", tuple(rgb("#6d4c41").values())): 20,
        ("Stone", tuple(rgb("#8a8a8a").values())): 15}
    enemies = _pieces(save, "DeckCustom", "Enemies Cards")[0]
    assert len(enemies["ContainedObjects"]) == 25
    assert len(_pieces(save, "Custom_PDF")) == 1
    # the two it cannot place, for want of an image, said so in the note
    for name in ("Game Board", "Province Sheets"):
        assert f"{name}: not placed: the build makes no image of it" in save["Note"]
    placed = {"dice", "disc-tokens", "goods-cubes", "building-tokens", "kings-envoy-marker", "plus-two-tokens",
              "season-marker", "year-marker", "enemies-cards", "rulebook"}
    assert {c.id for c in game.components} == placed | {"game-board", "province-sheets"}


def test_unknown_counts_give_an_empty_bag_that_says_so(built):
    game, _, _, save = built["ruthenia"]
    unknown = [c for c in game.components if c.encoded_as is None and not isinstance(c.total, int)]
    assert unknown
    for c in unknown:
        [bag] = _pieces(save, "Bag", c.name)
        assert bag["ContainedObjects"] == []
        assert bag["Description"] == f"Count unknown: {c.total.reason}"


def test_card_text_is_plain():
    names = {"gold": "Gold"}
    assert plain_text("Take 1 :gold: (see [Setup](#setup)),\n  then  pass.", names) == "Take 1 Gold (see Setup), then pass."


def test_the_base_url_option_is_an_http_url_ending_in_a_slash():
    assert _base_url("https://example.org/mygame") == "https://example.org/mygame/"
    assert _base_url(None) is None
    for bad in ("ftp://example.org/", "example.org/x", "https://", "https://a b/"):
        with pytest.raises(UsageError, match="--tts-base-url"):
            _base_url(bad)


@pytest.mark.parametrize("game_id", ["ruthenia", "time-of-troubles"])
def test_cards_whose_face_is_unknown_say_so_and_their_deck_counts_them(built, game_id):
    game, _, _, save = built[game_id]
    decks = {m["Nickname"]: m for m in save["ObjectStates"] if m["Name"] == "DeckCustom"}
    for deck in game.decks:
        unknown = [card for card in deck.cards if card.unknown is not None]
        if not unknown:
            continue
        made = decks[deck.name]
        count = sum(card.copies for card in unknown)
        assert f"{count} card(s) of this deck have faces the content does not know." in made["Description"]
        copies = [card for card in deck.cards for _ in range(card.copies)]   # the save keeps deck order
        for card, said in zip(copies, made["ContainedObjects"], strict=True):
            assert said["Nickname"] == card_title(card)
            if card.unknown is None:
                assert "Face unknown" not in said["Description"]
            else:
                assert f"Face unknown: {card.unknown.reason}" in said["Description"]


@pytest.mark.slow
def test_build_writes_the_save_naming_its_images_where_the_build_put_them(tmp_path):
    from generator.cli.main import main

    out = tmp_path / "out"
    args = ["--project", str(ROOT), "build", "--game", "kingsburg", "--only", "images", "--out", str(out)]
    assert main([*args, "--tts-base-url", "https://example.org/kits"]) == 0
    hosted = json.loads((out / "kingsburg" / "tts" / "kingsburg.json").read_text(encoding="utf-8"))
    faces = [d["FaceURL"] for m in hosted["ObjectStates"] if m["Name"] == "DeckCustom"
             for d in m["CustomDeck"].values()]
    assert faces and all(f.startswith("https://example.org/kits/kingsburg/tts/") for f in faces)
    assert main(args) == 0   # without a base: the built files' own URLs, under the output folder
    local = json.loads((out / "kingsburg" / "tts" / "kingsburg.json").read_text(encoding="utf-8"))
    files = [Path(unquote(urlparse(d["FaceURL"]).path)) for m in local["ObjectStates"] if m["Name"] == "DeckCustom"
             for d in m["CustomDeck"].values()]
    assert files and all(f.is_file() and f.is_relative_to(out.resolve()) for f in files)
