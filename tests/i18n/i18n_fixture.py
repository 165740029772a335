"""A small game with one of each translatable kind, and a Russian language file for it."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po, write_po

from generator.cli.main import main
from tests.project_fixture import write_project

GAME = """\
game:
  id: demo
  title: Harbour Lights
  players: {min: 2, max: 4}
  rulebook: Harbour Lights rules
  colours: [red, blue]
  source: {section: Components}
components:
  - {id: deck-cards, name: Harbour cards, total: 2, encoded_as: harbour, source: {section: Components}}
resources:
  - {id: coin, name: Coin, kind: currency, icon: coin, source: {section: Components}}
"""

CONTENT = """\
decks:
  - id: harbour
    name: Harbour cards
    back: Harbour
    source: {section: Cards}
    cards:
      - {id: lighthouse, title: Lighthouse, type: Building, cost: {coin: 2},
         text: "Gain :coin: whenever a ship docks (see 3.2.)."}
      - {id: storm, title: Storm, text: "Every ship returns to port."}
rules:
  - id: setup
    number: "1"
    title: Setting up
    kind: setup
    text: "Shuffle the harbour cards and deal two to each player."
    source: {section: "1."}
glossary:
  - {id: dock, term: Dock, definition: "A space where a ship may stop.", source: {section: Glossary}}
"""

RUSSIAN = {
    "game:title": "Огни гавани",
    "deck-cards:name": "Карты гавани",
    "coin:name": "Монета",
    "harbour:name": "Карты гавани",
    "harbour:back": "Гавань",
    "lighthouse:title": "Маяк",
    "lighthouse:type": "Постройка",
    "lighthouse:text": "Получайте :coin:, когда корабль встаёт к причалу (см. 3.2.).",
    "storm:title": "Шторм",
    "storm:text": "Все корабли возвращаются в порт.",
    "setup:title": "Подготовка",
    "setup:text": "Перемешайте карты гавани и раздайте каждому игроку по две.",
    "dock:term": "Причал",
    "dock:definition": "Место, где корабль может остановиться.",
}


def demo_project(tmp_path: Path) -> Path:
    return write_project(tmp_path, {"game.yaml": GAME, "content.yaml": CONTENT})


def po_path(root: Path, lang: str = "ru") -> Path:
    return root / "content" / "demo" / "locale" / f"{lang}.po"


def cli(root: Path, *args: str) -> int:
    return main(["--project", str(root), *args])


def translate(root: Path, strings: dict[str, str], lang: str = "ru") -> Path:
    """Start ``lang`` with ``i18n update`` and fill its messages from ``strings`` by context."""
    assert cli(root, "i18n", "update", "--lang", lang) == 0
    path = po_path(root, lang)
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if message.id and message.context in strings:
            message.string = strings[message.context]
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100)
    return path


def set_message(path: Path, context: str, text: str, fuzzy: bool | None = None) -> None:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if message.context == context:
            message.string = text
            if fuzzy is not None:
                message.flags = {"fuzzy"} if fuzzy else set()
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100)


def line_of(path: Path, context: str) -> int:
    """The line of the msgid that follows ``msgctxt "<context>"``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return lines.index(f'msgctxt "{context}"') + 2
