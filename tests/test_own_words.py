"""The content states the rulebooks' facts in the project's own words (tests/copied_prose.py):
no content string shares a run of 12 or more consecutive words with its game's rulebook, and at
most 3% of each game's prose words lie inside runs of 8 shared words.

Each game is a test of its own."""

import pytest

from tests import copied_prose
from tests.copied_prose import MAX_SHORT_SHARE, RULEBOOKS, check_game, short_run_share

pytestmark = pytest.mark.skipif(not RULEBOOKS.is_dir(), reason=f"the rulebooks are not here ({RULEBOOKS.name}/ "
                                "beside the repository); the check needs them")

GAMES = sorted(copied_prose.RULEBOOK_OF)


@pytest.mark.parametrize("game", GAMES)
def test_no_run_of_twelve_words(game):
    runs = check_game(game)
    assert not runs, f"{len(runs)} copied run(s):\n" + "\n".join(str(r) for r in runs[:40])


@pytest.mark.parametrize("game", GAMES)
def test_few_runs_of_eight_words(game):
    share = short_run_share(game)
    longest = sorted(share.runs, key=lambda r: -r.words)[:20]
    assert share.share <= MAX_SHORT_SHARE, f"{share}; the longest:\n" + "\n".join(map(str, longest))


def _a_rulebook_sentence(start: int, length: int) -> list[str]:
    return copied_prose.rulebook_words("kingsburg")[start:start + length]


def test_the_check_finds_a_copied_sentence():
    text = (RULEBOOKS / copied_prose.RULEBOOK_OF["kingsburg"]).read_text(encoding="utf-8")
    sentence = " ".join(copied_prose.words(text)[1000:1014])
    book = copied_prose.ngrams(copied_prose.words(text))
    tokens = ["in", "short", *sentence.split(), "and", "then"]
    assert copied_prose.copied_runs(tokens, book) == [(2, 14)]
    assert copied_prose.copied_runs(["in", "short", *sentence.split()[:11]], book) == []


def test_runs_of_eight_are_counted_once_where_they_overlap():
    """Two 8-grams of one 9-word run count 9 words; a 7-word piece counts nothing."""
    book = copied_prose.ngrams(copied_prose.rulebook_words("kingsburg"), 8)
    nine = _a_rulebook_sentence(2000, 9)
    assert copied_prose.copied_runs(["so", *nine, "then"], book, 8) == [(1, 9)]
    assert copied_prose.copied_runs(["so", *nine[:7], "then"], book, 8) == []


def test_the_share_fails_a_game_with_copied_sentences(tmp_path, monkeypatch):
    """A game whose one prose string is a rulebook sentence is at 100%, over the limit."""
    sentence = " ".join(_a_rulebook_sentence(3000, 10))
    folder = tmp_path / "content" / "kingsburg"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(f'note: "{sentence}"\nname: "Four short words here"\n',
                                      encoding="utf-8")
    monkeypatch.setattr(copied_prose, "ROOT", tmp_path)
    share = short_run_share("kingsburg")
    assert (share.prose_words, share.copied_words) == (10, 10)
    assert share.share > MAX_SHORT_SHARE
