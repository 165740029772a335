"""The project's settings file, generator.toml, read once into one typed, frozen object.

Its tables and keys are declared below as records, the content's own schema mechanism: an
unknown table or key, or a value of the wrong type or outside its choices, is an error at its
line and column in the file (``settings-file``), and the key keeps its default.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.loading.positioned import PDict, PList
from generator.model.schema.records import Field, Record
from generator.model.schema.fields import INVALID, Boolean, Checker, Choice, Integer, ListOf, Number, Text, Type, refuse

SETTINGS_FILE = "generator.toml"
RULE = declare("settings-file", Severity.ERROR, """generator.toml holds known tables and keys with valid values.
    Each value has its key's type and range; a finding is reported at the key's line and column, with
    "did you mean" for a misspelt table or key, and refuses the build.
    Passes: ``[kit]`` with ``paper = "a4"``. Fails: ``[kits]``; ``paper = "A5"``; ``ppi = "many"``
    under ``[cards]``.""")
DEFAULT_PPI = 150
PPI_RANGE = (72, 600)
MAX_BACK_OFFSET_MM = 10   # beyond it a back offset is a printer fault, not an offset


class Word(str, Enum):
    """A value from a fixed set, written the same in generator.toml and on the command line."""

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def choices(cls) -> list[str]:
        return [str(word.value) for word in cls]


class Paper(Word):
    A4, LETTER, A3, TABLOID = "a4", "letter", "a3", "tabloid"


class Duplex(Word):
    LONG_EDGE, SHORT_EDGE, SIMPLEX, GUTTERFOLD = "long-edge", "short-edge", "simplex", "gutterfold"


class Bleed(Word):
    AUTO, ON, OFF = "auto", "on", "off"


HOME_PAPERS = (Paper.A4, Paper.LETTER)   # what kits print on unless told otherwise ("both")


@dataclass(frozen=True)
class KitSettings:
    """[kit]: how the print-and-play kits print (KIT below says what each key is; docs/kit.md)."""

    papers: tuple[Paper, ...] = HOME_PAPERS
    duplex: Duplex = Duplex.LONG_EDGE
    back_offset: tuple[float, float] = (0.0, 0.0)
    bleed: Bleed = Bleed.AUTO
    full_bleed_backs: bool = False
    ink_saver: bool = False
    blanks: bool = False
    stand_ins: bool = True
    print_on_demand: bool = False
    booklet: bool = False
    components: tuple[str, ...] = ()
    on_request: tuple[str, ...] = ()
    games: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()

    def wants(self, section: str, entity_id: str | None = None) -> bool:
        """Whether the kit includes ``section`` (or the entity ``entity_id`` of that section)."""
        if not self.components:
            return True
        return section in self.components or (entity_id is not None and entity_id in self.components)

    def prints_deck(self, deck) -> bool:
        """Whether the kit prints ``deck``: every deck, but an on-request one only when it is asked
        for (by ``on_request`` or by name in ``components``)."""
        return not deck.on_request or deck.id in self.on_request or deck.id in self.components

    @property
    def two_sided_pages(self) -> bool:
        """Whether backs print on the reverse of their fronts' sheet (so one-sided pages get blank backs)."""
        return self.duplex in (Duplex.LONG_EDGE, Duplex.SHORT_EDGE)


@dataclass(frozen=True)
class CardsSettings:
    """[cards]: the card images (docs/images.md)."""

    ppi: int = DEFAULT_PPI


@dataclass(frozen=True)
class RulesSettings:
    """[rules]: the project's own Python rules (docs/rules.md)."""

    python: str | None = None


@dataclass(frozen=True)
class Settings:
    """Every table of generator.toml (the defaults where it has none), and what was wrong in it."""

    kit: KitSettings = KitSettings()
    cards: CardsSettings = CardsSettings()
    rules: RulesSettings = RulesSettings()
    findings: tuple[Diagnostic, ...] = ()


class _Table(Record):
    """A table of generator.toml, built into its frozen dataclass; a key left out keeps its default."""

    def build(self, values, value, refused=()):
        return self.cls(**{name: tuple(v) if isinstance(v, list) else v for name, v in values.items() if v is not None})


class _Words(Type):
    """One of an enum's words, as its member; with ``many``, a list of them too (as a tuple)."""

    def __init__(self, words: type[Word], many: bool = False):
        self.words, self.many = words, many

    def check(self, value, pos, ck):
        if not self.many:
            return self._word(value, pos, ck)
        items = [self._word(v, pos, ck) for v in (value if isinstance(value, PList) and value else [value])]
        return INVALID if INVALID in items else tuple(items)

    def _word(self, value, pos, ck):
        if self.words is Bleed and isinstance(value, bool):   # bleed = true / false
            value = "on" if value else "off"
        word = Choice(*self.words.choices()).check(value, pos, ck)
        return INVALID if word is INVALID else self.words(word)


