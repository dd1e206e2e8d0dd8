"""The Settings scene's rows: one maker of rows at a size, and the General and
Accessibility sections' rows (the Cards section's are in
:mod:`game.ui.views.settings_cards`).

A row is a bold heading, its choices side by side and a note under them
(:class:`~game.ui.views.settings_layout.Row`). The makers record each choice's widget in
the scene's ``options`` and each note in its ``notes``, so that a click changes them in
place (:meth:`~game.ui.views.settings.SettingsView.show_values`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Protocol

from game.i18n import LANGUAGES, N_, _, format_percent
from game.storage.settings import ANIMATION_SPEEDS, TEXT_SIZES, Settings
from game.ui import fonts, palette
from game.ui.fonts import text_width
from game.ui.gui import gui
from game.ui.views.basics import font_size
from game.ui.views.common import make_button, make_label
from game.ui.views.settings_layout import Row, column_width, text_size

if TYPE_CHECKING:

    from game.ui.services import Services

SPEED_NAMES = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}


class SettingsScene(Protocol):
    """What the rows and the pictures use of the Settings scene
    (:class:`~game.ui.views.settings.SettingsView`)."""

    services: Services
    options: dict[str, dict[object, gui.UIWidget]]
    notes: dict[str, gui.UILabel]
    preview: gui.UIImage | None
    volume_slider: gui.UISlider | None

    def set(self, field: str, value: object) -> None:
        """Change setting ``field`` to ``value``."""

    def set_volume(self, percent: int, save: bool = True) -> None:
        """Set the volume to ``percent``; saved when ``save``."""


def volume_note(settings: Settings) -> str:
    """The note under the Sound row: the volume, in per cent."""
    return _("Volume: {percent}").format(percent=format_percent(settings.volume / 100))


class RowMaker:
    """Makes the rows of one build of the scene at its size factor.

    Measuring (``view`` ``None``), it makes the same rows of empty spaces the size of the
    widgets they stand for (the texts measured in the current language), without a text
    layout or a picture kept: the panel is sized from them before the scene is built.

    Args:
        view: the scene the rows are for (a choice's click calls its ``set``), or ``None``
            to measure.
        scale: the scene's size factor (:func:`~game.ui.views.settings_layout.settings_scale`);
            sizes that hold text grow with the text size as well, gaps and pictures not.

    Attributes:
        rows: the rows made, in order.
        options: each setting's choices, by value (the scene's own when not measuring).
        notes: the notes under the rows, by setting (the scene's own when not measuring).
    """

    def __init__(self, view: SettingsScene | None, scale: float) -> None:
        self.view = view
        self.measuring = view is None
        self.settings = Settings() if view is None else view.services.settings
        self.options: dict[str, dict[object, gui.UIWidget]] = {} if view is None \
            else view.options
        self.notes: dict[str, gui.UIWidget] = {} if view is None else view.notes
        self.scale = scale
        self.text_scale = scale * fonts.TEXT_SCALE
        self.size = font_size(16, scale)
        """The headings' and the buttons' font size (points)."""
        self.small = font_size(12, scale)
        """The notes' font size (points)."""
        self.button_h = round(36 * self.text_scale)
        self.gap = round(10 * scale)
        """Pixels between the choices of a row."""
        self.column_w = column_width(scale)
        self.rows: list[Row] = []
        self.on_off = [(True, _("On")), (False, _("Off"))]
        self.on_off_w = self.fitted([text for _value, text in self.on_off], 100, 120)

    def row(self, group: int, label: str, field: str,
            choices: list[tuple[object, gui.UIWidget]], note: str = "") -> None:
        """Add the row of setting ``field``: ``label`` over its ``choices`` (each a value
        and the widget that chooses it), over ``note`` when there is one; a new ``group``
        starts a new column."""
        widgets: list[gui.UIWidget] = [self.label(label, self.size, bold=True)]
        content = gui.UIBoxLayout(vertical=False, space_between=self.gap)
        self.options[field] = {}
        for value, widget in choices:
            content.add(widget)
            self.options[field][value] = widget
        widgets.append(content)
        if note:
            self.notes[field] = self.label(note, self.small, color=palette.DIM,
                                           width=self.column_w, multiline=True)
            widgets.append(self.notes[field])
        self.rows.append(Row(group, field, widgets))

    def label(self, text: str, size: int, *, bold: bool = False, width: float | None = None,
              multiline: bool = False, color: tuple[int, ...] | None = None) -> gui.UIWidget:
        """A label (:func:`~game.ui.views.common.make_label`), or measuring, a space its
        size."""
        if not self.measuring:
            return make_label(text, size, bold=bold, width=width, multiline=multiline,
                              color=color)
        w, h = text_size(text, size, bold, round(width) if multiline and width else None)
        return gui.UISpace(width=width if width is not None else w, height=h)

    def picture(self, make: Callable[[], gui.UIWidget], w: int, h: int) -> gui.UIWidget:
        """The picture ``make()`` makes, ``w`` x ``h`` pixels, or measuring, a space its
        size."""
        return gui.UISpace(width=w, height=h) if self.measuring else make()

    def fitted(self, texts: list[str], least: float, most: float) -> int:
        """One width (pixels) for a row's buttons: their longest label at full size with
        room on both sides, from ``least`` up to ``most`` (unscaled pixels; a label longer
        still shrinks to fit)."""
        widest = max(text_width(text, self.size) for text in texts) + 2 * round(16 * self.scale)
        return max(round(least * self.text_scale),
                   min(round(most * self.text_scale), math.ceil(widest)))

    def choice(self, field: str, value: object, text: str, w: int) -> tuple:
        """A button ``w`` pixels wide that sets ``field`` to ``value``, gold when it is
        the current value: ``(value, button)``."""
        if self.view is None:
            return value, gui.UISpace(width=w, height=self.button_h)
        view = self.view
        selected = getattr(self.settings, field) == value
        return value, make_button(text, lambda: view.set(field, value), w,
                                  self.button_h, self.size, selected=selected)

    def switch(self, field: str) -> list[tuple]:
        """The On and Off choices of the yes-or-no setting ``field``."""
        return [self.choice(field, value, text, self.on_off_w) for value, text in self.on_off]


def access_rows(make: RowMaker) -> Iterator[None]:
    """Make the Accessibility section's rows, yielding after each (the scene fills in)."""
    make.row(0, _("Speak"), "speak", make.switch("speak"),
             _("Says refusals, hints and moves aloud, without a screen reader."))
    yield
    make.row(0, _("High contrast"), "high_contrast", make.switch("high_contrast"),
             _("White cards with black and dark red on a black table; every text "
               "white or yellow on black. Used in place of the table's theme."))
    yield
    sizes = [format_percent(percent / 100) for percent in TEXT_SIZES]
    size_w = make.fitted(sizes, 100, 120)
    make.row(0, _("Text size"), "text_size",
             [make.choice("text_size", percent, text, size_w)
              for percent, text in zip(TEXT_SIZES, sizes, strict=True)],
             _("Every text in the game, larger."))
    yield


def general_rows(make: RowMaker) -> Iterator[None]:
    """Make the General section's rows (the game's rules and play, sound, language, then
    leaving a game and winnability), yielding after each."""
    make.row(0, _("Interactive rules"), "interactive_rules", make.switch("interactive_rules"),
             _("A short reminder of the rule when a move is refused."))
    yield
    make.row(0, _("Double click"), "double_click", make.switch("double_click"),
             _("Two quick clicks send a card to the best place on the table."))
    yield
    speed_w = make.fitted([_(SPEED_NAMES[v]) for v in ANIMATION_SPEEDS], 100, 135)
    make.row(0, _("Animation"), "animation_speed",
             [make.choice("animation_speed", v, _(SPEED_NAMES[v]), speed_w)
              for v in ANIMATION_SPEEDS],
             _("Off is the reduced-motion choice: no turns, arcs, deal or celebration."))
    yield
    make.row(0, _("Start full-screen"), "start_fullscreen", make.switch("start_fullscreen"),
             _("Takes effect at the next start; F11 switches at any time."))
    yield
    slider_w = max(round(60 * make.scale), make.column_w - 2 * make.on_off_w - 2 * make.gap)
    view = make.view
    slider: gui.UIWidget = gui.UISpace(width=slider_w, height=make.button_h)
    if view is not None:
        slider = gui.UISlider(value=make.settings.volume, min_value=0, max_value=100,
                              width=slider_w, height=make.button_h)
        slider.on_change = lambda event: view.set_volume(round(event.new_value), save=False)
        slider.action = lambda: None  # type: ignore[attr-defined] - Left/Right change it
        view.volume_slider = slider
    make.row(0, _("Sound"), "sound", [*make.switch("sound"), ("volume", slider)],
             volume_note(make.settings))
    yield
    language_w = min(round(140 * make.text_scale),
                     (make.column_w - 2 * make.gap) // len(LANGUAGES))
    make.row(0, _("Language"), "language",
             [make.choice("language", code, name, language_w)
              for code, name in LANGUAGES.items()])
    yield
    # APP-LEAVE's question before another deal, and winnability at a glance in the
    # status bar (off by default): plain On/Off rows like the others.
    make.row(1, _("Ask before leaving a game"), "confirm_leave", make.switch("confirm_leave"))
    yield
    make.row(1, _("Winnability in the status bar"), "show_winnability",
             make.switch("show_winnability"))
    yield
