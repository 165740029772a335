"""Links sharing a name but leading to different places get names of their own."""

from __future__ import annotations

import re

from generator.reference.link_names import distinct_link_names

PLACES = {"rule-a-course": "rule in 5. Planning", "rule-b-course": "rule in 6. Movement",
          "deck-x": "deck", "component-x": "component", "card-1": "card of Orders", "card-2": "card of Orders"}


def _labels(page: str) -> list[tuple[str, str]]:
    return re.findall(r'<a href="([^"]*)"(?: aria-label="([^"]*)")?', page)


def test_links_to_different_places_are_named_by_their_place():
    page = ('<a href="#rule-a-course">Course</a> <a href="#rule-b-course"><b>Co</b>urse</a>'
            '<a href="#rule-a-course">Course</a>')  # the name is the text without its tags
    assert _labels(distinct_link_names(page, PLACES)) == [
        ("#rule-a-course", "Course (rule in 5. Planning)"), ("#rule-b-course", "Course (rule in 6. Movement)"),
        ("#rule-a-course", "Course (rule in 5. Planning)")]


def test_an_existing_label_counts_as_the_name_and_is_replaced():
    page = '<a href="x.html#deck-x" aria-label="Cards">Cards</a><a href="x.html#component-x">Cards</a>'
    assert _labels(distinct_link_names(page, PLACES)) == [
        ("x.html#deck-x", "Cards (deck)"), ("x.html#component-x", "Cards (component)")]


def test_a_place_still_shared_gets_ordinals_in_content_order():
    page = '<a href="#card-2">Cancel</a><a href="#card-1">Cancel</a>'
    assert _labels(distinct_link_names(page, PLACES)) == [
        ("#card-2", "Cancel (card of Orders) (2 of 2)"), ("#card-1", "Cancel (card of Orders) (1 of 2)")]


def test_links_sharing_a_name_and_a_target_and_names_used_once_stay_as_they_are():
    page = '<a href="#deck-x">Cards</a> and <a href="#deck-x">Cards</a>, <a href="#component-x">Kit &amp; box</a>'
    assert distinct_link_names(page, PLACES) == page


def test_text_is_escaped_in_the_new_label():
    page = '<a href="#deck-x">A &amp; &quot;B&quot;</a><a href="#component-x">A &amp; "B"</a>'
    assert _labels(distinct_link_names(page, PLACES)) == [
        ("#deck-x", "A &amp; &quot;B&quot; (deck)"), ("#component-x", "A &amp; &quot;B&quot; (component)")]
