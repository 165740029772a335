"""Board layouts kept between builds: read back only for the same inputs and the same tool."""

from __future__ import annotations

from generator.layout import kept


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
