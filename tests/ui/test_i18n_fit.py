"""Every label fits its button or panel in every scene and language (issue 11).

Croatian and Russian labels are often 30–50 % longer than English. For each scene at
800×600 (the smallest window) and 1280×800, in English, Croatian and Russian, the rendered
width of each text (pyglet's measured ``content_width``, not a character count) must fit:
a button's label inside the button, every widget inside the widget that holds it (so a
label cannot run out of its panel), drawn texts inside the window, the table's status-bar
and win-panel buttons around their labels.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import resize, step
from text_draws import record_text_draws

from game.engine.deal import parse_code
from game.i18n import _ as tr
from game.i18n import set_language
from game.ui.gui import gui
from game.ui.navigator import SCENES, open_scene
from game.ui.table.messages import win_banner

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
FLOOR = 10
"""Points: nothing a player reads is drawn smaller (at 800x600, the smallest window)."""
LANGS = ["en", "hr", "ru"]
SLACK = 1.0
"""Pixels of rounding allowed."""


def inside(inner, outer) -> bool:
    return (inner.left >= outer.left - SLACK and inner.right <= outer.right + SLACK
            and inner.bottom >= outer.bottom - SLACK and inner.top <= outer.top + SLACK)


def overflows(view, width, height) -> list[str]:
    """What does not fit in ``view`` (empty when everything fits)."""
    problems = []
    window = gui.Rect(0, 0, width, height) if hasattr(gui, "Rect") else None

    def walk(widget, parent):
        name = f"{type(widget).__name__} {getattr(widget, 'text', '')!r}"
        if isinstance(widget, gui.UIFlatButton):
            label = widget.ui_label._label
            room = widget.rect.width - 4
            if label.content_width > room + SLACK:
                problems.append(f"{name}: text {label.content_width:.0f} px in a "
                                f"{room:.0f} px button")
        elif isinstance(widget, gui.UILabel) and not widget._label.multiline:
            if widget._label.content_width > widget.rect.width + SLACK:
                problems.append(f"{name}: text {widget._label.content_width:.0f} px in "
                                f"{widget.rect.width:.0f} px")
        if parent is not None and widget.visible and widget.rect.width > 0 \
                and not inside(widget.rect, parent.rect):
            problems.append(f"{name} {widget.rect} sticks out of {type(parent).__name__} "
                            f"{parent.rect}")
        if window is not None and widget.visible and widget.rect.width > 0 \
                and not inside(widget.rect, window):
            problems.append(f"{name} {widget.rect} is outside the window")
        for child in widget.children:
            walk(child, widget)

    if getattr(view, "ui", None) is not None:
        for root in _roots(view.ui):
            walk(root, None)
    texts = list(getattr(view, "_texts", {}).items())
    scene_frame = view.frame_for(width, height) if hasattr(view, "frame_for") else None
    if scene_frame is not None:  # the titles and panels a scene draws as its frame (issue 14)
        texts += [(f"frame-{i}", text) for i, text in enumerate(scene_frame.texts)]
        for rect, _colour in scene_frame.panels:
            if not inside(rect, arcade.LRBT(0, width, 0, height)):
                problems.append(f"frame panel {rect} is outside the window")
    placed = [(k, b) for k, b in getattr(view, "buttons", {}).items()
              if isinstance(b, gui.UIWidget)]  # (History's, Statistics' buttons)
    for key, text in texts:
        if not isinstance(text, arcade.Text) or not text.text or text.multiline:
            continue
        left = text.left if hasattr(text, "left") else text.x
        if left < -SLACK or left + text.content_width > width + SLACK:
            problems.append(f"drawn text {key} {text.text!r} leaves the window "
                            f"({left:.0f}…{left + text.content_width:.0f} of {width})")
        layout = text._label
        for name, button in placed:  # a drawn text beside placed buttons runs into none
            r = button.rect
            ink_left = layout.left + (layout.right - layout.left - text.content_width) / 2 \
                if text._label.anchor_x == "center" else left
            if ink_left < r.right - SLACK and ink_left + text.content_width > r.left + SLACK \
                    and layout.bottom < r.top - SLACK and layout.top > r.bottom + SLACK:
                problems.append(f"drawn text {key} {text.text!r} runs into button {name}")
    bar = getattr(view, "bar", None)  # the Replay's status line: left texts, last move right
    if bar is not None and "move" in getattr(bar, "texts", {}):
        move = bar.texts["move"]
        for key, text in bar.texts.items():
            if key != "move" and text.text \
                    and text.x + text.content_width > move.x - move.content_width - 8:
                problems.append(f"replay text {key} {text.text!r} runs into the last move "
                                f"{move.text!r}")
    title = getattr(view, "title_text", None)  # the Examples' one-line title
    if isinstance(title, arcade.Text) and title.text \
            and title.x + title.content_width > width + SLACK:
        problems.append(f"title {title.text!r} leaves the window "
                        f"({title.x:.0f}…{title.x + title.content_width:.0f} of {width})")
    drawn = list(getattr(view, "buttons", {}).items())
    drawn += [(f"control-{key}", b) for key, b in getattr(view, "controls", {}).items()]
    status = getattr(view, "status", None)
    if status is not None and hasattr(status, "buttons"):
        drawn += list(status.buttons.items())
        for key, text in status.texts.items():  # (a bar in two rows: the texts over them)
            left_of_buttons = min((b.rect.left for b in status.buttons.values()
                                   if b.rect.bottom <= text.y <= b.rect.top), default=width)
            if text.text and text.x + text.content_width > left_of_buttons + SLACK:
                problems.append(f"status text {key} {text.text!r} runs under the buttons "
                                f"({text.x + text.content_width:.0f} > {left_of_buttons:.0f})")
    history_table = getattr(view, "table", None)
    for i, row in enumerate(getattr(history_table, "row_buttons", [])):
        drawn += [(f"row-{i}-{key}", b) for key, b in row.items()]
        rows = getattr(history_table, "layout", None)
        first = min(b.rect.left for b in row.values())
        g = history_table.geometry
        if g.lines == 2:  # the buttons on the row's second line, under its texts
            text_line_bottom = history_table.row_rect(i)[3] - g.line_h
            if max(b.rect.top for b in row.values()) > text_line_bottom + SLACK:
                problems.append(f"History row {i}'s buttons reach its texts' line")
        elif rows is not None and rows.content_width + rows.x > first + SLACK:
            problems.append(f"History row texts end at {rows.content_width + rows.x:.0f}, "
                            f"under the buttons from {first:.0f}")
    for name in ("win", "notice"):
        panel = getattr(view, name, None)
        if panel is not None and getattr(panel, "shown", False):
            drawn += [(f"{name}-{i}", b) for i, b in enumerate(panel.buttons)]
            banner = panel.banner
            left = banner.x - banner.content_width / 2  # (centred)
            if left < -SLACK or left + banner.content_width > width + SLACK:
                problems.append(f"{name} banner {banner.text!r} leaves the window "
                                f"({left:.0f}…{left + banner.content_width:.0f} of {width})")
    for key, button in drawn:
        if isinstance(getattr(button, "text", None), arcade.Text) and button.rect is not None:
            room = button.rect.width - 4
            if button.text.content_width > room + SLACK:
                problems.append(f"button {key} {button.text.text!r}: "
                                f"{button.text.content_width:.0f} px in {room:.0f}")
            if button.rect.left < -SLACK or button.rect.right > width + SLACK:
                problems.append(f"button {key} {button.text.text!r} leaves the window")
    return problems


def _roots(manager):
    layer = manager.children.get(0, []) if isinstance(manager.children, dict) else []
    return list(layer)


def finished_deals() -> list:
    """A won and an unfinished deal of each game (the longest texts a row shows)."""
    from game.storage.history import GameRecord

    return [
        GameRecord(code=code, variant=variant, cells=cells, deal=1, result=result,
                   score=1285, moves=751, duration=3599.0, started="2026-11-29T23:05:00+01:00",
                   ended="2026-11-30T00:04:59+01:00", log=())
        for code, variant, cells in (("EH1-N-AACWWWW", "easy-harp", None),
                                     ("EO1-C8-AACWWWW", "eight-off", 8))  # W: widest
        for result in ("won", "not finished")
    ]


@pytest.fixture
def speak():
    yield
    set_language("en")


SCENE_CASES = ["table-eh", "table-eo", "table-won", "table-no-moves", "table-stuck", "replay",
               "examples-2", *SCENES]


def open_case(app, scene, lang, size):
    """Open ``scene`` (one of :data:`SCENE_CASES`) in ``lang`` at ``size``; its view."""
    app.services.settings.language = lang
    set_language(lang)
    resize(app, *size)
    if scene == "table-eh":
        app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)
    elif scene == "table-eo":
        app.nav.start(parse_code("EO1-C2-AAAAAFA"), animate=False)
    elif scene == "table-won":
        table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
        table.win.show(win_banner(table.game))
    elif scene == "table-no-moves":  # APP-NO-MOVES at the deal's start: the longer text
        app.nav.start(parse_code("EO1-C2-AABXGAM"), animate=False)
    elif scene == "table-stuck":  # APP-NO-MOVES after a move: undo or a new deal
        table = app.nav.start(parse_code("EO1-C2-AAADWGH"), animate=False)
        table.play(table.game.parse("3>1"))
    elif scene == "examples-2":  # the second example (the longer title in English)
        from game.ui.views.examples import ExamplesView

        app.nav.show_view(ExamplesView(app.services, None, 1))
    elif scene == "replay":
        table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
        table.play(table.game.parse("1>c5"))
        table.play(table.game.parse("u"))  # the longest last-move word, on the right
        app.nav.replay(table.game)
        app.current_view.seek(2, animate=False)
    else:
        if scene in ("history", "statistics"):
            app.services.records.history.record_many(finished_deals())
        open_scene(app.nav, scene)
    view = app.current_view
    view.on_resize(*size)
    step(app, 0.1)
    return view


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", SCENE_CASES)
def test_every_text_fits(app, speak, scene, lang, size):
    view = open_case(app, scene, lang, size)
    assert overflows(view, *size) == []


class DrawnTexts:
    """Every text layout pyglet draws (arcade.Text, the GUI's labels, the Rules pages'
    documents), with the smallest point size among its visible characters."""

    def __init__(self) -> None:
        self.seen: dict[int, tuple[str, float]] = {}

    def record(self, layout) -> None:
        document = layout.document
        text = document.text
        runs = document.get_style_runs("font_size").ranges(0, len(text))
        sizes = [value for start, end, value in runs
                 if value is not None and text[start:end].strip()]
        if sizes:
            self.seen[id(layout)] = (text.strip()[:40], min(sizes))

    def below(self, floor: float) -> list[tuple[str, float]]:
        return sorted({(text, size) for text, size in self.seen.values() if size < floor})


@pytest.fixture
def drawn_texts(monkeypatch):
    recorder = DrawnTexts()
    record_text_draws(monkeypatch, recorder.record)
    return recorder


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", SCENE_CASES)
def test_nothing_a_player_reads_is_below_10_points(app, speak, drawn_texts, scene, lang):
    """Every text drawn in the smallest window (800x600), measured as pyglet lays it out:
    its point size, not a constant of the scene (History's row buttons and the Replay's
    controls were 9 pt, the Rules pages' rule ids 8 pt)."""
    view = open_case(app, scene, lang, (800, 600))
    for _ in range(3):
        app.current_view.on_draw()
        step(app, 0.05)
    if getattr(view, "filling", None) is not None:
        view.finish_filling()
        view.on_draw()
    assert drawn_texts.seen, "nothing was recorded"
    assert drawn_texts.below(FLOOR) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_the_status_bar_uses_one_size_for_its_texts_and_buttons(app, speak, lang, size):
    """When the bar is too narrow for everything at its size, the buttons' labels shrink
    with the texts: never small texts beside full-size buttons (Croatian at 800x600 had
    10-point texts beside 12-point buttons), never texts larger than the labels."""
    app.services.settings.language = lang
    set_language(lang)
    resize(app, *size)
    table = app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)
    table.on_resize(*size)
    table.on_draw()
    status = table.status
    texts = {text.font_size for key, text in status.texts.items()
             if key != "title" and text.text}
    labels = {button.text.font_size for button in status.buttons.values()}
    assert len(texts) == 1 and labels == texts, (texts, labels)


