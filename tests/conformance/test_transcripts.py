"""Each game plays its golden transcripts move for move and word for word (see ``transcripts.py``)."""

from __future__ import annotations

import difflib

import pytest
import transcripts

import forestnb

REGENERATE = ".venv/bin/python tests/conformance/transcripts.py, then review git diff tests/conformance/golden/"


@pytest.mark.parametrize("name", forestnb.games())
def test_a_seeded_game_plays_as_its_transcript_says(name):
    kept = transcripts.path(name)
    assert kept.exists(), f"no transcript for {name}: write it with {REGENERATE}"
    expected, actual = kept.read_text(encoding="utf-8"), transcripts.transcript(name)
    if actual != expected:
        diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), "kept", "played", n=2, lineterm="")
        shown = "\n".join(list(diff)[:60])
        pytest.fail(
            f"{name} no longer plays as its transcript says (first differences below). If the change is "
            f"meant, write the transcripts again: {REGENERATE}\n{shown}"
        )
