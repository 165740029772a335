"""Diagnostic output formats: text, JSON, GitHub workflow commands and SARIF 2.1.0."""

from __future__ import annotations

from urllib.parse import quote

from generator import __version__
from generator.diagnostics import Diagnostic, Severity

FORMATS = ("text", "json", "github", "sarif")


# Characters that end a line for str.splitlines (and many editors and CI log readers): inside a
# finding they are written as escapes, so that each finding stays one line.
_LINE_BREAKS = {ord(c): f"\\u{ord(c):04x}" for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}


def one_line(text: str) -> str:
    return text.translate(_LINE_BREAKS)


def as_text(diagnostics: list[Diagnostic]) -> str:
    """``file:line:col: severity: message [rule-id]``, one per line, related places indented."""
    lines = []
    for d in diagnostics:
        lines.append(one_line(str(d)))
        lines.extend(one_line(f"    {r.pos}: note: {r.message}") for r in d.related)
    return "\n".join(lines)


def as_json(diagnostics: list[Diagnostic]) -> str:
    import json   # only the JSON formats load it

    return json.dumps([_record(d) for d in diagnostics], indent=2)  # ASCII: any stream carries it


def _record(d: Diagnostic) -> dict:
    return {
        "rule": d.rule,
        "severity": d.severity.label,
        "message": d.message,
        "file": d.pos.path if d.pos else None,
        "line": d.pos.line if d.pos else None,
        "column": d.pos.column if d.pos else None,
        "related": [{"file": r.pos.path, "line": r.pos.line, "column": r.pos.column,
                     "message": r.message} for r in d.related],
    }


def escape_data(text: str) -> str:
    """Escape a workflow command's message."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a workflow command's property value (file names and titles)."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


_GITHUB_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def as_github(diagnostics: list[Diagnostic]) -> str:
    """GitHub Actions annotations, then the plain list (GitHub shows only a step's first 10)."""
    lines = []
    for d in diagnostics:
        props = [f"title={escape_property(d.rule)}"]
        if d.pos:
            props[:0] = [f"file={escape_property(d.pos.path)}", f"line={d.pos.line}", f"col={d.pos.column}"]
        lines.append(f"::{_GITHUB_LEVEL[d.severity]} {','.join(props)}::{one_line(escape_data(d.message))}")
    plain = as_text(diagnostics)
    return "\n".join(lines + ([plain] if plain else []))


_SARIF_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


INFORMATION_URI = "https://pypi.org/project/boardgame-generator/"


def as_sarif(diagnostics: list[Diagnostic], rules: list, help_uri: str | None = None) -> str:
    """A SARIF 2.1.0 log with one run, its rules described from the registry. ``help_uri`` is where
    a rule's documentation lives, with ``{rule}`` for its ID (default: the tool's page)."""
    import json

    driver = {
        "name": "boardgame-generator",
        "version": __version__,
        "informationUri": INFORMATION_URI,
        "rules": [{"id": r.id, "shortDescription": {"text": r.summary},
                   "fullDescription": {"text": r.doc},
                   "helpUri": (help_uri or INFORMATION_URI).replace("{rule}", quote(r.id)),
                   "defaultConfiguration": {"level": _SARIF_LEVEL[r.severity]}} for r in rules],
    }
    results = [_sarif_result(d) for d in diagnostics]
    log = {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
           "runs": [{"tool": {"driver": driver}, "results": results}]}
    return json.dumps(log, indent=2)


def _sarif_location(pos) -> dict:
    return {"physicalLocation": {"artifactLocation": {"uri": quote(pos.path)},
                                 "region": {"startLine": pos.line, "startColumn": pos.column}}}


def _sarif_result(d: Diagnostic) -> dict:
    result: dict[str, object] = {"ruleId": d.rule, "level": _SARIF_LEVEL[d.severity],
                                 "message": {"text": d.message}}
    if d.pos:
        result["locations"] = [_sarif_location(d.pos)]
    if d.related:
        result["relatedLocations"] = [dict(_sarif_location(r.pos), message={"text": r.message})
                                      for r in d.related]
    return result


def render(diagnostics: list[Diagnostic], fmt: str, rules: list, help_uri: str | None = None) -> str:
    if fmt == "json":
        return as_json(diagnostics)
    if fmt == "github":
        return as_github(diagnostics)
    if fmt == "sarif":
        return as_sarif(diagnostics, rules, help_uri)
    return as_text(diagnostics)
