"""Under pytest (nbval) the notebooks run their sweeps small; a person running them gets full size."""

import os

from forestnb.core.match import QUICK_ENV


def pytest_configure(config):
    # The notebook kernels inherit this environment, also when pytest is given only a notebook path.
    os.environ.setdefault(QUICK_ENV, "1")
