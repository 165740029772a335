"""Quick-reference sheets: at most two pages, key strings in the text layer, overflow refused."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.cli.main import main
from generator.model.build import load_project
from generator.quickref.grids import grid_for
from generator.quickref.pages import PAGE_LIMIT, render
from generator.quickref.sheet import DETAILS, LOW_MEANING, UNKNOWN_MEANING, build_sheet, summary
from generator.quickref.styles import BODY_SIZES
from generator.quickref.writer import PAPERS, QuickrefRefused, fitted, make_quickrefs
from generator.reference.picks import picks_for
from generator.rules.derived import derived_tables
from generator.validation import validate
from tests.project_fixture import write_project
from tests.reference.conftest import ROOT
from tests.reference.demo_project import CONTENT, GAME

pytestmark = pytest.mark.slow   # every shipped game's sheets laid out

GAMES = ["kingsburg", "rurik", "ruthenia", "time-of-troubles"]
ALWAYS = ["Round at a glance", "Print at 100%", "Version and sources", "content version"]
KEY_STRINGS = {
    "kingsburg": ["Dice odds", "Jester", "King's Envoy"],
    "time-of-troubles": ["Shooting Table", "Таблица стрельбы", "Melee Table", "Fortresses"],
    "rurik": ["Strategy board", "Rule claim track", "Muster"],
    "ruthenia": ["Collect Income", "Victory Points", "Naval Battle", "Planning Phase", "Game Set-Up",
                 "Game End Conditions", "Forming the battle line", "Clash enhancements"],
}


def _text(pdf: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(pdf))
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


@pytest.fixture(scope="module")
def shipped():
    return validate(ROOT, GAMES).project.games   # validated: derived tables need the derivers


@pytest.mark.parametrize("game", GAMES)
def test_shipped_sheets_fit_two_pages_and_carry_the_key_strings(shipped, game):
    if game not in shipped:
        pytest.skip(f"no content for {game} yet")
    made = make_quickrefs(shipped[game])
    assert set(made) == {"a4", "letter"}
    picked = [grid_for(shipped[game], derived_tables(shipped[game]), i).title
              for i in picks_for(shipped[game]).tables]
    for paper, pdf in made.items():
        pages, text = _text(pdf)
        flat = " ".join(text.split())
        assert 1 <= pages <= PAGE_LIMIT, f"{game} {paper}: {pages} pages"
        missing = [s for s in ALWAYS + KEY_STRINGS[game] + picked if " ".join(s.split()) not in flat]
        assert missing == [], f"{game} {paper}: not in the text layer: {missing}"


def test_letter_and_a4_differ_in_page_size(shipped):
    game = next(iter(shipped.values()))
    made = make_quickrefs(game)
    sizes = {paper: tuple(round(float(v)) for v in PdfReader(io.BytesIO(pdf)).pages[0].mediabox[2:])
             for paper, pdf in made.items()}
    assert sizes == {"a4": (595, 842), "letter": (612, 792)}


HUGE = "tables:\n  - id: huge\n    title: Huge table\n    columns: [{id: a, label: A}, {id: b, label: B}]\n" \
       "    source: {section: X}\n    rows:\n" + "".join(
           f"      - {{label: 'row {i}', cells: ['a long cell of text number {i}', {i}]}}\n" for i in range(300))


def game_picking(*tables: str) -> str:
    """The demo manifest with a quick reference showing ``tables``."""
    version = '  version: "3"\n'
    assert version in GAME
    return GAME.replace(version, version + f"  quick_reference: {{tables: [{', '.join(tables)}]}}\n")


def _huge_project(tmp_path, *picked):
    write_project(tmp_path, {"game.yaml": game_picking(*picked), "content.yaml": CONTENT, "huge.yaml": HUGE})
    return tmp_path


def test_a_sheet_that_does_not_fit_is_refused_naming_what_overflowed(tmp_path, monkeypatch):
    root = _huge_project(tmp_path, "huge")
    game = load_project(root).games["demo"]
    with pytest.raises(QuickrefRefused) as refused:
        make_quickrefs(game)
    overflowing = ("does not fit on 2 pages; overflowing: 'Key tables: Huge table', "
                   "'End of game and scoring', 'Icon legend', 'Version and sources'")
    assert refused.value.problems == [f"a4: {overflowing}", f"letter: {overflowing}"]


def test_the_build_refuses_with_a_diagnostic_and_keeps_the_old_output(tmp_path, monkeypatch, capsys):
    root = _huge_project(tmp_path)
    out = tmp_path / "out"
    assert main(["--project", str(root), "build", "--out", str(out)]) == 0
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    write_project(root, {"game.yaml": game_picking("huge")})
    capsys.readouterr()
    assert main(["--project", str(root), "build", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "content/demo/game.yaml:2:3: error: quick reference of 'demo': a4: does not fit on 2 pages; " \
           "overflowing: 'Key tables: Huge table'" in err
    assert "[quickref-fit]" in err and "Traceback" not in err
    assert "build refused" in err
    after = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before


def test_a_pick_that_names_nothing_is_refused(tmp_path, monkeypatch):
    write_project(tmp_path, {"game.yaml": game_picking("no-such-table"), "content.yaml": CONTENT})
    with pytest.raises(QuickrefRefused) as refused:
        make_quickrefs(load_project(tmp_path).games["demo"])
    assert "picks 'no-such-table', which is no table" in refused.value.problems[0]


RURIK_PLACE = ("Starting with the first player and proceeding clockwise, each player places one advisor in "
               "one of the six action columns of the strategy board, until all players have placed all "
               "their advisors.")
LISTS = ("In turn order: play at most two game cards (arrow cards do not count; passing is allowed); "
         "subjugate cities by legitimacy (choose a region, spend its LG, roll on its table); then move "
         "each army one region, fight any battle there and lay siege to any fortress in that region.")


@pytest.mark.parametrize("text, sentences, limit, expected", [
    ("One. Two.", 1, 170, "One."),
    ("Short", 1, 170, "Short"),
    # a sentence a little past the limit stays whole, never "…until all advisors are…"
    (RURIK_PLACE, 1, 150, RURIK_PLACE),
    ("Each player has 12 counters, i.e. 3 of each. More.", 1, 170, "Each player has 12 counters, i.e. 3 of each."),
    # a second sentence only when it ends within reach
    ("Only a Pretender may be Tsar. " + "Then " * 60 + "done.", 2, 100, "Only a Pretender may be Tsar."),
    # far too long: cut after the last whole clause, outside brackets, and marked
    (LISTS, 1, 150, LISTS.split("; then")[0] + " …"),
    # no clause boundary at all: whole, rather than a fragment
    ("A " + "very " * 60 + "long sentence.", 1, 170, "A " + "very " * 60 + "long sentence."),
])
def test_summary_ends_at_a_sentence_or_clause_never_mid_clause(text, sentences, limit, expected):
    assert summary(text, sentences, limit) == expected


def test_no_shipped_sheet_line_ends_mid_clause(shipped):
    for game in shipped.values():
        sheet = build_sheet(game)
        for line in sheet.round + sheet.actions + sheet.scoring:
            for text in (line.summary,) + line.steps:
                assert not text.endswith("…") or text.endswith(" …"), f"{game.id}: {text}"
                assert "until all advisors are…" not in text


WIDE = "tables:\n  - id: wide\n    title: Wide table\n    source: {section: X}\n    columns: [" + ", ".join(
    f"{{id: c{i}, label: 'Column heading {i}'}}" for i in range(14)) + "]\n    rows:\n" + "".join(
    f"      - {{label: 'row {r}', cells: [" + ", ".join(f"'{r}/{i} (12.5%)'" for i in range(14)) + "]}\n"
    for r in range(6))


def test_a_table_too_wide_for_a_column_goes_across_the_top_of_page_two(tmp_path, monkeypatch):
    write_project(tmp_path, {"game.yaml": game_picking("shooting", "wide"), "content.yaml": CONTENT,
                             "wide.yaml": WIDE})
    made = make_quickrefs(load_project(tmp_path).games["demo"])
    for pdf in made.values():
        reader = PdfReader(io.BytesIO(pdf))
        assert len(reader.pages) == 2
        assert "Shooting table" in reader.pages[0].extract_text()
        assert "Wide table" not in reader.pages[0].extract_text()
        runs: list[tuple[float, str]] = []

        def seen(text, cm, tm, *_, runs=runs):
            runs.append((cm[1] * tm[4] + cm[3] * tm[5] + cm[5], text))

        reader.pages[1].extract_text(visitor_text=seen)
        header = max(y for y, text in runs if "Demo Game" in text)
        body_top = max(y for y, text in runs if text.strip() and y < header - 1)
        assert any("Wide table" in text for y, text in runs if y == body_top)


def test_validate_refuses_a_pick_that_names_nothing_at_the_pick_itself(tmp_path):
    write_project(tmp_path, {"game.yaml": game_picking("shooting", "no-such-table"), "content.yaml": CONTENT})
    line = game_picking("shooting", "no-such-table").splitlines().index(
        "  quick_reference: {tables: [shooting, no-such-table]}") + 1
    found = [(d.rule, d.pos.line, d.pos.column, d.message) for d in validate(tmp_path).errors()]
    assert found == [("quickref-pick", line, 40, "the quick reference picks 'no-such-table', which is no "
                      "table, derived table, track, deck or board of the game")]


def test_validate_refuses_round_and_action_picks_that_name_no_rule(tmp_path):
    game = GAME.replace('  version: "3"\n', '  version: "3"\n  quick_reference:\n'
                        '    round_extra: [no-rule]\n    actions: [shooting]\n')
    write_project(tmp_path, {"game.yaml": game, "content.yaml": CONTENT})
    found = [(d.rule, d.pos.line, d.message) for d in validate(tmp_path).errors()]
    assert found == [
        ("quickref-pick", 10, "the quick reference's round_extra picks 'no-rule', which is no rule of the game"),
        ("quickref-pick", 11, "the quick reference's actions picks 'shooting', which is no rule of the game")]


def test_shipped_picks_pass_and_the_quickref_rules_are_listed(shipped, capsys):
    assert [str(d) for d in validate(ROOT).diagnostics if d.rule.startswith("quickref")] == []
    assert main(["rules", "--markdown"]) == 0
    listed = capsys.readouterr().out
    for rule_id in ("quickref-pick", "quickref-fit"):
        section = listed.split(f"## `{rule_id}`")[1].split("## `")[0]
        assert "Passes:" in section and "Fails:" in section, rule_id


def _fonts(pdf: bytes) -> dict[str, bool]:
    """Every font the pages' resources name, and whether its file is embedded."""
    fonts = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        resources = page["/Resources"].get_object()
        for font in resources.get("/Font", {}).get_object().values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            fonts[str(font["/BaseFont"])] = descriptor is not None and "/FontFile2" in descriptor.get_object()
    return fonts


