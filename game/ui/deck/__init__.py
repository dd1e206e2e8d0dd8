"""The classic deck style: double-headed court figures, traditional pips, a soft shadow.

:mod:`game.ui.cards_art` draws the standard (flat) face and hands a face in the classic
style to :func:`game.ui.deck.classic.render_classic_face`. The package is imported only
when a classic face is first drawn, so a player of the standard deck never loads it.

Modules:
    pen: a drawing helper mapping a figure's design units to canvas pixels.
    court: the twelve court figures (jack, queen, king of each suit).
    regalia: what the figures wear and hold (crowns, hats, swords, sceptres, flowers).
    classic: the whole face (index, pips, ace, court frame) and the shadow under it.
"""
