"""Kit options: defaults, the project's settings file (generator.toml, table [kit]) and the CLI.

```toml
[kit]
paper = ["a4", "letter"]     # or one of them; "a3" or "tabloid" for larger sheets
duplex = "long-edge"         # long-edge, short-edge, simplex or gutterfold
back_offset_mm = [0.0, 0.0]  # shift of every back page (x right, y up), from the calibration page
bleed = "auto"               # auto (where a layout has a full-bleed background), on or off
full_bleed_backs = false     # card backs run 3 mm beyond the trim, whatever the layout
ink_saver = false            # no background fills
blanks = false               # every copy of a card whose face is not known (else one sheet)
stand_ins = true             # counters standing in for pieces the player would supply
print_on_demand = false      # card images at 300 ppi with 1/8 inch bleed, for card printers
booklet = false              # the rules book also as a booklet (A5 on A4, half-Letter on Letter)
components = []              # sections (cards, tokens, tracks, boards, tables, calibration) or IDs
on_request = []              # decks printed only when asked (their on_request: true), by ID
games = []                   # game IDs `build` builds when --game is not given; [] = all
languages = []               # translations `build` also builds (locale/<lang>.po), e.g. ["ru"]
```
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path

from generator.layout.imposition import MODES
from generator.layout.units import HOME_PAPERS, PAPERS
from generator.settings_file import SETTINGS_FILE, SettingsFileError, settings_table

SECTIONS = ("calibration", "cards", "tokens", "tracks", "boards", "tables", "stand-ins")
BLEEDS = ("auto", "on", "off")
BOOLEANS = ("full_bleed_backs", "ink_saver", "blanks", "stand_ins", "print_on_demand", "booklet")


class SettingsError(ValueError):
    """A bad option, named with where it came from."""


@dataclass(frozen=True)
class KitSettings:
    papers: tuple[str, ...] = HOME_PAPERS
    duplex: str = "long-edge"
    back_offset: tuple[float, float] = (0.0, 0.0)
    bleed: str = "auto"
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
    tts_base_url: str | None = None   # where the game folders' files are hosted, for the TTS save's URLs

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
        return self.duplex in ("long-edge", "short-edge")


def load_settings(root: Path) -> KitSettings:
    """The [kit] table of the project's generator.toml, or the defaults without one."""
    try:
        table = settings_table(root, "kit")
    except SettingsFileError as exc:
        raise SettingsError(str(exc)) from None
    return apply(KitSettings(), table, SETTINGS_FILE)


def apply(settings: KitSettings, values: dict, where: str) -> KitSettings:
    """``settings`` with ``values`` (settings-file keys) checked and applied."""
    known = {"paper", "duplex", "back_offset_mm", "bleed", "full_bleed_backs", "ink_saver", "blanks",
             "stand_ins", "print_on_demand", "booklet", "components", "on_request", "games", "languages"}
    changes = {}
    for key, value in values.items():
        if value is None:
            continue
        if key not in known:
            raise SettingsError(f"{where}: unknown kit option '{key}'; options: {', '.join(sorted(known))}")
        changes.update(_check(key, value, where))
    return replace(settings, **changes)


def _check(key: str, value, where: str) -> dict:
    if key == "paper":
        papers = (value,) if isinstance(value, str) else tuple(value)
        bad = [p for p in papers if p not in PAPERS]
        if bad or not papers:
            raise SettingsError(f"{where}: paper must be {' or '.join(PAPERS)} (or a list of them), not {value!r}")
        return {"papers": papers}
    if key == "duplex":
        if value not in MODES:
            raise SettingsError(f"{where}: duplex must be one of {', '.join(MODES)}, not {value!r}")
        return {"duplex": value}
    if key == "back_offset_mm":
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
            raise SettingsError(f"{where}: back_offset_mm is two numbers [x, y] in mm, not {value!r}")
        if max(abs(v) for v in value) > 10:
            raise SettingsError(f"{where}: a back offset over 10 mm is a printer fault, not an offset")
        return {"back_offset": (float(value[0]), float(value[1]))}
    if key == "bleed":
        value = {True: "on", False: "off"}.get(value, value)
        if value not in BLEEDS:
            raise SettingsError(f"{where}: bleed must be one of {', '.join(BLEEDS)}, not {value!r}")
        return {"bleed": value}
    if key in BOOLEANS:
        if not isinstance(value, bool):
            raise SettingsError(f"{where}: {key} is true or false, not {value!r}")
        return {key: value}
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        what = {"games": "game IDs", "languages": "language tags"}.get(key, "sections or IDs")
        raise SettingsError(f"{where}: {key} is a list of {what}, not {value!r}")
    return {key: tuple(value)}


def replace_components(settings: KitSettings, components: tuple[str, ...]) -> KitSettings:
    """The same settings, printing only ``components``."""
    return replace(settings, components=components)


def option_names() -> list[str]:
    return [f.name for f in fields(KitSettings)]


def check_games(settings: KitSettings, known: list[str]) -> None:
    """Every game the settings file's ``games`` names is a game of the project."""
    unknown = [g for g in settings.games if g not in known]
    if unknown:
        raise SettingsError(f"{SETTINGS_FILE}: [kit] games names unknown game(s) {', '.join(unknown)}; "
                            f"known: {', '.join(known)}")


def check_components(settings: KitSettings, project) -> None:
    """Every name in ``components`` is a section or an ID of something the kit prints."""
    known = set(SECTIONS)
    for game in project.games.values():
        for group in (game.decks, game.sheets, game.tracks, game.boards, game.tables):
            known.update(entity.id for entity in group)
    unknown = [name for name in settings.components if name not in known]
    if unknown:
        raise SettingsError(f"components: {', '.join(unknown)} is not a section ({', '.join(SECTIONS)}) "
                            "nor the ID of a deck, sheet, track, board or table")
    check_on_request(settings, project)


def check_on_request(settings: KitSettings, project) -> None:
    """Every name in ``on_request`` is a deck printed on request. A name no loaded game has is
    only refused when every game of the project is loaded (a build of some games reads the others'
    names in the same settings file)."""
    from generator.model.build import game_folders

    decks = {deck.id: deck for game in project.games.values() for deck in game.decks}
    optional = sorted(d for d, deck in decks.items() if deck.on_request)
    every_game = {f.name for f in game_folders(project.root)} <= set(project.games)
    wrong = [name for name in settings.on_request
             if (name in decks and not decks[name].on_request) or (name not in decks and every_game)]
    if wrong:
        raise SettingsError(f"on_request: {', '.join(wrong)} is not a deck printed on request "
                            f"(those are: {', '.join(optional) or 'none'})")
