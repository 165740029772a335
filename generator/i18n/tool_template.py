"""The template of the tool's own wording, ``generator/locale/generator.pot``, extracted with
Babel from the code (``_()``, ``N_()``, ``ngettext()``), the HTML templates (``{% trans %}`` and
``_()``, with Jinja2's extractor) and the reference's scripts (``_()`` and ``ngettext()``).

``python -m generator.i18n.tool_template`` writes it and merges it into every shipped language
(``generator/locale/<lang>.po``); ``--check`` only says whether they are current.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from generator.i18n.catalogue import FIXED_DATE
from generator.model.wording import DOMAIN, PACKAGE_LOCALE, TEMPLATE

PACKAGE = PACKAGE_LOCALE.parent
KEYWORDS = {"_": None, "N_": None, "gettext": None, "ngettext": (1, 2)}
JINJA_OPTIONS = {"extensions": "jinja2.ext.i18n", "trim_blocks": "true", "lstrip_blocks": "true",
                 "newstyle_gettext": "true"}
HEADER = ("# The wording of boardgame-generator itself: the kit, the quick reference, the HTML reference\n"
          "# and the cards' fixed words. Written by 'python -m generator.i18n.tool_template'; do not edit.\n"
          "# Placeholders ({name} and %(name)s) and HTML tags must stay as the English text has them.\n#")


def sources() -> Iterator[tuple[str, Path]]:
    """(method, file) of every file the tool's wording comes from, in a fixed order."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" not in path.parts:
            yield "python", path
    html = PACKAGE / "templates" / "html"
    for path in sorted(html.glob("*.html")):
        yield "jinja2", path
    for path in sorted((html / "static").glob("*.js")):
        yield "javascript", path
    for path in sorted((PACKAGE / "templates" / "layouts").glob("*.yaml")):
        yield "layout", path


def _method(name: str):
    if name == "jinja2":
        from jinja2.ext import babel_extract

        return babel_extract
    if name == "layout":
        return extract_layout_labels
    return name


LAYOUT_LABEL = re.compile(r"\blabel:\s*([^,}\n]+?)\s*[,}\n]")


def extract_layout_labels(fileobj, keywords, comment_tags, options):
    """The labels a shipped card layout prints beside its fields (``label: Cost``)."""
    for number, line in enumerate(fileobj.read().decode("utf-8").splitlines(), start=1):
        for match in LAYOUT_LABEL.finditer(line + "\n"):
            yield number, "_", match.group(1).strip().strip("'\""), ["a label on card faces"]


def tool_template() -> Catalog:
    """Every message of the tool's wording, with the file and line that asks for it."""
    catalog = Catalog(project="boardgame-generator", domain=DOMAIN, creation_date=FIXED_DATE,
                      revision_date=FIXED_DATE, fuzzy=False, header_comment=HEADER)
    for method, path in sources():
        options = JINJA_OPTIONS if method == "jinja2" else {}
        where = path.relative_to(PACKAGE.parent).as_posix()
        for line, message, comments, context in extract_from_file(_method(method), str(path), keywords=KEYWORDS,
                                                                 comment_tags=("Translators:",), options=options):
            catalog.add(message, locations=[(where, line)], auto_comments=comments, context=context,
                        flags=_flags(message))
    return catalog


def _flags(message) -> tuple[str, ...]:
    text = message[0] if isinstance(message, (tuple, list)) else message
    if "%(" in text:
        return ("python-format",)
    return ("python-brace-format",) if "{" in text else ()


def catalogue_text(catalog: Catalog) -> bytes:
    """The catalogue as a .po file. Each message names the files it is used in but not the lines,
    so an edit to the code above a message leaves the catalogues as they are."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_previous=True, include_lineno=False, sort_output=False,
             sort_by_file=False)
    lines = buffer.getvalue().splitlines(keepends=True)
    return b"".join(line for line in lines if not line.startswith(b'"Generated-By:'))  # the same on every Babel


def language_files() -> list[Path]:
    return sorted(PACKAGE_LOCALE.glob("*.po"))


def updated_language(path: Path, fresh: Catalog) -> bytes:
    """A shipped language file brought up to ``fresh``, keeping every translation."""
    with path.open("rb") as handle:
        existing = read_po(handle, abort_invalid=True, charset="utf-8")
    existing.update(fresh, update_header_comment=False)
    return catalogue_text(existing)


def stale_files() -> list[Path]:
    """The template and the shipped languages that the code's wording has moved on from."""
    fresh = tool_template()
    out = []
    if not TEMPLATE.is_file() or TEMPLATE.read_bytes() != catalogue_text(fresh):
        out.append(TEMPLATE)
    out += [p for p in language_files() if p.read_bytes() != updated_language(p, fresh)]
    return out


def main(argv: list[str]) -> int:
    if "--check" in argv:
        stale = stale_files()
        for path in stale:
            print(f"{path.relative_to(PACKAGE.parent).as_posix()}: not current; run "
                  "'python -m generator.i18n.tool_template'", file=sys.stderr)
        return 1 if stale else 0
    fresh = tool_template()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(catalogue_text(fresh))
    for path in language_files():
        path.write_bytes(updated_language(path, fresh))
    print(f"wrote {TEMPLATE.name} ({len(fresh)} messages) and {len(language_files())} language file(s)",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
