"""Benchmark: render a full deck (52 faces) plus one back at several card widths.

Run from the repository root::

    python benchmarks/bench_cards_art.py [--runs N]

Prints the median wall time over ``N`` runs (default 5) per width. Each run starts with the
module's internal caches (fonts, glyph and suit masks, blank card) cleared, so the numbers are
for a cold render, as after a window resize to a new card size.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui import cards_art  # noqa: E402

WIDTHS = (60, 100, 160, 330)


def _clear_caches() -> None:
    for name in ("_glyph_mask", "_text_mask", "_suit_mask", "_blank_card"):
        getattr(cards_art, name).cache_clear()


def render_deck(width: int) -> float:
    """Seconds to render 52 faces and one back at ``width`` px (5:7 cards), cold caches."""
    w, h = cards_art.card_size_for_width(width)
    _clear_caches()
    start = time.perf_counter()
    for suit in cards_art.SUITS:
        for rank in range(1, 14):
            cards_art.render_face(rank, suit, w, h)
    cards_art.render_back(cards_art.BACK_STYLES[0], w, h)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per width (default 5)")
    args = parser.parse_args()
    render_deck(100)  # warm up imports and the font file
    for width in WIDTHS:
        times = [render_deck(width) for _ in range(args.runs)]
        w, h = cards_art.card_size_for_width(width)
        print(
            f"{w:4d}x{h:<4d} px: median {statistics.median(times) * 1000:7.1f} ms "
            f"for 52 faces + 1 back (min {min(times) * 1000:.1f}, runs {args.runs})"
        )


if __name__ == "__main__":
    main()
