"""``serve``: a local preview page that follows every save (see docs/editors.md)."""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from pathlib import Path

from generator.cli.display_paths import display_prefix, for_display
from generator.cli.errors import UsageError
from generator.cli.formats import as_text
from generator.cli.project_root import check_known_games

DEFAULT_PORT = 8017


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="serve a preview page on this machine that follows every save")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"port on the loopback interface (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--host", default="127.0.0.1", help="loopback address to listen on (127.0.0.1 or ::1)")
    p.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    p.add_argument("--editor", metavar="URL",
                   help="also link each finding to your editor, e.g. 'vscode://file/{path}:{line}:{column}'")
    p.add_argument("--no-build", action="store_true",
                   help="only the card images, drawn in memory: no background build into output/")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    from generator.output.card_images import card_ppi
    from generator.output.staging import recover_output
    from generator.serve.preview import Preview, say

    check_known_games(root, args.game)
    recover_output(root / "output", root)   # the page serves output/: put back what a killed build moved aside
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port {args.port}: give a port from 0 to 65535")

    def show(findings) -> None:
        say(as_text(for_display(findings, root)))

    preview = Preview(root, args.host, args.port, tuple(args.game), card_ppi(root), args.editor,
                      build=not args.no_build, show=show, prefix=display_prefix(root))
    try:
        say(f"preview at {preview.url} (Ctrl-C to stop)")
        preview.start()
        with _sigterm_told() as told:
            try:
                preview.watch()
            except KeyboardInterrupt:
                if told:  # the watcher reports any signal as Ctrl-C; SIGTERM keeps its own exit code
                    from generator.cli.main import Terminated

                    raise Terminated() from None
                raise
    finally:
        preview.stop()
    return 0


@contextmanager
def _sigterm_told():
    """A list that holds True once SIGTERM came (the handler then raises as before)."""
    told: list[bool] = []
    if threading.current_thread() is not threading.main_thread():
        yield told
        return
    previous = signal.getsignal(signal.SIGTERM)

    def terminate(signum, frame):
        told.append(True)
        if callable(previous):
            previous(signum, frame)
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, terminate)
    try:
        yield told
    finally:
        signal.signal(signal.SIGTERM, previous)
