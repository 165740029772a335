"""Write a game's quick-reference sheets, A4 and Letter; refuse any that would pass two pages."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4, LETTER

from generator.model.game.project import GameContent
from generator.quickref.grids import MissingPick
from generator.quickref.paragraphs import forget_parsed
from generator.quickref.pages import PAGE_LIMIT, Rendered, render
from generator.quickref.sheet import Sheet, build_sheets
from generator.quickref.styles import BODY_SIZES, FOOTER, HEADER, MARGIN
from generator.render.document_paths import QUICKREF_PAPERS, quickref_path
from generator.rules.derived import derived_tables

PAPERS = tuple(zip(QUICKREF_PAPERS, (A4, LETTER)))


class QuickrefRefused(Exception):
    """The sheet cannot be made as asked: each problem names the part at fault."""

    def __init__(self, game: str, problems: list[str]):
        self.game, self.problems = game, problems
        super().__init__("; ".join(problems))


def _fits(result: Rendered) -> bool:
    return not result.overflow and not result.problems


FIRST_GUESS = 3  # BODY_SIZES[3]: where the shipped sheets' sizes cluster, so most searches take two trials


def _bisect(fits, low: int, high: int, best: int | None) -> int | None:
    """The lowest index in low..high that fits, else ``best``."""
    while low <= high:
        middle = (low + high) // 2
        if fits(middle):
            best, high = middle, middle - 1
        else:
            low = middle + 1
    return best


def _largest_fitting(fits, hint: int) -> int | None:
    """The index in BODY_SIZES of the largest size that fits, trying ``hint`` first and assuming a
    smaller size never fits worse: if the hint fits, the next size up, then a bisection above it;
    else the next size down (where the other paper's answer most often lands), then a bisection
    below it. None when even the smallest does not fit. ``fits(index, likely)`` is told which
    trials are likely the answer: the hint, and one that is the answer should it fit."""
    if fits(hint, True):
        if hint == 0 or not fits(hint - 1, hint - 1 == 0):
            return hint
        return _bisect(fits, 0, hint - 2, hint - 1)
    last = len(BODY_SIZES) - 1
    if hint == last:
        return None
    if fits(hint + 1, True):
        return hint + 1
    return _bisect(fits, hint + 2, last, None)


def fitted(sheets: list[Sheet], pagesize, hint: int = FIRST_GUESS) -> Rendered:
    """The most detailed sheet that fits at the smallest body size, set in the largest size at which
    it still fits (searched from ``hint``, an index in BODY_SIZES: the other paper's answer when
    there is one); else the least detailed sheet at the smallest size, whose overflow names the
    parts. Every trial stops at the first page past the limit. One likely to be the answer is
    drawn, and kept when it is; the others are dry (laid out, not drawn), and a size chosen after
    a dry trial is drawn at the end, exactly as its trial laid it out."""
    for sheet in sheets:
        drawn: dict[int, Rendered] = {}

        def fits(index: int, likely: bool = False, sheet: Sheet = sheet, drawn: dict = drawn) -> bool:
            result = render(sheet, pagesize, BODY_SIZES[index], trial=True, dry=not likely)
            if likely:
                drawn[index] = result
            return _fits(result)

        best = _largest_fitting(fits, hint)
        if best is not None:
            chosen = drawn[best] if best in drawn else render(sheet, pagesize, BODY_SIZES[best], trial=True)
            return _balanced(sheet, pagesize, chosen)
    return render(sheets[-1], pagesize, BODY_SIZES[-1])


def _balanced(sheet: Sheet, pagesize, chosen: Rendered) -> Rendered:
    """A sheet of one page laid out in two columns of about equal height (the shortest columns it
    fits in, to a point), rather than one full column beside an empty one; else ``chosen``."""
    if chosen.pages != 1:
        return chosen
    full = pagesize[1] - 2 * MARGIN - HEADER - FOOTER
    low, high = 0.0, full
    while high - low > 2.0:
        middle = (low + high) / 2
        result = render(sheet, pagesize, chosen.body, dry=True, first_height=middle)
        if _fits(result) and result.pages == 1:
            high = middle
        else:
            low = middle
    if high >= full:
        return chosen
    balanced = render(sheet, pagesize, chosen.body, trial=True, first_height=high)
    return balanced if _fits(balanced) and balanced.pages == 1 else chosen


def make_quickrefs(game: GameContent) -> dict[str, bytes]:
    """Both papers' PDFs in memory; raises QuickrefRefused naming what does not fit."""
    try:
        derived = derived_tables(game)
        sheets = build_sheets(game, derived)
    except MissingPick as exc:
        raise QuickrefRefused(game.id, [str(exc)]) from None
    made, problems, hint = {}, [], FIRST_GUESS
    try:
        for paper, size in PAPERS:
            result = fitted(sheets, size, hint)
            hint = BODY_SIZES.index(result.body)  # the papers are close in size: the next one starts here
            problems += [f"{paper}: {p}" for p in result.problems]
            if result.overflow:
                problems.append(f"{paper}: does not fit on {PAGE_LIMIT} pages; overflowing: "
                                + ", ".join(f"'{label}'" for label in result.overflow))
            made[paper] = result.pdf
    finally:
        forget_parsed()
    if problems:
        raise QuickrefRefused(game.id, problems)
    return made


def write_quickrefs(game: GameContent, folder: Path) -> list[Path]:
    """Write ``<game>-quickref-a4.pdf`` and ``-letter.pdf`` into ``folder``; return their paths."""
    written = []
    for paper, pdf in make_quickrefs(game).items():
        path = quickref_path(folder, game, paper)
        path.write_bytes(pdf)
        written.append(path)
    return written
