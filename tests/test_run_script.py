"""The README's test command on machines that lack what it needs: it says what is missing and how
to get it, and stops, instead of failing later at the first browser test."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

RUN = Path(__file__).resolve().parent / "run"


def run_with(tools: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    """Run tests/run with a PATH holding only ``dirname`` and the given stub commands."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    os.symlink(shutil.which("dirname"), bin_dir / "dirname")
    for name, script in tools.items():
        stub = bin_dir / name
        stub.write_text(f"#!{shutil.which('bash')}\n{script}\n")
        stub.chmod(0o755)
    return subprocess.run(
        [shutil.which("bash"), str(RUN)], env={"PATH": str(bin_dir)}, capture_output=True, text=True, timeout=30
    )


def test_without_chromium_or_apt_get_it_names_what_to_install(tmp_path):
    result = run_with({"id": "echo 0"}, tmp_path)
    assert result.returncode == 1
    assert "chromium is missing and this machine has no apt-get" in result.stderr


def test_without_root_or_sudo_it_says_so(tmp_path):
    result = run_with({"id": "echo 1000", "apt-get": "exit 0"}, tmp_path)
    assert result.returncode == 1
    assert "needs root or sudo" in result.stderr and "apt-get update" in result.stderr


def test_a_failed_install_is_reported_plainly(tmp_path):
    apt_get = 'if [ "$1" = update ]; then exit 0; fi; echo "E: Unable to locate package" >&2; exit 100'
    result = run_with({"id": "echo 0", "apt-get": apt_get, "env": 'export "$1"; shift; "$@"'}, tmp_path)
    assert result.returncode == 1
    assert "Chromium could not be installed with apt-get" in result.stderr


def test_it_says_each_step_before_it_takes_it(tmp_path):
    result = run_with({"id": "echo 0"}, tmp_path)
    assert result.stdout.startswith("tests/run: checking the system packages the suite needs")


LAB = RUN.parent.parent / "tools" / "lab"


def run_lab(uid: int, tmp_path: Path) -> list[str]:
    """The arguments tools/lab gives jupyter lab (a stub that prints them) when run by user ``uid``."""
    (tmp_path / "tools").mkdir()
    shutil.copy(LAB, tmp_path / "tools" / "lab")
    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    os.symlink(shutil.which("dirname"), bin_dir / "dirname")
    for stub, script in ((venv / "jupyter", 'printf "%s\\n" "$PWD" "$@"'), (bin_dir / "id", f"echo {uid}")):
        stub.write_text(f"#!{shutil.which('bash')}\n{script}\n")
        stub.chmod(0o755)
    result = subprocess.run(
        [shutil.which("bash"), str(tmp_path / "tools" / "lab"), "--no-browser"],
        env={"PATH": str(bin_dir)},
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return result.stdout.splitlines()


def test_the_lab_command_opens_the_start_notebook_with_the_repository_as_root(tmp_path):
    said, cwd, *args = run_lab(1000, tmp_path)
    assert said.startswith("tools/lab: starting JupyterLab in") and cwd == str(tmp_path)
    assert args == ["lab", "--ServerApp.root_dir=.", "--no-browser", "notebooks/00_start_here.ipynb"]


def test_the_lab_command_allows_root_only_for_root(tmp_path):
    _, _, *args = run_lab(0, tmp_path)
    assert args == ["lab", "--ServerApp.root_dir=.", "--allow-root", "--no-browser", "notebooks/00_start_here.ipynb"]
