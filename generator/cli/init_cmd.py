"""``init DIR``: start a new project from the built-in starter game, ready to validate and build."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.errors import EXIT_CLEAN, UsageError
from generator.output.scaffold import ScaffoldError, Starter, game_id_for, scaffold


def add_parser(sub) -> None:
    p = sub.add_parser("init", help="start a new project (a small starter game to grow)")
    p.add_argument("folder", metavar="DIR", help="the project folder (made if missing)")
    p.add_argument("--game", metavar="ID", help="the game's ID (default: from the folder name)")
    p.add_argument("--title", help="the game's title (default: from the ID)")
    p.set_defaults(run=run, needs_project=False)


def run(args, root: Path | None) -> int:
    folder = Path(args.folder).expanduser()
    game_id = args.game or game_id_for(folder.resolve())
    title = args.title or game_id.replace("-", " ").title()
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{folder}: not a folder")
    try:
        written = scaffold(folder, Starter(game_id, title))
    except ScaffoldError as exc:
        raise UsageError(str(exc)) from None
    for path in written:
        print(f"wrote {path}", file=sys.stderr)
    print(f"Next: boardgame-generator --project {folder} validate, then build.", file=sys.stderr)
    return EXIT_CLEAN
