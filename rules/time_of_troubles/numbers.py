"""'Numbers to remember': the rule values of content/time-of-troubles/numbers.yaml, topic by
topic, as one reference table for the quick reference and the HTML page."""

from __future__ import annotations

from generator.api import DerivedTable, Game, deriver, need
from .notation import GAME

TOPICS = (
    ("Cards", ("hand-size-start-of-year", "hand-size-max", "party-deck-cards", "party-deck-cards-two-players",
               "cards-per-political-phase")),
    ("Movement", ("moves-commander", "moves-cavalry", "moves-with-siege", "grouping-max")),
    ("Battle", ("evasion-roll", "evasion-natural-failure", "evasion-natural-success", "rout-losses",
                "winged-hussars-melee-bonus", "seasons-on-dzkh", "dzkh-destruction-roll")),
    ("Sieges", ("fortress-capture-roll", "powerful-fortress-capture-roll", "siege-loss-roll")),
    ("Victory", ("battle-vp", "tsar-defeat-vp", "tsar-vp", "peace-with-sweden-vp", "long-reign-seasons",
                 "tsars-fortresses-legitimacy")),
    ("Pretenders", ("pretenders-at-most", "pretender-legitimacy-at-least")),
    ("Card draws", ("cards-per-administration-point", "exchange-cards-given", "exchange-cards-taken")),
    ("Appearance", ("appearance-distance-least", "returning-commander-cossacks")),
    ("Armies and sieges", ("artillery-per-army-most", "siege-markers-per-army-most", "fortresses-per-siege-marker",
                           "armies-per-fortress")),
    ("Victory and events", ("early-victory-vp", "swedish-intervention-muscovite-vp-below",
                            "swedish-recruitment-bonus", "polish-victory-vp", "trinity-sergius-lavra-legitimacy")),
)
SHOWN = {"or more": "{}+", "or less": "1-{}", "natural": "{}"}   # die rolls, by their unit


def shown(number, unit: str | None) -> str:
    """A value as the table prints it: '4+' and '1-2' for rolls, '6 VP', '3'."""
    if unit in SHOWN:
        return SHOWN[unit].format(number)
    if unit and abs(number) == 1 and unit.endswith("s"):
        unit = unit[:-1]                        # '1 card', '1 Season'
    return f"{number} {unit}" if unit else str(number)


@deriver(GAME, provides=("tot-key-numbers",),
         targets={ident: "constant" for _, idents in TOPICS for ident in idents})
def key_numbers(game: Game) -> list[DerivedTable]:
    by_id = {constant.id: constant for constant in game.constants}
    rows = []
    for topic, idents in TOPICS:
        for ident in idents:
            constant = need(by_id.get(ident), f"constant '{ident}'")
            section = constant.source.section if constant.source and constant.source.section else ""
            rows.append((topic, constant.name, shown(constant.value, constant.unit), section))
    return [DerivedTable("tot-key-numbers", "Numbers to remember", ("Topic", "What", "Value", "Rule"),
                         tuple(rows), ("Each value as the section named states it; rolls are on one die.",))]