def test_the_sheets_name_only_embedded_fonts(shipped):
    for game in shipped.values():
        for paper, pdf in make_quickrefs(game).items():
            fonts = _fonts(pdf)
            assert fonts and all(fonts.values()), f"{game.id} {paper}: fonts not embedded: " \
                f"{[name for name, embedded in fonts.items() if not embedded]}"


@pytest.mark.parametrize("game", GAMES)
def test_the_legend_holds_the_marks_and_icons_that_appear(shipped, game):
    """The unknown mark only where a '?' is printed; icons only of resources the kit or sheet uses."""
    sheet = build_sheet(shipped[game])
    printed = any("?" in cell for grid in sheet.tables for row in grid.rows for cell in row)
    assert (("unknown", UNKNOWN_MEANING) in sheet.marks) == printed
    used = {k for d in shipped[game].decks for c in d.cards for a in (c.cost, c.reward, c.requirement)
            if isinstance(a, dict) for k in a}
    names = {r.name: r for r in shipped[game].resources}
    assert all(names[name].id in used or name.lower() in str(sheet).lower() for _, name in sheet.icons)
    for paper, pdf in make_quickrefs(shipped[game]).items():
        flat = " ".join(_text(pdf)[1].split())
        assert ("Icon legend" in flat) == bool(sheet.marks or sheet.icons), f"{game} {paper}"
        assert (UNKNOWN_MEANING in flat) == printed, f"{game} {paper}"


