"""``forestnb-class``: make a class file, and serve it to a classroom.

    forestnb-class new CLASSFILE               makes the class; prints the teacher key
    forestnb-class serve CLASSFILE --host H --port P
                                               serves it; prints the student and teacher addresses
"""
from __future__ import annotations

import argparse
import sys
from typing import Sequence

from .store import ClassError, ClassStore


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="forestnb-class", description="Class mode: Humbaba, The Forest, Cardswild and Forest Hunters at networked tables.")
    commands = parser.add_subparsers(dest="command", required=True)
    new = commands.add_parser("new", help="make a new class file and print its teacher key")
    new.add_argument("classfile")
    new.add_argument("--name", default="", help="the class's name (default: the file's name)")
    serve = commands.add_parser("serve", help="serve a class file to students and the teacher")
    serve.add_argument("classfile")
    serve.add_argument("--host", default="127.0.0.1", help="0.0.0.0 to let the classroom's devices in")
    serve.add_argument("--port", type=int, default=8765)
    args = parser.parse_args(argv)
    try:
        if args.command == "new":
            _store, key = ClassStore.create(args.classfile, args.name)
            print(f"Made the class {args.classfile}.")
            print(f"Teacher key: {key}")
            print(f"Serve it with: forestnb-class serve {args.classfile} --host 0.0.0.0 --port 8765")
        else:
            from .server import serve as run

            run(args.classfile, host=args.host, port=args.port, announce=lambda line: print(line, flush=True))
    except ClassError as err:
        print(f"forestnb-class: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