@pytest.mark.parametrize("scene", ["history", "statistics"])
@pytest.mark.parametrize("lang", LANGS)
def test_placed_buttons_sit_on_whole_pixels(app, speak, scene, lang):
    """Buttons placed by hand (History's filters, Statistics' tabs) lie on whole pixels:
    at a fractional edge a button's one-pixel border was not drawn (800x600)."""
    app.services.settings.language = lang
    set_language(lang)
    resize(app, 800, 600)
    app.services.records.history.record_many(finished_deals())
    open_scene(app.nav, scene)
    view = app.current_view
    view.on_resize(800, 600)
    step(app, 0.1)
    for key, button in view.buttons.items():
        r = button.rect
        assert all(v == round(v) for v in (r.left, r.bottom, r.width, r.height)), (key, r)


@pytest.mark.parametrize("text_size", [125, 150])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", SCENE_CASES)
def test_every_text_fits_at_a_larger_text_size(app, speak, scene, lang, text_size):
    """Settings -> Accessibility -> Text size at 125 and 150 % in a 1280x800 window: the
    scenes and the table make room for the larger texts (nothing clipped, nothing out of
    its button, panel or the window)."""
    from game.ui import looks

    app.services.settings.text_size = text_size
    looks.apply(app.services.settings)
    view = open_case(app, scene, lang, (1280, 800))
    assert overflows(view, 1280, 800) == []


