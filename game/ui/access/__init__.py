"""Playing without seeing the screen: the accessibility tree, announcements, speech.

* :mod:`~game.ui.access.names`: what cards and piles are called aloud, in the UI's language;
* :mod:`~game.ui.access.model`: the tree of what the window shows (pure values);
* :mod:`~game.ui.access.announcer`: one object every passing message is reported to;
* :mod:`~game.ui.access.service`: the window's :class:`~game.ui.access.service.Access`,
  which ties them to the platform's accessibility adapter.
"""
