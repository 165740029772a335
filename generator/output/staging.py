"""Build into a staging folder and swap it in only when complete.

A failed or interrupted build leaves the previous output as it was. The tool only ever replaces
a folder that holds its marker file, and refuses output folders that are, or contain, the
project root or its content/.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from generator.errors import UsageError

MARKER = ".generator-output"


def check_output_dir(out: Path, root: Path) -> None:
    """Refuse an output folder that would endanger the project or a folder the tool did not make."""
    out, root = out.resolve(), root.resolve()
    content = root / "content"
    if out == root or root.is_relative_to(out):
        raise UsageError(f"{out}: refusing to build into the project folder or one that contains it")
    if out == content or out.is_relative_to(content) or content.is_relative_to(out):
        raise UsageError(f"{out}: refusing to build into or around content/")
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise UsageError(f"{out}: not empty and not made by this tool (no {MARKER}); "
                         "choose another --out or empty it yourself")


@contextmanager
def _build_lock(out: Path):
    """Hold an exclusive lock for builds into ``out``; refuse when another build holds it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory locks, builds are not shared
        yield
        return
    with open(out.parent / f".{out.name}.lock", "w") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise UsageError(f"{out}: another build is writing there; try again when it ends") from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _remove_stale(out: Path) -> None:
    """Remove staging and retired folders that an interrupted build left (only ours: marked)."""
    for pattern in (f".{out.name}.building-*", f".{out.name}.old-*"):
        for folder in out.parent.glob(pattern):
            if folder.is_dir() and (folder / MARKER).exists():
                shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def staged_output(out: Path, keep_previous: bool):
    """Yield a staging folder; on success it replaces ``out``, on failure it is removed.

    With ``keep_previous``, staging starts as a copy of the current output, so a partial build
    (one game) keeps the other games' files. One build at a time writes to ``out``; what an
    interrupted build left behind is cleared first.
    """
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    with _build_lock(out):
        _remove_stale(out)
        with _staging(out, keep_previous) as staging:
            yield staging


@contextmanager
def _staging(out: Path, keep_previous: bool):
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.building-", dir=out.parent))
    staging.chmod(_folder_mode())
    try:
        if keep_previous and (out / MARKER).exists():
            shutil.rmtree(staging)
            shutil.copytree(out, staging)
        (staging / MARKER).write_text("Made by `python -m generator build`; safe to delete.\n")
        yield staging
        _swap(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _folder_mode() -> int:
    """0o777 less the process umask, as a plain mkdir would give."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o777 & ~umask


def _swap(staging: Path, out: Path) -> None:
    if not out.exists():
        os.replace(staging, out)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
    retired.rmdir()
    os.replace(out, retired)
    try:
        os.replace(staging, out)
    except BaseException:
        os.replace(retired, out)
        raise
    shutil.rmtree(retired, ignore_errors=True)