def _type_and_fill(pdf: bytes):
    """Characters by type size, and how far down each column of each page the text runs."""
    reader = PdfReader(io.BytesIO(pdf))
    sizes: dict[float, int] = {}
    width, height = (float(v) for v in reader.pages[0].mediabox[2:])
    lowest = [{0: height, 1: height} for _ in reader.pages]

    for number, page in enumerate(reader.pages):
        def visit(text, cm, tm, font, size, number=number):
            y = cm[1] * tm[4] + cm[3] * tm[5] + cm[5]
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            if text.strip() and 60 < y < height - 70:  # the body, not the header and footer
                actual = round(abs(size * (tm[3] * cm[3] + tm[2] * cm[1] or 1)), 1)
                sizes[actual] = sizes.get(actual, 0) + len(text.strip())
                column = 0 if x < width / 2 else 1
                lowest[number][column] = min(lowest[number][column], y)
        page.extract_text(visitor_text=visit)
    fill = [[(height - 70 - y) / (height - 130) for y in columns.values()] for columns in lowest]
    return sizes, fill


@pytest.mark.parametrize("game", GAMES)
def test_sheets_are_set_in_8_to_9_point_type_and_fill_their_pages(shipped, game):
    """Most text at 8-9 pt, none under 7; every page but the last filled down both columns, and the
    last one down at least one (a second page only when the first is full)."""
    for paper, pdf in make_quickrefs(shipped[game]).items():
        sizes, fill = _type_and_fill(pdf)
        total = sum(sizes.values())
        assert min(sizes) >= 6.95, f"{game} {paper}: text at {min(sizes)} pt"
        body = max(sizes, key=sizes.get)
        assert 8.0 <= body <= 9.0, f"{game} {paper}: most text at {body} pt (shorten briefs or drop a pick)"
        assert sum(n for size, n in sizes.items() if size >= 6.95) == total
        for number, columns in enumerate(fill[:-1], 1):
            assert min(columns) > 0.8, f"{game} {paper}: page {number}'s columns end at {columns}"
        assert max(fill[-1]) > 0.5, f"{game} {paper}: the last page's columns end at {fill[-1]}"


