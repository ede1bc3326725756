"""Fixtures for the Humbaba rule tests; the helpers they use are in helpers.py."""

from __future__ import annotations

import pytest

from .helpers import new_game


@pytest.fixture
def game():
    """A fresh four-player game with the default decks: Stranger-King, Axe Guild, Grove Keepers,
    Cedar Merchants in seats 0..3."""
    return new_game()
