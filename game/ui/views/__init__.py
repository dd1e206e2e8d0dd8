"""The scenes: menu, table, new game, settings, rules, examples, history, statistics, replay,
about.

Each gets the window's :class:`~game.ui.services.Services` in its constructor; they are made
by name by :mod:`game.ui.navigator`, the one module that imports them.
"""
