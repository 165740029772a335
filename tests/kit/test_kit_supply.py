"""What a player finds in a kit: a standee for every Commander the content names (The Time of
Troubles), and the cover's list of what the player supplies (Kingsburg, Rurik)."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from generator.kit.assemble import plan_kit
from generator.settings_file import KitSettings
from generator.kit.standees import named_cards, standee_rows
from generator.render.kit_pdf import write_kits
from generator.validation import validate


@pytest.fixture(scope="module")
def project(repo_root):
    return validate(repo_root).project


@pytest.fixture(scope="module")
def tot(project):
    return project.games["time-of-troubles"]


@pytest.fixture(scope="module")
def tot_pdf(tot, repo_root, tmp_path_factory):
    (path,) = write_kits(tot, tmp_path_factory.mktemp("tot"), KitSettings(papers=("a4",)), repo_root)
    return path


def _standee_pages(tot, repo_root) -> tuple[int, ...]:
    plan = plan_kit(tot, "a4", KitSettings(papers=("a4",)), repo_root)
    (placed,) = [p for p in plan.placed if p.part.key == "standee:commander-counters"]
    return placed.pages


def test_every_named_commander_prints_as_a_standee_with_his_ratings(tot, tot_pdf, repo_root):
    deck = tot.deck("commander-deck")
    commanders = named_cards(deck)
    assert len(commanders) == 19
    reader = PdfReader(tot_pdf)
    text = " ".join(" ".join((reader.pages[n - 1].extract_text() or "").split())
                    for n in _standee_pages(tot, repo_root))
    standee = next(c for c in tot.components if c.id == "commander-counters").standee
    for card in commanders:
        assert text.count(str(card.title)) >= 2, card.id          # both sides of the fold
    lyudmitry = dict(standee_rows(standee, next(c for c in commanders if c.id == "lyudmitry-i")))
    assert lyudmitry == {"Nationality": "?", "Strategic": "4", "Tactical": "3", "Legitimacy": "?",
                         "Administration": "?"}
    assert dict(standee_rows(standee, next(c for c in commanders if c.id == "evert-horn")))["Nationality"] \
        == "Swedish"
    assert "Strategic 4" in text and "Swedish" in text


def test_the_cover_counts_the_standees_and_keeps_the_game_counters_unprinted(tot_pdf):
    cover = " ".join((PdfReader(tot_pdf).pages[i].extract_text() or "") for i in range(2))
    cover = " ".join(cover.split())
    assert "19 of 26 print as standees" in cover
    assert "the other 7 of the 26 Commander cards are not in the text" in cover
    assert "the rulebook does not break the 440 counters down by kind or count" in cover


def test_the_cover_lists_what_the_player_supplies_and_names_the_rules_book(project, repo_root, tmp_path):
    (path,) = write_kits(project.games["kingsburg"], tmp_path, KitSettings(papers=("a4",)), repo_root)
    cover = " ".join(" ".join((PdfReader(path).pages[i].extract_text() or "").split()) for i in range(2))
    assert ("Yes. You can set up and play the game from this kit and its rules book, with what you supply: "
            "21 six-sided dice; 60 goods cubes.") in cover
    assert "The rules are in the rules book written beside this kit: kingsburg-rules-a4.pdf." in cover


def test_rurik_cover_says_no_and_never_has_the_player_supply_unknown_cards(project, repo_root, tmp_path):
    (path,) = write_kits(project.games["rurik"], tmp_path, KitSettings(papers=("a4",)), repo_root)
    cover = " ".join(" ".join((PdfReader(path).pages[i].extract_text() or "").split()) for i in range(2))
    assert "No. Not playable from this kit: Scheme Cards (fill-in blanks: no source describes their faces)." in cover
    supplied = cover[cover.index("You also supply:"):]
    assert "4 leader bases; 48 troop miniatures; 36 coins; 15 rebel miniatures." in supplied
    assert "scheme" not in supplied.split(".")[0].lower()
