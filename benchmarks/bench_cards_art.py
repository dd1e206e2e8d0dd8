"""Benchmark: render a full deck (52 faces) plus one back, in each deck style.

Run from the repository root::

    python benchmarks/bench_cards_art.py [--runs N]

Prints the median wall time over ``N`` runs (default 5):

* for each deck style (standard and classic) at the card width of a 1920x1080 window
  (Easy Harp's and Eight Off's layouts, the larger of the two), both styles in one run;
* for the standard style at several other card widths.

Each run starts with the module's internal caches (fonts, glyph and suit masks, blank card,
the classic card's shadow) cleared, so the numbers are for a cold render, as after a window
resize to a new card size or a change of the deck in Settings.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ui import cards_art  # noqa: E402
from game.ui.cards_art import FaceStyle  # noqa: E402
from game.ui.deck import classic  # noqa: E402
from game.ui.deck.faces import DeckArt  # noqa: E402
from game.ui.layout import compute_layout  # noqa: E402

WIDTHS = (60, 100, 160, 330)
STYLES = {"standard": FaceStyle(), "classic": FaceStyle(classic=True)}


def _clear_caches() -> None:
    for name in ("_glyph_mask", "_text_mask", "_suit_mask", "_blank_card", "_card_alpha"):
        getattr(cards_art, name).cache_clear()
    classic._shadow.cache_clear()


def render_deck(width: int, style: FaceStyle | None = None) -> float:
    """Seconds to render 52 faces and one back at ``width`` px (5:7 cards) in ``style``,
    cold caches (as :class:`~game.ui.deck.faces.DeckArt` draws them for the table)."""
    w, h = cards_art.card_size_for_width(width)
    _clear_caches()
    start = time.perf_counter()
    art = DeckArt(w, h, style)
    for suit in cards_art.SUITS:
        for rank in range(1, 14):
            art.face(rank, suit)
    art.back(cards_art.BACK_STYLES[0])
    return time.perf_counter() - start


def hd_card_width() -> int:
    """The card width (pixels) of a 1920x1080 window: the larger of the two games'."""
    return max(round(compute_layout(game, cells, 1920, 1080).card_w)
               for game, cells in (("easy-harp", None), ("eight-off", 8)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per width (default 5)")
    args = parser.parse_args()
    render_deck(100)  # warm up imports and the font files
    render_deck(100, STYLES["classic"])
    width = hd_card_width()
    w, h = cards_art.card_size_for_width(width)
    for name, style in STYLES.items():
        times = [render_deck(width, style) for _ in range(args.runs)]
        print(f"1920x1080 window, {w}x{h} px cards, {name:8s}: median "
              f"{statistics.median(times) * 1000:7.1f} ms for 52 faces + 1 back "
              f"(min {min(times) * 1000:.1f}, runs {args.runs})")
    for width in WIDTHS:
        times = [render_deck(width) for _ in range(args.runs)]
        w, h = cards_art.card_size_for_width(width)
        print(
            f"{w:4d}x{h:<4d} px, standard: median {statistics.median(times) * 1000:7.1f} ms "
            f"for 52 faces + 1 back (min {min(times) * 1000:.1f}, runs {args.runs})"
        )


if __name__ == "__main__":
    main()
