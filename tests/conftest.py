"""Options shared by the whole suite."""
import os

from forestnb.core.match import QUICK_ENV


def pytest_configure(config):
    # Sweeps inside tests run small, as in the notebooks (see notebooks/conftest.py).
    os.environ.setdefault(QUICK_ENV, "1")


def pytest_addoption(parser):
    parser.addoption(
        "--playouts", type=int, default=None,
        help="random playouts per game in the conformance suite (default 1,000; 10,000 with -m slow)",
    )
