"""Every number of the format has a range that ``validate`` checks at the value, inf and nan
included; whatever it accepts, ``build`` finishes in bounded time and memory.

Each edit once hung ``validate`` or crashed or hung ``build``; each now ends in a positioned
finding, within a time and memory limit (bounded_run).
"""

from __future__ import annotations

import pytest

from generator.model.schema.number_ranges import BEGIN, END, markdown
from tests.reliability.bounded_run import generator

STAND_IN = "stand_in: {label: \"1\", icon: coin, size_mm: 12.7}"
DIE_FACES = "value: 6\n    unit: faces\n"


def _validate(game, seconds: float = 60):
    run = generator(game.root, "validate", "--no-cache", seconds=seconds)
    assert run.code == 1, (run.code, run.out[-2000:], run.err[-2000:])
    assert "Traceback" not in run.err and "internal error" not in run.out + run.err, run.out[-2000:]
    return run.findings()


@pytest.mark.parametrize("size", ["0", "-1", "300", "100000", "!!float inf", "!!float nan", "!!float -inf"])
def test_a_stand_ins_size_out_of_range_is_a_finding_at_the_value(content_copy, size):
    game = content_copy("rurik")
    game.replace("game.yaml", STAND_IN, STAND_IN.replace("12.7", size))
    line, col = game.where("game.yaml", "size_mm: " + size, shift=len("size_mm: "))
    assert ("schema-range", "content/rurik/game.yaml", line, col) in _validate(game)


def test_a_huge_print_length_is_refused_at_once(content_copy):
    game = content_copy("kingsburg")
    game.replace("board.yaml", "print_length: 60", "print_length: 30000000")
    line, col = game.where("board.yaml", "30000000")
    assert ("schema-range", "content/kingsburg/board.yaml", line, col) in _validate(game, seconds=30)


def test_a_card_a_thousandth_of_a_millimetre_wide_is_refused_at_once(content_copy):
    game = content_copy("rurik")
    game.replace("agendas.yaml", "size: standard", "size: {width_mm: 0.001, height_mm: 88}")
    line, col = game.where("agendas.yaml", "0.001")
    assert ("schema-range", "content/rurik/agendas.yaml", line, col) in _validate(game, seconds=30)


@pytest.mark.parametrize("value", ["0", "1000", "100000", "!!float nan"])
def test_die_faces_out_of_its_declared_range_is_a_finding_at_the_value(content_copy, value):
    game = content_copy("kingsburg")
    game.replace("game.yaml", DIE_FACES, DIE_FACES.replace("value: 6", f"value: {value}"))
    line, col = game.where("game.yaml", f"value: {value}", shift=len("value: "))
    found = _validate(game)
    assert ("schema-range", "content/kingsburg/game.yaml", line, col) in found


@pytest.mark.parametrize(("constant", "value"), [("die-faces", "0"), ("die-faces", "1000"),
                                                 ("die-faces", "100000"), ("white-dice-per-group", "20"),
                                                 ("white-dice-per-group", "1000")])
def test_the_dice_odds_refuse_what_they_cannot_enumerate_whatever_the_range_says(content_copy, constant, value):
    """Without the content's min and max, the odds' own limit (100,000 rolls) still holds."""
    game = content_copy("kingsburg")
    text = game.path("game.yaml").read_text(encoding="utf-8")
    block = text[text.index(f"- id: {constant}"):]
    block = block[:block.index("  - id:", 3)]
    edited = "\n".join(line for line in block.splitlines() if not line.strip().startswith(("min:", "max:")))
    edited = edited.replace("value: 6\n", f"value: {value}\n").replace("value: 2\n", f"value: {value}\n") + "\n"
    game.replace("game.yaml", block, edited)
    line, col = game.where("game.yaml", "value: 6" if constant == "white-dice-per-group" else f"value: {value}",
                           shift=len("value: "))
    found = _validate(game)
    assert ("derived-table", "content/kingsburg/game.yaml", line, col) in found


@pytest.mark.slow
def test_kingsburg_builds_at_the_edges_of_its_ranges(content_copy):
    """The longest printed track, the largest counters and the most die faces the odds take."""
    game = content_copy("kingsburg")
    game.replace("board.yaml", "print_length: 60", "print_length: 200")
    game.replace("game.yaml", DIE_FACES, DIE_FACES.replace("value: 6", "value: 12"))
    game.replace("game.yaml", "    value: 2\n    unit: dice\n", "    value: 1\n    unit: dice\n")
    run = generator(game.root, "build", "--only", "kit,quickref", "--paper", "a4", "--no-images", seconds=300)
    assert run.code == 0, (run.out[-2000:], run.err[-2000:])


@pytest.mark.slow
@pytest.mark.parametrize("size", ["6", "100"])
def test_rurik_builds_stand_ins_at_the_edges_of_their_range(content_copy, size):
    game = content_copy("rurik")
    game.replace("game.yaml", STAND_IN, STAND_IN.replace("12.7", size))
    run = generator(game.root, "build", "--only", "kit", "--paper", "a4", "--no-images", seconds=300)
    assert run.code == 0, (run.out[-2000:], run.err[-2000:])


def test_the_documented_ranges_are_the_declared_ones(repo_root):
    """docs/content-format.md lists the ranges validate applies; to refresh it, replace the list
    with ``python -c "from generator.model.schema.number_ranges import markdown; print(markdown())"``."""
    text = (repo_root / "docs" / "content-format.md").read_text(encoding="utf-8")
    assert BEGIN in text and END in text
    assert text[text.index(BEGIN):text.index(END) + len(END)] == markdown()


def test_every_number_field_has_a_bounded_range():
    from generator.model.schema.number_ranges import ranges
    spans = dict(ranges())
    assert spans["components.stand_in.size_mm"] == "6 to 100 mm"
    assert spans["tracks.print_length"] == "1 to 200"
    assert spans["decks.size.width_mm"] == "20 to 300 mm"
    assert all(" to " in span for span in spans.values())
