"""A Tabletop Simulator saved object per game: ``tts/<game>.json``, beside the deck sheets.

Copied into Tabletop Simulator's "Saved Objects" folder, it brings the whole game onto the table
at once: every deck as a custom deck built from the sheets ``card_sheets`` wrote (the same plan:
grids, backs, the cards in their printed copies, each named and described by its text), the
tokens, stand-ins, dice and player pieces (``tts_pieces``), and the rules book as a PDF object.
Images and the PDF are named by URL: ``file://`` URLs of the built files, or URLs under a base
where the files are hosted. Boards, mats and tracks are not placed (the build makes no image of
them); the save's note says what is missing and why.

Run it after the card images: it reads the backs ``card_sheets`` wrote, to group the cards by
back as the sheets do.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from urllib.parse import quote

from generator.export.card_sheets import back_keys, copy_backs
from generator.export.tts import back_name, shared_backs, sheet_name
from generator.export.tts_pieces import obj, pieces, transform
from generator.export.tts_plan import SheetPlan, plan_sheets
from generator.kit.rules_file import rules_paper, rules_path
from generator.settings_file import KitSettings, read_settings
from generator.model.game.entities import Card, Deck
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.reference.fragments import key_label
from generator.reference.search_index import plain
from generator.render.png_cards import card_title

LINK = re.compile(r"\[([^\[\]\n]+)\]\([^()\s]+\)")
ICON = re.compile(r":([a-z0-9][a-z0-9-]*):")
ROW = 8            # top-level objects per row on the table
SPACING = 4.0      # table units between them
NOT_DRAWN = "not placed: the build makes no image of boards, mats or tracks (the print-and-play kit prints them)"


def write_tts_save(game: GameContent, folder: Path, base_url: str | None = None, *,
                   settings: KitSettings | None = None, rules: bool = True) -> list[Path]:
    """Write ``folder/tts/<game>.json`` and return it. ``base_url``: the URL ``folder`` will be at
    (hosted images, or the ``file://`` URL of the output once the build puts it in place); None:
    ``folder``'s own ``file://`` URL. ``settings``: the kit's (its papers name the rules book);
    ``rules``: whether the build writes the rules book."""
    settings = settings if settings is not None else read_settings(game.root).kit
    base = base_url if base_url is not None else folder.resolve().as_uri() + "/"
    url = _url_maker(base if base.endswith("/") else base + "/")
    names = {r.id: r.name for r in game.resources}
    printed = [deck for deck in game.decks if settings.prints_deck(deck)]
    decks = [(deck, _deck_object(deck, folder, url, names, numbers)) for deck, numbers in _numbered(printed, folder)]
    in_save = {deck.id for deck, made in decks if made is not None}
    found = pieces(game, in_save)
    objects = [made for _, made in decks if made is not None] + found.colour_bags + found.shared
    left = [(deck, "not placed: no card has a copy") for deck, made in decks if made is None]
    left += [(deck, "not placed: the kit prints it only on request") for deck in game.decks if deck not in printed]
    note = _note(game, found.missing, left)
    if rules:
        objects.append(_rules_object(game, settings, url, note))
    path = folder / "tts" / f"{game.id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(saved_object(game, _placed(objects), note), indent=1, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return [path]


def base_url(game_path: str, out: Path, hosted: str | None = None) -> str:
    """The URL of a game's output folder (``game_path`` under ``out``: "kingsburg", "ru/kingsburg"):
    under ``hosted`` (the URL the output folder is published at), else the folder's ``file://`` URL."""
    if hosted:
        return (hosted if hosted.endswith("/") else hosted + "/") + quote(game_path) + "/"
    return (out / game_path).resolve().as_uri() + "/"


def saved_object(game: GameContent, objects: list[dict], note: str) -> dict:
    """The file's outer fields (empty, as a saved object's are, but its name and note) around its objects."""
    return {"SaveName": game.title, "GameMode": "", "Date": "", "VersionNumber": "", "GameType": "",
            "GameComplexity": "", "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "",
            "Note": note, "TabStates": {}, "LuaScript": "", "LuaScriptState": "", "XmlUI": "",
            "ObjectStates": objects}


def _url_maker(base: str):
    return lambda relative: base + quote(relative)


def deck_plans(deck: Deck, folder: Path) -> list[SheetPlan]:
    """The sheets ``card_sheets`` planned for ``deck``: its cards grouped by the backs it wrote
    (two backs with the same bytes have the same pixels, so the same sheets)."""
    backs = {key: (folder / "cards" / deck.id / f"{key or deck.id}-back.png").read_bytes() for key in back_keys(deck)}
    per_copy = copy_backs(deck, shared_backs(backs))
    return plan_sheets(per_copy, 1, 1) if per_copy else []   # the grid does not depend on the card's size


def _numbered(decks: list[Deck], folder: Path):
    """Each deck with its sheets, numbered through the game from 1 (the save's custom deck IDs)."""
    number = 1
    for deck in decks:
        plans = deck_plans(deck, folder)
        yield deck, list(enumerate(plans, start=number))
        number += len(plans)


def _deck_object(deck: Deck, folder: Path, url, names: dict[str, str], numbers) -> dict | None:
    """The deck as a custom deck (a lone card when it has one copy); None when it has no sheets."""
    if not numbers:
        return None
    sheets, per_copy = {}, {}
    for local, (key, plan) in enumerate(numbers, start=1):
        sheets[str(key)] = custom_deck(url(f"tts/{sheet_name(deck.id, local)}"),
                                       url(f"tts/{back_name(deck.id, plan.back)}"), plan)
        for slot, copy in enumerate(plan.cards):
            per_copy[copy] = (key, key * 100 + slot)
    cards = [card for card in deck.cards for _ in range(card.copies)]
    contained = [_card_object(card, deck, names, card_id, {str(key): sheets[str(key)]})
                 for copy, card in enumerate(cards) for key, card_id in [per_copy[copy]]]
    if len(contained) == 1:
        return contained[0]
    made = obj("DeckCustom", deck.name, _deck_note(deck, names))
    made.update({"Transform": transform(face_down=True), "DeckIDs": [c["CardID"] for c in contained],
                 "CustomDeck": sheets, "ContainedObjects": contained})
    return made


def custom_deck(face: str, back: str, plan: SheetPlan) -> dict:
    """One sheet as a save names it: its images and grid; the back shows for cards in a hand
    (so all 10 x 7 slots may hold cards), and is one image for every card of the sheet."""
    return {"FaceURL": face, "BackURL": back, "NumWidth": plan.cols, "NumHeight": plan.rows,
            "BackIsHidden": True, "UniqueBack": False}


def _card_object(card: Card, deck: Deck, names: dict[str, str], card_id: int, sheet: dict) -> dict:
    made = obj("Card", card_title(card), card_text(card, names))
    made.update({"Transform": transform(face_down=True), "CardID": card_id, "CustomDeck": sheet})
    return made


def plain_text(text: str, names: dict[str, str]) -> str:
    """Content text without markup: links as their labels, icons as their resources' names."""
    text = LINK.sub(lambda m: m.group(1), text)
    text = ICON.sub(lambda m: names.get(m.group(1), m.group(1)), text)
    return " ".join(text.split())


def card_text(card: Card, names: dict[str, str]) -> str:
    """The card's text, plain, then its other printed values; what the content does not know
    about it, said so."""
    parts = []
    if isinstance(card.text, str):
        parts.append(plain_text(card.text, names))
    fields = {"type": card.type, "cost": card.cost, "requirement": card.requirement, "reward": card.reward,
              "vp": card.vp, **card.attributes}
    parts += [f"{key_label(key)}: {shown}" for key, value in fields.items() if (shown := plain(value, names))]
    for what, value in (("Name", card.title), ("Text", card.text), ("Face", card.unknown)):
        if isinstance(value, Unknown):
            parts.append(f"{what} unknown: {value.reason}")
    return "\n".join(parts)


def _deck_note(deck: Deck, names: dict[str, str]) -> str:
    note = plain_text(deck.description, names) if deck.description else ""
    unknown = sum(card.copies for card in deck.cards if isinstance(card.unknown, Unknown))
    if unknown:
        note += f"{chr(10) if note else ''}{unknown} card(s) of this deck have faces the content does not know."
    return note


def _rules_object(game: GameContent, settings: KitSettings, url, note: str) -> dict:
    name = rules_path(Path(), game.id, rules_paper(settings.papers[0])).as_posix()
    made = obj("Custom_PDF", f"{game.title}: rules", note)
    made["CustomPDF"] = {"PDFUrl": url(name), "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0}
    return made


def _note(game: GameContent, missing: dict[str, str], decks_left: list[tuple[Deck, str]]) -> str:
    """What the save leaves out, and why."""
    lines = [f"{c.name}: {missing[c.id]}" for c in game.components if c.id in missing]
    lines += [f"{deck.name}: {why}" for deck, why in decks_left]
    lines += [f"{board.name}: {NOT_DRAWN}" for board in game.boards]
    lines += [f"{track.name}: {NOT_DRAWN}" for track in game.tracks]
    return "Not in this save:\n" + "\n".join(lines) if lines else ""


def _placed(objects: list[dict]) -> list[dict]:
    """The top-level objects in rows on the table, each with a GUID of its own (the same for the
    same save)."""
    out = []
    for i, made in enumerate(objects):
        made["Transform"].update(posX=(i % ROW - ROW / 2) * SPACING, posZ=-(i // ROW) * SPACING)
        out.append(_with_guids(made, str(i)))
    return out


def _with_guids(made: dict, path: str) -> dict:
    made["GUID"] = hashlib.sha256(path.encode()).hexdigest()[:6]
    for i, inner in enumerate(made.get("ContainedObjects", [])):
        _with_guids(inner, f"{path}.{i}")
    return made
