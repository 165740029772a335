"""Build into a staging folder and swap it in only when complete.

A failed or interrupted build leaves the previous output as it was. The tool only ever replaces
a folder that holds its marker file, and refuses output folders that are, or contain, the
project root or its content/. Every command writing into one output tree (``build`` into
``output/``, ``preview`` into ``output/preview/``) holds the same kernel lock, which a killed
process cannot keep. Whatever instant a run is killed at, the next command that touches the
output (``build``, refused or not, ``preview``, ``validate``, ``serve``: ``recover_output``) finds
the previous output (or the new one) in place, and clears what the killed run left.

Read-only parts of an output (a folder or file without write permission) do not stop a build:
the output is the tool's (its marker says so), so removing a replaced one makes its folders
writable first. What still cannot be removed (another user's file, say) is left with a warning
naming it; it never fails a later command.
"""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

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


def lock_file(out: Path, root: Path) -> Path:
    """The lock file of the output tree ``out`` lies in (``root``: the project)."""
    return _lock_file(tree_of(out.resolve(), root.resolve()))


def _lock_file(tree: Path) -> Path:
    return tree.parent / f".{tree.name}.lock"


@contextmanager
def _lock(tree: Path):
    """Hold the exclusive lock of ``tree``; refuse when another command holds it."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory locks, builds are not shared
        yield
        return
    fd = os.open(_lock_file(tree), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o666)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise UsageError(f"{tree}: another build or preview is writing there; "
                             "try again when it ends") from None
        yield
    finally:
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
        try:
            os.replace(retired[0], folder)
        except OSError as exc:
            _warn(f"cannot put the previous output back from {retired[0]} ({exc.strerror}); "
                  f"rename it to {folder.name} yourself")


def _remove_stale(folder: Path) -> None:
    """Remove what killed runs left: marked folders, and empty ones (killed before marking)."""
    for stale in _ours(folder):
        if (stale / MARKER).exists():
            if not remove_ours(stale):
                _warn(f"cannot remove {stale}, left by an earlier run; delete it yourself")
        elif not any(stale.iterdir()):
            with suppress(OSError):
                stale.rmdir()


def recover_output(out: Path, root: Path) -> None:
    """What every command that touches the output ``out`` does first: put back an output a killed
    run left missing and clear what killed runs left. Nothing is touched when nothing was left,
    nor while another command writes there (it does this itself)."""
    out, root = out.resolve(), root.resolve()
    tree = tree_of(out, root)
    folders = list(dict.fromkeys([tree, out]))
    if not any(_ours(folder) for folder in folders):
        return
    with suppress(UsageError, OSError), _lock(tree):
        for folder in folders:
            _recover(folder)
            _remove_stale(folder)


def remove_ours(folder: Path) -> bool:
    """Delete a folder of ours, its marker last and only once all else is gone, so that a kill
    halfway leaves it marked; folders without write permission are made writable first. Whether
    it is gone."""
    _writable(folder)
    with suppress(OSError):
        for child in folder.iterdir():
            if child.name == MARKER:
                continue
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child, **_ON_ERROR)
            else:
                with suppress(OSError):
                    child.unlink(missing_ok=True)
        if [child.name for child in folder.iterdir()] in ([], [MARKER]):
            (folder / MARKER).unlink(missing_ok=True)
            folder.rmdir()
    return not folder.exists()


def _writable(folder: Path) -> bool:
    """Give the owner full access to ``folder`` when it lacks it (a read-only output); whether
    that changed anything."""
    try:
        mode = stat.S_IMODE(folder.lstat().st_mode)
        if mode & stat.S_IRWXU == stat.S_IRWXU or not stat.S_ISDIR(folder.lstat().st_mode):
            return False
        folder.chmod(mode | stat.S_IRWXU)
    except OSError:
        return False
    return True


def _retry_writable(function, path: str, _error) -> None:
    """``shutil.rmtree``'s handler: make the folder holding ``path`` (or ``path``, when it is the
    folder that could not be read) writable and try once more; what still fails is left."""
    target = Path(path) if function in (os.open, os.scandir) else Path(path).parent
    if not _writable(target):
        return
    with suppress(OSError):
        if function in (os.rmdir, os.unlink):
            function(path)
        else:
            shutil.rmtree(path, **_ON_ERROR)


_ON_ERROR: dict[str, Any] = {"onexc" if sys.version_info >= (3, 12) else "onerror": _retry_writable}


def _warn(text: str) -> None:
    print(f"generator: warning: {text}", file=sys.stderr)


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
        retired = _swap(staging, out)
    except BaseException:
        remove_ours(staging)
        raise
    if retired is not None and not remove_ours(retired):   # the new output is in place all the same
        _warn(f"the new output is in {out}, but the previous one could not be removed "
              f"from {retired}; delete it yourself")


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


def _swap(staging: Path, out: Path) -> Path | None:
    """Two renames; killed between them, ``out`` is missing and the next command puts it back.
    Returns the previous output, moved aside, for the caller to remove (None when there was none);
    when the second rename fails the previous output is put back and the error raised."""
    if not out.exists():
        os.replace(staging, out)
        return None
    retired = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
    retired.rmdir()
    os.replace(out, retired)
    try:
        os.replace(staging, out)
    except BaseException:
        os.replace(retired, out)
        raise
    return retired
