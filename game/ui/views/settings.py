"""The Settings scene: every change applies at once and is saved at once.

Interactive rules, double click, animation speed, start full-screen, card back (with
pictures of the backs) and language. The table reads most settings live; a new card back
re-renders the open table's back texture straight away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.i18n import LANGUAGES, N_, _
from game.storage.settings import ANIMATION_SPEEDS
from game.ui.cards_art import BACK_STYLES, render_back
from game.ui.gui import gui
from game.ui.views.common import (
    DIM,
    GOLD,
    TITLE,
    SceneView,
    boxed,
    centered,
    font_size,
    make_button,
    make_label,
    panel,
    scale_for,
)

if TYPE_CHECKING:
    from game.ui.app import App

BACK_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"),
              "purple": N_("Purple")}
SPEED_NAMES = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}


class SettingsView(SceneView):
    """Change the player's settings.

    Args:
        app: the window.
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, app: App, back: arcade.View | None = None) -> None:
        super().__init__(app, back)
        self._back_textures: dict[tuple[str, int, int], arcade.Texture] = {}

    # ------------------------------------------------------------------ layout
    def build(self, width: float, height: float) -> None:
        s = scale_for(width, height)
        settings = self.app.settings
        size = font_size(17, s)
        small = font_size(12, s)
        bh = round(40 * s)
        gap = round(10 * s)
        label_w = round(250 * s)
        field_w = round(470 * s)
        box = gui.UIBoxLayout(vertical=True, space_between=round(8 * s))
        box.add(make_label(_("Settings"), font_size(32, s), color=TITLE, bold=True))
        box.add(gui.UISpace(height=round(4 * s), width=1))
        self.options: dict[str, dict[object, gui.UIWidget]] = {}

        def row(label: str, field: str, choices: list[tuple[object, gui.UIWidget]],
                note: str = "", row_h: float = bh) -> None:
            line = gui.UIBoxLayout(vertical=False, space_between=gap)
            line.add(boxed(make_label(label, size), label_w, row_h, "right"))
            content = gui.UIBoxLayout(vertical=False, space_between=gap)
            self.options[field] = {}
            for value, widget in choices:
                content.add(widget)
                self.options[field][value] = self.focusable(widget)
            line.add(boxed(content, field_w, row_h))
            box.add(line)
            if note:
                notes = gui.UIBoxLayout(vertical=False, space_between=gap)
                notes.add(gui.UISpace(width=label_w, height=1))
                notes.add(boxed(make_label(note, small, color=DIM), field_w, small * 1.4))
                box.add(notes)

        def choice(field: str, value: object, text: str, w: float = 110) -> tuple:
            selected = getattr(settings, field) == value
            return value, make_button(text, lambda: self.set(field, value), round(w * s), bh,
                                      size, selected=selected)

        on_off = [(True, _("On")), (False, _("Off"))]
        row(_("Interactive rules"), "interactive_rules",
            [choice("interactive_rules", v, t) for v, t in on_off],
            _("A short reminder of the rule when a move is refused."))
        row(_("Double click"), "double_click",
            [choice("double_click", v, t) for v, t in on_off],
            _("Two quick clicks send a card to the best place on the table."))
        row(_("Animation"), "animation_speed",
            [choice("animation_speed", v, _(SPEED_NAMES[v])) for v in ANIMATION_SPEEDS],
            _("How fast the cards glide and turn over."))
        row(_("Start full-screen"), "start_fullscreen",
            [choice("start_fullscreen", v, t) for v, t in on_off],
            _("Takes effect at the next start; F11 switches at any time."))
        row(_("Ask before leaving"), "confirm_leave",
            [choice("confirm_leave", v, t) for v, t in on_off],
            _("A new deal asks first while a game is in progress."))
        cw, ch = round(54 * s), round(76 * s)
        row(_("Card back"), "card_back",
            [(style, self._back_button(style, cw, ch, style == settings.card_back))
             for style in BACK_STYLES],
            _("Selected: {name}").format(name=_(BACK_NAMES.get(settings.card_back,
                                                               settings.card_back))),
            row_h=ch + 6)
        row(_("Language"), "language",
            [choice("language", code, name, 150) for code, name in LANGUAGES.items()])
        box.add(gui.UISpace(height=round(4 * s), width=1))
        self.back_button = self.focusable(
            box.add(make_button(_("Back"), self.back, round(160 * s), bh, size)))
        centered(self, panel(box, 24 * s))

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
        button = gui.UITextureButton(texture=texture, width=w, height=h)
        button.on_click = lambda _event: self.set("card_back", style)
        button.action = lambda: self.set("card_back", style)  # type: ignore[attr-defined]
        if selected:
            button.with_border(color=arcade.types.Color(*GOLD), width=3)
        return button

    # ------------------------------------------------------------------ changes
    def set(self, field: str, value: object) -> None:
        """Change one setting: apply it at once, save the settings, show the choice."""
        if field == "language":
            self.app.apply_language(str(value))  # saves and lays this scene out again
            return
        setattr(self.app.settings, field, value)
        if field == "card_back":
            self._retexture_table()
        self.app.save_settings()
        self.relayout()

    def _retexture_table(self) -> None:
        """Draw the open table's face-down cards with the new back now."""
        if self.app.table is not None:
            self.app.table.set_card_back(self.app.settings.card_back)