class _Offset(Type):
    """[x, y] in mm, each within MAX_BACK_OFFSET_MM either way, as a tuple of two floats."""

    def check(self, value, pos, ck):
        if not isinstance(value, PList) or len(value) != 2:
            return refuse(ck, "two numbers [x, y] in mm", value, pos)
        numbers = ListOf(Number(-MAX_BACK_OFFSET_MM, MAX_BACK_OFFSET_MM, " mm")).check(value, pos, ck)
        return tuple(float(n) for n in numbers) if numbers is not INVALID and len(numbers) == 2 else INVALID


KIT = _Table(KitSettings, "[kit]", {
    "paper": Field(_Words(Paper, many=True), "paper size of the kits, or a list of them", attr="papers"),
    "duplex": Field(_Words(Duplex), "how card backs are printed"),
    "back_offset_mm": Field(_Offset(), "shift of every back page, x right and y up, in mm", attr="back_offset"),
    "bleed": Field(_Words(Bleed), "3 mm bleed: auto (full-bleed layouts), on or off"),
    "full_bleed_backs": Field(Boolean(), "card backs run 3 mm beyond the trim, so a back printed slightly "
                                         "off shows no edge"),
    "ink_saver": Field(Boolean(), "leave out background fills"),
    "blanks": Field(Boolean(), "print every copy of a card whose face is not known (else one sheet of blanks)"),
    "stand_ins": Field(Boolean(), "counters standing in for miniatures, cubes and coins the player would supply"),
    "print_on_demand": Field(Boolean(), "also write every card as a PNG at 300 ppi with 1/8 inch bleed, the "
                                        "size card printing services ask for (print-on-demand/)"),
    "booklet": Field(Boolean(), "also write the rules book as a booklet for saddle stitching: A5 pages on A4, "
                                "half-Letter on Letter, printed double-sided flipping on the short edge"),
    "components": Field(ListOf(Text()), "sections (cards, tokens, tracks, boards, tables...) or IDs to print, [] all"),
    "on_request": Field(ListOf(Text()), "also print this deck, which the kit prints only when asked (an "
                                        "optional stand-in deck, such as Rurik's community-schemes)"),
    "games": Field(ListOf(Text()), "the games build builds when --game is not given; [] = all"),
    "languages": Field(ListOf(Text()), "translations build also builds (locale/<lang>.po)"),
})
SETTINGS = _Table(Settings, f"{SETTINGS_FILE}, whose tables are [kit], [cards] and [rules]", {
    "kit": Field(KIT, "the print-and-play kits (docs/kit.md)"),
    "cards": Field(_Table(CardsSettings, "[cards]", {
        "ppi": Field(Integer(*PPI_RANGE), "resolution of the card images")}), "card images (docs/images.md)"),
    "rules": Field(_Table(RulesSettings, "[rules]", {
        "python": Field(Text(), "the folder of the project's own Python rules")}), "its rules (docs/rules.md)"),
})


def read_settings(root: Path) -> Settings:
    """The settings of ``root``'s generator.toml; the defaults when it has none."""
    path = root / SETTINGS_FILE
    if not path.is_file():
        return Settings()
    if sys.version_info >= (3, 11):   # the parser loads only for a project that has the file
        import tomllib
    else:  # Python 3.10: the same parser, from PyPI
        import tomli as tomllib
    start = Position(SETTINGS_FILE, 1, 1)
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(findings=(RULE.at(f"cannot read it: {exc}", start),))
    except tomllib.TOMLDecodeError as exc:
        at = re.search(r"line (\d+), column (\d+)", str(exc))
        pos = Position(SETTINGS_FILE, int(at[1]), int(at[2])) if at else start
        return Settings(findings=(RULE.at(f"not valid TOML: {exc}", pos),))
    ck = Checker()
    settings = SETTINGS.check(_positioned(data, text.splitlines(), None, start), start, ck)
    return replace(settings, findings=tuple(sorted((replace(d, rule=RULE.id) for d in ck.diagnostics),
                                                   key=Diagnostic.sort_key)))


def _positioned(data: dict, lines: list[str], table: str | None, pos: Position) -> PDict:
    """A table as the YAML reader gives a mapping, with where each key and value is written."""
    out = PDict(pos)
    for key, value in data.items():
        if table is None and isinstance(value, dict):
            out.key_pos[key] = out.value_pos[key] = _where(lines, key)
            value = _positioned(value, lines, key, out.key_pos[key])
        else:
            out.key_pos[key], out.value_pos[key] = _where(lines, table, key), _where(lines, table, key, value=True)
        if isinstance(value, list):
            value, items = PList(out.value_pos[key]), value
            value.extend(items)
            value.item_pos.extend([value.pos] * len(items))
        out[key] = value
    return out


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
