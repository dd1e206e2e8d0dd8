"""The window's services have every member of the protocols scenes and table parts see.

Scenes and table parts are typed against :mod:`game.ui.services` (a leaf module), while the
window builds concrete objects (:class:`~game.ui.navigator.Navigation`,
:class:`~game.ui.preferences.SettingsService`, :class:`~game.ui.sound.SoundService`, and
the window itself as the :class:`~game.ui.services.Screen`); a member named in a protocol
and missing from its implementation would only fail when a scene first used it.
"""

from __future__ import annotations

import inspect

from game.engine.deal import DealSpec
from game.ui import services


def protocol_members(protocol: type) -> set[str]:
    """The members a protocol names: its methods, properties and annotated attributes."""
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {name for name, _ in inspect.getmembers(protocol)
              if not name.startswith("_") and name in vars(protocol)}
    return names


def test_the_window_builds_its_services_with_every_member_of_their_protocols(app):
    from game.ui.navigator import Navigation
    from game.ui.preferences import SettingsService
    from game.ui.sound import SoundService

    built = app.services
    assert isinstance(built, services.Services)
    assert built.nav is app.nav and isinstance(app.nav, Navigation)
    assert built.screen is app and built.access is app.access
    assert isinstance(built.prefs, SettingsService) and isinstance(built.sounds, SoundService)
    missing = [f"{type(given).__name__}.{name}"
               for protocol, given in ((services.Navigator, built.nav),
                                       (services.Screen, built.screen),
                                       (services.Preferences, built.prefs),
                                       (services.Sounds, built.sounds),
                                       (services.Speaker, built.access),
                                       (services.Clipboard, built.screen.clipboard),
                                       (services.Felt, built.screen.felt()))
               for name in sorted(protocol_members(protocol)) if not hasattr(given, name)]
    assert missing == []
    assert {"show_view", "start", "menu_button", "scenes"} <= protocol_members(
        services.Navigator)  # (what the check reads of a protocol)


def test_the_menu_points_at_the_scene_its_focus_opens(app):
    from game.ui.services import PointsAtScene

    app.nav.show_menu(focus="settings")
    menu = app.current_view
    assert isinstance(menu, PointsAtScene) and menu.focused_scene() == "settings"
    assert not isinstance(app.nav.start(DealSpec("eight-off", 1, 8), animate=False),
                          PointsAtScene)
