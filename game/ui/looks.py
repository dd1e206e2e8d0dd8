"""The app's looks from the player's settings: the chrome's palette, the table theme shown
and the text size.

One entry point, :func:`apply`, sets all of them from the settings: at start and after a
change of the table theme, of High contrast or of Text size (the scenes and the table are
then built again, as after a language switch:
:meth:`game.ui.preferences.SettingsService.apply_looks`).
High contrast wins over the table theme: its palette (:data:`game.ui.palette.HIGH_CONTRAST`)
is laid over the standard one whatever the theme, and the table shows
:data:`game.ui.theme.HIGH_CONTRAST`.

A table theme's chrome (:func:`theme_chrome`) is computed from the theme's felt, vignette
edge, bar, text and highlight, once per change and never per frame: panels and bars in the
bar's colour, scene buttons the felt lifted a little, chosen buttons, headings and the win
panel's frame in the highlight. Each text colour is then moved towards white (or black)
until it reaches :data:`TEXT_CONTRAST` (WCAG AA) on everything it is drawn on
(:func:`legible`), the felt's lightest threads under the translucent parts.

    >>> from game.ui.theme import THEMES
    >>> colours = theme_chrome(THEMES["blue"])
    >>> colours["FELT"] == THEMES["blue"].felt
    True
    >>> contrast(colours["TEXT"], colours["SCENE_BUTTON_BG"]) >= TEXT_CONTRAST
    True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from game.ui import fonts, palette
from game.ui.theme import HIGH_CONTRAST as HIGH_CONTRAST_THEME
from game.ui.theme import TableTheme, theme_named

if TYPE_CHECKING:
    from game.storage.settings import Settings


TEXT_CONTRAST = 4.5
"""WCAG 2's level AA for normal text: the contrast ratio every text colour keeps against
what lies under it."""
_MARGIN = 0.2
"""Kept above :data:`TEXT_CONTRAST` where a colour is moved to reach it (a texture's
threads, antialiased edges)."""
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
WEAVE_LIGHT = 10
"""How many levels of 255 the felt's lightest threads lie above its colour (the weave and
the mottling): the worst felt under a translucent panel for light text."""


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    """The colour ``t`` of the way from ``a`` to ``b`` (RGB; ``t`` 0 … 1).

    >>> mix((0, 0, 0), (255, 255, 255), 0.5)
    (128, 128, 128)
    """
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))  # type: ignore[return-value]


def over(top: Sequence[int], under: Sequence[int]) -> tuple[int, int, int]:
    """``top`` (RGBA; RGB is opaque) blended over the opaque ``under`` (RGB)."""
    alpha = top[3] / 255 if len(top) > 3 else 1.0
    return mix(under, top, alpha)


def luminance(colour: Sequence[int]) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black … 1 white)."""
    def linear(level: int) -> float:
        c = level / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG 2's contrast ratio of two opaque colours (1 … 21).

    >>> round(contrast((255, 255, 255), (0, 0, 0)), 1)
    21.0
    """
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def legible(colour: Sequence[int], backgrounds: Iterable[Sequence[int]],
            ratio: float = TEXT_CONTRAST) -> tuple[int, int, int]:
    """``colour``, or the nearest colour towards white (over dark backgrounds) or black
    (over light ones) that reaches ``ratio`` against every one of ``backgrounds``.

    >>> legible((90, 90, 90), [(40, 40, 40)]) > (90, 90, 90)
    True
    """
    colour = tuple(colour[:3])
    grounds = [tuple(b[:3]) for b in backgrounds]
    if all(contrast(colour, b) >= ratio for b in grounds):
        return colour  # type: ignore[return-value]
    target = WHITE if luminance(colour) >= max(luminance(b) for b in grounds) else BLACK
    for step in range(1, 41):
        moved = mix(colour, target, step / 40)
        if all(contrast(moved, b) >= ratio + _MARGIN for b in grounds):
            return moved
    return target


def _hue_distance(a: Sequence[int], b: Sequence[int]) -> float:
    """How far apart two colours are, 0 … 441 (a Euclidean RGB distance)."""
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) ** 0.5


def theme_chrome(theme: TableTheme) -> dict[str, palette.Colour]:
    """The palette's changes that make the chrome follow the table theme ``theme``: every
    chrome colour (a :mod:`game.ui.palette` name to its value) made from the theme.

    Made from the theme's felt, vignette edge, bar, text and highlight: panels and bars
    are the bar's colour, scene buttons the felt lifted a little, edges a blend of felt and
    text, chosen buttons, headings and the win panel's frame the highlight. Each text
    colour is then made :func:`legible` on what it is drawn on.

    Args:
        theme: the table's look.

    Returns:
        Colours for :func:`game.ui.palette.use`.
    """
    felt, edge, bar, text, light = theme.felt, theme.edge, theme.bar, theme.text, theme.highlight
    bar_rgb = bar[:3]
    standard = palette.standard()
    lit_felt = mix(felt, WHITE, WEAVE_LIGHT / 255)
    c: dict[str, palette.Colour] = {
        "FELT": felt,
        "FELT_DARK": mix(felt, edge, 0.5),
        "HUD_BG": bar,
        "PANEL": (*over((*mix(bar_rgb, felt, 0.08), 225), felt), 255),
        "TEXT": text,
        "TITLE": mix(light, WHITE, 0.62),
        "GOLD": light,
        "HIGHLIGHT": light,
        "HINT": standard["HINT"] if _hue_distance(light, standard["HINT"]) > 120
        else (150, 240, 140),
        "BUTTON_BG": mix(bar_rgb, text, 0.16),
        "BUTTON_HOVER": mix(bar_rgb, text, 0.27),
        "BUTTON_EDGE": mix(bar_rgb, text, 0.5),
        "BUTTON_OFF": mix(bar_rgb, text, 0.07),
        "SELECTED_BG": mix(light, bar_rgb, 0.08),
        "SELECTED_EDGE": mix(light, WHITE, 0.6),
        "SELECTED_HOVER": mix(light, WHITE, 0.22),
        "SELECTED_HOVER_EDGE": mix(light, WHITE, 0.8),
        "SCENE_BUTTON_BG": mix(felt, WHITE, 0.03),
        "SCENE_BUTTON_HOVER": mix(felt, WHITE, 0.13),
        "SCENE_BUTTON_EDGE": mix(felt, text, 0.36),
        "SCENE_BUTTON_HOVER_EDGE": mix(felt, WHITE, 0.76),
        "PRESS_BG": mix(text, WHITE, 0.3),
        "SCENE_BUTTON_OFF": mix(felt, edge, 0.35),
        "SCENE_BUTTON_OFF_EDGE": mix(felt, text, 0.16),
        "FIELD_BG": mix(bar_rgb, BLACK, 0.15),
        "FIELD_EDGE": mix(felt, text, 0.6),
        "FIELD_HOVER_EDGE": mix(felt, text, 0.88),
        "DIALOG_BG": (*mix(felt, bar_rgb, 0.35), 255),
        "DIALOG_EDGE": mix(felt, light, 0.45),
        "TRACK": mix(bar_rgb, BLACK, 0.2),
        "TRACK_DONE": mix(light, bar_rgb, 0.15),
        "KNOB_EDGE": mix(light, BLACK, 0.75),
        "NOTICE_BG": (*mix(bar_rgb, BLACK, 0.2), 230),
        "STOCK_BADGE": (*bar_rgb, 210),
        "PANEL_EDGE": mix(felt, light, 0.4),
        "BAR_EDGE": mix(bar_rgb, light, 0.35),
        "WIN_BG": (*mix(bar_rgb, felt, 0.14), 255),
        "WIN_EDGE": light,
        "WIN_INNER_EDGE": mix(felt, text, 0.3),
        "WIN_CARD": mix(bar_rgb, BLACK, 0.25),
    }
    # Text: legible on everything it is drawn on.
    panel = over(c["PANEL"], lit_felt)
    hud = over(bar, lit_felt)
    dialog = c["DIALOG_BG"]
    win = over(c["WIN_BG"], lit_felt)
    on_chrome = [panel, hud, dialog, win, c["WIN_CARD"]]
    c["TEXT"] = legible(text, [*on_chrome, c["BUTTON_BG"], c["BUTTON_HOVER"],
                               c["SCENE_BUTTON_BG"], c["FIELD_BG"], over(c["NOTICE_BG"], lit_felt)])
    c["HOVER_TEXT"] = legible(WHITE, [c["SCENE_BUTTON_HOVER"]])
    c["TITLE"] = legible(c["TITLE"], on_chrome)
    c["GOLD"] = legible(light, on_chrome)
    c["DIM"] = legible(mix(text, felt, 0.22), on_chrome)
    c["NOT_FINISHED"] = legible(mix(text, felt, 0.26), [panel, c["SCENE_BUTTON_BG"]])
    c["NOT_FINISHED_BAR"] = mix(text, felt, 0.36)
    c["ERROR"] = legible(standard["ERROR"], on_chrome)
    c["SELECTED_TEXT"] = legible(mix(bar_rgb, BLACK, 0.4),
                                 [c["SELECTED_BG"], c["SELECTED_HOVER"]])
    c["PRESS_TEXT"] = legible(mix(bar_rgb, BLACK, 0.3), [c["PRESS_BG"]])
    c["TEXT_OFF"] = mix(text, bar_rgb, 0.45)
    c["SCENE_BUTTON_OFF_TEXT"] = mix(text, felt, 0.5)
    return c


def chrome(theme_name: str, high_contrast: bool) -> Mapping[str, palette.Colour]:
    """The palette's changes for a table theme and the High contrast setting: the
    high-contrast palette when it is on (whatever the theme), else the theme's."""
    return palette.HIGH_CONTRAST if high_contrast else theme_chrome(theme_named(theme_name))


def theme_name(settings: Settings) -> str:
    """The name of the table theme shown: the high-contrast one when High contrast is
    on, else the chosen one (a value for :func:`game.ui.theme.theme_named`)."""
    return HIGH_CONTRAST_THEME.name if settings.high_contrast else settings.table_theme


def table_theme(settings: Settings) -> TableTheme:
    """The table theme shown (see :func:`theme_name`)."""
    return theme_named(theme_name(settings))


_applied: tuple = ("", False, 100)


def apply(settings: Settings) -> None:
    """Make the settings' looks the app's: the palette (:func:`chrome`) and the text
    size (:func:`game.ui.fonts.set_text_scale`). Widgets built before keep their
    colours and sizes until they are built again (:func:`key` tells them)."""
    global _applied
    palette.use(chrome(settings.table_theme, settings.high_contrast))
    fonts.set_text_scale(settings.text_size / 100)
    _applied = (settings.table_theme, settings.high_contrast, settings.text_size)


def key() -> tuple:
    """What the looks applied last depend on (table theme, High contrast, text size):
    part of a built scene's key, so that a scene built with other looks is built again."""
    return _applied
