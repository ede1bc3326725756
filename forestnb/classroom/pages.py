"""The Solara app the class server runs: ``/`` for students, ``/teacher?key=...`` for the teacher,
in a bare frame (no Solara app bar, so a student's page holds only the student's table)."""
from __future__ import annotations

import solara

from .student import StudentPage
from .teacher import TeacherPage

STYLE = """
.forestnb-code { font-family: monospace; font-size: 2.4em; letter-spacing: 0.12em; font-weight: bold; }
.forestnb-hand { display: flex; flex-wrap: wrap; gap: 8px; }
.forestnb-hand .forestnb-card { border: 1px solid #1b7837; border-radius: 8px; padding: 8px; width: 220px; background: #f5faf5; }
.forestnb-hand .forestnb-card b { display: block; }
.forestnb-panel { margin: 6px 0; font-size: 14px; line-height: 1.5; }
.forestnb-deck { width: 150px; height: 96px; border-radius: 8px; background: #2d5016; color: white; display: flex;
                 align-items: center; justify-content: center; font-size: 20px; }
.forestnb-empty-pile { width: 150px; height: 96px; border: 2px dashed #bbb; border-radius: 8px; color: #999;
                       display: flex; align-items: center; justify-content: center; }
.forestnb-side { border: 1px solid #ccc; border-radius: 6px; padding: 4px 8px; }
.forestnb-moves .v-btn { margin: 2px; }
.forestnb-stat { font-size: 1.25em; }
.forestnb-error { color: #b2182b; font-weight: bold; }
table.forestnb-grid td, table.forestnb-grid th { padding: 2px 10px; border-bottom: 1px solid #ddd; text-align: left; }
"""


@solara.component
def Layout(children: list = []):  # noqa: B006 - the signature Solara calls
    solara.Style(STYLE)
    with solara.Column(style={"padding": "12px", "max-width": "1400px"}):
        for child in children:
            solara.display(child)


routes = [
    solara.Route(path="/", component=StudentPage, label="Student", layout=Layout),  # the root's layout frames every page
    solara.Route(path="teacher", component=TeacherPage, label="Teacher"),
]
