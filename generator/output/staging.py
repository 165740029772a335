"""Build into a staging folder and swap it in only when complete.

A failed or interrupted build leaves the previous output as it was. The tool only ever replaces
a folder that holds its marker file, and refuses output folders that are, or contain, the
project root or its content/. Every command writing into one output tree (``build`` into
``output/``, ``preview`` into ``output/preview/``) holds the same kernel lock, which a killed
process cannot keep. Whatever instant a run is killed at, the next run finds the previous output
(or the new one) in place, and clears what the killed run left.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager, suppress
from pathlib import Path

from generator.child_processes import parent_only, released
from generator.errors import UsageError

MARKER = ".generator-output"
MARKER_TEXT = "Made by boardgame-generator; safe to delete.\n"
KEPT_BY_BUILD = ("preview",)  # folders of output/ that other commands write: a build keeps them


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
    if out.is_dir() and os.path.ismount(out):
        raise UsageError(f"{out}: is a mount point, which cannot be replaced whole; "
                         f"give a folder inside it (--out {out / 'output'})")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise UsageError(f"{out}: not empty and not made by this tool (no {MARKER}); "
                         "choose another --out or empty it yourself")


def tree_of(out: Path, root: Path) -> Path:
    """The output tree ``out`` lies in: its top folder inside the project (``output/`` for
    ``output/preview/``), else the outermost folder of ours around it, else ``out`` itself."""
    if out.is_relative_to(root) and out != root:
        return root / out.relative_to(root).parts[0]
    top = out
    while top.parent != top and (top.parent / MARKER).exists():
        top = top.parent
    return top


@contextmanager
def _lock(tree: Path):
    """Hold the exclusive lock of ``tree``; refuse when another command holds it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory locks, builds are not shared
        yield
        return
    fd = os.open(tree.parent / f".{tree.name}.lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o666)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise UsageError(f"{tree}: another build or preview is writing there; "
                             "try again when it ends") from None
        parent_only(fd)
        yield
    finally:
        released(fd)
        os.close(fd)  # closing the last descriptor releases the lock


def _ours(folder: Path) -> list[Path]:
    """Staging and retired folders of ``folder`` that a killed run left, newest first."""
    found = [p for pattern in (f".{folder.name}.building-*", f".{folder.name}.old-*")
             for p in folder.parent.glob(pattern) if p.is_dir() and not p.is_symlink()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def _recover(folder: Path) -> None:
    """Put back the previous output when a run was killed between the two renames of its swap."""
    if folder.exists():
        return
    retired = [p for p in _ours(folder) if ".old-" in p.name and (p / MARKER).exists()]
    if retired:
        os.replace(retired[0], folder)


def _remove_stale(folder: Path) -> None:
    """Remove what killed runs left: marked folders, and empty ones (killed before marking)."""
    for stale in _ours(folder):
        if (stale / MARKER).exists():
            remove_ours(stale)
        elif not any(stale.iterdir()):
            stale.rmdir()


def remove_ours(folder: Path) -> None:
    """Delete a folder of ours, its marker last, so that a kill halfway leaves it marked."""
    for child in folder.iterdir():
        if child.name == MARKER:
            continue
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)
    (folder / MARKER).unlink(missing_ok=True)
    with suppress(OSError):  # something could not be removed; the next run tries again
        folder.rmdir()


def _make_folders(out: Path, tree: Path) -> None:
    """Create the folders between ``tree`` and ``out`` that are missing, each marked as ours."""
    for folder in reversed([out.parent, *out.parent.parents]):
        if folder.is_relative_to(tree) and not folder.exists():
            folder.mkdir()
            (folder / MARKER).write_text(MARKER_TEXT)


@contextmanager
def staged_output(out: Path, root: Path, keep_previous: bool = False, keep: tuple[str, ...] = ()):
    """Yield a staging folder; on success it replaces ``out``, on failure it is removed.

    With ``keep_previous``, staging starts as a copy of the current output, so a partial build
    (one game) keeps the other games' files; the folders named in ``keep`` are carried over from
    the current output when the new one has none. One command at a time writes into an output
    tree; a killed run's output is recovered and its leftovers cleared first.
    """
    out, root = out.resolve(), root.resolve()
    tree = tree_of(out, root)
    tree.parent.mkdir(parents=True, exist_ok=True)
    with _lock(tree):
        for folder in dict.fromkeys([tree, out]):
            _recover(folder)
            _remove_stale(folder)
        check_output_dir(out, root)
        _make_folders(out, tree)
        with _staging(out, keep_previous, keep) as staging:
            yield staging


@contextmanager
def _staging(out: Path, keep_previous: bool, keep: tuple[str, ...]):
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.building-", dir=out.parent))
    try:
        (staging / MARKER).write_text(MARKER_TEXT)
        staging.chmod(_folder_mode())
        if keep_previous and (out / MARKER).exists():
            _copy_tree(out, staging)
        yield staging
        for name in keep:
            if (out / name / MARKER).exists() and not (staging / name).exists():
                _copy_tree(out / name, staging / name)
        _swap(staging, out)
    except BaseException:
        remove_ours(staging)
        raise


def _copy_tree(source: Path, target: Path) -> None:
    """Copy ``source`` into ``target``, links as links; the first error stops it (where
    shutil.copytree would go on, and gather every file's error into one message)."""
    for folder, dirs, files in os.walk(source):
        here = Path(folder)
        into = target / here.relative_to(source)
        into.mkdir(exist_ok=True)
        for name in files + [d for d in dirs if (here / d).is_symlink()]:
            shutil.copy2(here / name, into / name, follow_symlinks=False)


def _folder_mode() -> int:
    """0o777 less the process umask, as a plain mkdir would give."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o777 & ~umask


def _swap(staging: Path, out: Path) -> None:
    """Two renames; killed between them, ``out`` is missing and the next run puts it back."""
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
    remove_ours(retired)
