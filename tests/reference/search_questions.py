"""Questions players ask mid-game, as they would type them, each with the section that answers it.
The measure of the search: how many find their section in the top 3 (English pages, and The Time of
Troubles' Russian build for the Russian ones)."""

from __future__ import annotations

# (game, question, the anchors that answer it: a rule, or the table or term that says the same)
ENGLISH = [
    ("rurik", "who wins a tie", "rule-tie-breakers"),
    ("rurik", "how much does a bribe cost", "rule-adding-bribes"),
    ("rurik", "attack casualty", ("rule-casualty-check-rule", "table-casualty-check", "term-term-casualty-check")),
    ("rurik", "income", "rule-claim-b"),
    ("rurik", "convert goods", "rule-bonus-convert-goods"),
    ("rurik", "forfeit action", "rule-forfeited-actions"),
    ("rurik", "end of game", "rule-end-of-game"),
    ("rurik", "church ability", "rule-ability-church"),
    ("kingsburg", "tie battle", "rule-battle-outcome"),           # the rule says "Equal"
    ("kingsburg", "soldier cost", "rule-phase-7"),                # "at 2 goods a soldier": no "cost"
    ("kingsburg", "loose building", "rule-loss-building"),        # a slip of "lose"
    ("kingsburg", "white dice", "rule-influence-white-dice"),
    ("kingsburg", "envoy", "rule-phase-5"),
    ("kingsburg", "end of year", "rule-end-of-year"),
    ("kingsburg", "advisor influence", "rule-step-b"),
    ("ruthenia", "tied clash", "rule-bb-7-4-5"),
    ("ruthenia", "who wins the game", ("rule-sb-1-4-1", "rule-sb-1-4", "table-victory-order")),
    ("ruthenia", "mercenary troops", "rule-bb-2-2-2"),
    ("ruthenia", "retreat cost", "rule-bb-9-1"),                  # "Retreating costs 1 VP"
    ("ruthenia", "reinforcements", ("rule-bb-7-7", "rule-sb-8-1-reinforcements")),  # in battle; each round
    ("ruthenia", "initiative after tie", "rule-bb-7-6-2"),
    ("ruthenia", "game end", "rule-sb-1-3"),
    ("time-of-troubles", "troop cost", "rule-r-8-2"),
    ("time-of-troubles", "siege roll", "rule-r-10-5-3"),
    ("time-of-troubles", "evasion", "rule-evasion"),
    ("time-of-troubles", "early victory", "rule-r-11-2-2"),
    ("time-of-troubles", "cossacks", "rule-r-8-6"),
    ("time-of-troubles", "power crisis", "rule-r-11-2-3"),
    ("time-of-troubles", "losing a battle retreat", "rule-losing-battle"),
    ("time-of-troubles", "москва", "space-moscow"),               # the local name, on the English page
]

# Russian questions over The Time of Troubles' Russian build (its whole text is Russian)
RUSSIAN = [
    ("time-of-troubles", "осада крепости", "rule-powerful-fortresses"),
    ("time-of-troubles", "очки легитимности", "rule-tracking-points"),
    ("time-of-troubles", "москва", "space-moscow"),
    ("time-of-troubles", "стоимость войск", "rule-r-8-2"),
    ("time-of-troubles", "отступление после боя", "rule-losing-battle"),
    ("time-of-troubles", "уклонение от боя", "rule-evasion"),
    ("time-of-troubles", "казаки", "rule-r-8-6"),
    ("time-of-troubles", "земский собор", "rule-zemsky-sobor"),
]
