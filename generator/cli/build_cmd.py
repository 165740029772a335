"""``build``: validate, then write every game's outputs atomically into output/."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from generator.cli.errors import EXIT_FINDINGS, UsageError
from generator.cli.formats import as_text
from generator.kit import options as kit_options
from generator.kit.settings import SettingsError, check_components, check_games
from generator.model.build import game_folders
from generator.validation import validate

if TYPE_CHECKING:
    from generator.output.pipeline import Pipeline


def add_parser(sub) -> None:
    p = sub.add_parser("build", help="validate, then build kits and references into output/")
    p.add_argument("--game", action="append", default=[], help="build only this game (repeatable)")
    p.add_argument("--out", metavar="DIR", help="output folder (default: output/ in the project)")
    p.add_argument("--card-ppi", type=int, metavar="N",
                   help="resolution of the card PNGs (default: [cards] ppi in generator.toml, else 150)")
    kit_options.add_arguments(p)
    p.set_defaults(run=run)


def run(args, root: Path, pipeline: Pipeline | None = None) -> int:
    # Rendering modules load only when building, so `validate` starts fast.
    from generator.kit.progress import Progress
    from generator.output.pipeline import BuildOptions, BuildRefused, Pipeline

    known = [f.name for f in game_folders(root)]
    for game in args.game:
        if game not in known:
            raise UsageError(f"unknown game '{game}'; known: {', '.join(known)}")
    try:
        kit = kit_options.settings_from(args, root)
        check_games(kit, known)
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    games = tuple(args.game) or kit.games   # --game wins over [kit] games in generator.toml
    result = validate(root, list(games) or None)
    errors = result.errors()
    if errors:
        print(as_text(errors), file=sys.stderr)
        print(f"build refused: {len(errors)} error(s) in the content; nothing was written",
              file=sys.stderr)
        return EXIT_FINDINGS
    try:
        check_components(kit, result.project)
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    out = Path(args.out).resolve() if args.out else root / "output"
    progress = Progress()
    card_ppi = None
    if getattr(args, "card_ppi", None) is not None:
        from generator.render.png_build import check_ppi

        card_ppi = check_ppi(args.card_ppi, "--card-ppi")
    options = BuildOptions(out=out, games=games, kit=kit, progress=progress,
                           card_ppi=card_ppi)
    try:
        written = (pipeline or Pipeline()).run(result.project, options)
    except BuildRefused as refused:
        progress.finish()
        print(as_text(refused.diagnostics), file=sys.stderr)
        print(f"build refused: {len(refused.diagnostics)} error(s); the previous output was left as it was",
              file=sys.stderr)
        return EXIT_FINDINGS
    progress.finish()
    print(f"wrote {len(written)} file(s) to {out}", file=sys.stderr)
    for path in sorted(written):
        print(f"  {path.as_posix()}", file=sys.stderr)
    for line in progress.summary:
        print(f"  kit {line}", file=sys.stderr)
    return 0
