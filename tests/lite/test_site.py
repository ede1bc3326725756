"""The static site, built as a teacher would build it and opened as a student would: served from
127.0.0.1, opened in Chromium, the Humbaba play notebook run and a round played on the board by
clicking, with every request of the page (its kernel's worker included) kept on 127.0.0.1.

Building downloads Pyodide and the wheels once into the lite cache; later runs take them from
there. The test prints how long the page took to show the notebook, to start the kernel and to
draw the first board, and keeps a screenshot in ``test-artifacts/``.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
import zipfile
from pathlib import Path

import pytest
from browsing import SLOW, play_a_turn, run_all_in_jupyterlab, wait_until_every_cell_ran
from playwright.sync_api import expect

from forestnb.lite import notebooks, serve
from forestnb.lite.build import build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("lite") / "site"
    build(folder)
    return folder


@pytest.fixture(scope="module")
def address(site):
    server = serve.start(site)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def lock_of(site: Path) -> dict:
    return json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())


def test_the_lock_names_exactly_the_wheels_the_site_carries_with_their_own_hashes(site):
    pyodide = site / "static" / "pyodide"
    packages = lock_of(site)["packages"]
    for entry in packages.values():
        wheel = pyodide / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], entry["name"]
        assert all(dependency.lower().replace("_", "-") in packages for dependency in entry["depends"]), entry["name"]
    assert sorted(p.name for p in pyodide.glob("*.whl")) == sorted(e["file_name"] for e in packages.values())
    assert "pandas" not in packages and "numpy" not in packages
    assert packages["forestnb"]["depends"] == ["anywidget", "ipywidgets", "plotly"], "forestnb loads without pandas"


def test_forestnb_s_wheel_carries_every_data_table_inside_the_package(site):
    wheel = site / "static" / "pyodide" / lock_of(site)["packages"]["forestnb"]["file_name"]
    names = set(zipfile.ZipFile(wheel).namelist())
    tables = [f"forestnb/data/{path.relative_to(ROOT / 'data').as_posix()}" for path in (ROOT / "data").rglob("*.csv")]
    assert tables and set(tables) <= names


def test_the_kernel_preloads_forestnb_and_never_asks_pypi(site):
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True and kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert "forestnb" in kernel["loadPyodideOptions"]["packages"]


def test_the_site_has_the_start_play_and_walkthrough_notebooks_and_a_note_for_each_what_if(site):
    files = site / "files"
    as_they_are, need_a_server = notebooks.classify(ROOT / "notebooks")
    games = ("humbaba", "forest", "cardswild", "hunters")
    assert {f"{game}/{name}" for game in games for name in ("01_rules_walkthrough.ipynb", "02_play.ipynb")} <= set(
        as_they_are
    )
    assert {f"{game}/03_what_if.ipynb" for game in games} <= set(need_a_server)
    for path in (notebooks.START, *as_they_are):
        assert (files / path).exists(), path
    for path in need_a_server:
        cells = json.loads((files / path).read_text())["cells"]
        assert len(cells) == 1 and "needs a Python server" in "".join(cells[0]["source"])
        assert f"bash tools/lab notebooks/{path}" in "".join(cells[0]["source"])


def test_the_start_notebook_keeps_its_links_and_shows_the_code_of_its_pandas_tables(site):
    cells = json.loads((site / "files" / notebooks.START).read_text())["cells"]
    text = "\n".join("".join(cell["source"]) for cell in cells)
    assert "humbaba/02_play.ipynb" in text and "humbaba/03_what_if.ipynb" in text
    code = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
    assert not any(piece in source for source in code for piece in notebooks.START_PANDAS_CELLS)
    assert 'whatif.bet("greed")' in text, "the code of a bet on a sweep is still shown, as a note"


@pytest.fixture
def local_page(browser, address):
    """A page whose every request (its kernel's worker's too) is recorded, and any that would leave
    127.0.0.1 refused; ``page.outside`` lists those."""
    context = browser.new_context(viewport={"width": 1600, "height": 1400})
    local = re.compile(r"^(http://127\.0\.0\.1:\d+/|blob:http://127\.0\.0\.1:\d+/|data:)")
    outside: list[str] = []

    def keep_local(route):
        if local.match(route.request.url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", keep_local)
    context.on("request", lambda request: None if local.match(request.url) else outside.append(request.url))
    page = context.new_page()
    page.errors, page.outside = [], outside
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


def open_and_run(page, address: str, notebook: str) -> float:
    """Open a notebook of the site, Run All once the kernel is up; the seconds the kernel took."""
    started = time.monotonic()
    run_all_in_jupyterlab(page, f"{address}lab/index.html?path={notebook}", kernel="Python (Pyodide)")
    return time.monotonic() - started


def test_a_student_plays_a_humbaba_round_in_the_browser_and_nothing_leaves_127_0_0_1(local_page, address, artifacts):
    started = time.monotonic()
    kernel_ready = open_and_run(local_page, address, "humbaba/02_play.ipynb")
    expect(local_page.locator(".forestnb-board .js-plotly-plot").first).to_be_visible(timeout=SLOW)
    print(
        f"\nJupyterLite: kernel idle after {kernel_ready:.1f} s, first board after {time.monotonic() - started:.1f} s"
    )
    play_a_turn(local_page, artifacts / "lite-humbaba-02_play.png")
    assert local_page.outside == []


def test_the_humbaba_rules_walkthrough_runs_in_the_browser_with_its_figures(local_page, address, artifacts):
    open_and_run(local_page, address, "humbaba/01_rules_walkthrough.ipynb")
    wait_until_every_cell_ran(local_page)
    errors = local_page.locator(
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'], "
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']"
    )
    assert errors.count() == 0, errors.first.inner_text()
    chart = local_page.locator(".forestnb-chart.js-plotly-plot").first
    chart.scroll_into_view_if_needed()
    expect(chart.locator(".scatterlayer .trace").first).to_be_visible(timeout=60_000)
    chart.screenshot(path=str(artifacts / "lite-humbaba-01_rules_walkthrough-figure.png"))
    assert local_page.errors == [] and local_page.outside == []


def test_the_build_refuses_to_replace_a_folder_that_is_not_a_site(tmp_path):
    (tmp_path / "homework.txt").write_text("not a site")
    with pytest.raises(FileExistsError, match="is not a JupyterLite site"):
        build(tmp_path)
    assert (tmp_path / "homework.txt").exists()


def test_a_notebook_neither_for_the_browser_nor_for_a_server_stops_the_build(tmp_path):
    for path in (notebooks.START, "humbaba/02_play.ipynb", "humbaba/04_homework.ipynb"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("{}")
    with pytest.raises(ValueError, match="humbaba/04_homework.ipynb: say in forestnb/lite/notebooks.py"):
        notebooks.classify(tmp_path)
