"""Contrast measured on the screen: every scene and the table, in every table theme and in
high contrast, at 1280x800.

Each text pyglet draws is found on the frame by its layout's box; its pixel nearest to the
colour it was drawn in is compared with the box's background (its most frequent colour),
by WCAG 2.1's relative luminance. On the table, each face-up card's corner rank is
compared with the card's face. High contrast must meet AA: texts 4.5:1, the cards'
indices 3:1. The lowest ratios of every scene and theme are printed (``-s``)."""

from __future__ import annotations

import pytest
from conftest import frame, step
from contrast import GRAPHIC_AA, TEXT_AA, text_contrast
from test_i18n_fit import SCENE_CASES, open_case
from text_draws import record_text_draws

from game.i18n import set_language
from game.ui.theme import HIGH_CONTRAST, THEMES

LOOKS = [*THEMES, HIGH_CONTRAST.name]
FACE = 230
"""Levels: a card's index is measured where the face around it is bare (this light at
least in each channel), not under a notice band or a dialog's dimming."""
NEAR = 48
"""Levels (of 255, each channel): a box counts as the text's only when one of its pixels is
this near to the text's colour (a layout drawn into a picture shown elsewhere is not)."""


class Texts:
    """The text layouts drawn, with their box on the window and their colour."""

    def __init__(self) -> None:
        self.drawn: dict[int, tuple[str, tuple[float, float, float, float], tuple]] = {}

    def record(self, layout) -> None:
        text = layout.document.text.strip()
        if not text:
            return
        colour = layout.document.get_style("color", 0)
        if colour is None or (len(colour) > 3 and colour[3] < 255):
            return  # fading in or out: not a resting text
        box = (layout.left, layout.bottom, layout.right, layout.top)
        self.drawn[id(layout)] = (text[:30], box, tuple(colour[:3]))


@pytest.fixture
def texts(monkeypatch):
    recorder = Texts()
    record_text_draws(monkeypatch, recorder.record)
    return recorder


@pytest.fixture
def restore():
    yield
    set_language("en")


def use_look(app, name: str) -> None:
    """Choose table theme or high contrast ``name`` as Settings does."""
    app.services.settings.high_contrast = name == HIGH_CONTRAST.name
    if name in THEMES:
        app.services.settings.table_theme = name
    app.services.prefs.apply_looks()


def widget_texts(view) -> tuple[list[tuple[str, tuple, tuple]], set[int]]:
    """The GUI's labels (a widget draws its text at its own origin, so the box is the
    widget's, on the window) and the ids of their pyglet layouts."""
    from game.ui.gui import gui

    found, ids = [], set()
    ui = getattr(view, "ui", None)
    for widget in ui.walk_widgets() if ui is not None else ():
        if isinstance(widget, gui.UILabel) and widget.visible and widget.text.strip():
            layout = widget._label._label
            ids.add(id(layout))
            r = widget.rect
            colour = layout.document.get_style("color", 0)
            found.append((widget.text.strip()[:30], (r.left, r.bottom, r.right, r.top),
                          tuple(colour[:3])))
    return found, ids


def disabled_texts(view) -> set[str]:
    """The labels of the disabled buttons (WCAG asks no contrast of an inactive control's
    text: they are reported apart)."""
    from game.ui.gui import gui

    found = set()
    ui = getattr(view, "ui", None)
    for widget in ui.walk_widgets() if ui is not None else ():
        if isinstance(widget, gui.UIFlatButton) and widget.disabled:
            found.add(widget.text.strip()[:30])
    parts = [view, *(getattr(view, name, None) for name in ("status", "bar", "win", "notice"))]
    for part in parts:
        for value in list(getattr(part, "__dict__", {}).values()):
            items = value.values() if isinstance(value, dict) else \
                value if isinstance(value, list) else [value]
            for item in items:
                text = getattr(item, "text", None)
                if getattr(item, "disabled", False) is True and hasattr(text, "text"):
                    found.add(text.text.strip()[:30])
    return found