def card_sized(view) -> set[str]:
    """The headlines of the table's win panel and notice band: fitted to the room left of
    the piles beside the table (Eight Off's foundations), which the cards make, and the
    larger status bar of a larger text size makes the cards smaller, so that at 150 % a
    long headline can come out a point below 125 %'s."""
    texts = set()
    for name in ("win", "notice"):
        panel = getattr(view, name, None)
        if panel is not None and getattr(panel, "shown", False):
            texts.add(panel.banner.text.strip()[:40])
    return texts


def drawn_sizes(app, scene, lang, size, text_size, monkeypatch) -> dict[str, float]:
    """Every text ``scene`` draws in ``lang`` at ``size`` and Text size ``text_size`` %,
    complete, by its text: the smallest point size it was drawn at (the win panel's and
    the notice band's headlines left out: :func:`card_sized`)."""
    from game.ui import looks

    recorder = DrawnTexts()
    with monkeypatch.context() as patch:
        record_text_draws(patch, recorder.record)
        app.services.settings.text_size = text_size
        looks.apply(app.services.settings)
        view = open_case(app, scene, lang, size)
        if getattr(view, "filling", None) is not None:
            view.finish_filling()
        app.current_view.on_draw()
    left_out = card_sized(app.current_view)
    sizes: dict[str, float] = {}
    for text, points in recorder.seen.values():
        if text not in left_out:
            sizes[text] = min(points, sizes.get(text, points))
    return sizes


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", SCENE_CASES)
def test_text_at_150_percent_is_never_smaller_than_at_125(app, speak, monkeypatch, scene,
                                                          lang, size):
    """Every text drawn at Text size 150 % is at least as large as the same text at 125 %:
    a label that would not fit takes more room (another row, a wider column, wrapping),
    it does not shrink below the smaller setting's size (the headlines fitted to the
    cards' room aside: :func:`card_sized`). The win panel's padding stays as at the
    standard size, so its labels and headline get the room (they were a point smaller at
    150 % than at 125 %: 'You won!' 54 against 55 pt at 1280x800). Where the window has
    room the text is larger, not only as large: see
    :func:`test_a_larger_text_size_gives_larger_text_where_there_is_room`."""
    at_125 = drawn_sizes(app, scene, lang, size, 125, monkeypatch)
    app.hide_view()
    at_150 = drawn_sizes(app, scene, lang, size, 150, monkeypatch)
    smaller = {text: (at_125[text], points) for text, points in at_150.items()
               if text in at_125 and points < at_125[text]}
    assert smaller == {}


