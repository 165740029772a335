"""Board layouts kept between builds: read back only for the same inputs and the same tool."""

from __future__ import annotations

from generator.geometry.kept import FOLDER, LayoutStore, remembered


def store(tmp_path, previous: str, current: str, tool: str = "tool") -> LayoutStore:
    return LayoutStore.of_outputs(tmp_path / previous, tmp_path / current, tool)


def test_a_result_is_kept_for_the_next_build_and_only_for_the_same_inputs(tmp_path):
    calls = []

    def compute():
        calls.append(1)
        return [[1.5, 2.0, 0.1, 3.0]]

    assert remembered(store(tmp_path, "none", "first"), "board", "inputs", compute) == compute()
    assert len(calls) == 2
    second = store(tmp_path, "first", "second")
    assert second.remembered("board", "inputs", compute) == [[1.5, 2.0, 0.1, 3.0]]
    assert len(calls) == 2                               # read back, and kept in this build's store
    second.remembered("board", "other inputs", compute)
    assert len(calls) == 3 and len(second.used) == 2
    assert len(list((tmp_path / "second" / FOLDER).iterdir())) == 2
    store(tmp_path, "second", "third", "another tool").remembered("board", "inputs", compute)
    assert len(calls) == 4                                   # the tool changed: computed again
    assert remembered(None, "board", "inputs", compute) and len(calls) == 5   # no store: nothing kept


def test_a_kept_task_carries_its_results_into_the_new_store(tmp_path):
    first = store(tmp_path, "none", "first")
    first.remembered("board", "inputs", lambda: [[1.0]])
    carried = store(tmp_path, "first", "second")
    carried.carry([*first.used, "../escape.json", "board-not-a-hash.json"])
    assert [p.name for p in (tmp_path / "second" / FOLDER).iterdir()] == first.used
    assert carried.fresh().used == [] and carried.fresh().current == carried.current


def test_a_damaged_store_is_computed_again(tmp_path):
    store(tmp_path, "none", "a").remembered("board", "inputs", lambda: [[1.0]])
    (stored,) = (tmp_path / "a" / FOLDER).iterdir()
    for n, damage in enumerate(("not json", '{"a": 1}', '[["x"]]')):
        stored.write_text(damage)
        assert store(tmp_path, "a", f"b{n}").remembered("board", "inputs", lambda: [[2.0]]) == [[2.0]]


def test_a_kept_packing_gives_the_sheets_the_search_gives_and_a_damaged_one_is_searched_again(tmp_path):
    import json

    from generator.geometry.sheets import Block, Run, pack
    from generator.geometry.units import PAPERS

    pieces = [Run("deck", 63, 88, 18, True), Run("discs", 15.875, 15.875, 20, turn=False, fresh_row=True),
              Run("reference", 148, 105, 2), Block("track", 180, 40)]
    searched = pack(pieces, *PAPERS["a4"], "long-edge")   # no store: searched
    assert pack(pieces, *PAPERS["a4"], "long-edge", layouts=store(tmp_path, "none", "a")) == searched
    (stored,) = (tmp_path / "a" / FOLDER).iterdir()
    (choice,) = json.loads(stored.read_text())   # which packer, and which order
    assert choice[0] in (0, 1) and choice[1] in range(5)
    assert pack(pieces, *PAPERS["a4"], "long-edge", layouts=store(tmp_path, "a", "b")) == searched   # from the choice
    for n, damage in enumerate(("[[0]]", "[[0, 1, 2]]", "[[1, 0.5]]", "[[0, 9]]", "[[2, 0]]", "[[0, 1], [1, 1]]")):
        stored.write_text(damage)
        assert pack(pieces, *PAPERS["a4"], "long-edge", layouts=store(tmp_path, "a", f"c{n}")) == searched
