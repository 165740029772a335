"""Content text becomes safe HTML: escaped, rule numbers and entries linked, only safe links kept."""

import pytest

from generator.reference.anchors import Anchors, Target
from generator.reference.text import inline, paragraphs, safe_href


@pytest.fixture
def anchors():
    a = Anchors()
    a.by_id = {"harbour": Target("card-harbour", "Harbour"), "r641": Target("rule-r641", "Attack")}
    a.by_number = {"6.4.1": a.by_id["r641"], "3": Target("rule-three", "Three")}
    a.scoped = {("battle-book", "6.4.1"): Target("rule-bb-641", "Other book")}
    a.page = {"card-harbour", "rule-r641", "rule-three", "rule-bb-641"}
    return a


@pytest.mark.parametrize("text, expected", [
    ("as in (6.4.1.) above", 'as in (<a class="ref" href="#rule-r641">6.4.1.</a>) above'),
    ("see 6.4.1 now", 'see <a class="ref" href="#rule-r641">6.4.1</a> now'),
    ("(See 6.4.1.)", '(See <a class="ref" href="#rule-r641">6.4.1.</a>)'),
    ("rolls (3.)", 'rolls (<a class="ref" href="#rule-three">3.</a>)'),
    ("gain 3 coins", "gain 3 coins"),            # a plain number is no reference
    ("gain 3.", "gain 3."),                      # nor is one ending a sentence
    ("(9.9.) is missing", "(9.9.) is missing"),  # no such section: stays text
])
def test_rule_numbers_link_to_their_section(anchors, text, expected):
    assert str(inline(text, anchors)) == expected


def test_a_rule_number_resolves_in_its_own_book_first(anchors):
    assert 'href="#rule-bb-641"' in inline("(6.4.1.)", anchors, scope="battle-book")
    assert 'href="#rule-r641"' in inline("(6.4.1.)", anchors, scope="strategy-book")


@pytest.mark.parametrize("target, href", [
    ("https://example.org/x", "https://example.org/x"),
    ("http://example.org", "http://example.org"),
    ("mailto:someone@example.org", "mailto:someone@example.org"),
    ("#card-harbour", "#card-harbour"),
    ("#harbour", "#card-harbour"),   # an entry's ID leads to its anchor
    ("javascript:alert(1)", None),
    ("JavaScript:alert(1)", None),
    ("data:text/html,<b>x</b>", None),
    ("vbscript:x", None),
    ("#nowhere", None),              # in-page anchors must exist
    ("//evil.example.org", None),
    ("file:///etc/passwd", None),
])
def test_only_safe_link_targets_are_allowed(anchors, target, href):
    assert safe_href(target, anchors) == href


def test_markup_in_content_is_escaped_and_unsafe_links_stay_text(anchors):
    html = str(inline('<script>x()</script> [go](javascript:alert(1)) & "q"', anchors))
    assert "<script>" not in html and "&lt;script&gt;x()&lt;/script&gt;" in html
    assert "<a" not in html and "[go](javascript:alert(1))" in html
    assert "&amp;" in html and "&#34;q&#34;" in html


def test_markdown_and_bare_links(anchors):
    html = str(inline("[the site](https://example.org/a?b=1&c=2) or https://example.org/b.", anchors))
    assert '<a href="https://example.org/a?b=1&amp;c=2">the site</a>' in html
    assert '<a href="https://example.org/b">https://example.org/b</a>.' in html


def test_a_link_label_is_escaped(anchors):
    html = str(inline('[<b onmouseover="x">hi</b>](https://example.org)', anchors))
    assert "&lt;b onmouseover=&#34;x&#34;&gt;hi&lt;/b&gt;" in html


def test_paragraphs_are_one_per_line(anchors):
    assert [str(p) for p in paragraphs("First.\n\nSecond <i>.\nThird.", anchors)] == [
        "First.", "Second &lt;i&gt;.", "Third."]


def test_related_words_come_from_the_groups_and_the_glossary():
    from generator.model.game import entities as e
    from generator.reference.related_words import GROUPS, glossary_groups, related

    assert related("Equal: the enemy is held off", GROUPS).split()[:2] == ["tie", "draw"]
    assert "cost" in related("as many soldiers as they can pay for", GROUPS).split()
    assert related("Roll the dice", [("dice", "die", "roll")]) == "die"
    term = e.Term(id="lg", term="LG (legitimacy)", local_term="Легитимность", definition="", source=None,
                  pos=None, field_pos={})
    assert glossary_groups([term]) == [("lg", "legitimacy", "легитимность")]
    assert related("Gain 1 LG", glossary_groups([term])) == "legitimacy легитимность"
