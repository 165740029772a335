"""The shipped kits as a player meets them: every component the content prints has pages, every
board space holds its pieces and no road passes under a space, the cover says plainly whether the
game can be played, and the print-shop details (PDF 1.7, embedded fonts, black-only marks)."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path
from dataclasses import replace

import pytest
from pypdf import PdfReader

from generator.kit.assemble import plan_kit
from generator.kit.board_positions import board_drawing
from generator.kit.board_spaces import space_looks
from generator.kit.colours import printed_colours
from generator.kit.playable import statuses, verdict
from generator.settings_file import KitSettings
from generator.kit.shared import shared_sheets
from generator.kit.table_boards import board_spaces
from generator.kit.track_drawing import cells
from generator.faces.values import Vocabulary
from generator.geometry.plane import Rect, Segment
from generator.geometry.routes import crosses
from generator.geometry.sheets import paper_cost
from generator.model.game.values import Unknown
from generator.render.components_pdf import write_components_pdf
from generator.render.kit_pdf import write_kits
from generator.validation import validate

pytestmark = pytest.mark.slow   # whole kits

GAMES = ["kingsburg", "rurik", "ruthenia", "time-of-troubles"]
AREA = Rect(10, 10, 190, 271)


@pytest.fixture(scope="module")
def project(repo_root):
    return validate(repo_root).project


@pytest.fixture(scope="module")
def plans(project, repo_root):
    return {g: plan_kit(project.games[g], "a4", KitSettings(papers=("a4",)), repo_root) for g in GAMES}


@pytest.mark.parametrize("game_id", GAMES)
def test_everything_the_content_prints_has_pages(project, plans, game_id):
    game, plan = project.games[game_id], plans[game_id]
    boards_of_tables = {b.table for b in game.boards if b.table}
    printable = ([d.id for d in game.decks if d.card_count() and not d.on_request]   # on request: not by default
                 + [s.id for s in game.sheets if s.tokens]
                 + [t.id for t in game.tracks if t.spaces] + [b.id for b in game.boards]
                 + [t.id for t in game.tables if t.rows and t.id not in boards_of_tables])
    missing = [i for i in printable if not any(p.part.prints(i) and p.pages for p in plan.placed)]
    assert missing == []
    for status in statuses(game, plan.placed):
        if status.state in ("complete", "fill-in blanks", "in part"):
            assert status.pages, status.component.id


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_sheets_print_every_packed_item_once(plans, game_id):
    shared = plans[game_id].shared
    placed = sorted((i.piece, i.index) for s in shared.sheets for i in s.items)
    wanted = sorted((n, k) for n, spec in enumerate(shared.specs) if hasattr(spec, "run")
                    for k in range(spec.run.count))
    assert placed == wanted


def test_kingsburg_plays_from_its_kit_with_dice_and_goods_supplied(project, plans):
    ok, text = verdict(statuses(project.games["kingsburg"], plans["kingsburg"].placed))
    assert ok, text
    assert "21 six-sided dice" in text and "60 goods cubes" in text


def test_rurik_is_not_playable_while_its_scheme_faces_are_unknown(project, plans):
    by_id = {s.component.id: s for s in statuses(project.games["rurik"], plans["rurik"].placed)}
    schemes = by_id["scheme-cards"]
    assert schemes.state == "fill-in blanks" and schemes.pages        # the blanks still print
    assert schemes.reason == "no source describes their faces" and schemes.blocks_play
    ok, text = verdict(list(by_id.values()))
    assert not ok, text
    supplied = text[text.index("You also supply:"):]
    assert "scheme" not in supplied.lower()
    assert all(s.component.supplied == "player" for s in by_id.values() if s.state == "you supply")


def test_the_time_of_troubles_map_is_printed_in_part_and_its_counters_are_not(project, plans):
    by_id = {s.component.id: s for s in statuses(project.games["time-of-troubles"], plans["time-of-troubles"].placed)}
    game_map = by_id["game-map"]
    assert game_map.state == "in part" and game_map.pages and "the roads of 33 space(s)" in game_map.reason
    assert by_id["counters"].state == "not printed"
    ok, text = verdict(list(by_id.values()))
    assert not ok and "Game counters (not printed" in text


@pytest.mark.parametrize("game_id, playable", [("kingsburg", True), ("rurik", False), ("ruthenia", False),
                                               ("time-of-troubles", False)])
def test_each_shipped_games_verdict(project, plans, game_id, playable):
    found = statuses(project.games[game_id], plans[game_id].placed)
    ok, text = verdict(found)
    assert ok is playable, text
    complete = [s for s in found if s.state == "complete"]
    assert all(not s.reason for s in complete)


def test_kingsburg_scoring_track_of_unknown_length_leaves_a_gap_not_a_block(project, plans):
    by_id = {s.component.id: s for s in statuses(project.games["kingsburg"], plans["kingsburg"].placed)}
    board = by_id["game-board"]
    assert board.state == "printed, with gaps" and not board.blocks_play
    assert board.reason == "where 1 track mark(s) go"


def _boards(project):
    for game_id in GAMES:
        game = project.games[game_id]
        vocab = Vocabulary.of(game.resources)
        colours = printed_colours(game.manifest.colours)
        for board in game.boards:
            spaces = board_spaces(board, game)
            looks = space_looks(board, spaces, game, vocab, colours, bool(board.grid or board.table))
            yield game, board, looks, board_drawing(board, looks, False, AREA)


def test_every_space_has_room_for_what_it_holds(project):
    checked = 0
    for _, board, looks, _ in _boards(project):
        for look in looks:
            assert look.arrangement.w <= look.w + 1e-6, (board.id, look.space.id)
            assert look.arrangement.h <= look.h + 1e-6, (board.id, look.space.id)
            checked += len(look.rooms)
    assert checked > 200


def test_no_road_passes_under_a_space(project):
    roads = 0
    for _, board, _, drawing in _boards(project):
        rects = [s for s in drawing.shapes if isinstance(s, Rect) and s.h > 8]   # spaces, not the note
        for segment in (s for s in drawing.shapes if isinstance(s, Segment)):
            inside = [r for r in rects if crosses(segment, r)]
            assert inside == [], (board.id, segment)
            roads += 1
    assert roads > 30     # Rurik's map has a road for each of its adjacencies


def test_the_rurik_map_keeps_the_published_boards_arrangement_and_says_so(project):
    """Placed from the regions' positions: no two regions overlap, each stays on the same side of
    the others as on the published board, and the page says where the positions come from."""
    (drawing,) = [d for game, board, _, d in _boards(project) if game.id == "rurik" and board.id == "map"]
    assert drawing.note.startswith("Regions placed as on the published board")
    board = project.games["rurik"].board("map")
    rects = {s.id: r for s, r in zip(board.spaces, (r for r in drawing.shapes if isinstance(r, Rect)))}
    for a, b in itertools.combinations(rects.values(), 2):
        assert not a.overlaps(b)
    centre = {k: r.centre for k, r in rects.items()}
    assert centre["brest"][0] < centre["volyn"][0] < centre["polotsk"][0] < centre["chernigov"][0] < centre["murom"][0]
    assert centre["novgorod"][1] > centre["polotsk"][1] > centre["kiev"][1] > centre["peresech"][1]   # y grows up


def test_positioned_spaces_are_pushed_apart_only_as_far_as_the_gap_needs():
    from generator.kit.board_positions import spread

    apart = [(0.0, 0.0), (100.0, 0.0)]
    assert spread(apart, [(20.0, 20.0)] * 2, 4.0) == apart
    (x1, y1), (x2, y2) = spread([(0.0, 0.0), (10.0, 2.0)], [(20.0, 20.0)] * 2, 4.0)
    assert x2 - x1 >= 24.0 and x2 - x1 < 24.1 and (y1, y2) == (0.0, 2.0)


def test_the_rurik_map_holds_structures_goods_rebels_and_each_players_troops(project):
    game = project.games["rurik"]
    board = game.board("map")
    looks = space_looks(board, board.spaces, game, Vocabulary.of(game.resources),
                        printed_colours(game.manifest.colours), False)
    labels = [r.label for r in looks[0].rooms]
    assert labels[:5] == ["Church", "Market", "Stronghold", "Good", "Rebel"]
    assert labels[5:] == ["Troops"] * 4 and len({r.colour for r in looks[0].rooms[5:]}) == 4
    assert min(lk.w for lk in looks) >= 3 * 15.875


def test_a_track_of_unknown_length_prints_its_print_length(project):
    game = project.games["kingsburg"]
    track = game.track("scoring-track")
    assert isinstance(track.thresholds[0].at_index, Unknown)
    printed = cells(track, game, printed_colours(game.manifest.colours), [])
    assert [c.index for c in printed] == list(range(-10, 50))
    assert [c.label for c in printed[:2]] == ["-10", "-9"]


def test_a_track_with_room_below_zero_says_how_to_go_round(project):
    from generator.kit.track_drawing import _title

    track = project.games["kingsburg"].track("scoring-track")
    assert _title(track) == ("Scoring Track \u00b7 its length is not stated: 60 spaces printed, 10 of them "
                             "below 0; past the last, go on from 0 and add 50")
    above = replace(track, spaces=[s for s in track.spaces if s.index >= 0], print_length=50)
    assert _title(above).endswith("past the last, go round again and add 50")


def test_kingsburg_goods_cube_stand_ins_print_by_good_in_their_colours(plans):
    runs = [s for s in plans["kingsburg"].optional.specs if s.name == "Goods Cubes (stand-ins)"]
    assert [(s.variant, s.run.count) for s in runs] == [("Gold", 25), ("Wood", 20), ("Stone", 15)]
    faces = [next(iter(s.faces())) for s in runs]
    fills = {getattr(item, "fill", None) for face in faces for use in face.front for item in use.form.items}
    assert {"#f2c21b", "#6d4c41", "#8a8a8a"} <= fills


def test_per_colour_pieces_print_in_each_colour_with_its_name(plans):
    shared = plans["kingsburg"].shared
    discs = [s for s in shared.specs if getattr(s, "name", "") == "Disc tokens"]
    assert [s.variant for s in discs] == ["Red", "Blue", "Green", "Yellow", "Purple"]
    assert [s.run.count for s in discs] == [3] * 5


def test_rurik_stand_ins_are_optional_pages(project, repo_root, plans):
    parts = {p.part.key: p for p in plans["rurik"].placed if p.section.key == "stand-ins"}
    assert set(parts) == {"stand-in:leaders", "stand-in:troops", "stand-in:coins", "stand-in:rebels"}
    assert all(p.part.note.startswith("optional") for p in parts.values())
    without = plan_kit(project.games["rurik"], "a4", KitSettings(papers=("a4",), stand_ins=False), repo_root)
    assert not any(p.section.key == "stand-ins" for p in without.placed)
    assert without.page_count <= plans["rurik"].page_count


def test_stand_ins_print_on_optional_sheets_after_everything_else(plans):
    """A player who supplies the pieces leaves the last sheets unprinted: no sheet mixes a
    stand-in with a piece the game needs."""
    plan = plans["rurik"]
    optional = {p.part.key: p.pages for p in plan.placed if p.section.key == "stand-ins"}
    needed = [n for p in plan.placed if p.section.key != "stand-ins" for n in p.pages]
    assert optional and min(n for pages in optional.values() for n in pages) > max(needed)
    assert {plan.optional.owners[i].key for s in plan.optional.sheets for i in s.pieces()} == set(optional)
    assert not any(o.key.startswith("stand-in:") for o in plan.shared.owners)
    assert plan.optional.sheets and plan.optional.heading == "optional sheet"


def test_a_mat_needed_once_per_player_prints_as_often_or_says_to(project, plans):
    """Rurik's four household mats pack two to a page (turned); Kingsburg's province sheet fills
    a page, so it prints once on a page of its own and the cover says to print it five times."""
    rurik = plans["rurik"].shared
    mats = [s for s in rurik.specs if getattr(s, "block", None) and s.block.part.startswith("household-mat")]
    assert len(mats) == 4
    sheets = [sum(1 for b in sheet.blocks if b.piece in [rurik.specs.index(m) for m in mats]) for sheet in rurik.sheets]
    assert sorted(n for n in sheets if n) == [2, 2]
    kingsburg = plans["kingsburg"]
    (mat,) = [p for p in kingsburg.placed if p.part.prints("province-sheet")]
    assert mat.part.print_copies == 5 and len(mat.pages) == 1 and not mat.part.packed
    page = list(kingsburg.shared.pages("Kingsburg"))  # the mat is on none of the shared sheets
    assert not any("Province" in p.label for p in page)
    by_id = {s.component.id: s for s in statuses(project.games["kingsburg"], kingsburg.placed)}
    assert "Print that page 5 times (one per player)." in by_id["province-sheets"].text


def test_the_strategy_board_sides_print_back_to_back_where_the_mode_allows(project, repo_root):
    game = project.games["rurik"]
    duplex = plan_kit(game, "a4", KitSettings(papers=("a4",)), repo_root)
    fold = plan_kit(game, "a4", KitSettings(papers=("a4",), duplex="gutterfold"), repo_root)
    two = [p for p in duplex.placed if p.part.prints("strategy-board-1-2-board")]
    assert len(two) == 1 and two[0].part.prints("strategy-board-3-4-board") and two[0].part.has_backs
    apart = [p for p in fold.placed if p.part.prints("strategy-board-1-2-board") or p.part.prints("strategy-board-3-4-board")]
    assert len(apart) == 2


@pytest.fixture(scope="module")
def kingsburg_pdf(project, repo_root, tmp_path_factory):
    (path,) = write_kits(project.games["kingsburg"], tmp_path_factory.mktemp("kb"), KitSettings(papers=("a4",)),
                         repo_root)
    return path


def test_the_pdf_header_says_1_7(kingsburg_pdf):
    assert kingsburg_pdf.read_bytes()[:9] == b"%PDF-1.7\n"


def test_crop_marks_are_black_ink_only(kingsburg_pdf):
    data = b"".join(PdfReader(kingsburg_pdf).pages[2]["/Resources"]["/XObject"][name].get_object().get_data()
                    for name in PdfReader(kingsburg_pdf).pages[2]["/Resources"]["/XObject"])
    assert b"0 0 0 1 K" in data
    assert not re.search(rb"\b0 0 0 RG\b", data)


def test_the_cover_names_sources_without_file_paths(kingsburg_pdf):
    text = " ".join((PdfReader(kingsburg_pdf).pages[i].extract_text() or "") for i in range(2))
    assert "apeace/governor (GitHub)" in text
    assert ".py" not in text and ".java" not in text


def test_the_components_pdf_embeds_its_fonts(project, tmp_path):
    path = tmp_path / "components.pdf"
    write_components_pdf(project.games["rurik"], path)
    for page in PdfReader(path).pages:
        for ref in page["/Resources"]["/Font"].values():
            font = ref.get_object()
            assert "Helvetica" not in str(font["/BaseFont"])
            assert "/FontFile2" in font["/FontDescriptor"].get_object()


@pytest.mark.parametrize("size", ["poker", "standard"])
def test_print_on_demand_images_have_an_eighth_inch_bleed_at_300_ppi(tmp_path, size):
    """Poker cards, and standard 63 x 88 mm cards (exported at the poker size printers sell)."""
    from PIL import Image

    from generator.export.pod import write_pod
    from tests.kit.kit_fixture import DECKS, write_demo

    decks = DECKS.replace("    kind: deed\n", f"    kind: deed\n    size: {size}\n")
    root = write_demo(tmp_path / "p", **{"decks.yaml": decks})
    game = validate(root).project.games["demo"]
    paths = write_pod(game, tmp_path / "out", root)
    faces = [p for p in paths if p.parent.name == "deeds" and p.suffix == ".png"]
    assert faces and all(Image.open(p).size == (825, 1125) for p in faces)
    assert math.isclose(Image.open(faces[0]).info["dpi"][0], 300, rel_tol=1e-3)
    assert (tmp_path / "out" / "print-on-demand" / "copies.txt").read_text().count("x deed-") == 3
    assert "poker 63.5 x 88.9 mm" in (tmp_path / "out" / "print-on-demand" / "copies.txt").read_text()


def test_print_on_demand_keeps_a_size_no_printer_sells_and_fills_the_bleed(tmp_path):
    from PIL import Image

    from generator.export.pod import write_pod
    from tests.kit.kit_fixture import DECKS, write_demo

    decks = DECKS.replace("    kind: deed\n", "    kind: deed\n    size: {width_mm: 50, height_mm: 80}\n")
    root = write_demo(tmp_path / "p", **{"decks.yaml": decks})
    paths = write_pod(validate(root).project.games["demo"], tmp_path / "out", root)
    back = next(p for p in paths if p.name == "deeds-back.png")
    image = Image.open(back).convert("RGB")
    assert image.size == (round((50 + 6.35) / 25.4 * 300), round((80 + 6.35) / 25.4 * 300))
    assert image.getpixel((2, 2)) != (255, 255, 255)     # the back's colour runs into the bleed


def test_the_last_sheets_repacked_take_one_fewer_and_still_hold_everything_once(project, repo_root, monkeypatch):
    """Rurik on Letter, one-sided, in shelves: the leftovers of the last sheets share one fewer. Every item is still placed once, and nothing overlaps on the repacked sheets. In free
    rectangles the same sheets hold everything without the repacking. (Lone reference cards each
    print on a card of their own.)"""
    import generator.kit.tables as tables
    import generator.geometry.sheets as sheets

    game, settings = project.games["rurik"], KitSettings(papers=("letter",), duplex="simplex")
    monkeypatch.setattr(tables, "_lone_pairs", lambda lone: {})
    monkeypatch.setattr(sheets, "PACKERS", (False,))
    merged = plan_kit(game, "letter", settings, repo_root).shared
    monkeypatch.setattr(sheets, "TAIL", ())
    plain = plan_kit(game, "letter", settings, repo_root).shared
    assert len(merged.sheets) == len(plain.sheets) - 1
    monkeypatch.setattr(sheets, "PACKERS", (True,))
    assert len(plan_kit(game, "letter", settings, repo_root).shared.sheets) == len(merged.sheets)

    def placed(shared):
        return sorted((i.piece, i.index) for s in shared.sheets for i in s.items)

    assert placed(merged) == placed(plain)
    assert sorted(b.piece for s in merged.sheets for b in s.blocks) == sorted(b.piece for s in plain.sheets
                                                                             for b in s.blocks)
    for sheet in merged.sheets[-2:]:
        rects = [i.front.trim for i in sheet.items] + [b.rect for b in sheet.blocks]
        for a, b in itertools.combinations(rects, 2):
            assert not a.overlaps(b)


def test_reference_cards_of_one_size_share_a_card_back_to_back_only_in_double_sided_modes(project, repo_root):
    """Long and short edge: two of Rurik's table cards of one size per card, one on each side,
    every table card printed once; in the one-sided modes every card stays one-sided."""
    from generator.kit.tables import table_cards, tables_section

    game = project.games["rurik"]
    sides = len(table_cards(game, KitSettings(papers=("a4",))))
    for mode in ("long-edge", "short-edge", "simplex", "gutterfold"):
        (part,) = tables_section(game, "a4", KitSettings(papers=("a4",), duplex=mode), repo_root).parts
        faces = [f for spec in part.packed for f in spec.faces()]
        printed = len(faces) + sum(f.back is not None for f in faces)
        assert printed == sides, mode
        if mode in ("long-edge", "short-edge"):
            assert len(faces) < sides and any(spec.run.backs for spec in part.packed)
            assert all(spec.run.backs or spec.run.count == 1 for spec in part.packed)
        else:
            assert len(faces) == sides and not any(spec.run.backs for spec in part.packed)


def test_the_last_sheets_repacked_in_another_order_take_one_fewer(project, repo_root, monkeypatch):
    """The Time of Troubles on A4 one-sided: its last two sheets (standees, reference cards) share
    one only when packed afresh in another order than tallest first (in shelves; free rectangles
    find room without). Every item is still placed once, and nothing overlaps on the repacked sheet."""
    import generator.geometry.sheets as sheets

    game, settings = project.games["time-of-troubles"], KitSettings(papers=("a4",), duplex="simplex")
    monkeypatch.setattr(sheets, "PACKERS", (False,))
    merged = plan_kit(game, "a4", settings, repo_root).shared
    monkeypatch.setattr(sheets, "REPACK_ORDERS", sheets.ORDERS[:1])
    tallest = plan_kit(game, "a4", settings, repo_root).shared
    assert len(merged.sheets) == len(tallest.sheets) - 1
    assert sorted((i.piece, i.index) for s in merged.sheets for i in s.items) == \
        sorted((i.piece, i.index) for s in tallest.sheets for i in s.items)
    last = merged.sheets[-1]
    rects = [i.front.trim for i in last.items] + [b.rect for b in last.blocks]
    for a, b in itertools.combinations(rects, 2):
        assert not a.overlaps(b)


def test_on_letter_the_household_mats_are_laid_out_wider_to_pack_two_to_a_page(project, repo_root):
    """On Letter two of Rurik's mats on their default grid do not share a page; on a grid of
    three columns they do, and the kit keeps that layout because the sheets then take less paper
    (on A4 the default grid packs better, and stays)."""
    plan = plan_kit(project.games["rurik"], "letter", KitSettings(papers=("letter",)), repo_root)
    shared = plan.shared
    mats = {i for i, s in enumerate(shared.specs) if getattr(s, "block", None)
            and s.block.part.startswith("household-mat")}
    assert len(mats) == 4
    per_sheet = [sum(b.piece in mats for b in sheet.blocks) for sheet in shared.sheets]
    assert sorted(n for n in per_sheet if n) == [2, 2]
    (part,) = [p for s in plan.sections for p in s.parts if p.key == "household-mat"]
    assert part.packed_instead and [shared.specs[i] for i in sorted(mats)] == list(part.packed_instead)
    default = shared_sheets([replace(p, packed_instead=()) for p in {id(o): o for o in shared.owners}.values()], "letter",
                            KitSettings(papers=("letter",)))
    assert paper_cost(shared.sheets, "long-edge") < paper_cost(default.sheets, "long-edge")
    assert not [p for s in plan.sections for p in s.parts if p.print_copies > 1]
    a4 = plan_kit(project.games["rurik"], "a4", KitSettings(papers=("a4",)), repo_root)
    (a4_part,) = [p for s in a4.sections for p in s.parts if p.key == "household-mat"]
    a4_specs = [s for s in a4.shared.specs if s.name == a4_part.title]
    assert a4_specs == list(a4_part.packed) and a4_specs != list(a4_part.packed_instead)


def test_a_lone_reference_card_may_print_on_the_back_of_a_larger_lone_one(project, repo_root):
    """Double-sided, Rurik's only card of 105 x 148 mm is also offered on the back of its only
    card of 186 x 255 mm, centred; the kit keeps that where it takes less paper (A4; not
    Letter, where it saves nothing), and the note counts the cards it prints. One-sided, each
    card stays a card of its own."""
    from generator.kit.tables import tables_section

    game = project.games["rurik"]
    for mode in ("long-edge", "short-edge", "simplex"):
        (part,) = tables_section(game, "letter", KitSettings(papers=("letter",), duplex=mode), repo_root).parts
        sizes = {(s.run.w, s.run.h) for s in part.packed}
        assert {(105, 148), (186, 255)} <= sizes
        if mode == "simplex":
            assert not part.packed_instead
            continue
        instead = {(s.run.w, s.run.h): s for s in part.packed_instead}
        assert (105, 148) not in instead and instead[(186, 255)].run.backs
        (face,) = list(instead[(186, 255)].faces())
        (group,) = face.back
        assert (round(group.transform.e, 6), round(group.transform.f, 6)) == (40.5, 53.5)
    for paper, kept in (("letter", False), ("a4", True)):
        plan = plan_kit(game, paper, KitSettings(papers=(paper,)), repo_root)
        (part,) = [p for s in plan.sections for p in s.parts if p.key == "reference-cards"]
        assert any(s in part.packed_instead for s in plan.shared.specs) == kept, paper
        cards = sum(s.run.count for s in plan.shared.specs if s in (part.packed_instead if kept else part.packed))
        assert f"on {cards} double-sided cards" in part.note


def test_print_on_demand_copies_read_as_numbers_for_counts_known_from_below():
    """The Time of Troubles gives some cards' copies only as 'at least 1'."""
    from generator.export.pod import copies_note

    root = Path(__file__).resolve().parents[2]
    note = copies_note(validate(root, ["time-of-troubles"]).project.games["time-of-troubles"], root)
    assert "AtLeast" not in note
    assert "  1 x card-spy.png (at least 1: the source gives no exact count)\n" in note
