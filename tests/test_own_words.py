"""The content states the rulebooks' facts in the project's own words: no content string shares a
run of 12 or more consecutive words with its game's rulebook (tests/copied_prose.py finds them).

Each game is a test of its own."""

import pytest

from tests.copied_prose import RULEBOOKS, check_game

pytestmark = pytest.mark.skipif(not RULEBOOKS.is_dir(), reason=f"the rulebooks are not here ({RULEBOOKS.name}/ "
                                "beside the repository); the check needs them")

def _assert_own_words(game: str) -> None:
    """No copied run in the game's content."""
    runs = check_game(game)
    assert not runs, f"{len(runs)} copied run(s):\n" + "\n".join(str(r) for r in runs[:40])


def test_kingsburg_in_own_words():
    _assert_own_words("kingsburg")


def test_rurik_in_own_words():
    _assert_own_words("rurik")


def test_ruthenia_in_own_words():
    _assert_own_words("ruthenia")


def test_time_of_troubles_in_own_words():
    _assert_own_words("time-of-troubles")


def test_the_check_finds_a_copied_sentence():
    from tests import copied_prose

    text = (RULEBOOKS / copied_prose.RULEBOOK_OF["kingsburg"]).read_text(encoding="utf-8")
    sentence = " ".join(copied_prose.words(text)[1000:1014])
    book = copied_prose.ngrams(copied_prose.words(text))
    tokens = ["in", "short", *sentence.split(), "and", "then"]
    assert copied_prose.copied_runs(tokens, book) == [(2, 14)]
    assert copied_prose.copied_runs(["in", "short", *sentence.split()[:11]], book) == []

