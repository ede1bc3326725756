"""A plain wheel carries the data tables: built, installed in a new venv, it starts a game."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GAME = """
import forestnb, pathlib
from forestnb.core.data import data_dir
game = forestnb.play("humbaba", ["greedy", "cooperative", "adaptive", "random"], seed=4)
print(pathlib.Path(forestnb.__file__).parent)
print(data_dir())
print(game.is_over(), len(game.log) > 10)
"""


def site_packages(env: Path) -> Path:
    return Path(sysconfig.get_path("purelib", vars={"base": str(env), "platbase": str(env)}))


def test_a_wheel_installed_in_a_new_venv_finds_its_data_and_plays(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(wheels), str(ROOT)],
        check=True,
    )
    (wheel,) = wheels.glob("forestnb-*.whl")
    env = tmp_path / "env"
    venv.create(env, with_pip=True)
    python = env / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True)
    # The runtime dependencies come from the test environment, appended after the venv's own
    # packages, so the forestnb that imports is the wheel's and nothing from the checkout.
    (site_packages(env) / "borrowed_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    run = subprocess.run([python, "-c", GAME], cwd=tmp_path, capture_output=True, text=True, check=True)
    package, data, result = run.stdout.strip().splitlines()
    assert Path(package) == site_packages(env) / "forestnb"
    assert Path(data) == site_packages(env) / "forestnb" / "data"
    assert (Path(data) / "humbaba" / "decks.csv").is_file()
    assert result == "True True"
