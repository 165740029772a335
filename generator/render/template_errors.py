"""Errors in the HTML reference's templates (a project's own in ``templates/html/`` above all) as
findings at the template's line, never as a crash.

The templates render in Jinja2's sandbox (``html_site.environment``), so a template that reaches
for the interpreter (``__globals__``, ``__class__`` and the like) is an error here too. Jinja2 is
not imported by this module: the rule list, which ``validate`` loads, names the rule.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity, declare

HTML_TEMPLATE = declare("html-template", Severity.ERROR, """The HTML reference's templates render.

Applied by ``build`` when it writes the reference: a syntax error in a template (a project's own
under ``templates/html/`` or a built-in one it extends), a name the template uses that the page
does not give, or anything Jinja2's sandbox refuses (attributes such as ``__globals__``, which
would reach the interpreter) is reported at the template's file and line; nothing is written and
the previous output stays. Passes: the built-in templates. Fails: ``{% if page %}`` never closed;
``{{ lipsum.__globals__ }}``.
""")


class TemplateRefused(Exception):
    """A template could not be rendered; ``diagnostic`` says where and why."""

    def __init__(self, diagnostic: Diagnostic):
        self.diagnostic = diagnostic
        super().__init__(str(diagnostic))

    def __reduce__(self):  # raised in a worker, re-raised in the main process
        return (type(self), (self.diagnostic,))


def template_finding(error: Exception, root: Path) -> Diagnostic:
    """The finding for ``error`` (a ``jinja2.TemplateError``), at the template's line: the one a
    syntax error names, else the innermost template frame of the traceback."""
    message = getattr(error, "message", None) or str(error) or type(error).__name__
    path, line = getattr(error, "filename", None), getattr(error, "lineno", None)
    if not (path and line):
        frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename.endswith(".html")]
        path, line = (frames[-1].filename, frames[-1].lineno) if frames else (None, None)
    pos = Position(_shown(Path(path), root), line or 1, 1) if path else None
    return Diagnostic(HTML_TEMPLATE.id, Severity.ERROR, f"the HTML template cannot be rendered: {message}", pos)


def _shown(path: Path, root: Path) -> str:
    """``path`` relative to the project when inside it, as findings show paths."""
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
