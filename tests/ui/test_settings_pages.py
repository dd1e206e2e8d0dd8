"""Settings at every text size: a section whose rows do not fit the panel goes on pages,
turned by buttons, by Page Up/Down and from the accessibility tree; every setting is on
one of them, and no row runs into the buttons at the bottom."""

from __future__ import annotations

import arcade
import pytest
from conftest import key, resize

from game.i18n import set_language
from game.ui import looks
from game.ui.views.settings import ACCESS, CARDS, GENERAL, SECTIONS, SettingsView

FIELDS = {
    GENERAL: {"interactive_rules", "double_click", "animation_speed", "start_fullscreen",
              "sound", "language", "confirm_leave", "show_winnability"},
    CARDS: {"card_style", "four_colour", "large_index", "card_back", "table_theme"},
    ACCESS: {"speak", "high_contrast", "text_size"},
}


@pytest.fixture
def speak():
    yield
    set_language("en")


def open_settings(app, lang, size, text_size):
    app.services.settings.language = lang
    set_language(lang)
    app.services.settings.text_size = text_size
    looks.apply(app.services.settings)
    resize(app, *size)
    view = SettingsView(app.services)
    app.nav.show_view(view)
    view.on_resize(*size)
    return view


def shown_fields(view) -> set[str]:
    """The settings whose choices are in the scene's focus ring now (on the page shown)."""
    ring = {id(widget) for widget in view.focus_items}
    return {field for field, choices in view.options.items()
            if any(id(widget) in ring for widget in choices.values())}


def lowest_row(view) -> float:
    """The bottom (pixels) of the lowest choice or note on the page shown."""
    shown = [w for choices in view.options.values() for w in choices.values()
             if w in view.focus_items]
    shown += [note for note in view.notes.values() if note.parent is not None]
    return min(w.rect.bottom for w in shown)


@pytest.mark.parametrize("text_size", [100, 125, 150])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_every_setting_is_on_a_page_and_clear_of_the_buttons(app, speak, lang, size, text_size):
    view = open_settings(app, lang, size, text_size)
    for section in SECTIONS:
        view.show_section(section)
        seen: set[str] = set()
        for page in range(view.page_count):
            view.show_page(page)
            assert view.page == page
            fields = shown_fields(view)
            assert fields, f"page {page + 1} of {section} is empty"
            seen |= fields
            buttons_top = max(b.rect.top for b in (view.back_button,
                                                   *view.page_buttons.values()))
            assert lowest_row(view) >= buttons_top, (section, page)
        assert seen == FIELDS[section]
        if text_size == 100:
            assert view.page_count == 1, "the standard text fits on one page"


def test_pages_by_keys_and_from_the_tree_at_150_percent_in_800x600(app, speak):
    view = open_settings(app, "ru", (800, 600), 150)
    assert view.page_count > 1
    view.focus = view.focus_items.index(view.page_buttons["next"])
    key(app, arcade.key.ENTER)
    view.finish_filling()
    assert view.page == 1
    assert view.focus_items[view.focus] is view.page_buttons["next"], "the focus stayed"
    key(app, arcade.key.PAGEUP)
    view.finish_filling()
    assert view.page == 0
    tree = app.access.tree()
    label = tree.find(f"Страница 1 из {view.page_count}")
    assert label, "the page is not named in the tree"
    (next_page,) = tree.find("Следующая страница", "button")
    assert tree.act(next_page, "click")
    view.finish_filling()
    assert view.page == 1
    view.show_section(ACCESS)
    assert view.page == 0  # another section starts at its first page


@pytest.fixture
def a_new_row(monkeypatch):
    """The General section with one more row at the foot of its first column (a heading,
    two choices and a note long enough to wrap in every language), measured afresh."""
    import game.ui.views.settings as settings_view
    from game.i18n import _

    shown = settings_view.general_rows

    def with_a_new_row(make):
        yield from shown(make)
        make.row(0, _("Double click"), "new_row", make.switch("double_click"),
                 _("White cards with black and dark red on a black table; every text "
                   "white or yellow on black. Used in place of the table's theme."))
        first_of_the_second = next(i for i, row in enumerate(make.rows) if row.group)
        make.rows.insert(first_of_the_second, make.rows.pop())
        yield

    before = {lang: None for lang in ("en", "hr", "ru")}
    for lang in before:
        set_language(lang)
        before[lang] = settings_view.panel_box(1280, 800)
    monkeypatch.setattr(settings_view, "general_rows", with_a_new_row)
    settings_view.measured_panel.cache_clear()
    yield before
    settings_view.measured_panel.cache_clear()
    set_language("en")


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_a_new_row_makes_the_panel_taller_and_still_fits_at_800x600(app, a_new_row, lang):
    """The panel is sized from the rows measured in the current language: a new row makes
    it taller where the window has room, and at 800x600 the rows go on pages, every one
    on a page and inside the panel, none over the buttons."""
    from test_i18n_fit import overflows

    from game.ui.views.settings import panel_box

    set_language(lang)
    assert panel_box(1280, 800).height > a_new_row[lang].height
    view = open_settings(app, lang, (800, 600), 100)
    seen: set[str] = set()
    for page in range(view.page_count):
        view.show_page(page)
        seen |= shown_fields(view)
        assert overflows(view, 800, 600) == [], (page, overflows(view, 800, 600))
        buttons_top = max(b.rect.top for b in (view.back_button, *view.page_buttons.values()))
        assert lowest_row(view) >= buttons_top, page
        panel = view.panel.rect
        assert panel.bottom >= 0 and panel.top <= 600
    assert seen == FIELDS[GENERAL] | {"new_row"}
