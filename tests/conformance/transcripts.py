"""Golden transcripts: seeded games of each game (at its fewest and most players, and one more
with its add-on rules on), every move and every log line with the id of the rule that wrote it,
kept in ``golden/`` and compared by ``test_transcripts.py``.

Why: a test that restates one log sentence checks one sentence; a transcript shows every sentence
of a whole game in order, so any change to what the rules do or say shows up as a diff a person
can read. The games are played by the random bot, whose choices depend only on the legal moves
and the seed, so a transcript changes only when the rules or their words do.

When a change is meant, write them again and review the diff before committing it:

    .venv/bin/python tests/conformance/transcripts.py
    git diff tests/conformance/golden/
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import forestnb
from forestnb.core.registry import game_class

FOLDER = Path(__file__).resolve().parent / "golden"
SEEDS = {"fewest": 1, "most": 2}  # one game at the fewest players a game allows, one at the most
REACHING = {
    # One more game each, for the sentences the first two never reach: the add-on rules, and a
    # Humbaba forest that survives all eight rounds (the Stranger-King flipped at round 7).
    "cardswild": (3, 3, {"reverse": True, "match_games": 2}),
    "forest": (2, 5, {"deep_woods": True, "forest_tales": True}),
    "humbaba": (2, 4, {}),
    "hunters": (4, 3, {"teams": True}),
}


def settings(name: str) -> list[tuple[int, int, dict[str, Any]]]:
    """``(players, seed, options)`` of each game of ``name``'s transcript."""
    cls = game_class(name)
    played = [(cls.min_players, SEEDS["fewest"], {}), (cls.max_players, SEEDS["most"], {})]
    return played + ([REACHING[name]] if name in REACHING else [])


def transcript(name: str) -> str:
    """Every transcribed game of ``name``, one after the other."""
    return "\n".join(game_transcript(name, *setting) for setting in settings(name))


def game_transcript(name: str, players: int, seed: int, options: dict[str, Any]) -> str:
    """One game played by random bots: its setup's log, then each move and the log lines it wrote,
    then the outcome."""
    game = forestnb.new_game(name, players=players, seed=seed, **options)
    lines = [
        f"# {name}, {players} players, seed {seed}, random bots; options {json.dumps(game.options, sort_keys=True)}"
    ]
    lines += _events(game, 0)
    played = forestnb.play(name, ["random"] * players, seed=seed, **options)
    replay = forestnb.new_game(name, players=players, seed=seed, **options)
    for action in played.history:
        seat, written = replay.current_player, len(replay.events)
        replay.apply(action)
        lines.append(f"> Seat {seat}: {action}")
        lines += _events(replay, written)
    lines.append(f"= winners {played.winners()}, scores {played.scores()}, {len(played.history)} moves")
    return "\n".join(lines) + "\n"


def _events(game: forestnb.Game, start: int) -> list[str]:
    return [f"  {event.rule:<16} {event.text}" for event in game.events[start:]]


def path(name: str) -> Path:
    return FOLDER / f"{name}.txt"


def main() -> None:
    """Write every game's transcript, and say which changed."""
    FOLDER.mkdir(exist_ok=True)
    for name in forestnb.games():
        text = transcript(name)
        old = path(name).read_text(encoding="utf-8") if path(name).exists() else None
        path(name).write_text(text, encoding="utf-8")
        print(
            f"{path(name).relative_to(Path.cwd()) if path(name).is_relative_to(Path.cwd()) else path(name)}: "
            f"{'unchanged' if old == text else 'written; review it with git diff'}"
        )


if __name__ == "__main__":
    sys.exit(main())
