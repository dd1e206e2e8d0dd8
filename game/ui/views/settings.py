"""The Settings scene: every change applies at once and is saved at once.

Three sections: General (interactive rules, double click, animation speed, start
full-screen, sound, language, leaving a game, winnability), Cards (the deck, classic or
standard; the faces, two or four colours and the large index; the card back, with pictures
of the backs; the table's theme, which also chooses the back it suggests; a live preview of
them all) and Accessibility. The table reads most settings live; a new card back or deck
re-renders the open table's textures straight away.

A click changes the widgets it concerns in place (the chosen button turns gold, the note
under it and the preview change): the scene is not built again, except for a new language.

The dark panel and the title are the scene's frame (:meth:`SettingsView.scene_frame`,
drawn on the first frame of a scene opened before its widgets are built, and
under and over the complete scene): both are placed from the window size alone
(:func:`panel_box`). The panel has room for the rows in their tallest language (the notes
wrap to more lines in Russian); the rows hang from its top under the title, Back sits at
its bottom, so the shorter languages leave a little more room above Back.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade

from game.i18n import LANGUAGES, N_, _, format_percent
from game.storage.settings import ANIMATION_SPEEDS, CARD_STYLES, TEXT_SIZES
from game.ui import fonts, looks, palette
from game.ui.cards_art import BACK_STYLES, CARD_RATIO, render_back
from game.ui.deck.faces import DeckArt
from game.ui.felt import render_felt, render_swatch
from game.ui.fonts import text_width
from game.ui.gui import gui
from game.ui.theme import THEMES, theme_named
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

if TYPE_CHECKING:
    from game.ui.services import Shell

BACK_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"),
              "purple": N_("Purple"), "navy": N_("Navy rosette"), "wine": N_("Wine rosette")}
PREVIEW_CARDS = ((1, "S"), (10, "H"), (12, "D"), (13, "C"))
"""The faces Settings shows as a live preview (one of each suit), beside a card back, on
the chosen table's felt."""
SPEED_NAMES = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}
GENERAL, CARDS, ACCESS = "general", "cards", "access"
SECTIONS = (GENERAL, CARDS, ACCESS)
"""The scene's sections, left to right beside Back: the game's settings, the cards' looks
(deck, back, faces, table), then those for players who do not see the screen well or at
all (speech)."""
SECTION_NAMES = {GENERAL: N_("General"), CARDS: N_("Cards"), ACCESS: N_("Accessibility")}
DECK_NAMES = {"classic": N_("Classic"), "standard": N_("Standard")}
"""The deck styles' names (:data:`~game.storage.settings.CARD_STYLES`)."""
SHOWN = ("interactive_rules", "double_click", "animation_speed", "start_fullscreen", "sound",
         "volume", "card_back", "four_colour", "large_index", "confirm_leave",
         "show_winnability", "speak", "table_theme", "high_contrast", "text_size",
         "card_style")
"""The settings this scene shows (besides the language): its widgets are built again when
one of them was changed elsewhere."""
TALLEST = 776
"""The panel's height at scale 1 (pixels) in its tallest language, about (Russian: 783 at
1280x800, 600 at 800x600): with :data:`ROUNDING` the room :func:`panel_box` gives the rows
in every language."""
ROUNDING = 12
"""Pixels added to the panel's scaled height: the fonts round up at small scales, so the
Russian rows need 793 px per unit of scale at 800x600 but 783 at 1280x800."""
WIDEST = 960
"""The panel's width at scale 1 (pixels): the two columns (the language row 440, the other
430) with the gap and the pads, 946, and room for a Russian label set a little wider at
large scales (952 per unit of scale at 1920x1080)."""


SHORTEST = 790
"""Window height (pixels) per unit of scale the panel needs, about (its tallest language:
600 px at scale 0.756): :func:`settings_scale`."""


def settings_scale(width: float, height: float) -> float:
    """The scene's size factor: :func:`~game.ui.views.basics.scale_for`, smaller in a
    window too short for the panel at that scale (wide and short: at 1280x600 the panel
    was 627-643 px tall and cut at the bottom); the same from 800x600 to 1920x1080 and
    in windows of those proportions."""
    return min(scale_for(width, height), height / SHORTEST)


def panel_pad(scale: float) -> int:
    """Pixels between the panel's edges and its rows at ``scale``."""
    return round(20 * scale)