@pytest.mark.parametrize("game", GAMES)
def test_shipped_sheets_print_in_full_detail_on_both_papers(shipped, game):
    """Setup, battles and each step's short form are on the sheet: no paper falls back to first
    sentences or leaves parts out."""
    sheets = [build_sheet(shipped[game], None, detail) for detail in DETAILS]
    for paper, size in PAPERS:
        assert fitted(sheets, size).detail == "full", f"{game} {paper}"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_and_step_on_a_sheet_carries_its_procedure(shipped, game):
    """No line is a bare title: each rule prints a short form or steps, and each step its own."""
    sheet = build_sheet(shipped[game])
    for line in sheet.setup + sheet.round + sheet.actions + sheet.battles + sheet.scoring:
        assert line.summary or line.steps, f"{game}: {line.number} {line.title} prints no procedure"
        bare = [step for step in line.steps if " — " not in step]
        assert bare == [], f"{game}: steps of {line.number} {line.title} print only a title: {bare}"


@pytest.mark.parametrize("game", GAMES)
def test_each_sheet_takes_the_largest_type_that_fits(shipped, game):
    sheets = [build_sheet(shipped[game], None, detail) for detail in DETAILS]
    for paper, size in PAPERS:
        chosen = fitted(sheets, size)
        assert not chosen.overflow and chosen.body in BODY_SIZES
        if chosen.body < BODY_SIZES[0]:
            larger = BODY_SIZES[BODY_SIZES.index(chosen.body) - 1]
            sheet = next(s for s in sheets if s.detail == chosen.detail)
            tried = render(sheet, size, larger, trial=True)
            assert tried.overflow or tried.problems, f"{game} {paper}: {larger} pt would fit too"


