"""The project's settings file, generator.toml, read once into one typed, frozen object.

The dataclasses below are the file's schema: a table is a dataclass, a key one of its fields (its
name in the file in the field's ``key`` when the two differ), and the field's type says what the
key takes. An unknown table or key, or a value of the wrong type or outside its choices, is an
error at its line and column in the file (``settings-file``); the key then keeps its default.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import Any, get_args, get_origin, get_type_hints

from generator.diagnostics import Diagnostic, Position, Severity
from generator.model.spec import did_you_mean

SETTINGS_FILE = "generator.toml"
RULE = "settings-file"
DEFAULT_PPI = 150
PPI_RANGE = (72, 600)
MAX_BACK_OFFSET_MM = 10   # beyond it a back offset is a printer fault, not an offset


class Word(str, Enum):
    """A value from a fixed set, written the same in generator.toml and on the command line."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)

    @classmethod
    def choices(cls) -> list[str]:
        return [str(word.value) for word in cls]


class Paper(Word):
    A4 = "a4"
    LETTER = "letter"
    A3 = "a3"
    TABLOID = "tabloid"


class Duplex(Word):
    LONG_EDGE = "long-edge"
    SHORT_EDGE = "short-edge"
    SIMPLEX = "simplex"
    GUTTERFOLD = "gutterfold"


class Bleed(Word):
    AUTO = "auto"
    ON = "on"
    OFF = "off"


HOME_PAPERS = (Paper.A4, Paper.LETTER)   # what kits print on unless told otherwise ("both")


@dataclass(frozen=True)
class KitSettings:
    """[kit]: how the print-and-play kits print (docs/kit.md)."""

    papers: tuple[Paper, ...] = field(default=HOME_PAPERS, metadata={"key": "paper", "one": True})
    duplex: Duplex = Duplex.LONG_EDGE
    back_offset: tuple[float, float] = field(default=(0.0, 0.0),
                                             metadata={"key": "back_offset_mm", "limit": MAX_BACK_OFFSET_MM})
    bleed: Bleed = Bleed.AUTO
    full_bleed_backs: bool = False
    ink_saver: bool = False
    blanks: bool = False
    stand_ins: bool = True
    print_on_demand: bool = False
    booklet: bool = False         # the rules book also imposed as a saddle-stitched booklet
    components: tuple[str, ...] = ()
    on_request: tuple[str, ...] = ()   # on-request decks (optional stand-ins) this kit prints
    games: tuple[str, ...] = ()   # what `build` builds without --game; () = every game
    languages: tuple[str, ...] = ()   # translations `build` builds beside the source language

    def wants(self, section: str, entity_id: str | None = None) -> bool:
        """Whether the kit includes ``section`` (or the entity ``entity_id`` of that section)."""
        if not self.components:
            return True
        return section in self.components or (entity_id is not None and entity_id in self.components)

    def prints_deck(self, deck) -> bool:
        """Whether the kit prints ``deck``: every deck, but an on-request one only when it is asked
        for (by ``on_request`` or by name in ``components``)."""
        return not deck.on_request or deck.id in self.on_request or deck.id in self.components

    def wants_section(self, section: str, ids) -> bool:
        return self.wants(section) or any(i in self.components for i in ids)

    @property
    def two_sided_pages(self) -> bool:
        """Whether backs print on the reverse of their fronts' sheet (so one-sided pages get blank backs)."""
        return self.duplex in (Duplex.LONG_EDGE, Duplex.SHORT_EDGE)


@dataclass(frozen=True)
class CardsSettings:
    """[cards]: the card images (docs/images.md)."""

    ppi: int = field(default=DEFAULT_PPI, metadata={"range": PPI_RANGE})


@dataclass(frozen=True)
class RulesSettings:
    """[rules]: the project's own Python rules (docs/rules.md)."""

    python: str | None = None   # the folder of the rules, inside the project


TABLES: dict[str, type] = {"kit": KitSettings, "cards": CardsSettings, "rules": RulesSettings}


@dataclass(frozen=True)
class Settings:
    """Every table of generator.toml (the defaults where it has none), and what was wrong in it."""

    kit: KitSettings = KitSettings()
    cards: CardsSettings = CardsSettings()
    rules: RulesSettings = RulesSettings()
    findings: tuple[Diagnostic, ...] = ()


def read_settings(root: Path) -> Settings:
    """The settings of ``root``'s generator.toml; the defaults when it has none."""
    path = root / SETTINGS_FILE
    if not path.is_file():
        return Settings()
    if sys.version_info >= (3, 11):   # the parser loads only for a project that has the file
        import tomllib
    else:  # Python 3.10: the same parser, from PyPI
        import tomli as tomllib
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(findings=(_error(f"cannot read it: {exc}", Position(SETTINGS_FILE, 1, 1)),))
    except tomllib.TOMLDecodeError as exc:
        at = re.search(r"line (\d+), column (\d+)", str(exc))
        pos = Position(SETTINGS_FILE, int(at[1]), int(at[2])) if at else Position(SETTINGS_FILE, 1, 1)
        return Settings(findings=(_error(f"not valid TOML: {exc}", pos),))
    lines, findings = text.splitlines(), []
    tables: dict[str, Any] = {}
    for name, values in data.items():
        if name not in TABLES:
            what, pos = (("table", _where(lines, name)) if isinstance(values, dict)
                         else ("key outside every table", _where(lines, None, name)))
            findings.append(_error(f"unknown {what} '{name}' (tables: {', '.join(f'[{t}]' for t in TABLES)})"
                                   f"{did_you_mean(name, TABLES)}", pos))
        elif not isinstance(values, dict):
            findings.append(_error(f"[{name}] must be a table", _where(lines, None, name)))
        else:
            tables[name] = _table(name, values, lines, findings)
    return Settings(**tables, findings=tuple(findings))


