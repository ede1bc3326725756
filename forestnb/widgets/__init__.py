"""Widgets shared by every game's notebooks (ipywidgets; the engines never import them)."""
