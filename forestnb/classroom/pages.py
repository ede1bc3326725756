"""The Solara app the class server runs: ``/teacher?key=...`` for the teacher, in a bare frame (no
Solara app bar). Students never reach it: the class gate serves their page (``seatpage``) itself."""

from __future__ import annotations

import solara

from .styles import CARD_STYLE
from .teacher import TeacherPage


@solara.component
def Layout(children: list = []):  # noqa: B006 - the signature Solara calls
    solara.Style(CARD_STYLE)
    with solara.Column(style={"padding": "8px", "max-width": "1400px", "box-sizing": "border-box"}):
        for child in children:
            solara.display(child)


@solara.component
def Students():
    """Solara's root, which frames the teacher's page; the gate answers students at ``/`` itself."""
    solara.HTML(unsafe_innerHTML="Students: <a href='/join'>join the class</a>.")


routes = [
    solara.Route(path="/", component=Students, label="Students", layout=Layout),  # the root's layout frames every page
    solara.Route(path="teacher", component=TeacherPage, label="Teacher"),
]
