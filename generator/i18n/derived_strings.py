"""The words of the tables a game's Python derives (odds tables, "Numbers to remember"), as
strings of the content's catalogue.

A derived table is computed from the model, so the words it takes from the content (a region's
name, a constant's name) arrive translated with the translated model. Its own words, which the
deriver writes (title, column headings, notes, labels such as 'at least 1/3' or '8 cards'), are
extracted here from the source-language table, each at its place: ``tot-evasion:title``,
``tot-evasion:column-2``, ``tot-evasion:note-1``, ``tot-evasion/row-3:2``. Its reference is the
deriver's file and line. On the translated model, a place that still holds its source text gets
the translation; one whose text the content gave (now translated) is left as it is.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Iterator
from pathlib import Path

from generator.diagnostics import Position
from generator.rules.derived import DerivedTable, derived_tables


def derived_places(table: DerivedTable) -> Iterator[tuple[str, str]]:
    """(context, text) of every string of ``table`` with a letter, in reading order."""
    yield f"{table.id}:title", table.title
    for number, label in enumerate(table.columns, start=1):
        yield f"{table.id}:column-{number}", label
    for number, row in enumerate(table.rows, start=1):
        for column, cell in enumerate(row, start=1):
            yield f"{table.id}/row-{number}:{column}", cell
    for number, note in enumerate(table.notes, start=1):
        yield f"{table.id}:note-{number}", note


def source_tables(game) -> Iterator[tuple[DerivedTable, Position]]:
    """Each derived table of ``game`` as the game holds it (a translated game: translated), with
    the position of the deriver that makes it; none when a deriver cannot run (validation
    reports its missing targets)."""
    try:
        tables = derived_tables(game)
    except Exception:  # a broken deriver is validation's finding, not extraction's
        return
    made_by = {}
    for spec in getattr(game, "derivers", ()):
        ids = spec.provides or _ids_made(spec, game)
        made_by.update(dict.fromkeys(ids, _position(spec.function, game.root.resolve())))
    for table in tables:
        yield table, made_by.get(table.id, Position("derived", 1, 1))


def _ids_made(spec, game) -> tuple[str, ...]:
    """The IDs of the tables a deriver that declares none makes (it runs once more to tell)."""
    try:
        return tuple(table.id for table in spec.function(game))
    except Exception:  # as above
        return ()


def translated_tables(tables: list[DerivedTable], texts: dict[str, tuple[str, str]]) -> list[DerivedTable]:
    """``tables`` with each place whose text is still ``texts[context][0]`` set to its translation
    ``texts[context][1]``."""
    return [_translated(table, texts) for table in tables]


def _translated(table: DerivedTable, texts: dict[str, tuple[str, str]]) -> DerivedTable:
    def put(context: str, text):
        found = texts.get(context)
        return found[1] if found is not None and isinstance(text, str) and text == found[0] else text

    columns = tuple(put(f"{table.id}:column-{n}", label) for n, label in enumerate(table.columns, start=1))
    rows = tuple(tuple(put(f"{table.id}/row-{r}:{c}", cell) for c, cell in enumerate(row, start=1))
                 for r, row in enumerate(table.rows, start=1))
    notes = tuple(put(f"{table.id}:note-{n}", note) for n, note in enumerate(table.notes, start=1))
    return dataclasses.replace(table, title=put(f"{table.id}:title", table.title), columns=columns, rows=rows,
                               notes=notes)


def _position(function, project: Path) -> Position:
    """The deriver's file (relative to the project, else to the folder holding the tool's package,
    else its name alone) and the line of its ``def`` (``inspect.getsourcelines``'s line, found
    without tokenizing the function's whole body)."""
    try:
        path = Path(inspect.getsourcefile(function) or "")
        line = inspect.findsource(inspect.unwrap(function))[1] + 1
    except (OSError, TypeError):
        return Position(function.__module__, 1, 1)
    path = path.resolve()
    base = next((b for b in (project, Path(__file__).resolve().parents[2]) if path.is_relative_to(b)), None)
    return Position(path.relative_to(base).as_posix() if base else path.name, line, 1)