def place_texts(view, place: str) -> set[str]:
    """The texts of ``place`` in ``view`` (as :class:`DrawnTexts` keys them): the table's
    or the Examples' status bar (its texts and buttons), the Examples' caption, the
    Replay's controls."""
    if place == "status bar":
        texts = [t.text for t in view.status.texts.values()]
        texts += [b.label for b in view.status.buttons.values()]
    elif place == "caption":
        texts = [view.title_text.text, view.caption_text.text]
    elif place == "buttons":  # History's: its filters, paging, import row and its rows'
        texts = [b.text for b in view.buttons.values()]
        texts += [b.label for row in view.table.row_buttons for b in row.values()]
    else:
        assert place == "controls"
        texts = [b.label for b in view.bar.controls.values()]
    return {text.strip()[:40] for text in texts if text.strip()}


LARGER = [
    ("table-eh", "status bar", (800, 600)), ("table-eo", "status bar", (800, 600)),
    ("table-eo", "status bar", (1280, 800)), ("table-eo", "status bar", (1920, 1080)),
    ("replay", "controls", (1920, 1080)), ("replay", "controls", (1280, 800)),
    ("examples-2", "status bar", (800, 600)), ("examples-2", "caption", (800, 600)),
    ("history", "buttons", (800, 600)), ("history", "buttons", (1280, 800)),
]
"""The places a larger text size used to leave at the same size (or smaller) in these
windows: the status bar kept one row and shrank its texts to it (10-12 pt at 800x600 at
every text size), the Replay's controls were narrowed to the window's width with their
labels (16 pt at 125 and 150 % at 1920x1080), the Examples' one-line title held the
caption to the window's width (Russian 12 pt at 125 and 150 %), History's rows kept their
buttons beside their texts (10 pt at every text size at 800x600, 16 at 125 and 150 % at
1280x800) and its filters one line (Russian 11 pt at 125 and 150 % at 800x600)."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("scene", "place", "size"), LARGER,
                         ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
def test_a_larger_text_size_gives_larger_text_where_there_is_room(app, speak, monkeypatch,
                                                                  scene, place, size, lang):
    """Each text of these places is larger at 125 % than at 100 % and larger again at
    150 %: the status bar wraps into two rows (its texts over its buttons) rather than
    shrink, the Replay's buttons narrow before their labels shrink, the Examples' title
    wraps like its caption, History's rows put their buttons under their texts and its
    filters take a second line. Every text of the place is drawn at all three sizes but the
    status bar's title, which a one-row bar drops first."""
    at = {}
    for text_size in (100, 125, 150):
        at[text_size] = drawn_sizes(app, scene, lang, size, text_size, monkeypatch)
        view = app.current_view
        texts = place_texts(view, place)
        title = {tr(view.game.variant.title)} if hasattr(view, "game") else set()
        app.hide_view()
        assert texts - title <= set(at[text_size]), texts - set(at[text_size])
    compared = {text: tuple(at[t][text] for t in (100, 125, 150))
                for text in texts if all(text in at[t] for t in (100, 125, 150))}
    assert compared and set(compared) >= texts - title, compared
    assert {text: points for text, points in compared.items()
            if not points[0] < points[1] < points[2]} == {}