def text_ratios(picture, texts: Texts, view, height: int) -> dict[str, float]:
    """Each text's contrast (the texts found on the frame); a disabled button's is named
    ``"(disabled) <label>"``."""
    ratios = {}
    labels, label_layouts = widget_texts(view)
    disabled = disabled_texts(view)
    drawn = [entry for key, entry in texts.drawn.items() if key not in label_layouts]
    for text, (left, bottom, right, top), ink in drawn + labels:
        if text in disabled:
            text = f"(disabled) {text}"
        box = (left, height - top, right, height - bottom)  # (the picture's y runs down)
        crop = picture.crop(tuple(round(v) for v in box)) if right > left and top > bottom \
            else None
        if crop is None or not crop.getcolors(1 << 20):
            continue
        near = any(all(abs(a - b) <= NEAR for a, b in zip(c, ink, strict=True))
                   for _n, c in crop.getcolors(1 << 20))
        ratio = text_contrast(picture, box, ink) if near else None
        if ratio is not None:
            ratios[text] = min(ratio, ratios.get(text, ratio))
    return ratios


def index_ratios(picture, view, height: int) -> dict[str, float]:
    """Each face-up card's corner rank against its face (cards on the table only)."""
    cards = getattr(view, "cards", None)
    ratios = {}
    drawn = list(getattr(cards, "card_list", []))  # in drawing order
    for i, sprite in enumerate(drawn):
        if not (sprite.visible and sprite.face_up) \
                or sprite.texture is not cards.textures.face(sprite.card):
            continue  # (a face-down card, or one turning over)
        w = sprite.width
        left, right = sprite.left + 0.05 * w, sprite.left + 0.24 * w
        top, bottom = sprite.top - 0.05 * w, sprite.top - 0.2 * w
        if any(o.visible and o.left < right and o.right > left and o.bottom < top
               and o.top > bottom for o in drawn[i + 1:]):
            continue  # another card lies over its index (a card being moved)
        box = (left, height - top, right, height - bottom)
        crop = picture.crop(tuple(round(v) for v in box)).getcolors(1 << 20) or []
        if not crop or min(max(crop)[1]) < FACE:
            continue  # the face is not bare there (a notice or a dialog lies over it)
        ratio = text_contrast(picture, box, ground=max(crop)[1])  # (the face's colour)
        if ratio is not None:
            ratios[str(sprite.card)] = ratio
    return ratios


def measure(app, texts, scene: str, look: str) -> tuple[dict[str, float], dict[str, float]]:
    use_look(app, look)
    view = open_case(app, scene, "en", (1280, 800))
    for _ in range(3):
        app.current_view.on_draw()
        step(app, 0.05)
    if getattr(view, "filling", None) is not None:
        view.finish_filling()
    ui = getattr(app.current_view, "ui", None)
    if ui is not None:
        ui.trigger_render()  # the widgets' texts drawn again, where they are now
    app.current_view.on_draw()
    picture = frame(app)
    return (text_ratios(picture, texts, app.current_view, picture.height),
            index_ratios(picture, app.current_view, picture.height))


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("scene", SCENE_CASES)
def test_contrast_on_the_screen(app, texts, restore, scene, look):
    measured, index = measure(app, texts, scene, look)
    text = {t: r for t, r in measured.items() if not t.startswith("(disabled)")}
    off = {t: r for t, r in measured.items() if t.startswith("(disabled)")}
    assert text, "no text was found on the frame"
    lowest = min(text.items(), key=lambda item: item[1])
    line = f"CONTRAST {scene} {look}: text {lowest[1]:.2f} ({lowest[0]!r}, {len(text)} texts)"
    if off:
        low_off = min(off.items(), key=lambda item: item[1])
        line += f", disabled {low_off[1]:.2f} ({low_off[0][11:]!r})"
    if index:
        low_card = min(index.items(), key=lambda item: item[1])
        line += f", card index {low_card[1]:.2f} ({low_card[0]}, {len(index)} cards)"
    print(line)
    if look == HIGH_CONTRAST.name:
        assert {t: round(r, 2) for t, r in text.items() if r < TEXT_AA} == {}
        assert {c: round(r, 2) for c, r in index.items() if r < GRAPHIC_AA} == {}
