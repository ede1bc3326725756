"""The lesson of each section of Humbaba's what-if notebook (and of the start notebook's many
games), read from the games its Reveal drew.

Each function takes the explorer's frame after its run and returns the HTML its bet's Reveal shows
under the picture: the run's numbers, then what they teach. They live here, not in the notebooks,
so that the numbers in the prose are tested against hand-made games, the classroom debrief can
reuse them, and the notebooks stay thin (``forestnb.widgets.lessons`` says more).
"""

from __future__ import annotations

import pandas as pd

from ..widgets.lessons import chosen, lesson, measured, share
from . import odds
from .frames import institutions_table, summary
from .rules import ROUNDS
from .whatif import STANDARD

STANDARD_HEALTH = STANDARD["starting_health"]
"""The starting Health of the rules, at which section 4's bet is asked."""


def _collapse_by(games: pd.DataFrame, column: str, name: str = "") -> str:
    """The collapse rate at each value of ``column``: "Health 1: 40%, Health 2: 35%"."""
    rates = games.groupby(column, sort=True)["collapsed"].mean()
    return ", ".join(f"{name}{value}: {share(rate)}" for value, rate in rates.items())


def _collapse_by_group(frame: pd.DataFrame, group: str, column: str, name: str, label: str = "{}") -> list[str]:
    """One line per value of ``group``, in the order the run played them and set in ``label``, each
    giving the collapse rate at every value of ``column``: "1 greedy: Box 5: 40%, Box 10: 35%"."""
    return [
        f"{label.format(value)}: " + _collapse_by(games, column, name)
        for value, games in frame.groupby(group, sort=False)
    ]


def risk_compounds(frame: pd.DataFrame) -> str:
    """Section 1: the Forest Die rolled for each band, read from the dice explorer's trials."""
    lines = []
    for band, rolls in frame.groupby("band", sort=False):
        longest = rolls.loc[rolls["excess"].idxmax()]
        healths = [health for health in range(11) if odds.band(health) == band]
        lines.append(
            f"Health {min(healths)}–{max(healths)} ({band}, {int(longest['faces'])} faces of {odds.DIE_FACES} "
            f"succeed): {int(longest['excess'])} extra cedars survived {share(longest['survival'])} of "
            f"{int(longest['trials']):,} tries"
        )
    worst = min(odds.DEFAULT_DIE_SUCCESS)
    odds_of_six = (worst / odds.DIE_FACES) ** 6
    return lesson(
        "What it teaches: risk compounds.",
        "One extra cedar looks harmless at any Health. But the chances multiply, so the curves fall geometrically, "
        "and a low Health makes each step steeper: six extra cedars at Health 0–3 survive about one game in "
        f"{round(1 / odds_of_six)}.",
        numbers=measured(lines, heading="In these rolls of the Forest Die"),
    )


def slow_growth_rapid_ruin(frame: pd.DataFrame) -> str:
    """Section 2: how each table's forest ended in the fan chart's games."""
    lines = []
    for table, games in frame.groupby("table", sort=False):
        survived = games.loc[~games["collapsed"].astype(bool), "final_health"]
        ending = (
            f"; where it survived, Health ended at a median of {survived.median():g}"
            if len(survived)
            else "; it never survived"
        )
        lines.append(
            f"{table}: the forest collapsed in {share(games['collapsed'].mean())} of {len(games):,} games{ending}"
        )
    return lesson(
        "What it teaches: slow growth, rapid ruin (the Seneca effect).",
        "Under cooperation Health creeps up a point at a time. With one greedy player the fan splits: in some games "
        "the forest holds, in others it drops to nothing within a round or two. The middle of the fan hides the "
        "spread, which is why we look at the bands and not only at the average.",
        numbers=measured(lines),
    )


