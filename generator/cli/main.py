"""Command line: ``python -m generator <command>``.

Exit codes: 0 clean, 1 findings, 2 usage or a refusing environment, 3 internal, 130 interrupted
(Ctrl-C), 143 terminated (SIGTERM)."""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import os
import signal
import sys
from contextlib import contextmanager

from generator import __version__
from generator.cli.errors import (
    EXIT_CLEAN, EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_TERMINATED, EXIT_USAGE, UsageError,
    environment_error,
)
from generator.cli.project_root import find_root
from generator.cli.streams import escape_unencodable, silence_stdout


def _help_width() -> int:
    """The help's width as argparse works it out (shutil.get_terminal_size, less 2), without
    importing shutil: its archive libraries cost a validate run about 6 ms of start-up."""
    try:
        columns = int(os.environ.get("COLUMNS", 0))
    except ValueError:
        columns = 0
    if columns <= 0 and sys.__stdout__ is not None:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (ValueError, OSError):   # not a terminal, or a stream without a file
            columns = 0
    return (columns or 80) - 2


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", functools.partial(argparse.HelpFormatter, width=_help_width()))
        super().__init__(*args, **kwargs)

    def error(self, message):  # argparse exits 2 on usage errors, as we do
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        sys.exit(EXIT_USAGE)


# Each command's module, in the order of the help; only the one asked for is imported when the
# command line names it (a command's module imports what it needs: validate neither ReportLab nor Pillow).
COMMANDS = {"init": "init_cmd", "validate": "validate_cmd", "report": "report_cmd", "schema": "schema_cmd",
            "build": "build_cmd", "rules": "rules_cmd", "preview": "preview_cmd",
            "export-sheet": "export_sheet_cmd", "i18n": "i18n_cmd", "lsp": "lsp_cmd", "serve": "serve_cmd"}


def _named_command(argv: list[str]) -> str | None:
    """The command ``argv`` names before any help or version option, or None (then all are set up)."""
    words = iter(argv)
    for word in words:
        if word in ("-h", "--help", "--version"):
            return None
        if word == "--project":
            next(words, None)
        elif not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def make_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``argv`` naming a command, only that command's."""
    parser = _Parser(prog="generator", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--project", metavar="DIR", help="project folder (default: nearest with content/)")
    parser.add_argument("--debug", action="store_true",
                        help="show a traceback on internal errors, and of a rule that raises")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    named = _named_command(argv) if argv is not None else None
    for name in [named] if named else COMMANDS:
        importlib.import_module(f"generator.cli.{COMMANDS[name]}").add_parser(sub)
    for command_parser in sub.choices.values():  # also after the command, as hooks pass it
        command_parser.add_argument("--project", metavar="DIR", default=argparse.SUPPRESS,
                                    help="project folder (default: nearest with content/)")
    return parser


class Terminated(BaseException):
    """SIGTERM, raised where the program is, so that staging folders are cleared on the way out."""


@contextmanager
def _sigterm_raises():
    def terminate(signum, frame):
        raise Terminated()

    try:
        previous = signal.signal(signal.SIGTERM, terminate)
    except ValueError:   # not the main thread, where alone handlers can be set
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: list[str] | None = None) -> int:
    escape_unencodable()
    argv = sys.argv[1:] if argv is None else argv
    args = make_parser(argv).parse_args(argv)
    try:
        with _sigterm_raises(), _debug_log(args.debug):
            root = find_root(args.project) if getattr(args, "needs_project", True) else None
            return args.run(args, root)
    except UsageError as exc:
        print(f"generator: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("generator: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Terminated:
        print("generator: terminated", file=sys.stderr)
        return EXIT_TERMINATED
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        silence_stdout()
        return EXIT_CLEAN
    except OSError as exc:
        if exc.errno is None:  # not the system's refusal (e.g. Pillow's): a crash
            return _internal(args, exc)
        print(f"generator: error: {environment_error(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as exc:  # a crash must never look like invalid content
        return _internal(args, exc)


@contextmanager
def _debug_log(shown: bool):
    """Under ``--debug``, the tool's debug log (such as the traceback of a rule that raised) on
    stderr while the command runs."""
    if not shown:
        yield
        return
    import logging

    class ToStderr(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            print(f"generator: debug: {self.format(record)}", file=sys.stderr)

    log, handler = logging.getLogger("generator"), ToStderr()
    previous = log.level
    log.addHandler(handler)
    log.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        log.removeHandler(handler)
        log.setLevel(previous)


def _internal(args, exc: Exception) -> int:
    if args.debug:
        import traceback

        traceback.print_exc()
    print(f"generator: internal error: {type(exc).__name__}: {exc} (run with --debug for details)",
          file=sys.stderr)
    return EXIT_INTERNAL


def run() -> None:
    """The command line's entry point: ``main`` with the process's arguments, then exit with its code."""
    code = main()
    if code == EXIT_INTERRUPTED or (_no_other_thread() and _exit_handlers_run()):
        # Leave at once: tearing the interpreter down (every module and the loaded model freed one
        # object at a time) took a tenth of a short validate run and about 20 ms of the shipped build.
        # Nothing is lost: the exit handlers (libraries' clean-ups, temporary folders) have run,
        # the streams are flushed, and no other thread is waiting. After a Ctrl-C it is taken
        # always: one landing while Python runs code made from a string (a dataclass created
        # during a lazy import) makes the interpreter end itself by SIGINT at exit, whatever code
        # main returned, and main has cleaned up already.
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):   # a closed pipe or stream: let the interpreter's own exit deal with it
            pass
        else:
            os._exit(code)
    # The process ends here: its last collection need not scan every object still alive (the
    # loaded model, the modules).
    gc.freeze()
    sys.exit(code)


def _no_other_thread() -> bool:
    """Whether this is the process's only thread (the interpreter's exit would wait for another)."""
    threading = sys.modules.get("threading")   # never imported: no thread was started with it
    return threading is None or threading.active_count() == 1


def _exit_handlers_run() -> bool:
    """Run the exit handlers now, as the interpreter's exit would (each once: they are gone
    after); False where this Python has no way to (then its own exit runs them)."""
    import atexit

    run_all = getattr(atexit, "_run_exitfuncs", None)   # CPython's
    if run_all is None:
        return False
    run_all()
    return True
