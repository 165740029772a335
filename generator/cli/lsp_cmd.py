"""``lsp``: the language server over stdio, for editors (see docs/editors.md)."""

from __future__ import annotations

from pathlib import Path


def add_parser(sub) -> None:
    p = sub.add_parser("lsp", help="run the language server over stdio (for editors)")
    p.set_defaults(run=run, needs_project=False)


def run(args, root: Path | None) -> int:
    """The project is --project when given, else the editor's workspace folder, else the current one."""
    from generator.lsp.server import make_server

    given = getattr(args, "project", None)
    make_server(Path(given) if given else None).start_io()
    return 0
