"""A project's own Python rules: loaded only when its generator.toml asks, as code that runs.

```toml
[rules]
python = "rules"    # a folder inside the project; each *.py file in it is imported on validate
```

Every problem (a missing folder, a syntax error, an import that fails, a rule ID already taken)
is a diagnostic under ``project-rules``; the tool's own rules still run.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.rules.catalogue import Catalogue
from generator.rules.derived import derivers_in
from generator.rules.registry import rules_in
from generator.settings_file import SETTINGS_FILE, SettingsFileError, settings_table

PROJECT_RULES = declare("project-rules", Severity.ERROR, """A project's own Python rules (``[rules] python`` in
    generator.toml) load: the folder exists inside the project, each module imports, and no rule ID is
    taken twice.
    Passes: ``rules/checks.py`` defining ``@rule("mygame-bonus", game="mygame")``. Fails: a syntax
    error in it (reported at its line), or a rule named ``unique-ids`` (a built-in rule's ID).""")


def _problem(message: str, pos: Position) -> Diagnostic:
    return PROJECT_RULES.at(message, pos)


def _setting_pos(root: Path) -> Position:
    """Where ``python =`` is written in generator.toml (its first line if not found)."""
    path = root / SETTINGS_FILE
    lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
    line = next((n for n, text in enumerate(lines, 1) if text.strip().startswith("python")), 1)
    return Position(SETTINGS_FILE, line, 1)


def project_catalogue(root: Path, taken: set[str]) -> Catalogue:
    """The rules and derivers of the project's rules folder, if generator.toml names one.
    ``taken``: rule IDs already in use (the tool's own)."""
    try:
        folder_name = settings_table(root, "rules").get("python")
    except SettingsFileError as exc:
        return Catalogue(diagnostics=(_problem(str(exc), Position(SETTINGS_FILE, 1, 1)),))
    if folder_name is None:
        return Catalogue()
    folder = _folder(root, folder_name)
    if isinstance(folder, Diagnostic):
        return Catalogue(diagnostics=(folder,))
    modules, problems = _import_all(root, folder)
    try:
        rules, derivers = rules_in(*modules), derivers_in(*modules)
    except ValueError as exc:
        return Catalogue(diagnostics=(*problems, _problem(str(exc), _setting_pos(root))))
    kept = []
    for spec in rules:
        at = _defined_at(root, spec.check)
        if spec.id in taken:
            problems.append(_problem(f"the project's rule '{spec.id}' has the ID of one of the tool's "
                                     "rules; give it another", at))
        else:
            kept.append(replace(spec, origin="project", home=f"{at.path}:{at.line}"))
    return Catalogue(tuple(kept), tuple(derivers), tuple(problems))


def _folder(root: Path, name) -> Path | Diagnostic:
    pos = _setting_pos(root)
    if not isinstance(name, str) or not name.strip():
        return _problem("[rules] python names the folder of the project's rules, e.g. \"rules\"", pos)
    folder = (root / name).resolve()
    if not folder.is_relative_to(root.resolve()):
        return _problem(f"[rules] python = '{name}' leads outside the project", pos)
    if not folder.is_dir():
        return _problem(f"[rules] python names the folder '{name}', which does not exist", pos)
    return folder


def _import_all(root: Path, folder: Path) -> tuple[list[ModuleType], list[Diagnostic]]:
    import hashlib

    modules, problems = [], []
    package = "_generator_project_" + hashlib.sha1(str(folder).encode()).hexdigest()[:12]
    for path in sorted(folder.glob("*.py")):
        shown = path.relative_to(root.resolve()).as_posix()
        try:
            modules.append(_import(path, f"{package}.{path.stem}"))
        except SyntaxError as exc:
            problems.append(_problem(f"syntax error: {exc.msg}", Position(shown, exc.lineno or 1, exc.offset or 1)))
        except Exception as exc:  # the project's code is not ours to trust: report, never crash
            problems.append(_problem(f"importing {shown} failed: {type(exc).__name__}: {exc}",
                                     Position(shown, _failing_line(exc, path), 1)))
    return modules, problems


def _import(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path.name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return module


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
