"""A project file as a page of numbered lines, so a finding's link lands on its line (``#L12``)."""

from __future__ import annotations

from html import escape
from pathlib import Path

SHOWN = ("content", "templates", "rules", "locale")   # folders of the project whose files are shown
SHOWN_FILES = ("generator.toml",)
STYLE = ("body{margin:0;font:13px/1.5 ui-monospace,monospace;background:#fbfaf7;color:#222}"
         "h1{font:600 15px system-ui,sans-serif;margin:0;padding:10px 14px;background:#2d3a4a;color:#fff;"
         "position:sticky;top:0}ol{margin:0;padding:8px 0 40px 4.5em}li{white-space:pre-wrap;"
         "overflow-wrap:anywhere;padding-left:8px;scroll-margin-top:3.5em}"
         "li:target{background:#ffe58a;outline:1px solid #d9a400}"
         "li::marker{color:#999}")


def shown_file(root: Path, rel: str) -> Path | None:
    """The project file ``rel`` names, when it is one the preview may show; else None."""
    parts = Path(rel).parts
    if not parts or ".." in parts or Path(rel).is_absolute():
        return None
    if parts[0] not in SHOWN and rel not in SHOWN_FILES:
        return None
    path = (root / rel).resolve()
    if not path.is_relative_to(root.resolve()) or not path.is_file():
        return None
    return path


def source_page(root: Path, rel: str) -> bytes | None:
    path = shown_file(root, rel)
    if path is None:
        return None
    try:
        text = path.read_bytes().decode("utf-8", "replace")
    except OSError:
        return None
    lines = "".join(f'<li id="L{n}">{escape(line) or " "}</li>'
                    for n, line in enumerate(text.splitlines(), start=1))
    page = (f'<!doctype html><html lang="en"><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f"<title>{escape(rel)}</title><style>{STYLE}</style><h1>{escape(rel)}</h1><ol>{lines}</ol></html>")
    return page.encode("utf-8")