def _table(name: str, values: dict, lines: list[str], findings: list[Diagnostic]):
    """The table's dataclass with ``values`` checked against its fields' types."""
    cls = TABLES[name]
    hints = get_type_hints(cls)
    by_key = {f.metadata.get("key", f.name): f for f in fields(cls)}
    checked = {}
    for key, value in values.items():
        spec = by_key.get(key)
        if spec is None:
            findings.append(_error(f"unknown key '{key}' in [{name}] (keys: {', '.join(by_key)})"
                                   f"{did_you_mean(key, by_key)}", _where(lines, name, key)))
            continue
        try:
            checked[spec.name] = _converted(value, hints[spec.name], spec.metadata)
        except _Refused as refused:
            findings.append(_error(f"[{name}] {key} must be {refused}, not {value!r}{refused.hint}",
                                   _where(lines, name, key, value=True)))
    return cls(**checked)


class _Refused(ValueError):
    """A value its field's type does not take; the message says what it takes."""

    def __init__(self, expected: str, hint: str = ""):
        super().__init__(expected)
        self.hint = hint


def _converted(value, hint, meta) -> Any:
    """``value`` as the field's type ``hint`` holds it, or _Refused."""
    origin, args = get_origin(hint), get_args(hint)
    if type(None) in args:    # optional: TOML has no null, so a written value is the other type
        return _converted(value, args[0], meta)
    if origin is tuple and args[-1] is Ellipsis:
        return _list_of(value, args[0], meta)
    if origin is tuple:
        return _numbers(value, len(args), meta["limit"])
    if isinstance(hint, type) and issubclass(hint, Word):
        if hint is Bleed and isinstance(value, bool):   # bleed = true / false
            value = Bleed.ON if value else Bleed.OFF
        choices = hint.choices()
        if value not in choices:
            raise _Refused(f"one of {', '.join(choices)}",
                           did_you_mean(value, choices) if isinstance(value, str) else "")
        return hint(value)
    if hint is bool and not isinstance(value, bool):
        raise _Refused("true or false")
    if hint is int:
        low, high = meta["range"]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise _Refused(f"a whole number from {low} to {high}")
    if hint is str and not isinstance(value, str):
        raise _Refused("text")
    return value


def _list_of(value, item, meta) -> tuple:
    if meta.get("one") and not isinstance(value, list):
        value = [value]
    if not isinstance(value, list) or (meta.get("one") and not value):
        raise _Refused("a list of text" if item is str else f"one of {', '.join(item.choices())} "
                       "or a list of them")
    try:
        return tuple(_converted(v, item, meta) for v in value)
    except _Refused as refused:
        raise _Refused(f"a list of {refused}" if item is str else f"{refused} or a list of them",
                       refused.hint) from None


def _numbers(value, count: int, limit: float) -> tuple:
    if (not isinstance(value, list) or len(value) != count
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
        raise _Refused(f"{count} numbers in mm")
    if max(abs(v) for v in value) > limit:
        raise _Refused(f"within {limit} mm either way (more is a printer fault, not an offset)")
    return tuple(float(v) for v in value)


def rules_folder_name(root: Path) -> str | None:
    """The folder of the project's own rules that ``[rules] python`` names; None when it names none."""
    name = read_settings(root).rules.python
    return name if name and name.strip() else None


def key_position(root: Path, table: str, key: str) -> Position:
    """Where ``key`` of ``table`` is written in ``root``'s generator.toml (see _where)."""
    path = root / SETTINGS_FILE
    return _where(path.read_text(encoding="utf-8").splitlines() if path.is_file() else [], table, key)


_HEADER = re.compile(r"\s*\[\s*([^\[\]]+?)\s*\]")


def _where(lines: list[str], table: str | None, key: str | None = None, value: bool = False) -> Position:
    """Where ``key`` of ``table`` (or the table's header, or a key outside every table) is
    written: found by a scan of the lines for ``[table]`` and ``key =``; the table's line, else
    the first, when it is written otherwise (dotted keys, inline tables)."""
    current, found = None, Position(SETTINGS_FILE, 1, 1)
    for number, text in enumerate(lines, 1):
        header = _HEADER.match(text)
        if header:
            current = header[1].strip("\"'")
            if current == table:
                found = Position(SETTINGS_FILE, number, header.start(1) + 1)
                if key is None:
                    return found
        elif current == table and key is not None:
            written = re.match(rf"\s*([\"']?){re.escape(key)}\1\s*=\s*", text)
            if written:
                return Position(SETTINGS_FILE, number, (written.end() if value else written.start(1)) + 1)
    return found


def _error(message: str, pos: Position) -> Diagnostic:
    return Diagnostic(RULE, Severity.ERROR, message, pos)
