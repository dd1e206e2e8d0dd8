"""The table's themes (felt, pile marks, the status bar's colours) and the app's font.

RGB or RGBA tuples, 0-255. The chrome's colours (scenes, panels, buttons, dialogs) are
:mod:`game.ui.palette`'s, derived from the theme by :mod:`game.ui.looks`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.text import N_

FONT = ("Liberation Sans", "DejaVu Sans", "Arial")
"""The UI font family with fallbacks; Liberation covers Croatian, Cyrillic and ♠♥♦♣."""

# Table themes (Settings -> Table): the felt, the marks and the bar of each look.
RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableTheme:
    """One finished table look.

    Attributes:
        name: the settings value (``"green"``).
        title: its name for players (English; catalogues translate it).
        felt: the cloth's colour at the table's middle (RGB).
        edge: the colour the vignette darkens the corners towards (RGB).
        weave: how strongly the threads are lit and shaded (levels of 255, ±).
        mark: the tint of the empty piles' marks (multiplies their translucent white).
        highlight: the outline of a pile that would take the dragged cards.
        bar: the status bar's background (RGBA).
        text: the status bar's text.
        back: the card back that suits it (Settings shows it beside the theme).
    """

    name: str
    title: str
    felt: RGB
    edge: RGB
    weave: int
    mark: RGB
    highlight: RGB
    bar: RGBA
    text: RGB
    back: str


THEMES: dict[str, TableTheme] = {
    theme.name: theme
    for theme in (
        TableTheme("green", N_("Green felt"), (28, 104, 60), (8, 46, 24), 7,
                   (255, 255, 255), (255, 214, 64), (10, 40, 24, 235), (240, 240, 232),
                   "blue"),
        TableTheme("blue", N_("Blue felt"), (30, 80, 136), (8, 28, 62), 7,
                   (215, 232, 255), (255, 206, 70), (8, 24, 48, 235), (236, 242, 250),
                   "wine"),
        TableTheme("burgundy", N_("Burgundy felt"), (118, 30, 46), (48, 6, 16), 7,
                   (255, 228, 205), (255, 214, 90), (40, 8, 14, 235), (250, 238, 236),
                   "navy"),
        TableTheme("dark", N_("Night"), (40, 44, 52), (10, 11, 14), 6,
                   (190, 205, 228), (110, 200, 255), (12, 14, 18, 240), (226, 230, 236),
                   "red"),
    )
}
"""Every table look, in the order Settings shows them; the first is the default."""
DEFAULT_THEME = "green"

HIGH_CONTRAST = TableTheme("high-contrast", N_("High contrast"), (0, 0, 0), (0, 0, 0), 0,
                           (255, 255, 255), (255, 230, 0), (0, 0, 0, 255), (255, 255, 255),
                           "blue")
"""The high-contrast table (Settings -> Accessibility -> High contrast, beside the themes
rather than among them: it wins over the chosen one): black cloth without weave or
vignette, white marks and text, a yellow outline for the piles that would take the
cards (16:1 on the cloth)."""


def theme_named(name: str) -> TableTheme:
    """The theme called ``name`` (one of :data:`THEMES`, or :data:`HIGH_CONTRAST`'s), or
    the default one for an unknown name.

    >>> theme_named("blue").title, theme_named("rainbow").name
    ('Blue felt', 'green')
    """
    if name == HIGH_CONTRAST.name:
        return HIGH_CONTRAST
    return THEMES.get(name, THEMES[DEFAULT_THEME])
