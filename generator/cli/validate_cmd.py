"""``validate [PATH ...]``: load everything, run every rule, print the findings (with PATHs: the
findings in them and every error of their games; see generator.cli.path_filter). A run whose
inputs are all as they were last time shows the findings kept then (generator.cli.check_cache)."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from generator.cli import check_cache
from generator.cli import path_filter
from generator.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, UsageError
from generator.cli.display_paths import for_display
from generator.cli.formats import FORMATS, render
from generator.cli.streams import write_out
from generator.diagnostics import Severity


def add_parser(sub) -> None:
    p = sub.add_parser("validate", help="check the content and print findings")
    p.add_argument("paths", nargs="*", metavar="PATH",
                   help="report the findings in these files or folders, and every error of the "
                        "games they lie in (all content is still checked)")
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="output format (default: text, or github when GITHUB_ACTIONS=true)")
    p.add_argument("--strict", action="store_true", help="warnings fail too")
    p.add_argument("--help-uri", metavar="URI",
                   help="where each rule's documentation lives, with {rule} for its ID (SARIF helpUri)")
    p.add_argument("--no-cache", action="store_true",
                   help=f"check everything again and keep nothing in the user's cache folder "
                        f"(also when {check_cache.OFF_VARIABLE} is set)")
    p.set_defaults(run=run)


def shown_paths(root: Path, paths: list[str]) -> list[str]:
    """The given paths as the project-relative POSIX paths that diagnostics use."""
    shown = []
    for given in paths:
        path = Path(given).resolve()
        if not path.exists():
            raise UsageError(f"{given}: no such file or folder")
        try:
            shown.append(path.relative_to(root).as_posix())
        except ValueError:
            raise UsageError(f"{given}: outside the project {root}") from None
    return shown


def run(args, root: Path) -> int:
    from generator.output.staging import recover_output

    filters = shown_paths(root, args.paths)
    recover_output(root / "output", root)   # what a build killed mid-swap left (usually nothing)
    result = checked(root, use_cache=not (args.no_cache or args.debug or check_cache.turned_off()))
    found = path_filter.select(list(result.diagnostics), filters, args.strict)
    fmt = args.format or ("github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text")
    text = render(for_display(found, root), fmt, list(result.rules), args.help_uri)
    errors = sum(d.severity is Severity.ERROR for d in found)
    warnings = sum(d.severity is Severity.WARNING for d in found)
    failed = errors or (args.strict and warnings)
    if text:
        write_out(text)  # a reader that stops early (`| head`) leaves the exit code as it is
    print(f"{errors} error(s), {warnings} warning(s) in {result.files} file(s) of "
          f"{result.games} game(s)", file=sys.stderr)
    return EXIT_FINDINGS if failed else EXIT_CLEAN


def validate(root: Path) -> check_cache.Checked:
    """A full check of the project.

    The cyclic garbage collector is off meanwhile: all it would find to scan are the tool's
    modules and the loaded model, which live until the check ends, so it cost time (about 8 ms of
    the shipped content's check) and freed nothing (the same peak memory with it off, 75 MB at
    9,000 cards and 295 MB at 45,000; what the rules leave is freed as its last reference goes).
    What is alive then is frozen before it is turned on again, or its first collection would scan
    all that (5 ms; the command ends next); reference counting still frees it."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        return _checked_now(root)
    finally:
        if was_on:
            gc.freeze()
            gc.enable()


def _checked_now(root: Path) -> check_cache.Checked:
    from generator.validation import validate as full_check

    whole = full_check(root)
    games = whole.project.games.values()
    return check_cache.checked(whole.diagnostics, whole.rules(), sum(len(g.files) for g in games), len(games))


def checked(root: Path, use_cache: bool = True) -> check_cache.Checked:
    """The project's findings: those kept for the very same inputs, else a full check's (then kept)."""
    key = check_cache.run_key(root) if use_cache else None
    if key is not None:
        kept = check_cache.load(root, key)
        if kept is not None:
            return kept
    value = validate(root)
    if key is not None and check_cache.run_key(root) == key:   # not kept when a file changed meanwhile
        check_cache.store(root, key, value)
    return value
