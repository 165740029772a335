"""``init DIR``: start a new project from the built-in starter game, ready to validate and build."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.errors import EXIT_CLEAN, UsageError
from generator.output.scaffold import ScaffoldError, Starter, game_id_for, scaffold, tool_requirement


def add_parser(sub) -> None:
    p = sub.add_parser("init", help="start a new project (a small starter game to grow)")
    p.add_argument("folder", metavar="DIR", help="the project folder (made if missing)")
    p.add_argument("--game", metavar="ID", help="the game's ID (default: from the folder name)")
    p.add_argument("--title", help="the game's title (default: from the ID)")
    p.add_argument("--ci", action="store_true",
                   help="also write a GitHub Actions workflow and a pre-commit configuration that run validate")
    p.add_argument("--tool", metavar="REQUIREMENT",
                   help="how those install the tool, as a pip requirement (default: this version, "
                        f"{tool_requirement()}; or a pinned commit: 'boardgame-generator @ git+URL@COMMIT')")
    p.set_defaults(run=run, needs_project=False)


def run(args, root: Path | None) -> int:
    folder = Path(args.folder).expanduser()
    game_id = args.game or game_id_for(folder.resolve())
    title = args.title or game_id.replace("-", " ").title()
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{folder}: not a folder")
    if args.tool and not args.ci:
        raise UsageError("--tool says how the CI files install the tool: give --ci too")
    try:
        requirement = (args.tool or tool_requirement()) if args.ci else None
        written = scaffold(folder, Starter(game_id, title), requirement)
    except ScaffoldError as exc:
        raise UsageError(str(exc)) from None
    for path in written:
        print(f"wrote {path}", file=sys.stderr)
    print(f"Next: boardgame-generator --project {folder} validate, then build.", file=sys.stderr)
    return EXIT_CLEAN
