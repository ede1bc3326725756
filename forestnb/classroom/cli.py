"""``forestnb-class``: make a class file, and serve it to a classroom.

    forestnb-class new CLASSFILE               makes the class; prints the teacher key, the class
                                               code and the command that serves it
    forestnb-class serve CLASSFILE --host H --port P
                                               serves it; prints the student and teacher addresses

Every refusal is one line on standard error (``forestnb-class: ...``) and exit status 2.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

from .errors import ClassError
from .store import ClassStore


def port_number(text: str) -> int:
    """``--port``: a whole number from 1 to 65535 (argparse prints the refusal in one line)."""
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"a port is a whole number from 1 to 65535, not {text[:12]!r}")
    return int(text)


def this_command() -> str:
    """How to run forestnb-class again from here: the script beside this Python (a venv's, which
    works without activating the venv), else this Python with ``-m``."""
    script = Path(sys.executable).parent / "forestnb-class"
    if script.exists():
        try:
            return shlex.quote(str(script.relative_to(Path.cwd())))
        except ValueError:
            return shlex.quote(str(script))
    return f"{shlex.quote(sys.executable)} -m forestnb.classroom.cli"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="forestnb-class",
        description="Class mode: Humbaba, The Forest, Cardswild and Forest Hunters at networked tables.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    new = commands.add_parser("new", help="make a new class file and print its teacher key")
    new.add_argument("classfile")
    new.add_argument("--name", default="", help="the class's name (default: the file's name)")
    serve = commands.add_parser("serve", help="serve a class file to students and the teacher")
    serve.add_argument("classfile")
    serve.add_argument("--host", default="127.0.0.1", help="0.0.0.0 to let the classroom's devices in")
    serve.add_argument("--port", type=port_number, default=8765)
    args = parser.parse_args(argv)
    try:
        if args.command == "new":
            store, key = ClassStore.create(args.classfile, args.name)
            print(f"Made the class {args.classfile}.")
            print(f"Teacher key: {key}")
            print(f"Class code (students type it to join): {store.class_code}")
            print(f"Serve it with: {this_command()} serve {shlex.quote(args.classfile)} --host 0.0.0.0 --port 8765")
        else:
            from .server import serve as run

            run(args.classfile, host=args.host, port=args.port, announce=lambda line: print(line, flush=True))
    except ClassError as err:
        print(f"forestnb-class: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
