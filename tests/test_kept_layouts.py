"""Board layouts kept between builds: read back only for the same inputs and the same tool."""

from __future__ import annotations

from generator.geometry import kept


def test_a_result_is_kept_for_the_next_build_and_only_for_the_same_inputs(tmp_path):
    calls = []

    def compute():
        calls.append(1)
        return [[1.5, 2.0, 0.1, 3.0]]

    first, second = tmp_path / "first", tmp_path / "second"
    with kept.opened(tmp_path / "none", first, "tool"):
        assert kept.remembered("board", "inputs", compute) == compute()
    assert len(calls) == 2
    with kept.opened(first, second, "tool"):
        assert kept.remembered("board", "inputs", compute) == [[1.5, 2.0, 0.1, 3.0]]
        assert len(calls) == 2                               # read back, and kept in this build's store
        kept.remembered("board", "other inputs", compute)
        assert len(calls) == 3
    assert len(list((second / kept.FOLDER).iterdir())) == 2
    with kept.opened(second, tmp_path / "third", "another tool"):
        kept.remembered("board", "inputs", compute)
    assert len(calls) == 4                                   # the tool changed: computed again
    assert kept.remembered("board", "inputs", compute) and len(calls) == 5   # no build: nothing kept


def test_a_damaged_store_is_computed_again(tmp_path):
    with kept.opened(tmp_path / "none", tmp_path / "a", "tool"):
        kept.remembered("board", "inputs", lambda: [[1.0]])
    (stored,) = (tmp_path / "a" / kept.FOLDER).iterdir()
    for n, damage in enumerate(("not json", '{"a": 1}', '[["x"]]')):
        stored.write_text(damage)
        with kept.opened(tmp_path / "a", tmp_path / f"b{n}", "tool"):
            assert kept.remembered("board", "inputs", lambda: [[2.0]]) == [[2.0]]


def test_a_kept_packing_gives_the_sheets_the_search_gives_and_a_damaged_one_is_searched_again(tmp_path):
    import json

    from generator.geometry.sheets import Block, Run, pack
    from generator.geometry.units import PAPERS

    pieces = [Run("deck", 63, 88, 18, True), Run("discs", 15.875, 15.875, 20, turn=False, fresh_row=True),
              Run("reference", 148, 105, 2), Block("track", 180, 40)]
    searched = pack(pieces, *PAPERS["a4"], "long-edge")   # no build: searched
    with kept.opened(tmp_path / "none", tmp_path / "a", "tool"):
        assert pack(pieces, *PAPERS["a4"], "long-edge") == searched
    (stored,) = (tmp_path / "a" / kept.FOLDER).iterdir()
    (choice,) = json.loads(stored.read_text())   # which packer, and which order
    assert choice[0] in (0, 1) and choice[1] in range(5)
    with kept.opened(tmp_path / "a", tmp_path / "b", "tool"):
        assert pack(pieces, *PAPERS["a4"], "long-edge") == searched   # packed from the kept choice
    for n, damage in enumerate(("[[0]]", "[[0, 1, 2]]", "[[1, 0.5]]", "[[0, 9]]", "[[2, 0]]", "[[0, 1], [1, 1]]")):
        stored.write_text(damage)
        with kept.opened(tmp_path / "a", tmp_path / f"c{n}", "tool"):
            assert pack(pieces, *PAPERS["a4"], "long-edge") == searched
