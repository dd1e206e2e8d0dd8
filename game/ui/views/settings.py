"""The Settings scene: every change applies at once and is saved at once.

Three sections: General (interactive rules, double click, animation speed, start
full-screen, sound, language, leaving a game, winnability), Cards (the deck, classic or
standard; the faces, two or four colours and the large index; the card back, with pictures
of the backs; the table's theme, which also chooses the back it suggests; a live preview of
them all) and Accessibility. The table reads most settings live; a new card back or deck
re-renders the open table's textures straight away.

A click changes the widgets it concerns in place (the chosen button turns gold, the note
under it and the preview change): the scene is not built again, except for a new language.

The rows are made by :mod:`~game.ui.views.settings_rows` and
:mod:`~game.ui.views.settings_cards`; the panel, its columns and its pages are placed by
:mod:`~game.ui.views.settings_layout` (the dark panel and the title are the scene's frame,
:meth:`SettingsView.scene_frame`, drawn before the rows are built).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade

from game.i18n import N_, _, language
from game.ui import fonts, palette
from game.ui.gui import gui
from game.ui.theme import theme_named
from game.ui.views.basics import font_size, scale_for
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    framed_panel,
    make_button,
    make_label,
    panel,
    panel_frame,
    set_selected,
)
from game.ui.views.settings_cards import (
    CardPictures,
    back_note,
    cards_rows,
    suggestion_note,
    theme_note,
)
from game.ui.views.settings_layout import (
    Row,
    centred_box,
    columns_across,
    natural_size,
    paginate,
    panel_pad,
    row_height,
    text_size,
)
from game.ui.views.settings_rows import RowMaker, access_rows, general_rows, volume_note

if TYPE_CHECKING:
    from game.ui.services import Services

__all__ = ["ACCESS", "CARDS", "GENERAL", "SECTIONS", "SettingsView", "panel_box",
           "panel_pad", "settings_scale"]

GENERAL, CARDS, ACCESS = "general", "cards", "access"
SECTIONS = (GENERAL, CARDS, ACCESS)
"""The scene's sections, left to right beside Back: the game's settings, the cards' looks
(deck, back, faces, table), then those for players who do not see the screen well or at
all (speech)."""
SECTION_NAMES = {GENERAL: N_("General"), CARDS: N_("Cards"), ACCESS: N_("Accessibility")}
SHOWN = ("interactive_rules", "double_click", "animation_speed", "start_fullscreen", "sound",
         "volume", "card_back", "four_colour", "large_index", "confirm_leave",
         "show_winnability", "speak", "table_theme", "high_contrast", "text_size",
         "card_style")
"""The settings this scene shows (besides the language): its widgets are built again when
one of them was changed elsewhere."""



def measured_rows(section: str, scale: float) -> RowMaker:
    """The rows of ``section`` measured at ``scale`` in the current language: spaces the
    size of the widgets (:class:`~game.ui.views.settings_rows.RowMaker`)."""
    make = RowMaker(None, scale)
    rows = {ACCESS: access_rows, GENERAL: general_rows}.get(section)
    for _step in (rows(make) if rows else cards_rows(make, None)):
        pass
    return make


@functools.lru_cache(maxsize=64)
def measured_panel(scale: float, text_scale: float, lang: str) -> tuple[float, float]:
    """The panel's width and height (pixels) at ``scale`` for the rows measured in ``lang``
    at ``text_scale`` (the current ones: the arguments key the cache): as wide as the
    widest section's columns side by side, as tall as its tallest column with the title
    above and the buttons below, plus the pads."""
    pad, space, gap = panel_pad(scale), round(4 * scale), round(6 * scale)
    widest = tallest = 0.0
    for section in SECTIONS:
        make = measured_rows(section, scale)
        columns = paginate(make.rows, math.inf, len(make.rows), space, gap)[0]
        widths = [max(make.column_w, *(natural_size(w)[0] for row in column
                                       for w in row.widgets)) for column in columns]
        widest = max(widest, sum(widths) + round(36 * scale) * (len(widths) - 1))
        for column in columns:
            height = sum(row_height(row, space) for row in column)
            tallest = max(tallest, height + (gap + 2 * space) * (len(column) - 1))
    title_h = math.ceil(text_size(_("Settings"), font_size(30, scale), True)[1])
    bottom = make.button_h + make.gap // 2
    return widest + 2 * pad, tallest + title_h + round(10 * scale) + bottom + 2 * pad + 2


def settings_scale(width: float, height: float) -> float:
    """The scene's size factor: :func:`~game.ui.views.basics.scale_for`, smaller in a
    window too short for the panel at that scale with the standard text size (wide and
    short windows: 1280x600), so that its rows measured in the current language fit the
    window's height; never smaller than in a 4:3 window as tall (800x600's at 600 px):
    rows that do not fit there, like a larger text, go on pages."""
    scale = scale_for(width, height)
    least = min(scale, scale_for(height * 4 / 3, height))
    for _attempt in range(4):
        needed = _at_standard_text(scale)
        if needed <= height or scale <= least:
            break
        scale = max(least, scale * height / needed)
    return scale


def _at_standard_text(scale: float) -> float:
    """The panel's measured height at ``scale`` with the standard text size."""
    text_scale = fonts.TEXT_SCALE
    if text_scale == 1.0:
        return measured_panel(scale, 1.0, language())[1]
    fonts.set_text_scale(1.0)
    try:
        return measured_panel(scale, 1.0, language())[1]
    finally:
        fonts.set_text_scale(text_scale)


