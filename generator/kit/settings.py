"""Checks of the kit's settings ([kit] in generator.toml, generator.settings_file) against the
project: the games, components and on-request decks they name."""

from __future__ import annotations

from dataclasses import replace

from generator.settings_file import SETTINGS_FILE, KitSettings

SECTIONS = ("calibration", "cards", "tokens", "tracks", "boards", "tables", "stand-ins")


class SettingsError(ValueError):
    """A bad option, named with where it came from."""


def replace_components(settings: KitSettings, components: tuple[str, ...]) -> KitSettings:
    """The same settings, printing only ``components``."""
    return replace(settings, components=components)


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
