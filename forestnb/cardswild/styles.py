"""Cardswild's own look: the log lines it marks, and the colours of a hunt area's requirements met or missing."""

from __future__ import annotations

from ..widgets.styles import LogMark

LOG_MARKS: tuple[LogMark, ...] = ()
"""Cardswild plays in turns and seasons, not rounds: its log has no line to mark."""
ON, OFF = "#1b7837", "#b2182b"
"""A requirement a hunt area meets (green) or lacks, and a Trouble on it (red)."""
