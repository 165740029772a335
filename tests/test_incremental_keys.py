"""Task keys: an edit changes the key of every task that reads what it changed, and of no other
(a task whose key stays keeps its files from the last build)."""

from __future__ import annotations

import textwrap

import pytest

from generator.output.pipeline import Pipeline
from generator.output.tasks import BuildOptions
from generator.validation import validate
from project_fixture import HEADER, write_project

BODY = """\
resources:
  - {id: gold, name: Gold, kind: good, source: {section: S}}
components:
  - {id: deeds, name: Deeds, total: 3, encoded_as: deck, source: {section: S}}
decks:
  - id: deck
    name: Deck
    source: {section: S}
    cards:
      - {id: c1, title: Card one, cost: {gold: 1}, text: "Gain one gold."}
      - {id: c2, title: Card two, text: "Gain two gold."}
      - {id: c3, title: Card three, text: "Gain three gold."}
rules:
  - id: turn
    title: A turn
    kind: section
    source: {section: S}
    text: "Play a card, then draw one."
"""


def keys(root, tmp_path) -> dict[str, str]:
    result = validate(root)
    assert not result.errors(), result.errors()
    staging = tmp_path / "staging"
    staging.mkdir(exist_ok=True)
    found = Pipeline().keys(result.project, BuildOptions(out=tmp_path / "out"), staging)
    assert found
    return found


def changed(tmp_path, edit) -> set[str]:
    """The names of the tasks whose key ``edit(root)`` changes."""
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    before = keys(root, tmp_path)
    edit(root)
    after = keys(root, tmp_path)
    assert before.keys() == after.keys()
    return {name.split("|")[0] for name in before if before[name] != after[name]}


def content_edit(old: str, new: str):
    def edit(root):
        path = root / "content" / "demo" / "c.yaml"
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new), encoding="utf-8")
    return edit


WHOLE_GAME = {"demo: components list", "demo: print and play kits", "demo: print on demand",
              "demo: reference pages", "demo: tts save"}
NO_CARD_TEXT = {"demo: quickrefs", "demo: rulebooks"}   # what reads the game without its cards' text
EVERY_TASK = WHOLE_GAME | NO_CARD_TEXT | {"demo: card images", "reference site"}


def test_a_card_text_leaves_the_quick_reference_the_rules_book_and_the_index_alone(tmp_path):
    assert changed(tmp_path, content_edit("Gain two gold.", "Gain five gold.")) == WHOLE_GAME | {"demo: card images"}


def test_a_card_cost_reaches_the_quick_reference_too(tmp_path):
    # the quick reference lists the icons of the resources cards cost
    assert changed(tmp_path, content_edit("cost: {gold: 1}", "cost: {gold: 2}")) == (
        WHOLE_GAME | NO_CARD_TEXT | {"demo: card images"})


def test_a_rule_reaches_the_quick_reference_but_no_card_image(tmp_path):
    assert changed(tmp_path, content_edit("then draw one.", "then draw two.")) == WHOLE_GAME | NO_CARD_TEXT


def test_a_card_title_reaches_the_quick_reference_but_only_the_games_title_the_index(tmp_path):
    edit = content_edit("title: Card two", "title: Card deux")
    assert changed(tmp_path, edit) == WHOLE_GAME | NO_CARD_TEXT | {"demo: card images"}

    def game_title(root):
        (root / "content/demo/game.yaml").write_text(HEADER.replace("title: Demo", "title: Other"))
    assert changed(tmp_path / "t", game_title) == EVERY_TASK


@pytest.mark.parametrize("where", ["content/demo/art/picture.svg", "content/demo/locale/ru.po"])
def test_a_file_beside_the_content_reaches_every_game_task(tmp_path, where):
    def add(root):
        (root / where).parent.mkdir(parents=True, exist_ok=True)
        (root / where).write_text("<svg/>" if where.endswith(".svg") else "# nothing\n")
    assert changed(tmp_path, add) == EVERY_TASK - {"reference site"}


@pytest.mark.parametrize("where", ["templates/html/extra.html", "locale/generator/ru.po", "rules/extra.py",
                                   "generator.toml"])
def test_the_projects_shared_files_reach_every_task(tmp_path, where):
    def add(root):
        (root / where).parent.mkdir(parents=True, exist_ok=True)
        (root / where).write_text(textwrap.dedent("# nothing\n"))
    assert changed(tmp_path, add) == EVERY_TASK


def test_one_card_changes_the_key_of_its_own_sheet_only(tmp_path):
    cards = "".join(f"      - {{id: c{i}, title: Card {i}, text: \"Gain {i} gold.\"}}\n" for i in range(80))
    body = BODY.replace("total: 3", "total: 80").split("    cards:\n")[0] + "    cards:\n" + cards
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": body})
    before = keys(root, tmp_path)
    content_edit('Card 75, text: "Gain 75 gold."', 'Card 75, text: "Gain 76 gold."')(root)
    after = keys(root, tmp_path)
    sheets = sorted(name for name in before if "card images" in name)
    assert len(sheets) >= 2
    assert [name for name in sheets if before[name] != after[name]] == [sheets[-1]]
