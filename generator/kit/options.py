"""The build command's kit options, layered over the project's generator.toml."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from generator.kit.settings import SettingsError
from generator.settings_file import HOME_PAPERS, MAX_BACK_OFFSET_MM, Bleed, Duplex, KitSettings, Paper


def add_arguments(parser) -> None:
    group = parser.add_argument_group("print-and-play kit (defaults from [kit] in generator.toml)")
    group.add_argument("--paper", choices=[*Paper.choices(), "both"],
                       help="paper size of the kits (default: both, meaning A4 and Letter)")
    group.add_argument("--duplex", choices=Duplex.choices(), help="how card backs are printed (default: long-edge)")
    group.add_argument("--back-offset", metavar="X,Y", help="shift card back pages by X mm right, Y mm up")
    group.add_argument("--bleed", choices=Bleed.choices(), help="3 mm bleed: auto (full-bleed layouts), on or off")
    group.add_argument("--full-bleed-backs", action=argparse.BooleanOptionalAction, default=None,
                       help="card backs run 3 mm beyond the trim, so a back printed slightly off shows no edge")
    group.add_argument("--ink-saver", action=argparse.BooleanOptionalAction, default=None,
                       help="leave out background fills (--no-ink-saver: print them, whatever the settings file says)")
    group.add_argument("--blanks", action=argparse.BooleanOptionalAction, default=None,
                       help="print every copy of a card whose face is not known (default: one sheet of blanks)")
    group.add_argument("--stand-ins", action=argparse.BooleanOptionalAction, default=None,
                       help="counters standing in for miniatures, cubes and coins the player would supply "
                            "(default: on; --no-stand-ins leaves them out)")
    group.add_argument("--print-on-demand", action=argparse.BooleanOptionalAction, default=None,
                       help="also write every card as a PNG at 300 ppi with 1/8 inch bleed, the size card "
                            "printing services ask for (print-on-demand/)")
    group.add_argument("--on-request", action="append", metavar="DECK",
                       help="also print this deck, which the kit prints only when asked (an optional stand-in "
                            "deck, such as Rurik's community-schemes; repeatable)")
    group.add_argument("--booklet", action=argparse.BooleanOptionalAction, default=None,
                       help="also write the rules book as a booklet for saddle stitching: A5 pages on A4, "
                            "half-Letter on Letter, in booklet order, printed double-sided flipping on the short edge")
    group.add_argument("--component", action="append", metavar="NAME",
                       help="print only this section (cards, tokens, tracks, boards, tables, calibration) "
                            "or this deck, sheet, track, board or table ID (repeatable)")


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
        **{name: opt(name) for name in ("full_bleed_backs", "ink_saver", "blanks", "stand_ins",
                                        "print_on_demand", "booklet")},
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