def free_riding(frame: pd.DataFrame) -> str:
    """Section 3: the collapse rate and each kind of player's Stockpile by the number of greedy players."""
    table = summary(frame, "greedy_players")
    piles = [column for column in table if column.startswith("stockpile: ")]
    lines = [
        f"{greedy} greedy: collapsed {share(row['collapsed'])}; mean Stockpile "
        + ", ".join(
            f"{column.removeprefix('stockpile: ')} {row[column]:.1f}" for column in piles if pd.notna(row[column])
        )
        for greedy, row in table.iterrows()
    ]
    return lesson(
        "What it teaches: free-riding pays only while others hold back.",
        "With one greedy player the greedy Stockpile is the biggest, even though the forest often collapses and then "
        "<i>nobody</i> wins. Each extra greedy player makes every greedy pile smaller and the collapse more certain: "
        "when everyone free-rides there is no one left to ride on. (The table and these lines update to your last "
        "<i>Run</i> if you run this cell again.)",
        numbers=measured(lines),
    )


def kings_best_round(frame: pd.DataFrame) -> str:
    """Section 4's answer: the defection round that won the Stranger-King the most games at the
    standard starting Health (the earliest, on a tie)."""
    rates = chosen(frame, starting_health=STANDARD_HEALTH).groupby("defect_round")["king_won"].mean()
    return f"round {rates.idxmax()}"


def end_game_effect(frame: pd.DataFrame) -> str:
    """Section 4: the Stranger-King's wins and the collapse rate by the round it defects, at the
    standard starting Health."""
    table = (
        chosen(frame, starting_health=STANDARD_HEALTH)
        .groupby("defect_round", sort=True)[["king_won", "collapsed"]]
        .mean()
    )
    lines = [
        f"defecting in round {round_}: the king won {share(row['king_won'])}, the forest collapsed in "
        f"{share(row['collapsed'])}"
        for round_, row in table.iterrows()
    ]
    return lesson(
        "What it teaches: the end-game effect.",
        "Betrayal is most tempting, and least punished, near the end, when the forest has few rounds left in which to "
        "punish it. An early defector ruins the forest and so its own victory; compare how often a late one wins, and "
        "how often its forest collapses. In repeated games, cooperation is hardest to hold in the last rounds, which "
        "is why real commons agreements rarely have a known last day.",
        numbers=measured(lines, heading=f"In these games, starting at Health {STANDARD_HEALTH} as the rules do"),
    )


def low_health_and_plenty(frame: pd.DataFrame) -> str:
    """Section 5: each table's collapse rate at each starting Health."""
    lines = _collapse_by_group(frame, "table", "starting_health", "Health ")
    return lesson(
        "What it teaches: low health doubles the danger, and plenty can invite greed.",
        "For the table with a greedy player, a weak start turns a risky game into a lost one. But watch the "
        "<b>four adaptive</b> players: read their line from low Health to high. The adaptive bot grabs while Health "
        "is high and the deck looks full, so a thriving forest tempts the whole table at once. A rich commons is not "
        "a safe one if everyone reads its richness as permission.",
        numbers=measured(lines),
    )


def hidden_buffers(frame: pd.DataFrame) -> str:
    """Section 6: the collapse rate by Box Reserve size, for each number of greedy players."""
    lines = _collapse_by_group(frame, "greedy_players", "box_size", "Box ", label="{} greedy")
    return lesson(
        "What it teaches: hidden buffers mask overshoot.",
        "A deep reserve forgives over-harvesting for a while, so a table can take too much for several rounds and see "
        "nothing wrong: the visible deck is refilled from the Box. The warning comes only when the buffer is gone, and "
        "then it is too late, as the single game in section 2 showed. Note too how little any reserve does for a "
        "table with two greedy players.",
        numbers=measured(lines),
    )


