"""Strategy Book 6. (Movement and Combat Phase) is in our own words already: none of its titles or
texts shares a run of 12 or more words with the rulebook, while the rest of Ruthenia is rewritten."""

import pytest
import yaml

from tests.copied_prose import MIN_RUN, ROOT, RULEBOOK_OF, RULEBOOKS, copied_runs, ngrams, words

pytestmark = pytest.mark.skipif(not RULEBOOKS.is_dir(), reason=f"the rulebooks are not here ({RULEBOOKS.name}/ "
                                "beside the repository); the check needs them")

STRATEGY_BOOK = ROOT / "content" / "ruthenia" / "rules-strategy-book.yaml"


def section(rules: list[dict], rule_id: str) -> dict:
    """The rule with this id, anywhere in the tree."""
    for rule in rules:
        if rule["id"] == rule_id:
            return rule
        try:
            return section(rule.get("children", []), rule_id)
        except LookupError:
            continue
    raise LookupError(rule_id)


def strings(rule: dict):
    """(id, text) of the title and text of a rule and of every rule below it."""
    for key in ("title", "text"):
        if isinstance(rule.get(key), str):
            yield rule["id"], rule[key]
    for child in rule.get("children", []):
        yield from strings(child)


def test_movement_and_combat_phase_in_own_words():
    book = ngrams(words((RULEBOOKS / RULEBOOK_OF["ruthenia"]).read_text(encoding="utf-8")))
    phase = section(yaml.safe_load(STRATEGY_BOOK.read_text(encoding="utf-8"))["rules"], "sb-6")
    checked = list(strings(phase))
    assert len(checked) > 150  # every entry of 6.1.-6.9., not an empty section
    copied = [(rule_id, " ".join(words(text)[start:start + length]))
              for rule_id, text in checked for start, length in copied_runs(words(text), book)]
    assert not copied, f"runs of {MIN_RUN}+ words shared with the rulebook: {copied[:20]}"
