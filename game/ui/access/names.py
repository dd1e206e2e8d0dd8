"""What a player who listens hears a card or a pile called, in the UI's language.

Card names follow how a native speaker says them aloud, not the indices printed on a card:
"seven of hearts", "sedmica herc", "семёрка червей". A suit word has one form per language
that serves both the card name and the foundation's name (English plural, Croatian's
indeclinable pik/herc/karo/tref, Russian genitive plural: "семёрка червей", "база червей").
A foundation says how far it is built with the rank in the form "up to" takes (Croatian and
Russian genitive: "do sedmice", "до семёрки"), so ranks have a second table for it.

Everything is looked up when asked (never cached at import): a language switch renames at
once. Pure: imports the engine and :mod:`game.i18n` only.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.cards import Card
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, Position
from game.i18n import _, language, ngettext, pgettext

_NAMES: dict[str, tuple[dict[int, str], dict[int, str], dict[str, str]]] = {}
"""The rank and suit words by language (made on first use in each language)."""


def _words() -> tuple[dict[int, str], dict[int, str], dict[str, str]]:
    """The translated rank words (as a card's name starts, and after "up to") and suit
    words of the current language."""
    code = language()
    words = _NAMES.get(code)
    if words is None:
        card = {
            1: pgettext("card rank", "ace"), 2: pgettext("card rank", "two"),
            3: pgettext("card rank", "three"), 4: pgettext("card rank", "four"),
            5: pgettext("card rank", "five"), 6: pgettext("card rank", "six"),
            7: pgettext("card rank", "seven"), 8: pgettext("card rank", "eight"),
            9: pgettext("card rank", "nine"), 10: pgettext("card rank", "ten"),
            11: pgettext("card rank", "jack"), 12: pgettext("card rank", "queen"),
            13: pgettext("card rank", "king"),
        }
        up_to = {
            1: pgettext("built up to", "ace"), 2: pgettext("built up to", "two"),
            3: pgettext("built up to", "three"), 4: pgettext("built up to", "four"),
            5: pgettext("built up to", "five"), 6: pgettext("built up to", "six"),
            7: pgettext("built up to", "seven"), 8: pgettext("built up to", "eight"),
            9: pgettext("built up to", "nine"), 10: pgettext("built up to", "ten"),
            11: pgettext("built up to", "jack"), 12: pgettext("built up to", "queen"),
            13: pgettext("built up to", "king"),
        }
        suits = {"S": pgettext("suit", "spades"), "H": pgettext("suit", "hearts"),
                 "D": pgettext("suit", "diamonds"), "C": pgettext("suit", "clubs")}
        words = _NAMES[code] = (card, up_to, suits)
    return words


_CARD_NAMES: dict[tuple[str, int, str], str] = {}
"""Card names by language, rank and suit (a table names its cards on every change)."""


def forget_words() -> None:
    """Drop the words kept per language (a catalogue was compiled anew)."""
    _NAMES.clear()
    _CARD_NAMES.clear()


def rank_up_to(rank: int) -> str:
    """The translated rank as "up to" takes it ("seven"; hr "sedmice", ru "семёрки")."""
    return _words()[1][rank]


def suit_name(suit: str) -> str:
    """The translated suit word (``"H"`` → "hearts", hr "herc", ru "червей")."""
    return _words()[2][suit]


def card_name(card: Card) -> str:
    """A face-up card's spoken name: "seven of hearts" (hr "sedmica herc", ru "семёрка
    червей"); the copy of a two-deck game is not said (both copies play alike)."""
    key = (language(), card.rank, card.suit)
    name = _CARD_NAMES.get(key)
    if name is None:
        card_ranks, _up_to, suits = _words()
        name = _CARD_NAMES[key] = _("{rank} of {suit}").format(rank=card_ranks[card.rank],
                                                               suit=suits[card.suit])
    return name


def face_down() -> str:
    """What a face-down card is called ("face down")."""
    return _("face down")


def count_text(n: int) -> str:
    """"6 cards" (translated, with the plural of the language)."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def pile_title(pile: Pile, foundation_suits: str = "") -> str:
    """A pile's short name: "Column 3", "Free cell 2", "Foundation hearts" (with a number
    where a game has two of a suit: "Foundation hearts 2"), "Waste", "Stock".

    Args:
        pile: the pile (0-based index).
        foundation_suits: the game's foundation slots' suits, left to right (``"SHDC"``;
            the variant's ``foundation_suits``); empty: foundations are named by number.
    """
    if pile.kind == COLUMN:
        return _("Column {number}").format(number=pile.index + 1)
    if pile.kind == CELL:
        return _("Free cell {number}").format(number=pile.index + 1)
    if pile.kind == FOUNDATION:
        if 0 <= pile.index < len(foundation_suits):
            suit = foundation_suits[pile.index]
            name = suit_name(suit)
            if foundation_suits.count(suit) > 1:
                nth = foundation_suits[:pile.index + 1].count(suit)
                return _("Foundation {suit} {number}").format(suit=name, number=nth)
            return _("Foundation {suit}").format(suit=name)
        return _("Foundation {number}").format(number=pile.index + 1)
    return _("Waste") if pile.kind == WASTE else _("Stock")


def pile_summary(position: Position, pile: Pile, foundation_suits: str = "") -> str:
    """A pile's name with what it holds, as a listener wants it first:
    "Column 3, 6 cards, 2 face down", "Column 4, empty", "Free cell 2, empty",
    "Free cell 1, seven of hearts", "Foundation hearts, up to seven", "Stock, 28 cards",
    "Waste, 3 cards, seven of hearts on top".

    Args:
        position: the position on the table.
        pile: the pile.
        foundation_suits: see :func:`pile_title`.
    """
    title = pile_title(pile, foundation_suits)
    cards = position.cards(pile)
    if not cards:
        return _("{pile}, empty").format(pile=title)
    if pile.kind == CELL:
        return _("{pile}, {card}").format(pile=title, card=card_name(cards[-1]))
    if pile.kind == FOUNDATION:
        return _("{pile}, up to {rank}").format(pile=title, rank=rank_up_to(cards[-1].rank))
    if pile.kind == STOCK:
        return _("{pile}, {count}").format(pile=title, count=count_text(len(cards)))
    if pile.kind == WASTE:
        return _("{pile}, {count}, {card} on top").format(
            pile=title, count=count_text(len(cards)), card=card_name(cards[-1]))
    down = sum(1 for i in range(len(cards)) if not position.is_face_up(pile, i))
    if down:
        return ngettext("{pile}, {count}, {down} face down",
                        "{pile}, {count}, {down} face down", down).format(
                            pile=title, count=count_text(len(cards)), down=down)
    return _("{pile}, {count}").format(pile=title, count=count_text(len(cards)))


def cards_text(cards: list[Card]) -> str:
    """Cards named one after another, separated by commas ("eight of hearts, seven of
    hearts")."""
    return ", ".join(card_name(c) for c in cards)


def _foundation_words(pile: Pile, foundation_suits: str) -> dict[str, object]:
    suit = foundation_suits[pile.index] if 0 <= pile.index < len(foundation_suits) else ""
    nth = foundation_suits[:pile.index + 1].count(suit) if suit else pile.index + 1
    two = bool(suit) and foundation_suits.count(suit) > 1
    return {"suit": suit_name(suit) if suit else "", "number": nth, "two": two}


def pile_from(pile: Pile, foundation_suits: str = "") -> str:
    """Where cards come from, as said after a card: "from column 3", "from free cell 2",
    "from foundation hearts", "from the waste", "from the stock" (each language's case)."""
    if pile.kind == COLUMN:
        return _("from column {number}").format(number=pile.index + 1)
    if pile.kind == CELL:
        return _("from free cell {number}").format(number=pile.index + 1)
    if pile.kind == FOUNDATION:
        w = _foundation_words(pile, foundation_suits)
        if not w["suit"]:
            return _("from foundation {number}").format(number=w["number"])
        if w["two"]:
            return _("from foundation {suit} {number}").format(**w)
        return _("from foundation {suit}").format(**w)
    return _("from the waste") if pile.kind == WASTE else _("from the stock")


def pile_to(pile: Pile, foundation_suits: str = "") -> str:
    """Where cards go, as said after a card: "to column 5", "to free cell 2",
    "to foundation hearts", "to a foundation" (index -1, any), "to the waste"."""
    if pile.kind == COLUMN:
        return _("to column {number}").format(number=pile.index + 1)
    if pile.kind == CELL:
        return _("to free cell {number}").format(number=pile.index + 1)
    if pile.kind == FOUNDATION:
        if pile.index < 0:
            return _("to a foundation")
        w = _foundation_words(pile, foundation_suits)
        if not w["suit"]:
            return _("to foundation {number}").format(number=w["number"])
        if w["two"]:
            return _("to foundation {suit} {number}").format(**w)
        return _("to foundation {suit}").format(**w)
    return _("to the waste") if pile.kind == WASTE else _("to the stock")


def move_text(cards: Sequence[Card], src: Pile, dst: Pile | None,
              foundation_suits: str = "") -> str:
    """A move as a listener hears it: "the seven of hearts from column 3 to column 5",
    "the nine of clubs and 2 more cards from column 1 to column 4".

    Args:
        cards: the cards that move, the bottom one (the one picked up) first.
        src, dst: where they are and where they go (``dst`` a foundation of index -1:
            "to a foundation"; ``None``: no destination said).
        foundation_suits: see :func:`pile_title`.
    """
    source = pile_from(src, foundation_suits)
    target = pile_to(dst, foundation_suits) if dst is not None else ""
    if not cards:
        return f"{source} {target}".strip()
    more = len(cards) - 1
    if more:
        return ngettext("the {card} and {n} more card {source} {target}",
                        "the {card} and {n} more cards {source} {target}", more).format(
                            card=card_name(cards[0]), n=more, source=source,
                            target=target).strip()
    return _("the {card} {source} {target}").format(card=card_name(cards[0]), source=source,
                                                    target=target).strip()