def panel_box(width: float, height: float) -> arcade.types.Rect:
    """The dark panel for a ``width`` x ``height`` window (pixels, whole): the room for the
    rows in their tallest language (:data:`TALLEST`), never taller than the window,
    centred in it (at 1280x800 6 px of felt above and below; at 800x600 the whole height).
    The same in every language: the scene's frame draws it before the rows are built."""
    s = settings_scale(width, height)
    t = fonts.TEXT_SCALE  # a larger text takes the room there is (its rows go on pages)
    panel_w = min(round(width) - 2 * panel_pad(s), round(WIDEST * s * t))
    panel_h = min(round(height), round(TALLEST * s * t) + ROUNDING)
    top = round(height) - (round(height) - panel_h) // 2
    left = round((width - panel_w) / 2)
    return arcade.types.LRBT(left, left + panel_w, top - panel_h, top)



def column_width(scale: float) -> int:
    """The width (pixels) of a column of rows at the scene's size factor ``scale``: it
    grows with the text size (the rows' buttons hold text)."""
    return round(430 * scale * fonts.TEXT_SCALE)


def columns_across(room: float, column: float, gap: float) -> int:
    """How many columns ``column`` pixels wide, ``gap`` apart, fit in ``room`` pixels (one
    at least)."""
    return max(1, int((room + gap) // (column + gap)))


def natural_height(widget: gui.UIWidget) -> float:
    """The height (pixels) ``widget`` takes in a column: a box layout's from its
    children's (before it is laid out), anything else's own."""
    if isinstance(widget, gui.UIBoxLayout):
        heights = [natural_height(child) for child in widget.children]
        if not heights:
            return 0.0
        if widget.vertical:
            return sum(heights) + widget._space_between * (len(heights) - 1)
        return max(heights)
    return widget.height


@dataclasses.dataclass
class Row:
    """One setting's row: its heading, its choices and its note, kept together.

    Attributes:
        group: the topic it belongs to (a new topic starts a new column).
        field: the setting it shows (the key of :attr:`SettingsView.options`).
        widgets: the heading, the choices' box and the note, top to bottom.
    """

    group: int
    field: str
    widgets: list[gui.UIWidget]


def paginate(rows: list[Row], room: float, across: int, space: float,
             gap: float) -> list[list[list[Row]]]:
    """Lay ``rows`` out in columns of at most ``room`` pixels and the columns in pages of
    ``across`` columns: a new topic (:attr:`Row.group`) or a full column starts the next
    column; a row is never split (a row taller than ``room`` has a column to itself).

    Args:
        rows: the rows, in order.
        room: the height (pixels) a column may take.
        across: columns side by side on a page.
        space: pixels between the widgets of a column (its box's ``space_between``).
        gap: the extra pixels between two rows.

    Returns:
        The pages, each a list of columns, each a list of rows (one empty page for no rows).
    """
    columns: list[list[Row]] = []
    used = 0.0
    for row in rows:
        height = sum(natural_height(w) for w in row.widgets) + space * (len(row.widgets) - 1)
        if columns and columns[-1] and columns[-1][-1].group == row.group \
                and used + gap + 2 * space + height <= room:
            columns[-1].append(row)
            used += gap + 2 * space + height
        else:
            columns.append([row])
            used = height
    pages = [columns[i:i + across] for i in range(0, len(columns), across)]
    return pages or [[]]


class SettingsView(SceneView):
    """Change the player's settings.

    Args:
        app: the window.
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, app: Shell, back: arcade.View | None = None) -> None:
        super().__init__(app, back)
        self._back_textures: dict[tuple, arcade.Texture] = {}
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
        settings = dataclasses.asdict(self.app.settings)
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
        st = s * fonts.TEXT_SCALE  # sizes that hold text grow with it; gaps and pictures not
        settings = self.app.settings
        size = font_size(16, s)
        small = font_size(12, s)
        bh = round(36 * st)
        gap = round(10 * s)
        col_w = column_width(s)
        self.options: dict[str, dict[object, gui.UIWidget]] = {}
        self.notes = {}
        self.preview = None
        self.volume_slider: gui.UISlider | None = None
        self.section_buttons: dict[str, gui.UIFlatButton] = {}
        self.page_buttons: dict[str, gui.UIFlatButton] = {}
        rows: list[Row] = []

        def row(group: int, label: str, field: str,
                choices: list[tuple[object, gui.UIWidget]], note: str = "") -> None:
            widgets: list[gui.UIWidget] = [make_label(label, size, bold=True)]
            content = gui.UIBoxLayout(vertical=False, space_between=gap)
            self.options[field] = {}
            for value, widget in choices:
                content.add(widget)
                self.options[field][value] = widget
            widgets.append(content)
            if note:
                self.notes[field] = make_label(note, small, color=palette.DIM, width=col_w,
                                               multiline=True)
                widgets.append(self.notes[field])
            rows.append(Row(group, field, widgets))

        def fitted(texts: list[str], least: float, most: float) -> int:
            """One width (pixels) for a row's buttons: their longest label at full size with
            room on both sides, from ``least`` up to ``most`` (unscaled pixels; a label
            longer still shrinks to fit)."""
            widest = max(text_width(text, size) for text in texts) + 2 * round(16 * s)
            return max(round(least * st), min(round(most * st), math.ceil(widest)))

        def choice(field: str, value: object, text: str, w: int) -> tuple:
            selected = getattr(settings, field) == value
            return value, make_button(text, lambda: self.set(field, value), w, bh,
                                      size, selected=selected)

        on_off = [(True, _("On")), (False, _("Off"))]
        on_off_w = fitted([text for _value, text in on_off], 100, 120)
        if self.section == ACCESS:
            row(0, _("Speak"), "speak", [choice("speak", v, t, on_off_w) for v, t in on_off],
                _("Says refusals, hints and moves aloud, without a screen reader."))
            yield
            row(0, _("High contrast"), "high_contrast",
                [choice("high_contrast", v, t, on_off_w) for v, t in on_off],
                _("White cards with black and dark red on a black table; every text "
                  "white or yellow on black. Used in place of the table's theme."))
            yield
            sizes = [format_percent(percent / 100) for percent in TEXT_SIZES]
            size_w = fitted(sizes, 100, 120)
            row(0, _("Text size"), "text_size",
                [choice("text_size", percent, text, size_w)
                 for percent, text in zip(TEXT_SIZES, sizes, strict=True)],
                _("Every text in the game, larger."))
            yield
        elif self.section == GENERAL:  # the game's rules and play, sound, language
            row(0, _("Interactive rules"), "interactive_rules",
                [choice("interactive_rules", v, t, on_off_w) for v, t in on_off],
                _("A short reminder of the rule when a move is refused."))
            yield
            row(0, _("Double click"), "double_click",
                [choice("double_click", v, t, on_off_w) for v, t in on_off],
                _("Two quick clicks send a card to the best place on the table."))
            yield
            speed_w = fitted([_(SPEED_NAMES[v]) for v in ANIMATION_SPEEDS], 100, 135)
            row(0, _("Animation"), "animation_speed",
                [choice("animation_speed", v, _(SPEED_NAMES[v]), speed_w)
                 for v in ANIMATION_SPEEDS],
                _("Off is the reduced-motion choice: no turns, arcs, deal or celebration."))
            yield
            row(0, _("Start full-screen"), "start_fullscreen",
                [choice("start_fullscreen", v, t, on_off_w) for v, t in on_off],
                _("Takes effect at the next start; F11 switches at any time."))
            yield
            slider = gui.UISlider(value=settings.volume, min_value=0, max_value=100,
                                  width=max(round(60 * s), col_w - 2 * on_off_w - 2 * gap),
                                  height=bh)
            slider.on_change = lambda event: self.set_volume(round(event.new_value), save=False)
            slider.action = lambda: None  # type: ignore[attr-defined] - Left/Right change it
            self.volume_slider = slider
            row(0, _("Sound"), "sound",
                [*(choice("sound", v, t, on_off_w) for v, t in on_off), ("volume", slider)],
                self._volume_note())
            yield
            language_w = min(round(140 * st), (col_w - 2 * gap) // len(LANGUAGES))
            row(0, _("Language"), "language",
                [choice("language", code, name, language_w) for code, name in LANGUAGES.items()])
            yield
            # APP-LEAVE's question before another deal, and winnability at a glance in the
            # status bar (off by default): plain On/Off rows like the others.
            row(1, _("Ask before leaving a game"), "confirm_leave",
                [choice("confirm_leave", v, t, on_off_w) for v, t in on_off])
            yield
            row(1, _("Winnability in the status bar"), "show_winnability",
                [choice("show_winnability", v, t, on_off_w) for v, t in on_off])
            yield
        else:  # CARDS: the deck, its faces and back, and the table they lie on
            deck_w = min(fitted([_(DECK_NAMES[v]) for v in CARD_STYLES], 160, 205),
                         (col_w - gap) // 2)
            row(0, _("Deck"), "card_style",
                [choice("card_style", v, _(DECK_NAMES[v]), deck_w) for v in CARD_STYLES],
                _("Classic: pictured court cards and a shadow under each card."))
            yield
            face_names = [_("Two colours"), _("Four colours")]
            faces_w = min(fitted(face_names, 160, 205), (col_w - gap) // 2)
            row(0, _("Card faces"), "four_colour",
                [choice("four_colour", False, face_names[0], faces_w),
                 choice("four_colour", True, face_names[1], faces_w)],
                _("Four colours: diamonds blue, clubs green."))
            yield
            row(0, _("Large index"), "large_index",
                [choice("large_index", v, t, on_off_w) for v, t in on_off],
                _("A big rank and suit on each card, for small screens."))
            yield
            cw, ch = round(54 * s), round(76 * s)
            row(1, _("Card back"), "card_back",
                [(style, self._back_button(style, cw, ch, style == settings.card_back))
                 for style in BACK_STYLES],
                self._back_note())
            yield
            # The table's look: a swatch per theme in a row, the back it suggests, and a
            # live preview of the cards on the chosen felt; the heading names the look.
            names = list(THEMES)
            sw = (col_w - gap * (len(names) - 1)) // len(names)
            sh = round(sw / 1.5)
            swatches = gui.UIBoxLayout(vertical=False, space_between=gap)
            choices = [(name, swatches.add(self._theme_button(
                name, sw, sh, name == settings.table_theme))) for name in names]
            self.options["table_theme"] = dict(choices)
            self.notes["table_theme"] = make_label(self._theme_note(), size, bold=True,
                                                   width=col_w)
            self.notes["suggested_back"] = make_label(
                self._suggestion_note(), small, color=palette.DIM, width=col_w)
            ph = round(ch * 2.1)
            self.preview = gui.UIImage(texture=self._preview_texture(col_w, ph),
                                       width=col_w, height=ph)
            rows.append(Row(1, "table_theme", [self.notes["table_theme"], swatches,
                                               self.notes["suggested_back"], self.preview]))
            yield
        area = panel_box(width, height)
        pad = panel_pad(s)
        frame = self.frame_for(width, height)
        title_h = (math.ceil(frame.texts[0].content_height) if frame is not None
                   else round(font_size(30, s) * 1.5))
        across = columns_across(area.width - 2 * pad, col_w, round(36 * s))
        room = area.height - 2 * pad - title_h - round(10 * s) - bh - gap // 2
        pages = paginate(rows, room, across, round(4 * s), round(6 * s))
        if len(pages) > 1:  # the page buttons take a row of their own
            pages = paginate(rows, room - bh - gap, across, round(4 * s), round(6 * s))
        self.page_count = len(pages)
        self.page = min(self.page, self.page_count - 1)
        columns = []
        for column_rows in pages[self.page]:
            column = gui.UIBoxLayout(vertical=True, space_between=round(4 * s), align="left")
            for shown in column_rows:
                if column.children:
                    column.add(gui.UISpace(height=round(6 * s), width=1))
                for widget in shown.widgets:
                    column.add(widget)
                for widget in self.options.get(shown.field, {}).values():
                    self.focusable(widget)
            column.add(gui.UISpace(width=col_w, height=1))
            columns.append(column)
        body = gui.UIBoxLayout(vertical=False, space_between=round(36 * s), align="top")
        for column in columns:
            body.add(column)
        box = gui.UIBoxLayout(vertical=True, space_between=round(10 * s))
        if frame is not None:  # the title is drawn by the scene, over the panel: its room
            box.add(gui.UISpace(width=1, height=title_h))
        else:  # (scene_frame replaced by None: the title is a label, as before frames)
            box.add(make_label(_("Settings"), font_size(30, s), color=palette.TITLE, bold=True))
        box.add(body)
        buttons = gui.UIBoxLayout(vertical=True, space_between=gap)
        inner_w = area.width - 2 * pad
        if self.page_count > 1:
            pager = buttons.add(gui.UIBoxLayout(vertical=False, space_between=gap))
            page_names = [_("Previous page"), _("Next page")]
            page_w = min(fitted(page_names, 150, 220), (inner_w - 2 * gap) // 3)
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
        section_w = fitted(names, 120, 190)
        back_w = round(160 * st)
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
        content = gui.UIAnchorLayout(width=area.width, height=area.height, size_hint=None)
        content.add(box, anchor_x="center", anchor_y="top")
        content.add(buttons, anchor_x="center", anchor_y="bottom")
        root = gui.UIAnchorLayout(size_hint=(1, 1))
        self.panel = root.add((framed_panel if frame is not None else panel)(content, pad),
                              anchor_x="left", anchor_y="top", align_x=area.left,
                              align_y=area.top - self.scene_size[1])
        """The dark panel (:func:`panel_box`): the rows from its top, Back at its bottom."""
        self.ui.add(root)

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

    def _volume_note(self) -> str:
        return _("Volume: {percent}").format(
            percent=format_percent(self.app.settings.volume / 100))

    def _back_note(self) -> str:
        back = self.app.settings.card_back
        return _("Selected: {name}").format(name=_(BACK_NAMES.get(back, back)))

    def _suggestion_note(self) -> str:
        """The note under the tables: the back the chosen table suggests (chosen with the
        table; any other may be picked)."""
        back = theme_named(self.app.settings.table_theme).back
        return _("This table suggests the back: {name}").format(
            name=_(BACK_NAMES.get(back, back)))

    def _theme_note(self) -> str:
        """The Table row's heading, naming the chosen look."""
        return _("Table: {name}").format(name=_(theme_named(
            self.app.settings.table_theme).title))

    def _preview_texture(self, w: int, h: int) -> arcade.Texture:
        """The live preview, ``w`` x ``h`` logical pixels: the preview cards in the chosen
        face style and a card back in the chosen style, on the chosen table's felt."""
        ratio = self.window.get_pixel_ratio() if self.window else 1.0
        pw, ph = max(10, round(w * ratio)), max(10, round(h * ratio))
        settings = self.app.settings
        style = self.app.textures.face_style()
        theme = looks.table_theme(settings)
        key = ("preview", theme.name, settings.card_back, style.key, pw, ph)
        texture = self._back_textures.get(key)
        if texture is None:
            image = render_felt(theme, pw, ph, max(1, round(3 * ratio))).convert("RGBA")
            pad = max(2, round(ph * 0.1))
            count = len(PREVIEW_CARDS) + 1
            card_w = max(10, min(round((ph - 2 * pad) / CARD_RATIO),
                                 (pw - 2 * pad - (count - 1) * pad // 2) // count))
            card_h = max(14, round(card_w * CARD_RATIO))
            art = DeckArt(card_w, card_h, style)
            cards = [art.face(rank, suit) for rank, suit in PREVIEW_CARDS]
            cards.append(art.back(settings.card_back))
            step = (pw - 2 * pad - card_w) / (len(cards) - 1)  # side by side when room
            top = (ph - card_h) // 2
            for i, card in enumerate(cards):
                image.alpha_composite(card.convert("RGBA"), (round(pad + i * step), top))
            texture = arcade.Texture(image, hash="settings-preview-" + "-".join(map(str, key)))
            self._back_textures[key] = texture
            self._upload(texture)
        return texture

    def _theme_button(self, name: str, w: int, h: int, selected: bool) -> gui.UIWidget:
        """A swatch of table theme ``name`` that selects it."""
        ratio = self.window.get_pixel_ratio() if self.window else 1.0
        pw, ph = max(10, round(w * ratio)), max(10, round(h * ratio))
        key = ("theme", name, pw, ph)
        texture = self._back_textures.get(key)
        if texture is None:
            texture = arcade.Texture(render_swatch(THEMES[name], pw, ph).convert("RGBA"),
                                     hash=f"settings-theme-{name}-{pw}x{ph}")
            self._back_textures[key] = texture
            self._upload(texture)
        button = gui.UITextureButton(texture=texture, width=w, height=h)
        button.on_click = lambda _event: self.set("table_theme", name)
        button.action = lambda: self.set("table_theme", name)  # type: ignore[attr-defined]
        button.access_name = _(THEMES[name].title)  # type: ignore[attr-defined]
        button.access_selected = (  # type: ignore[attr-defined] - the accessibility tree
            lambda: self.app.settings.table_theme == name)
        if selected:
            button.with_border(color=arcade.types.Color(*palette.GOLD), width=3)
        return button

    def _upload(self, texture: arcade.Texture) -> None:
        """Put a new picture into the atlas the widgets draw from now, while the scene is
        built (its first drawing, a frame of its own when it fills in, then only draws)."""
        if self.window is not None:
            self.window.ctx.default_atlas.add(texture)

    def _back_button(self, style: str, w: int, h: int, selected: bool) -> gui.UIWidget:
        """A picture of the card back ``style`` that selects it."""
        ratio = self.window.get_pixel_ratio() if self.window else 1.0
        pw, ph = max(10, round(w * ratio)), max(10, round(h * ratio))
        key = (style, pw, ph)
        texture = self._back_textures.get(key)
        if texture is None:
            texture = arcade.Texture(render_back(style, pw, ph),
                                     hash=f"settings-back-{style}-{pw}x{ph}")
            self._back_textures[key] = texture
            self._upload(texture)
        button = gui.UITextureButton(texture=texture, width=w, height=h)
        button.on_click = lambda _event: self.set("card_back", style)
        button.action = lambda: self.set("card_back", style)  # type: ignore[attr-defined]
        button.access_name = _(BACK_NAMES.get(style, style))  # type: ignore[attr-defined]
        button.access_selected = (  # type: ignore[attr-defined] - the accessibility tree
            lambda: self.app.settings.card_back == style)
        if selected:
            button.with_border(color=arcade.types.Color(*palette.GOLD), width=3)
        return button

    # ------------------------------------------------------------------ changes
    def set_volume(self, percent: int, save: bool = True) -> None:
        """The volume slider moved (or Left/Right on it): apply at once; saved when the
        slider is let go or the scene is left."""
        percent = max(0, min(100, int(percent)))
        self.app.settings.volume = percent
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.set_volume(percent)
        if save:
            self.app.save_settings()
        self._volume_dirty = not save
        if "sound" in self.notes:
            self.notes["sound"].text = self._volume_note()
            self.ui.trigger_render()
            self.built_key = self.current_key(*self.scene_size)

    def on_hide_view(self) -> None:
        if getattr(self, "_volume_dirty", False):
            self.app.save_settings()
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
            self.app.apply_language(str(value))  # saves and lays this scene out again
            return
        setattr(self.app.settings, field, value)
        if field == "table_theme":  # each table suggests a back; any other may be chosen
            self.app.settings.card_back = theme_named(str(value)).back
            self._retexture_table()
        if field in ("high_contrast", "text_size", "table_theme"):
            self.app.save_settings()
            self.app.apply_looks()  # lays this scene out again, as a new language does
            return
        if field == "card_back":
            self._retexture_table()
        elif field in ("four_colour", "large_index", "card_style"):
            self._restyle_table()
        self.app.save_settings()
        self.show_values()

    def show_values(self) -> None:
        """Show the current settings in the widgets built (in place: the chosen buttons,
        the notes and the preview), without building the scene again."""
        settings = self.app.settings
        for field, choices in self.options.items():
            for value, widget in choices.items():
                if field in ("card_back", "table_theme"):
                    widget.with_border(width=3 if value == getattr(settings, field) else 0,
                                       color=arcade.types.Color(*palette.GOLD))
                elif hasattr(widget, "label_size"):  # a choice
                    set_selected(widget, getattr(settings, field) == value)
        if "card_back" in self.notes:
            self.notes["card_back"].text = self._back_note()
        if "suggested_back" in self.notes:
            self.notes["suggested_back"].text = self._suggestion_note()
        if "table_theme" in self.notes:
            self.notes["table_theme"].text = self._theme_note()
        if self.preview is not None:  # (none in the other section)
            w, h = round(self.preview.width), round(self.preview.height)
            self.preview.texture = self._preview_texture(w, h)
        self.ui.trigger_render()  # a border taken away leaves no trace
        self.built_key = self.current_key(*self.scene_size)

    def _retexture_table(self) -> None:
        """Draw the open table's face-down cards with the new back now."""
        if self.app.table is not None:
            self.app.table.cards.set_card_back(self.app.settings.card_back)

    def _restyle_table(self) -> None:
        """Draw the open table's cards with the new face style now."""
        if self.app.table is not None:
            self.app.table.cards.restyle()
