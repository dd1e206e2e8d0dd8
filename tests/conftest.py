"""Shared test set-up: headless arcade, an isolated home for files, one window for UI tests."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("ARCADE_HEADLESS", "1")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Every test gets its own settings, autosave and history folder."""
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path / "home"))
