"""Who sits where: class codes, students' names, and the device credential that owns a seat.

A class has one short class code, shown on the projector; it lets a device in, and nothing more.
Joining gives the device a credential, a random token the server sets as an httpOnly cookie, and
the class file keeps only the token's SHA-256, so a copied class file acts for nobody. Every
action of a student page names that credential; the seat it acts for is the one the credential
holds now, and only that device holds it until the teacher frees the seat.
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata

from ..core.errors import excerpt
from .errors import ClassError

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, no 1/I: read off a projector
CLASS_CODE_LENGTH = 5
NAME_LENGTH = 24
TOKEN_BYTES = 24
FRIENDLY_FIRST = (
    "Quiet",
    "Brave",
    "Swift",
    "Green",
    "Misty",
    "Sunny",
    "Tall",
    "Wild",
    "Calm",
    "Bright",
    "Mossy",
    "Lucky",
)
FRIENDLY_SECOND = ("Cedar", "Fern", "Owl", "Fox", "Birch", "Heron", "Acorn", "Lynx", "Willow", "Badger", "Pine", "Wren")


def new_class_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CLASS_CODE_LENGTH))


def normal_class_code(typed: object) -> str:
    """A class code as typed: case and spaces do not matter; anything that could not be a code
    (too long, other characters) becomes "", which no class has."""
    if not isinstance(typed, str) or len(typed) > 4 * CLASS_CODE_LENGTH:
        return ""
    code = "".join(typed.split()).upper()
    return code if code and all(ch in CODE_ALPHABET for ch in code) else ""


def normal_name(typed: object) -> str:
    """A student's first name as it will show on the projector: spaces tidied, letters kept as
    typed (accents and any script), at most ``NAME_LENGTH`` characters. Empty means "give me a
    name". Control characters, markup and overlong names are refused, quoting a short excerpt."""
    if not isinstance(typed, str):
        raise ClassError("a name is text")
    name = " ".join(unicodedata.normalize("NFC", typed).split())
    if len(name) > NAME_LENGTH:
        raise ClassError(f"a name has at most {NAME_LENGTH} characters; {excerpt(name, NAME_LENGTH)} is longer")
    if any(not ch.isprintable() or ch in '<>&"`' for ch in name):
        raise ClassError(
            f"a name has letters, digits, spaces and simple punctuation only, not {excerpt(name, NAME_LENGTH)}"
        )
    return name


def same_name(first: str, second: str) -> bool:
    """Names are one person's when they read the same, whatever the case."""
    return first.casefold() == second.casefold()


def friendly_name(taken: set[str], rng: secrets.SystemRandom | None = None) -> str:
    """A forest name nobody in the class has yet ("Quiet Cedar"), numbered once all are used."""
    rng = rng or secrets.SystemRandom()
    folded = {name.casefold() for name in taken}
    names = [f"{first} {second}" for first in FRIENDLY_FIRST for second in FRIENDLY_SECOND]
    free = [name for name in names if name.casefold() not in folded]
    if free:
        return rng.choice(free)
    number = 2
    while f"{names[0]} {number}".casefold() in folded:
        number += 1
    return f"{names[0]} {number}"


def new_token() -> str:
    """A device's credential: what its cookie holds, never stored as it is."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: object) -> str:
    """What the class file keeps of a credential. Anything that is not a token of ours hashes to
    a value no device holds (so it is simply unknown, never an error of its own)."""
    if not isinstance(token, str) or not 16 <= len(token) <= 64 or not token.isascii():
        return ""
    return hashlib.sha256(token.encode("ascii")).hexdigest()