def monitoring(frame: pd.DataFrame) -> str:
    """Section 7: the Box hidden, shown and counted, and how often counting played out as seeing."""
    table = frame.groupby("box", sort=False)[["collapsed", "harvested_total"]].mean()
    lines = [
        f"the Box {box}: collapsed {share(row['collapsed'])}, {row['harvested_total']:.1f} cedars harvested a game"
        for box, row in table.iterrows()
    ]
    outcome = ["collapsed", "harvested_total", "final_health"]
    shown = frame.loc[frame["box"] == "shown"].set_index("game_index")[outcome]
    counted = frame.loc[frame["box"] == "counted"].set_index("game_index")[outcome]
    both = shown.index.intersection(counted.index)
    alike = int((shown.loc[both] == counted.loc[both]).all(axis=1).sum())
    lines.append(f"the counting players' games ended exactly as the shown ones in {alike} of {len(both):,}")
    return lesson(
        "What it teaches: monitoring works only for players who look.",
        "With the Box hidden, the adaptive players read a deep Forest Deck as plenty, not knowing that the Box behind "
        "it is running dry; the Deck can even <i>grow</i> while the forest shrinks, since regeneration only moves "
        "cedars from the Box to the Deck. Shown the Box, the same players can hold back in time: compare the collapse "
        "rates and the cedars harvested. Compare too the counting players with the players shown the Box, game for "
        "game: the Box Reserve is hidden but not secret, and a player who keeps count needs no one to show it. Switch "
        "the table to <b>four cooperative</b>: players who already take less than regrowth brings have little to gain "
        "from seeing the Box, so monitoring matters for those who take more when the forest looks rich. That gap "
        "between what is seen and what is left is the lag that Fishbanks players remember: by the time the visible "
        "stock falls, the reserve is already gone. Try it in class: play once with the Box hidden and once with a "
        "student announcing it every round.",
        numbers=measured(lines),
    )


def punishing_a_fall(frame: pd.DataFrame) -> str:
    """Section 8: the collapse rate by regeneration divisor and by clip penalty, each at the other's standard."""
    lines = []
    if (frame["clip_penalty"] == 2).any():
        lines.append(
            "Seneca Clip penalty 2, regeneration floor(Health ÷ divisor): "
            + _collapse_by(chosen(frame, clip_penalty=2), "regen_divisor", "divisor ")
        )
    if (frame["regen_divisor"] == 2).any():
        lines.append(
            "regeneration floor(Health ÷ 2): "
            + _collapse_by(chosen(frame, regen_divisor=2), "clip_penalty", "clip penalty ")
        )
    return lesson(
        "What it teaches: punishing a fall is not the same as preventing one.",
        "Regrowth here never makes new cedars: it moves them from the hidden Box to the visible Deck, where "
        "taking them "
        "needs no die roll. A faster regeneration keeps more of the harvest off the die; compare how far it moves the "
        "collapse rate with how far the clip's penalty does. The clip only delays that move by a few cedars, once, "
        "after a fall, when a low Health has already shrunk regeneration. Growth is slow and ruin is fast, and a rule "
        "that bites after the fall comes late. Switch <i>show</i> to <b>health fan</b> to see the shape of the fall, "
        "and read on: the collapse rate of all games is the wrong place to look for the clip.",
        numbers=measured(lines),
    )


def clip_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Section 8's clip cost, in a table: the games a clip struck and the rest, penalty by penalty, with
    their collapse rate, the regrowth held back, and the Forest Deck and Health at the end."""
    return frame.groupby(["clip", "clip_penalty"]).agg(
        games=("game_index", "size"),
        collapsed=("collapsed", "mean"),
        regrowth_held_back=("clip_lost", "mean"),
        forest_deck=("forest_deck", "mean"),
        final_health=("final_health", "mean"),
    )


def what_a_clip_costs(frame: pd.DataFrame) -> str:
    """Section 8's clip cost: how often a clip struck, and what it took, penalty by penalty."""
    struck = (frame["clip"] == "a clip struck").groupby(frame["clip_penalty"]).mean()
    lines = [f"a clip struck in {share(struck.iloc[0])} of the games, the same games under every penalty"]
    hit = frame.loc[frame["clip"] == "a clip struck"]
    lines += [
        f"penalty {penalty}, games a clip struck: {games['clip_lost'].mean():.1f} cedars of regrowth held back, "
        f"{games['forest_deck'].mean():.1f} left in the Forest Deck, collapsed {share(games['collapsed'].mean())}"
        for penalty, games in hit.groupby("clip_penalty", sort=True)
    ]
    return lesson(
        "What it shows, and what it does not.",
        "A clip strikes in most games (Humbaba's Wrath alone sets one off), so the games a clip struck are nearly all "
        "the games, and the clip's bite is a few cedars of regrowth in each: the table below gives the "
        "count, the Forest Deck left and the collapse rate, penalty by penalty. The games without a clip are identical "
        "under every penalty, so their line is flat; the whole difference in the collapse rate is the clip's. A "
        "penalty above the standard takes little more, since regeneration cannot fall below 0. What the sweep does not "
        "show: players who <i>see</i> a clip and change how they harvest (the bots only feel it as a lower "
        "regeneration rate), or a clip's cost to the round in which it lands, which a game's timeline (section 2) "
        "shows better than any average.",
        numbers=measured(lines),
    )


