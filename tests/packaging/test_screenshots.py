"""The README's pictures are opaque, as the window shows them (a PNG with alpha below 255
looks washed out on a light page)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
PICTURES = sorted((ROOT / "docs" / "screenshots").glob("*.png"))


def test_there_are_pictures():
    assert len(PICTURES) >= 5


@pytest.mark.parametrize("path", PICTURES, ids=lambda p: p.name)
def test_every_picture_is_opaque(path):
    with Image.open(path) as image:
        assert image.convert("RGBA").getchannel("A").getextrema() == (255, 255)
