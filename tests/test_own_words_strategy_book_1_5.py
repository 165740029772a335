"""Ruthenia's Strategy Book sections 1-5 (overview, set-up, course of the game, action cards, Planning
Phase) are in our own words already: no string in them shares a run of 12 or more words with the
rulebook. This keeps them so while the rest of the Strategy Book is rewritten."""

import pytest

from tests.copied_prose import ROOT, RULEBOOK_OF, RULEBOOKS, _strings, copied_runs, ngrams, words

pytestmark = pytest.mark.skipif(not RULEBOOKS.is_dir(), reason=f"the rulebooks are not here ({RULEBOOKS.name}/ "
                                "beside the repository); the check needs them")

BOOK = "content/ruthenia/rules-strategy-book.yaml"
SECTIONS = ("sb-1", "sb-2", "sb-3", "sb-4", "sb-5")


def _sections() -> dict:
    from generator.loading.yaml_reader import read_yaml_file

    data = read_yaml_file(ROOT / BOOK, BOOK).data
    return {s["id"]: s for s in data["rules"][0]["children"] if s["id"] in SECTIONS}


def test_the_sections_are_there():
    assert sorted(_sections()) == list(SECTIONS)


@pytest.mark.parametrize("section", SECTIONS)
def test_strategy_book_section_in_own_words(section):
    book = ngrams(words((RULEBOOKS / RULEBOOK_OF["ruthenia"]).read_text(encoding="utf-8")))
    found = []
    for _path, line, text in _strings(_sections()[section], None):
        tokens = words(text)
        found += [f"{BOOK}:{line}: {n} words: {' '.join(tokens[s:s + n])}" for s, n in copied_runs(tokens, book)]
    assert not found, "\n".join(found)