def fair_share(frame: pd.DataFrame) -> str:
    """Section 9: what each player took per round beside the fair share, by table size."""
    lines = []
    for players, games in frame.groupby("players", sort=True):
        cedars = float((games["forest_size"] + games["box_size"]).iloc[0])
        taken = (games["harvested_total"] / players / games["rounds_played"].clip(lower=1)).mean()
        lines.append(
            f"{players} players: {taken:.1f} cedars per player per round against a fair share of "
            f"{cedars / ROUNDS / players:.1f}; collapsed {share(games['collapsed'].mean())}"
        )
    return lesson(
        "What it teaches: the fair share shrinks as the group grows.",
        "The bars are what each player actually took per round; the dashed line is the fair share. With two players "
        "the adaptive bots take less of their share and the forest lasts longer; with four, the same habits use up a "
        "share half the size, leaving no margin for the die or for one greedy round. Bigger groups also hide each "
        "person's part in the damage, one reason Ostrom found that commons last best with clear boundaries and users "
        "who can see one another.",
        numbers=measured(lines),
    )


def payoff_and_risk(frame: pd.DataFrame) -> str:
    """Section 10: the collapse rate and the mean Stockpile by quota, for each table size."""
    scores = frame.filter(regex=r"^score_\d+$")
    games = frame.assign(stockpile=scores.mean(axis=1))
    lines = []
    for players, table in games.groupby("players", sort=True):
        by_quota = table.groupby("quota", sort=True)[["collapsed", "stockpile"]].mean()
        lines.append(
            f"{players} players: "
            + ", ".join(
                f"quota {quota}: collapsed {share(row['collapsed'])}, Stockpile {row['stockpile']:.1f}"
                for quota, row in by_quota.iterrows()
            )
        )
    return lesson(
        "What it teaches: the payoff rises, and so does the risk.",
        "Up to about the fair share, taking more only means more cedars for everyone. Past it, with four players, read "
        "how the collapse rate rises with every extra cedar of quota while the stockpiles still grow on average: a "
        "larger share of the games collapse and pay nobody, so each table takes a bigger gamble for a smaller gain. "
        "With two or three players the same quota is within the forest's means: where the risk starts moves with the "
        "size of the group.",
        numbers=measured(lines),
    )


def covenants(frame: pd.DataFrame) -> str:
    """Section 11: the collapse rate by how often each player keeps the deal."""
    rates = frame.groupby("compliance", sort=True)["collapsed"].mean()
    lines = [
        f"the deal kept {share(compliance)} of the time: collapsed {share(rate)}"
        for compliance, rate in rates.sort_index(ascending=False).items()
    ]
    return lesson(
        "What it teaches: a covenant needs compliance, and compliance needs monitoring.",
        "Compare full compliance with a small rate of cheating: how much of what the agreement bought is undone? This "
        "is why Ostrom's lasting commons all had monitoring and graduated sanctions: the agreement alone was never "
        "enough.",
        numbers=measured(lines),
    )


