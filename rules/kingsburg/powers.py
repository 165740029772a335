"""Kingsburg's "when the buildings act" table: every building's power, read from its typed fields
(``effects``, ``battle``, ``battle_vs``, ``wins_ties``) and listed by the moment of the year it acts."""

from __future__ import annotations

from generator.api import DerivedTable, Game, deriver, is_whole, need, value
from .derived import roman

GAME = "kingsburg"
MOMENTS = (
    ("start-of-productive-season", "Start of each productive season"),
    ("roll", "Rolling the dice"),
    ("after-roll", "After the roll"),
    ("influence", "Influencing advisors"),
    ("help", "Receiving help"),
    ("build", "Constructing"),
    ("end-of-productive-season", "End of each productive season"),
    ("end-of-summer", "End of Summer"),
    ("recruit", "Recruiting soldiers"),
    ("battle", "Battle (winter)"),
    ("end-of-game", "End of the game"),
)


def _amount(game: Game, amount) -> str:
    """'1 gold', '1 "+2" token and 1 VP' from an amount mapping."""
    if not isinstance(amount, dict):
        return "?"
    return " and ".join(f"{count} {_name(game, key)}" for key, count in amount.items())


def _name(game: Game, resource_id: str) -> str:
    """A resource's name inside a sentence: 'gold', '"+2" token', 'VP'."""
    resource = game.resource(resource_id)
    if resource is None:
        return resource_id
    if resource.kind == "points":
        return "VP"
    return resource.name[:1].lower() + resource.name[1:]


def _reroll(game: Game, reroll) -> str:
    dice = "one die" if reroll.get("dice") == "one" else "all dice"
    if reroll.get("if_all_same") is True:
        return f"reroll {dice} if every die shows the same number"
    limit = reroll.get("if_total_at_most")
    return f"reroll {dice} if they total {limit} or less" if is_whole(limit) else f"reroll {dice}"


def _trade(game: Game, trade) -> str:
    pay = " or ".join(_amount(game, p) for p in trade.get("pay", []))
    once = " (once per season)" if trade.get("per_season") == 1 else ""
    return f"give {pay} for {_amount(game, trade.get('gain'))}{once}"


def _battle(space) -> str | None:
    said = []
    battle = value(space, "battle")
    if is_whole(battle) and battle:
        said.append(f"{battle:+d} in battle")
    against = value(space, "battle_vs")
    if isinstance(against, dict):
        said += [f"{n:+d} against {kind.capitalize()}" for kind, n in against.items() if is_whole(n)]
    if value(space, "wins_ties") is True:
        said.append("a drawn battle counts as won")
    win_vp = value(space, "effects.win_vp")
    if is_whole(win_vp):
        said.append(f"{win_vp} extra VP for a battle won")
    return ", ".join(said) or None


def effects_of(game: Game, space) -> list[tuple[str, str]]:
    """(moment, what happens) for each part of one building's power."""
    fx = value(space, "effects")
    fx = fx if isinstance(fx, dict) else {}
    said: list[tuple[str, str]] = []
    if isinstance(fx.get("gain"), dict):
        said.append((str(fx["gain"].get("when")), f"gain {_amount(game, fx['gain'].get('amount'))}"))
    if isinstance(fx.get("trade"), dict):
        said.append((str(fx["trade"].get("when")), _trade(game, fx["trade"])))
    if is_whole(fx.get("white_dice")):
        said.append(("roll", f"roll {fx['white_dice']} extra white die"))
    if isinstance(fx.get("reroll"), dict):
        said.append(("after-roll", _reroll(game, fx["reroll"])))
    said += _reach_and_soldiers(game, fx)
    battle = _battle(space)
    if battle:
        said.append(("battle", battle))
    if is_whole(fx.get("end_vp_per_goods")):
        said.append(("end-of-game", f"1 VP for every {fx['end_vp_per_goods']} goods"))
    return said


def _reach_and_soldiers(game: Game, fx: dict) -> list[tuple[str, str]]:
    said = []
    reach = fx.get("advisor_reach")
    if isinstance(reach, dict) and is_whole(reach.get("by")):
        once = " once per season" if reach.get("per_season") == 1 else ""
        said.append(("influence", f"influence an advisor up to {reach['by']} above or below the dice's sum{once}"))
    extra = fx.get("extra_soldiers")
    if isinstance(extra, dict):
        names = [_advisor(game, a) for a in extra.get("from", [])]
        said.append(("help", f"{extra.get('soldiers')} more soldier from {_either(names)}"))
    discount = fx.get("discount")
    if isinstance(discount, dict):
        columns = " or ".join(roman(c) for c in discount.get("columns", []))
        said.append(("build", f"pay {_amount(game, discount.get('amount'))} less in column {columns}"))
    if is_whole(fx.get("soldier_cost")):
        said.append(("recruit", f"{fx['soldier_cost']} good per soldier"))
    return said


def _either(names: list[str]) -> str:
    return " or ".join(filter(None, (", ".join(names[:-1]), names[-1]))) if names else "?"


def _advisor(game: Game, card_id: str) -> str:
    entry = game.index().get(card_id)
    number = value(entry, "value") if entry is not None else None
    title = getattr(entry, "title", None) or card_id
    return f"{title} (#{number})" if is_whole(number) else str(title)


@deriver(GAME, provides=("kingsburg-building-powers",), targets={"province-sheet": "board", "kings-court": "deck"})
def building_powers(game: Game) -> list[DerivedTable]:
    """Every building's power, by the moment of the year it acts."""
    board = need(game.board("province-sheet"), "board 'province-sheet'")
    by_moment: dict[str, list[str]] = {}
    for space in board.spaces:
        for moment, text in effects_of(game, space):
            by_moment.setdefault(moment, []).append(f"{space.name}: {text}")
    rows = tuple((label, "; ".join(by_moment.pop(moment))) for moment, label in MOMENTS if moment in by_moment)
    rows += tuple((moment, "; ".join(texts)) for moment, texts in by_moment.items())
    notes = ("Read from each building's typed power fields (effects, battle, battle_vs, wins_ties); a "
             "power works while you own the building.",)
    return [DerivedTable("kingsburg-building-powers", "When the buildings act", ("When", "Buildings"),
                         rows, notes)]
