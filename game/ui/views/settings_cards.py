"""The Settings scene's Cards section: the deck, the faces, the card back and the table's
theme, with pictures of the backs, swatches of the themes and a live preview of them all.

The pictures are made once per size and kept by :class:`CardPictures` (a new choice makes
only the preview again); each goes into the atlas the widgets draw from when it is made.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade

from game.i18n import N_, _
from game.storage.settings import CARD_STYLES, Settings
from game.ui import looks, palette
from game.ui.cards_art import BACK_STYLES, CARD_RATIO, render_back
from game.ui.deck.faces import DeckArt
from game.ui.felt import render_felt, render_swatch
from game.ui.gui import gui
from game.ui.theme import THEMES, theme_named
from game.ui.views.settings_layout import Row

if TYPE_CHECKING:
    from game.ui.views.settings_rows import RowMaker, SettingsScene

BACK_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"),
              "purple": N_("Purple"), "navy": N_("Navy rosette"), "wine": N_("Wine rosette")}
PREVIEW_CARDS = ((1, "S"), (10, "H"), (12, "D"), (13, "C"))
"""The faces Settings shows as a live preview (one of each suit), beside a card back, on
the chosen table's felt."""
DECK_NAMES = {"classic": N_("Classic"), "standard": N_("Standard")}
"""The deck styles' names (:data:`~game.storage.settings.CARD_STYLES`)."""


def back_note(settings: Settings) -> str:
    """The note under the card backs: the one chosen."""
    back = settings.card_back
    return _("Selected: {name}").format(name=_(BACK_NAMES.get(back, back)))


def suggestion_note(settings: Settings) -> str:
    """The note under the tables: the back the chosen table suggests (chosen with the
    table; any other may be picked)."""
    back = theme_named(settings.table_theme).back
    return _("This table suggests the back: {name}").format(name=_(BACK_NAMES.get(back, back)))


def theme_note(settings: Settings) -> str:
    """The Table row's heading, naming the chosen look."""
    return _("Table: {name}").format(name=_(theme_named(settings.table_theme).title))


class CardPictures:
    """The Cards section's pictures for one scene: card backs and theme swatches that
    select themselves, and the live preview.

    Args:
        view: the scene: its screen's pixel ratio and atlas, its settings, and its ``set``
            that a picture's click calls.

    Attributes:
        textures: the pictures made, by kind, choice and size in physical pixels.
    """

    def __init__(self, view: SettingsScene) -> None:
        self.view = view
        self.textures: dict[tuple, arcade.Texture] = {}

    def _pixels(self, w: int, h: int) -> tuple[int, int]:
        """``w`` x ``h`` logical pixels in the window's physical pixels (10 at least)."""
        ratio = self.view.services.screen.get_pixel_ratio()
        return max(10, round(w * ratio)), max(10, round(h * ratio))

    def _upload(self, texture: arcade.Texture) -> None:
        """Put a new picture into the atlas the widgets draw from now, while the scene is
        built (its first drawing, a frame of its own when it fills in, then only draws)."""
        self.view.services.screen.ctx.default_atlas.add(texture)

    def _kept(self, key: tuple, make) -> arcade.Texture:
        """The picture kept under ``key``, made by ``make()`` (a texture) the first time."""
        texture = self.textures.get(key)
        if texture is None:
            texture = self.textures[key] = make()
            self._upload(texture)
        return texture

    def preview(self, w: int, h: int) -> arcade.Texture:
        """The live preview, ``w`` x ``h`` logical pixels: the preview cards in the chosen
        face style and a card back in the chosen style, on the chosen table's felt."""
        pw, ph = self._pixels(w, h)
        settings = self.view.services.settings
        style = self.view.services.textures.face_style()
        theme = looks.table_theme(settings)
        key = ("preview", theme.name, settings.card_back, style.key, pw, ph)

        def make() -> arcade.Texture:
            ratio = self.view.services.screen.get_pixel_ratio()
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
            return arcade.Texture(image, hash="settings-preview-" + "-".join(map(str, key)))

        return self._kept(key, make)

    def _choice_button(self, texture: arcade.Texture, field: str, value: str, name: str,
                       w: int, h: int, selected: bool) -> gui.UIWidget:
        """A picture button that sets ``field`` to ``value``, named ``name`` for assistive
        technology, with a gold border when ``selected``."""
        view = self.view
        button = gui.UITextureButton(texture=texture, width=w, height=h)
        button.on_click = lambda _event: view.set(field, value)
        button.action = lambda: view.set(field, value)  # type: ignore[attr-defined]
        button.access_name = name  # type: ignore[attr-defined]
        button.access_selected = (  # type: ignore[attr-defined] - the accessibility tree
            lambda: getattr(view.services.settings, field) == value)
        if selected:
            button.with_border(color=arcade.types.Color(*palette.GOLD), width=3)
        return button

    def theme_button(self, name: str, w: int, h: int, selected: bool) -> gui.UIWidget:
        """A swatch of table theme ``name``, ``w`` x ``h`` pixels, that selects it."""
        pw, ph = self._pixels(w, h)
        texture = self._kept(("theme", name, pw, ph), lambda: arcade.Texture(
            render_swatch(THEMES[name], pw, ph).convert("RGBA"),
            hash=f"settings-theme-{name}-{pw}x{ph}"))
        return self._choice_button(texture, "table_theme", name, _(THEMES[name].title),
                                   w, h, selected)

    def back_button(self, style: str, w: int, h: int, selected: bool) -> gui.UIWidget:
        """A picture of the card back ``style``, ``w`` x ``h`` pixels, that selects it."""
        pw, ph = self._pixels(w, h)
        texture = self._kept((style, pw, ph), lambda: arcade.Texture(
            render_back(style, pw, ph), hash=f"settings-back-{style}-{pw}x{ph}"))
        return self._choice_button(texture, "card_back", style,
                                   _(BACK_NAMES.get(style, style)), w, h, selected)


