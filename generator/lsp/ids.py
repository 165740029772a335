"""Where each ID is defined and where it is named, read from the positioned YAML of a game's
files (the editor's unsaved text where there is one)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import read_yaml_bytes
from generator.model.game.project import GameContent
from generator.lsp.sheet_ids import ID_WORD, sheet_references

@dataclass
class IdIndex:
    """Every ID's definition and every place a scalar or key names it."""

    definitions: dict[str, Position] = field(default_factory=dict)
    references: dict[str, list[Position]] = field(default_factory=dict)


def scalars(node, pos: Position | None = None) -> Iterator[tuple[str, Position, bool]]:
    """Each text key and value of a positioned tree with its position (and whether it is an
    ``id:`` value)."""
    if isinstance(node, PDict):
        for key, value in node.items():
            if isinstance(key, str) and key in node.key_pos:
                yield key, node.key_pos[key], False
            at = node.value_pos.get(key)
            if isinstance(value, str) and at is not None:
                yield value, at, key == "id"
            else:
                yield from scalars(value)
    elif isinstance(node, PList):
        for index, item in enumerate(node):
            if isinstance(item, str) and index < len(node.item_pos):
                yield item, node.item_pos[index], False
            else:
                yield from scalars(item)


def build_index(game: GameContent, texts: Mapping[str, bytes]) -> IdIndex:
    """The game's IDs (from its model) and where its files name them."""
    index = IdIndex()
    for entity in game.all_entities():
        index.definitions.setdefault(entity.id, entity.field_pos.get("id", entity.pos))
    for shown in game.files:
        if shown not in texts:
            continue
        if shown in game.spreadsheets:
            for word, pos in sheet_references(game.root / shown, shown, texts[shown], set(index.definitions)):
                index.references.setdefault(word, []).append(pos)
            continue
        for text, pos, is_id in scalars(read_yaml_bytes(texts[shown], shown).data):
            if text in index.definitions and not is_id:
                index.references.setdefault(text, []).append(pos)
    return index


def word_at(text: str, line: int, character: int) -> str | None:
    """The ID-like word under a 0-based line and character of ``text``."""
    lines = text.splitlines()
    if not 0 <= line < len(lines):
        return None
    for match in ID_WORD.finditer(lines[line]):
        if match.start() <= character <= match.end():
            return match.group().rstrip(".")
    return None
