"""A project's own Python rules: loaded only when its generator.toml asks, as code that runs.

```toml
[rules]
python = "rules"    # a folder inside the project; each *.py file in it is imported on validate,
                    # and each subfolder with an __init__.py as a package
```

Every problem (a missing folder, a syntax error, an import that fails, a rule ID already taken)
is a diagnostic under ``project-rules``; the tool's own rules still run.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.rules.catalogue import Catalogue
from generator.rules.derived import derivers_in
from generator.rules.registry import rules_in
from generator.settings_file import SETTINGS_FILE, key_position, read_settings

PROJECT_RULES = declare("project-rules", Severity.ERROR, """A project's own Python rules (``[rules] python`` in
    generator.toml) load: the folder exists inside the project, each module imports, and no rule ID is
    taken twice.
    Passes: ``rules/checks.py`` defining ``@rule("mygame-bonus", game="mygame")``. Fails: a syntax
    error in it (reported at its line), or a rule named ``unique-ids`` (a built-in rule's ID).""")


def _problem(message: str, pos: Position) -> Diagnostic:
    return PROJECT_RULES.at(message, pos)


def project_catalogue(root: Path, taken: set[str]) -> Catalogue:
    """What is wrong in generator.toml, and the rules and derivers of the project's rules folder
    if it names one. ``taken``: rule IDs already in use (the tool's own)."""
    settings = read_settings(root)
    own = _own_catalogue(root, settings.rules.python, taken) if settings.rules.python is not None else Catalogue()
    return replace(own, diagnostics=settings.findings + own.diagnostics)


def _own_catalogue(root: Path, folder_name: str, taken: set[str]) -> Catalogue:
    folder = _folder(root, folder_name)
    if isinstance(folder, Diagnostic):
        return Catalogue(diagnostics=(folder,))
    modules, problems = _import_all(root, folder)
    try:
        rules, derivers = rules_in(*modules), derivers_in(*modules)
    except ValueError as exc:
        return Catalogue(diagnostics=(*problems, _problem(str(exc), key_position(root, "rules", "python"))))
    kept = []
    for spec in rules:
        at = _defined_at(root, spec.check)
        if spec.id in taken:
            problems.append(_problem(f"the project's rule '{spec.id}' has the ID of one of the tool's "
                                     "rules; give it another", at))
        else:
            kept.append(replace(spec, origin="project", home=f"{at.path}:{at.line}"))
    return Catalogue(tuple(kept), tuple(derivers), tuple(problems))


def _folder(root: Path, name: str) -> Path | Diagnostic:
    pos = key_position(root, "rules", "python")
    if not name.strip():
        return _problem("[rules] python names the folder of the project's rules, e.g. \"rules\"", pos)
    folder = (root / name).resolve()
    if not folder.is_relative_to(root.resolve()):
        return _problem(f"[rules] python = '{name}' leads outside the project", pos)
    if not folder.is_dir():
        return _problem(f"[rules] python names the folder '{name}', which does not exist", pos)
    return folder


def _import_all(root: Path, folder: Path) -> tuple[list[ModuleType], list[Diagnostic]]:
    """Every module of the folder: its ``*.py`` files, and each subfolder holding an
    ``__init__.py`` as a package with every module in it. The folder is a package of its own, so
    a file may import its neighbours relatively (``from .common import GAME``). The modules are
    imported afresh when a file changed since they were imported, else taken as they are."""
    import hashlib

    package = "_generator_project_" + hashlib.sha1(str(folder).encode()).hexdigest()[:12]
    names = _module_names(folder, package)
    files = tuple((str(path), stat.st_mtime_ns, stat.st_size) for _, path in names for stat in [path.stat()])
    top = sys.modules.get(package)
    if getattr(top, "files", None) == files and all(name in sys.modules for name, _ in names):
        return [sys.modules[name] for name, _ in names], []
    for loaded in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[loaded]
    importlib.invalidate_caches()
    top = ModuleType(package)
    top.__path__ = [str(folder)]
    top.files = files   # type: ignore[attr-defined]  # what the modules were imported from
    sys.modules[package] = top
    modules, problems = [], []
    for name, path in names:
        shown = path.relative_to(root.resolve()).as_posix()
        try:
            modules.append(importlib.import_module(name))
        except SyntaxError as exc:
            where = Path(exc.filename).resolve() if exc.filename else path
            shown = where.relative_to(root.resolve()).as_posix() if where.is_relative_to(root.resolve()) else shown
            problems.append(_problem(f"syntax error: {exc.msg}", Position(shown, exc.lineno or 1, exc.offset or 1)))
        except Exception as exc:  # the project's code is not ours to trust: report, never crash
            sys.modules.pop(name, None)
            problems.append(_problem(f"importing {shown} failed: {type(exc).__name__}: {exc}",
                                     Position(shown, _failing_line(exc, path), 1)))
    return modules, problems


def _module_names(folder: Path, package: str) -> list[tuple[str, Path]]:
    """(dotted name, file) of each module under ``folder``, each package before its modules."""
    found = []
    for path in sorted(folder.iterdir()):
        if path.suffix == ".py" and path.name != "__init__.py":
            found.append((f"{package}.{path.stem}", path))
        elif path.is_dir() and (path / "__init__.py").is_file():
            found.append((f"{package}.{path.name}", path / "__init__.py"))
            found += _module_names(path, f"{package}.{path.name}")
    return found


def _failing_line(exc: Exception, path: Path) -> int:
    """The line of ``path`` where the import failed, from the traceback."""
    tb, line = exc.__traceback__, 1
    while tb is not None:
        if Path(tb.tb_frame.f_code.co_filename) == path:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _defined_at(root: Path, function) -> Position:
    code = getattr(function, "__code__", None)
    if code is None:
        return Position(SETTINGS_FILE, 1, 1)
    path = Path(code.co_filename)
    try:
        shown = path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        shown = path.as_posix()
    return Position(shown, code.co_firstlineno, 1)