def cards_rows(make: RowMaker, pictures: CardPictures | None) -> Iterator[None]:
    """Make the Cards section's rows (the deck, its faces and back, and the table they lie
    on), yielding after each; the preview is the scene's ``preview``. Measuring
    (``pictures`` ``None``), spaces stand for the pictures."""
    view, settings, s, gap, col_w = (make.view, make.settings, make.scale, make.gap,
                                     make.column_w)
    deck_w = min(make.fitted([_(DECK_NAMES[v]) for v in CARD_STYLES], 160, 205),
                 (col_w - gap) // 2)
    make.row(0, _("Deck"), "card_style",
             [make.choice("card_style", v, _(DECK_NAMES[v]), deck_w) for v in CARD_STYLES],
             _("Classic: pictured court cards and a shadow under each card."))
    yield
    face_names = [_("Two colours"), _("Four colours")]
    faces_w = min(make.fitted(face_names, 160, 205), (col_w - gap) // 2)
    make.row(0, _("Card faces"), "four_colour",
             [make.choice("four_colour", False, face_names[0], faces_w),
              make.choice("four_colour", True, face_names[1], faces_w)],
             _("Four colours: diamonds blue, clubs green."))
    yield
    make.row(0, _("Large index"), "large_index", make.switch("large_index"),
             _("A big rank and suit on each card, for small screens."))
    yield
    cw, ch = round(54 * s), round(76 * s)
    make.row(1, _("Card back"), "card_back",
             [(style, make.picture(lambda style=style: pictures.back_button(
                 style, cw, ch, style == settings.card_back), cw, ch))
              for style in BACK_STYLES],
             back_note(settings))
    yield
    # The table's look: a swatch per theme in a row, the back it suggests, and a live
    # preview of the cards on the chosen felt; the heading names the look.
    names = list(THEMES)
    sw = (col_w - gap * (len(names) - 1)) // len(names)
    sh = round(sw / 1.5)
    swatches = gui.UIBoxLayout(vertical=False, space_between=gap)
    make.options["table_theme"] = {name: swatches.add(make.picture(
        lambda name=name: pictures.theme_button(name, sw, sh, name == settings.table_theme),
        sw, sh)) for name in names}
    make.notes["table_theme"] = make.label(theme_note(settings), make.size, bold=True,
                                           width=col_w)
    make.notes["suggested_back"] = make.label(suggestion_note(settings), make.small,
                                              color=palette.DIM, width=col_w)
    ph = round(ch * 2.1)
    preview = make.picture(lambda: gui.UIImage(texture=pictures.preview(col_w, ph),
                                               width=col_w, height=ph), col_w, ph)
    if view is not None:
        view.preview = preview
    make.rows.append(Row(1, "table_theme", [make.notes["table_theme"], swatches,
                                            make.notes["suggested_back"], preview]))
    yield