def test_a_rule_brief_is_what_the_sheet_prints(tmp_path):
    brief_game = CONTENT.replace("        kind: phase\n", "        kind: phase\n        brief: Place one advisor per turn, in turn order.\n", 1)
    assert brief_game != CONTENT
    write_project(tmp_path, {"game.yaml": GAME, "content.yaml": brief_game})
    sheet = build_sheet(load_project(tmp_path).games["demo"])
    assert next(line.summary for line in sheet.round) == "Place one advisor per turn, in turn order."


def test_a_low_confidence_table_is_marked_and_the_legend_says_so(tmp_path):
    low = CONTENT.replace('    source: {section: "7.1."}\n',
                          '    source: {public: "a fan site", confidence: low}\n', 1)
    assert low != CONTENT
    write_project(tmp_path, {"game.yaml": game_picking("shooting", "map"), "content.yaml": low})
    game = load_project(tmp_path).games["demo"]
    sheet = build_sheet(game)
    assert [g.low_confidence for g in sheet.tables] == [True, False]
    assert [m for m, _ in sheet.marks] == ["unknown", "low-confidence"]
    flat = " ".join(_text(make_quickrefs(game)["a4"])[1].split())
    assert LOW_MEANING in flat and UNKNOWN_MEANING in flat


def _demo_sheet(tmp_path, old: str, new: str, detail: str = "full"):
    changed = CONTENT.replace(old, new, 1)
    assert changed != CONTENT
    write_project(tmp_path, {"game.yaml": GAME, "content.yaml": changed})
    return build_sheet(load_project(tmp_path).games["demo"], None, detail)


STRATEGY = '        text: "Place an advisor. Then resolve it (2.2.)."\n'
PLACE = '          - {id: place, number: "A", title: Place advisors, kind: step, text: "In turn order."}\n'


def test_a_brief_stands_for_the_sub_rules_without_one(tmp_path):
    sheet = _demo_sheet(tmp_path, STRATEGY, STRATEGY + "        brief: Place, then reveal.\n")
    assert next((line.summary, line.steps) for line in sheet.round) == ("Place, then reveal.", ())
    both = STRATEGY + "        brief: Place, then reveal.\n"
    sheet = _demo_sheet(tmp_path, STRATEGY + "        children:\n" + PLACE, both + "        children:\n" +
                        PLACE.replace('kind: step,', 'kind: step, brief: "Clockwise, one each.",'))
    assert next(line.steps for line in sheet.round) == ("A Place advisors — Clockwise, one each.",)


def test_a_step_with_a_brief_keeps_it_when_the_sheet_is_short(tmp_path):
    sheet = _demo_sheet(tmp_path, PLACE, PLACE.replace('kind: step,', 'kind: step, brief: "Clockwise, one each.",'),
                        detail="short")
    assert sheet.round[0].steps == ("A Place advisors — Clockwise, one each.", "B Reveal")


def test_scoring_rules_placed_in_another_part_reach_the_scoring_box(tmp_path):
    intro = '    text: "Score the most VP. Sources: [rules](https://example.org/rules)."\n'
    sheet = _demo_sheet(tmp_path, intro, intro + '    children:\n      - {id: vp-rule, number: "1.1.", '
                        'title: Points, kind: scoring, text: "1 VP per claim."}\n')
    assert [(line.title, line.summary) for line in sheet.scoring] == [
        ("End of the Game", "The most VP wins. Ties: most coins."), ("Points", "1 VP per claim.")]


def test_a_one_word_key_as_a_row_label_is_capitalised():
    from generator.quickref.grids import row_label
    assert [row_label(k, {"kiev": "Kiev"}) for k in ("retreat", "home-province", "kiev", "1-2", "3+")] == [
        "Retreat", "Home province", "Kiev", "1-2", "3+"]
