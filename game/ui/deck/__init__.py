"""The classic deck style: double-headed court figures, traditional pips, a soft shadow.

:mod:`game.ui.cards_art` draws the standard (flat) deck and the canvas, index and suit
shapes both decks share; :mod:`game.ui.deck.faces` picks the deck by the face style and
imports the classic one only when a classic image is first asked for, so a player of the
standard deck never loads its figures.

Modules:
    faces: the images in the chosen deck (:class:`~game.ui.deck.faces.DeckArt`).
    classic: the classic face (index, pips, ace, court frame) and the shadow under it.
    court: the twelve court figures (jack, queen, king of each suit).
    regalia: what the figures wear and hold (crowns, hats, swords, sceptres, flowers).
    pen: a drawing helper mapping a figure's design units to canvas pixels.
    backs: the engraved rosette backs (navy, wine).
"""
