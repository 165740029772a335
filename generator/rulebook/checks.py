"""The rules book's rule: ``rulebook-layout`` needs the book laid out, so only the build applies it."""

from __future__ import annotations

from generator.diagnostics import Severity, declare

RULEBOOK_LAYOUT = declare("rulebook-layout", Severity.ERROR, """The rules book can be laid out.

Applied by ``build``, which lays the book out on A4 and Letter (and as a booklet when asked): a
piece of the content that cannot fit a page even split (a table cell or a paragraph taller than
a page) is an error naming the book and what ReportLab could not place, at the game's manifest;
nothing is written and the previous output stays. Passes: the shipped games. Fails: a component
whose use is a single paragraph longer than a page, inside the components' table.
""")