def what_greed_did(frame: pd.DataFrame) -> str:
    """The start notebook's many games: the collapse rate and harvest of each table."""
    table = frame.groupby("table", sort=False).agg(
        games=("game_index", "size"), collapsed=("collapsed", "mean"), harvested=("harvested_total", "mean")
    )
    lines = [
        f"{name}: the forest collapsed in {share(row['collapsed'])} of {int(row['games']):,} games, and the table "
        f"harvested {row['harvested']:.1f} cedars a game"
        for name, row in table.iterrows()
    ]
    return lesson(
        "What it asks:",
        "why would a greedy table harvest less in all than a careful one, or more? (A collapsed forest yields nothing "
        "more.)",
        numbers=measured(lines),
    )


def _riders(count: int) -> str:
    return f"{count} free rider{'' if count == 1 else 's'}"


def paired_difference(games: pd.DataFrame, column: str, first: dict, second: dict) -> tuple[float, float]:
    """The mean of ``column`` under ``second`` less under ``first`` on the same deals (game by
    game), and its 95% half-width: a difference the luck of the deal cannot make up."""
    one = chosen(games, **first).set_index("game_index")[column].astype(float)
    other = chosen(games, **second).set_index("game_index")[column].astype(float)
    change = (other - one.reindex(other.index)).dropna()
    return float(change.mean()), float(1.96 * change.std(ddof=1) / len(change) ** 0.5) if len(change) > 1 else 0.0


def institutions(games: pd.DataFrame) -> str:
    """The institutions what-if: each rule's collapse rate, cedars kept and gap, by free riders,
    then what each rule added, read from the run on screen."""
    table = institutions_table(games)
    lines = [
        f"{rule}, {_riders(riders)}: collapsed {share(row['collapsed'])} (95% interval {share(row['collapsed_low'])}"
        f" to {share(row['collapsed_high'])}), the table kept {row['kept']:.1f} ± {row['kept_pm']:.1f} cedars, "
        f"richest less poorest {row['gap']:.1f} ± {row['gap_pm']:.1f}"
        for (rule, riders), row in table.iterrows()
    ]
    rules = list(dict.fromkeys(games["institution"]))
    first, last = rules[0], rules[-1]
    strength = chosen(games, institution=last).iloc[0]
    lines.insert(
        0,
        f"the rules: a quota of {strength['harvest_quota']} cedars a round, over-quota harvests detected "
        f"{strength['monitoring']}% of the time, fines of {strength['fine']} cedars times the offence's number",
    )
    paired = []
    for riders in sorted(games["free_riders"].unique()):
        change, half = paired_difference(
            games,
            "collapsed",
            {"institution": first, "free_riders": riders},
            {"institution": last, "free_riders": riders},
        )
        paired.append(f"{_riders(riders)}: {100 * change:+.0f} ± {100 * half:.0f} points")
    return lesson(
        "What it teaches: a rule works when breaking it costs more than it brings.",
        "Each row adds one of Ostrom's design principles for commons that last: a <b>quota</b> is a rule fitted to "
        "the resource (principle 2) that the class chose itself (principle 3, collective choice); <b>monitoring</b> "
        "is principle 4; <b>fines that rise with each offence</b> are principle 5, graduated sanctions. The bots "
        "weigh only what a rule costs them: every other player takes the quota as the most it thinks fair and weighs "
        "the fine it expects, and the free rider breaks the quota whenever the extra cedars are worth more than that "
        "fine. So compare the rows: does "
        "a quota alone change what a free rider takes? Does monitoring that names a seat but fines nobody? What do "
        "the fines change, and who pays them (a fine goes back to the Forest Deck, so it also feeds the forest)?",
        f"On the same deals, {last} against {first} changed the collapse rate by: " + "; ".join(paired) + ".",
        "People are not bots: in class, being named may be enough for some, and a fine can feel unfair to others. "
        "Vote on a rule, play it, and compare your games with these.",
        numbers=measured(lines),
    )
