"""Students at a class table, as the store seats them: each joins with the class code and a name,
on a device of their own, and is known by the credential their device was given."""

from __future__ import annotations

from forestnb.classroom import ClassStore


def seat_students(store: ClassStore, table_id: int) -> list[str | None]:
    """Join a student into every student seat of the table, in seat order; their devices'
    credentials by seat (None where a bot sits)."""
    info = store.table(table_id)
    devices: list[str | None] = [None] * len(info["seats"])
    for seat in info["seats"]:
        if seat["bot"] is None and seat["student"] is None:
            device = store.join(store.class_code, f"T{table_id} S{seat['seat']}", table=info["number"])
            devices[store.seating(device)["seat"]] = device
    return devices