def statistics_tab_sizes(app, lang, size, text_size) -> dict[str, int]:
    """The Statistics scene's tabs in ``lang`` at ``size`` and Text size ``text_size`` %:
    each tab's label size (points), by its key."""
    from game.ui import looks

    app.services.settings.text_size = text_size
    looks.apply(app.services.settings)
    view = open_case(app, "statistics", lang, size)
    assert overflows(view, *size) == []
    return {key: button.label_size for key, button in view.buttons.items() if ":" in key}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_statistics_tabs_grow_with_the_text_size(app, speak, lang, size):
    """The tabs are as wide as their labels need at the text size asked for (they shrank
    to fit fixed widths: Russian "4 ячейки" was 11 pt at 800x600 at 100, 125 and 150 %):
    every label at the scene's button size, larger at each larger text size."""
    from game.ui.views.basics import font_size, scale_for

    by_size = []
    for text_size in (100, 125, 150):
        labels = statistics_tab_sizes(app, lang, size, text_size)
        assert set(labels.values()) == {font_size(14, scale_for(*size))}, (text_size, labels)
        by_size.append(max(labels.values()))
        app.hide_view()
    assert by_size[0] < by_size[1] < by_size[2]


@pytest.mark.parametrize("lang", LANGS)
def test_the_numbers_and_the_charts_heading_keep_apart_at_150_percent(app, speak, lang):
    """At 800x600 and 150 % a Statistics label ends left of its value (Russian "Самая
    быстрая победа" ran into its value), and the chart's heading stays in the panel."""
    from game.ui import looks

    app.services.settings.text_size = 150
    looks.apply(app.services.settings)
    view = open_case(app, "statistics", lang, (800, 600))
    for key, label in view.label_texts.items():
        value = view.value_texts[key]
        assert label.x + label.content_width < value.x - value.content_width, key
    heading = view._texts["chart"]
    assert heading.x + heading.content_width <= view._panel[2] + SLACK


