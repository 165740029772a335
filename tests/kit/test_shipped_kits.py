"""The shipped games' kits read back: every card's title in the text layer, and as many card faces
drawn as each deck holds."""

from __future__ import annotations

import hashlib
import re

import pytest
from pypdf import PdfReader

from generator.faces.deck_parts import face_form
from generator.kit.assemble import kit_pages, plan_kit
from generator.kit.cards import plan_deck
from generator.settings_file import KitSettings
from generator.render.kit_pdf import write_kits
from generator.validation import validate

pytestmark = pytest.mark.slow   # the shipped games' whole kits


GAMES = ["rurik", "kingsburg", "ruthenia", "time-of-troubles"]


@pytest.fixture(scope="module")
def kits(repo_root, tmp_path_factory):
    project = validate(repo_root).project
    out = {}
    for game_id in GAMES:
        if game_id not in project.games:
            continue
        game = project.games[game_id]
        folder = tmp_path_factory.mktemp(game_id)
        (path,) = write_kits(game, folder, KitSettings(papers=("a4",)), repo_root)
        out[game_id] = (game, PdfReader(path))
    return out


def _uses(reader) -> dict[bytes, int]:
    counts: dict[bytes, int] = {}
    for page in reader.pages:
        for name in re.findall(rb"/(FormXob\.F[0-9a-f]+) Do", page.get_contents().get_data()):
            counts[name] = counts.get(name, 0) + 1
    return counts


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_title_is_in_the_text_layer(kits, game_id):
    if game_id not in kits:
        pytest.skip(f"{game_id} has no content yet")
    game, reader = kits[game_id]
    text = " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)
    titles = {c.title for d in game.decks if not d.on_request   # printed only when asked
              for c in d.cards if isinstance(c.title, str) and c.unknown is None}
    missing = sorted(t for t in titles if " ".join(t.split()) not in text)
    assert missing == []


@pytest.mark.parametrize("game_id", GAMES)
def test_each_deck_prints_every_known_card_and_one_sheet_of_blanks(kits, repo_root, game_id):
    """Every known card's copies print; cards whose faces are not known print as one sheet of
    blanks (all of them when fewer fit a sheet), so the face form is used that often."""
    if game_id not in kits:
        pytest.skip(f"{game_id} has no content yet")
    game, reader = kits[game_id]
    uses = _uses(reader)
    for deck in (d for d in game.decks if not d.on_request):   # printed only when asked
        plan = plan_deck(game, deck, "a4", KitSettings(), repo_root)
        unknown = sum(c.copies for c in deck.cards if c.unknown is not None)
        assert plan.total == deck.card_count() - unknown
        assert plan.blanks == min(unknown, 8)    # a sheet of standard cards holds 8 on A4
        key = face_form(plan.ds, plan.bleed, deck.card_count()).key
        name = b"FormXob.F" + hashlib.sha1(key.encode()).hexdigest()[:16].encode()
        assert uses.get(name, 0) == plan.total + plan.blanks, deck.id


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_label_prints_in_full(kits, repo_root, game_id):
    """No sheet label is cut off: each page's label (the whole of it, or the first shorter form
    that fits one line, with the page number) is in that page's text layer."""
    if game_id not in kits:
        pytest.skip(f"{game_id} has no content yet")
    game, reader = kits[game_id]
    plan = plan_kit(game, "a4", KitSettings(papers=("a4",)), repo_root)
    labelled = 0
    for number, page in enumerate(kit_pages(plan), start=1):
        if not page.label:
            continue
        labelled += 1
        forms = [f"{text} \u00b7 page {number}" for text in (page.label, *page.shorter)]
        text = _flat(reader.pages[number - 1].extract_text() or "")
        assert any(_flat(form) in text for form in forms), forms[0]
    assert labelled > 0


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("mode", ["long-edge", "short-edge", "simplex", "gutterfold"])
def test_sheet_labels_print_on_one_line_inside_their_box(repo_root, paper, mode):
    """Every shared sheet's label of every shipped kit is one line inside its label box (which
    keeps clear of the crop marks): a shorter form stands in for one that would wrap."""
    from generator.faces.primitives import Text
    from generator.kit.pages import label_items

    for game in validate(repo_root).project.games.values():
        plan = plan_kit(game, paper, KitSettings(papers=(paper,), duplex=mode), repo_root)
        for page in plan.shared.pages(game.title):
            if page.blank or not page.label:
                continue
            items = label_items([f"{t} \u00b7 page 999" for t in (page.label, *page.shorter)], page.label_box)
            assert len(items) == 1 and isinstance(items[0], Text), (game.id, page.label)
            box = page.label_box
            assert box is not None
            line = items[0]
            assert box.x - 1e-6 <= line.x and line.x + line.width <= box.right + 1e-6, (game.id, page.label)
            assert box.y - 1e-6 <= line.y <= box.top, (game.id, page.label)
