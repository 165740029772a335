"""The build command's kit options, layered over the project's generator.toml, and their checks
against the project: the games, components and on-request decks they name."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from generator.settings_file import (
    HOME_PAPERS, KIT, MAX_BACK_OFFSET_MM, SETTINGS_FILE, Bleed, Duplex, KitSettings, Paper,
)

SECTIONS = ("calibration", "cards", "tokens", "tracks", "boards", "tables", "stand-ins")
SWITCHES = ("full_bleed_backs", "ink_saver", "blanks", "stand_ins", "print_on_demand", "booklet")


class SettingsError(ValueError):
    """A bad option, named with where it came from."""


def add_arguments(parser) -> None:
    group = parser.add_argument_group("print-and-play kit (defaults from [kit] in generator.toml)")
    doc = {key: field.doc for key, field in KIT.fields.items()}
    group.add_argument("--paper", choices=[*Paper.choices(), "both"], help="paper size of the kits (default: both, "
                                                                            "meaning A4 and Letter)")
    group.add_argument("--duplex", choices=Duplex.choices(), help=doc["duplex"] + " (default: long-edge)")
    group.add_argument("--back-offset", metavar="X,Y", help=doc["back_offset_mm"])
    group.add_argument("--bleed", choices=Bleed.choices(), help=doc["bleed"])
    for key in SWITCHES:
        group.add_argument(f"--{key.replace('_', '-')}", action=argparse.BooleanOptionalAction, default=None,
                           help=doc[key])
    group.add_argument("--on-request", action="append", metavar="DECK", help=doc["on_request"] + " (repeatable)")
    group.add_argument("--component", action="append", metavar="NAME", help="print only this section "
                       f"({', '.join(SECTIONS)}) or this deck, sheet, track, board or table ID (repeatable)")


def settings_from(args, kit: KitSettings) -> KitSettings:
    """The project's kit settings with the command line's options on top (argparse has checked
    the choices); SettingsError when an option is bad."""

    def opt(name: str) -> Any:   # callers may pass a bare Namespace
        return getattr(args, name, None)

    paper = opt("paper")
    values = {
        "papers": HOME_PAPERS if paper == "both" else (Paper(paper),) if paper else None,
        "duplex": Duplex(opt("duplex")) if opt("duplex") else None,
        "back_offset": _offset(opt("back_offset")) if opt("back_offset") else None,
        "bleed": Bleed(opt("bleed")) if opt("bleed") else None,
        "components": opt("component") and tuple(opt("component")),
        "on_request": opt("on_request") and tuple(opt("on_request")),
        **{name: opt(name) for name in SWITCHES},
    }
    return replace(kit, **{name: value for name, value in values.items() if value is not None})


def _offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise SettingsError(f"command line: --back-offset is X,Y in mm (e.g. 0.5,-1), not {text!r}") from None
    if max(abs(x), abs(y)) > MAX_BACK_OFFSET_MM:
        raise SettingsError(f"command line: a back offset over {MAX_BACK_OFFSET_MM} mm is a printer fault, "
                            "not an offset")
    return x, y


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