def panel_box(width: float, height: float) -> arcade.types.Rect:
    """The dark panel for a ``width`` x ``height`` window (pixels, whole): the size of its
    rows measured in the current language (:func:`measured_panel`), never taller than the
    window nor wider than it less the pads, centred in it. The scene's frame draws it
    before the rows are built."""
    s = settings_scale(width, height)
    panel_w, panel_h = measured_panel(s, fonts.TEXT_SCALE, language())
    return centred_box(width, height, min(round(width) - 2 * panel_pad(s), panel_w), panel_h)


class SettingsView(SceneView):
    """Change the player's settings.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__(services, back)
        self.pictures = CardPictures(self)
        """The Cards section's pictures, kept while the scene lives."""
        self.section = SECTIONS[0]
        """The section shown (:data:`SECTIONS`): its rows, the same frame and Back."""
        self.page = 0
        """The page of the section's rows shown, from 0 (more than one only when they do
        not fit the panel: a large text size or a small window)."""
        self.page_count = 1
        self._to_page: str | None = None
        self.notes: dict[str, gui.UILabel] = {}
        """The note under a row that shows a value (``sound``: the volume, ``card_back``)."""
        self.preview: gui.UIImage | None = None
        """The live preview: the preview cards and a back on the chosen table's felt."""

    def layout_key(self) -> tuple:
        settings = dataclasses.asdict(self.services.settings)
        return (self.section, self.page, *(settings[name] for name in SHOWN))

    def reset(self) -> None:
        """A new scene shows its first section's first page."""
        self.section = SECTIONS[0]
        self.page = 0

    def show_section(self, section: str) -> None:
        """Show the rows of ``section`` (one of :data:`SECTIONS`) in place of these; the
        focus stays on the section's button."""
        if section == self.section:
            return
        self.section = section
        self.page = 0
        self._to_section = self.focus >= 0  # the keyboard's focus goes with it
        self.rebuild()

    # ------------------------------------------------------------------ layout
    def build(self, width: float, height: float) -> Iterator[None]:
        s = settings_scale(width, height)
        self.options: dict[str, dict[object, gui.UIWidget]] = {}
        self.notes = {}
        self.preview = None
        self.volume_slider: gui.UISlider | None = None
        self.section_buttons: dict[str, gui.UIFlatButton] = {}
        self.page_buttons: dict[str, gui.UIFlatButton] = {}
        make = RowMaker(self, s)
        rows = {ACCESS: access_rows, GENERAL: general_rows}.get(self.section)
        yield from (rows(make) if rows else cards_rows(make, self.pictures))
        area = panel_box(width, height)
        pad = panel_pad(s)
        frame = self.frame_for(width, height)
        title_h = (math.ceil(frame.texts[0].content_height) if frame is not None
                   else round(font_size(30, s) * 1.5))
        room = area.height - 2 * pad - title_h - round(10 * s) - make.button_h - make.gap // 2
        box = gui.UIBoxLayout(vertical=True, space_between=round(10 * s))
        if frame is not None:  # the title is drawn by the scene, over the panel: its room
            box.add(gui.UISpace(width=1, height=title_h))
        else:  # (scene_frame replaced by None: the title is a label, as before frames)
            box.add(make_label(_("Settings"), font_size(30, s), color=palette.TITLE, bold=True))
        box.add(self._page_of(make, area.width - 2 * pad, room))
        buttons = self._buttons(make, area.width - 2 * pad)
        content = gui.UIAnchorLayout(width=area.width, height=area.height, size_hint=None)
        content.add(box, anchor_x="center", anchor_y="top")
        content.add(buttons, anchor_x="center", anchor_y="bottom")
        root = gui.UIAnchorLayout(size_hint=(1, 1))
        self.panel = root.add((framed_panel if frame is not None else panel)(content, pad),
                              anchor_x="left", anchor_y="top", align_x=area.left,
                              align_y=area.top - self.scene_size[1])
        """The dark panel (:func:`panel_box`): the rows from its top, Back at its bottom."""
        self.ui.add(root)

    def _page_of(self, make: RowMaker, inner_w: float, room: float) -> gui.UIBoxLayout:
        """The columns of the page shown of ``make``'s rows, side by side: as many columns
        as fit ``inner_w`` pixels, each at most ``room`` pixels tall (less the page
        buttons' row when the rows take more than one page); sets :attr:`page_count`."""
        s, col_w = make.scale, make.column_w
        across = columns_across(inner_w, col_w, round(36 * s))
        pages = paginate(make.rows, room, across, round(4 * s), round(6 * s))
        if len(pages) > 1:  # the page buttons take a row of their own
            pages = paginate(make.rows, room - make.button_h - make.gap, across,
                             round(4 * s), round(6 * s))
        self.page_count = len(pages)
        self.page = min(self.page, self.page_count - 1)
        body = gui.UIBoxLayout(vertical=False, space_between=round(36 * s), align="top")
        for column_rows in pages[self.page]:
            body.add(self._column(column_rows, make))
        return body

    def _column(self, rows: list[Row], make: RowMaker) -> gui.UIBoxLayout:
        """One column of ``rows``, top to bottom; their choices join the keyboard's
        focus order."""
        s = make.scale
        column = gui.UIBoxLayout(vertical=True, space_between=round(4 * s), align="left")
        for shown in rows:
            if column.children:
                column.add(gui.UISpace(height=round(6 * s), width=1))
            for widget in shown.widgets:
                column.add(widget)
            for widget in self.options.get(shown.field, {}).values():
                self.focusable(widget)
        column.add(gui.UISpace(width=make.column_w, height=1))
        return column

    def _buttons(self, make: RowMaker, inner_w: float) -> gui.UIBoxLayout:
        """The panel's bottom: the page buttons when there are pages, then Back and the
        sections' buttons, in ``inner_w`` pixels; the focus goes to the section or page
        button that was pressed."""
        size, bh, gap = make.size, make.button_h, make.gap
        buttons = gui.UIBoxLayout(vertical=True, space_between=gap)
        if self.page_count > 1:
            pager = buttons.add(gui.UIBoxLayout(vertical=False, space_between=gap))
            page_names = [_("Previous page"), _("Next page")]
            page_w = min(make.fitted(page_names, 150, 220), (inner_w - 2 * gap) // 3)
            self.page_buttons["previous"] = self.focusable(pager.add(make_button(
                page_names[0], lambda: self.show_page(self.page - 1), page_w, bh, size,
                disabled=self.page == 0)))
            self.page_label = pager.add(make_label(
                _("Page {number} of {count}").format(number=self.page + 1,
                                                     count=self.page_count),
                size, width=page_w, align="center"))
            self.page_buttons["next"] = self.focusable(pager.add(make_button(
                page_names[1], lambda: self.show_page(self.page + 1), page_w, bh, size,
                disabled=self.page == self.page_count - 1)))
        bottom = buttons.add(gui.UIBoxLayout(vertical=False, space_between=gap))
        names = [_(SECTION_NAMES[name]) for name in SECTIONS]
        section_w = make.fitted(names, 120, 190)
        back_w = round(160 * make.text_scale)
        spill = back_w + len(names) * (section_w + gap) - inner_w
        if spill > 0:  # (large text in a small window) the buttons share the row
            section_w = back_w = (inner_w - len(names) * gap) // (len(names) + 1)
        self.back_button = self.focusable(bottom.add(
            make_button(_("Back"), self.back, back_w, bh, size)))
        for name, text in zip(SECTIONS, names, strict=True):
            self.section_buttons[name] = self.focusable(bottom.add(make_button(
                text, lambda name=name: self.show_section(name), section_w, bh, size,
                selected=name == self.section)))
        if getattr(self, "_to_section", False):
            self._to_section = False
            self.focus = self.focus_items.index(self.section_buttons[self.section])
        if getattr(self, "_to_page", None) in self.page_buttons:
            button = self.page_buttons[self._to_page]
            if button.disabled:
                button = next(b for b in self.page_buttons.values() if not b.disabled)
            self.focus = self.focus_items.index(button)
        self._to_page = None
        return buttons

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0) of the section's rows, when they take more than one
        (a large text size or a small window); the focus stays on the page button."""
        page = max(0, min(self.page_count - 1, page))
        if page == self.page:
            return
        self._to_page = "next" if page > self.page else "previous"
        if self.focus < 0:
            self._to_page = None
        self.page = page
        self.rebuild()

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The dark panel (:func:`panel_box`, in :func:`panel_on_felt` 's colour) and the
        title, centred across the window at its top (drawn at once when the scene opens,
        and with the complete scene: see the module docstring)."""
        s = settings_scale(width, height)
        return panel_frame(_("Settings"), panel_box(width, height), width, panel_pad(s),
                           font_size(30, s))

    # ------------------------------------------------------------------ changes
    def set_volume(self, percent: int, save: bool = True) -> None:
        """The volume slider moved (or Left/Right on it): apply at once; saved when the
        slider is let go or the scene is left."""
        percent = max(0, min(100, int(percent)))
        self.services.settings.volume = percent
        if save:
            self.services.prefs.save()
        self._volume_dirty = not save
        if "sound" in self.notes:
            self.notes["sound"].text = volume_note(self.services.settings)
            self.ui.trigger_render()
            self.built_key = self.current_key(*self.scene_size)

    def on_hide_view(self) -> None:
        if getattr(self, "_volume_dirty", False):
            self.services.prefs.save()
            self._volume_dirty = False
        super().on_hide_view()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol != arcade.key.ESCAPE and self.finish_filling() \
                and self.ui.on_key_press(symbol, modifiers):
            return True  # the slider is there before a key is read
        if symbol in (arcade.key.PAGEUP, arcade.key.PAGEDOWN) and self.page_count > 1:
            self.show_page(self.page + (1 if symbol == arcade.key.PAGEDOWN else -1))
            return True
        slider = self.volume_slider
        if (slider is not None and 0 <= self.focus < len(self.focus_items)
                and self.focus_items[self.focus] is slider
                and symbol in (arcade.key.LEFT, arcade.key.RIGHT)):
            step = 10 if symbol == arcade.key.RIGHT else -10
            slider.value = max(0, min(100, slider.value + step))
            self.set_volume(round(slider.value))
            return True
        return super().on_key_press(symbol, modifiers)

    def set(self, field: str, value: object) -> None:
        """Change one setting: apply it at once, save the settings, show the choice."""
        if field == "language":
            self.services.prefs.apply_language(str(value))  # saves and lays this scene out again
            return
        setattr(self.services.settings, field, value)
        if field == "table_theme":  # each table suggests a back; any other may be chosen
            self.services.settings.card_back = theme_named(str(value)).back
            self._retexture_table()
        if field in ("high_contrast", "text_size", "table_theme"):
            self.services.prefs.save()
            self.services.prefs.apply_looks()  # lays this scene out again, as a new language does
            return
        if field == "card_back":
            self._retexture_table()
        elif field in ("four_colour", "large_index", "card_style"):
            self._restyle_table()
        self.services.prefs.save()
        self.show_values()

    def show_values(self) -> None:
        """Show the current settings in the widgets built (in place: the chosen buttons,
        the notes and the preview), without building the scene again."""
        settings = self.services.settings
        for field, choices in self.options.items():
            for value, widget in choices.items():
                if field in ("card_back", "table_theme"):
                    widget.with_border(width=3 if value == getattr(settings, field) else 0,
                                       color=arcade.types.Color(*palette.GOLD))
                elif hasattr(widget, "label_size"):  # a choice
                    set_selected(widget, getattr(settings, field) == value)
        if "card_back" in self.notes:
            self.notes["card_back"].text = back_note(self.services.settings)
        if "suggested_back" in self.notes:
            self.notes["suggested_back"].text = suggestion_note(self.services.settings)
        if "table_theme" in self.notes:
            self.notes["table_theme"].text = theme_note(self.services.settings)
        if self.preview is not None:  # (none in the other section)
            w, h = round(self.preview.width), round(self.preview.height)
            self.preview.texture = self.pictures.preview(w, h)
        self.ui.trigger_render()  # a border taken away leaves no trace
        self.built_key = self.current_key(*self.scene_size)

    def _retexture_table(self) -> None:
        """Draw the open table's face-down cards with the new back now."""
        if self.services.playing.table is not None:
            self.services.playing.table.cards.set_card_back(self.services.settings.card_back)

    def _restyle_table(self) -> None:
        """Draw the open table's cards with the new face style now."""
        if self.services.playing.table is not None:
            self.services.playing.table.cards.restyle()
