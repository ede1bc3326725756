"""``python -m forestnb.lite build OUTDIR`` builds the static site into OUTDIR;
``python -m forestnb.lite serve OUTDIR`` serves it on this machine to try it."""

from __future__ import annotations

import argparse
import threading
from pathlib import Path

from . import serve


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m forestnb.lite", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    building = commands.add_parser("build", help="build the static JupyterLite site")
    building.add_argument(
        "outdir", type=Path, help="folder to write the site into: new, empty, or an earlier site (replaced)"
    )
    serving = commands.add_parser("serve", help="serve a built site on this machine")
    serving.add_argument("outdir", type=Path, help="the built site")
    serving.add_argument("--port", type=int, default=8000)
    serving.add_argument("--host", default="127.0.0.1")
    arguments = parser.parse_args(argv)
    if arguments.command == "build":
        try:
            from .build import build
        except ModuleNotFoundError as missing:  # the lite extra's packages, needed only to build
            raise SystemExit(
                f"python -m forestnb.lite build needs {missing.name}: install the lite extra in a clone, "
                '.venv/bin/pip install -e ".[lite]"'
            ) from None
        build(arguments.outdir)
        return
    server = serve.start(arguments.outdir, arguments.port, arguments.host)
    print(f"serving {arguments.outdir} at http://{arguments.host}:{server.server_port}/ (Ctrl-C stops)")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