@pytest.mark.parametrize("size", SIZES[1:], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_history_rows_and_their_buttons_grow_with_the_text_size(app, speak, lang, size):
    """At a larger text size History's code column gives way (the details line under a
    row names the code) before the rows' font shrinks below the size asked for: the rows
    and their buttons are larger at 125 % than at 100 %, and no smaller at 150 % (English
    at 1280x800: 15 and 13 pt at both before); at 100 % the code column stays where it
    fits."""
    from game.ui import looks

    at = {}
    for text_size in (100, 125, 150):
        app.services.settings.text_size = text_size
        looks.apply(app.services.settings)
        view = open_case(app, "history", lang, size)
        assert overflows(view, *size) == []
        g = view.table.geometry
        buttons = [b.text.font_size for row in view.table.row_buttons for b in row.values()]
        at[text_size] = (g.font, min(buttons), "code" in g.keys)
        app.hide_view()
    assert at[100][:2] < at[125][:2] and at[125][0] <= at[150][0] and at[125][1] <= at[150][1]
    if lang == "en":
        assert at[100][2]  # the code column at the standard size


def scene_button_sizes(view) -> dict[str, int]:
    """The label sizes (points) of a widget scene's buttons, by label."""
    return {widget.text: widget.label_size for widget in view.ui.walk_widgets()
            if isinstance(widget, gui.UIFlatButton) and hasattr(widget, "label_size")}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", ["rules", "about"])
def test_the_buttons_of_rules_and_about_grow_with_the_text_size(app, speak, scene, lang,
                                                                size):
    """The Rules' tabs and the About scene's buttons are as wide as their labels need
    (Croatian "Česta pitanja", Russian "Открыть папку" shrank to fixed widths and stayed
    the same size at 125 and 150 %): every label larger at each larger text size."""
    from game.ui import looks

    at = []
    for text_size in (100, 125, 150):
        app.services.settings.text_size = text_size
        looks.apply(app.services.settings)
        view = open_case(app, scene, lang, size)
        assert overflows(view, *size) == []
        at.append(scene_button_sizes(view))
        app.hide_view()
    assert at[0] and set(at[0]) == set(at[1]) == set(at[2])
    assert all(at[0][k] < at[1][k] < at[2][k] for k in at[0]), at


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_the_status_bar_wraps_into_two_rows_clear_of_the_cards(app, speak, lang, size):
    """At 150 % the bar puts its texts in a row over its buttons where one row would
    shrink them (800x600 in every language); the layout reserves its height, so no text
    runs into a button and every card of the deal lies above the bar. At 100 % the bar
    keeps one row at 800x600 (a long translation shrinks it a point or two)."""
    from game.ui import looks

    for text_size, rows in ((100, 1), (150, None)):
        app.services.settings.text_size = text_size
        looks.apply(app.services.settings)
        table = open_case(app, "table-eh", lang, size)
        table.settle()  # (every card where it lies, none on its way)
        status = table.status
        assert table.cards.layout.hud_rows == status.rows
        assert table.cards.layout.hud_h == status.height
        if rows is not None and size == (800, 600):
            assert status.rows == rows
        if text_size == 150 and size == (800, 600):
            assert status.rows == 2
        tops = max(b.rect.top for b in status.buttons.values())
        for text in status.texts.values():
            if text.text and status.rows == 2:
                assert text.y - text.content_height / 2 >= tops - SLACK, text.text
        drawn = [(s.center_y - s.height / 2, s.center_y + s.height / 2)
                 for s in table.cards.sprites.values()]
        assert min(bottom for bottom, _top in drawn) >= status.height - SLACK
        assert max(top for _bottom, top in drawn) <= size[1] + SLACK
        app.hide_view()
