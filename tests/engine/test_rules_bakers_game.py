"""Baker's Game (a hidden game): FreeCell's deal with builds in suit, made of rule pieces of
the vocabulary (same_suit_down, ANY_CARD, the free-cell group limit) whose reminders it
carries; its deal codes and its Rules page."""

from __future__ import annotations

from engine_helpers import accepted, names, rejected

from game.engine.deal import DealSpec, parse_code
from game.engine.game import Game
from game.engine.variants import HIDDEN, REGISTRY, shown
from game.engine.variants.rules import (
    ANY_CARD,
    FREE_CELL_GROUPS,
    KING_ONLY,
    ONE_CARD,
    RANKS_LINE,
    alternate_colours_down,
    same_suit_down,
)

BG = REGISTRY["bakers-game"]


def test_codes_deal_and_registry() -> None:
    """BG1-N-…: Microsoft's deal numbers (deal 1 as FreeCell's), hidden but registered."""
    assert parse_code("bg1-n-aaaaaab") == DealSpec("bakers-game", 1)
    assert "bakers-game" in HIDDEN and BG not in shown()
    bg, fc = Game.from_code("BG1-N-AAAAAAB"), Game.from_code("FC1-N-AAAAAAB")
    assert [names(c) for c in bg.position.columns] == [names(c) for c in fc.position.columns]
    assert bg.position.cells == [None] * 4


def test_builds_in_suit_and_any_card_starts_a_column() -> None:
    """BG-BUILD: 9C on TC (refused in FreeCell); 6C on 9C refused; BG-CELL as FreeCell's."""
    game = Game.from_code("BG1-N-AAAAAAB")
    assert [str(c[-1]) for c in game.position.columns] == "6S 9C 2H 6H 6C 3D 8C TC".split()
    rejected(Game.from_code("FC1-N-AAAAAAB").push("2>8"), "FC-BUILD")
    accepted(game.push("2>8"))
    rejected(game.push("5>2"), "BG-BUILD")
    for text in ("1>c", "3>c", "4>c", "5>c"):
        accepted(game.push(text))
    rejected(game.push("6>c"), "BG-CELL")
    assert BG.empty_column is ANY_CARD and BG.groups is FREE_CELL_GROUPS
    assert BG.group_limit(4, 2, into_empty=True) == 10


def test_reminders_come_from_the_rule_pieces() -> None:
    """Each piece carries its sentence once; a game's reminders are its pieces'."""
    assert BG.reminders()["BG-BUILD"] == same_suit_down.reminder \
        == REGISTRY["eight-off"].reminders()["EO-BUILD"]
    assert REGISTRY["freecell"].reminders()["FC-BUILD"] == alternate_colours_down.reminder
    assert BG.reminders()["BG-EMPTY"] == ANY_CARD.reminder
    assert REGISTRY["eight-off"].reminders()["EO-EMPTY-KING"] == KING_ONLY.reminder
    assert BG.reminders()["BG-GROUP"] == FREE_CELL_GROUPS.reminder
    assert REGISTRY["easy-harp"].reminders()["EH-ONE-CARD"] == ONE_CARD.reminder
    assert set(BG.reminders()) == {"BG-FOUNDATION", "BG-BUILD", "BG-EMPTY", "BG-GROUP",
                                   "BG-CELL"}


def test_every_game_has_a_rules_page_with_the_ranks() -> None:
    for variant in REGISTRY.values():
        kinds = [kind for kind, _text in variant.page]
        assert kinds[0] == "h" and variant.page[0][1] == variant.title
        assert (("b", RANKS_LINE)) in variant.page and set(kinds) <= {"h", "p", "b"}
