"""Games as text: the ``--json`` state of NOTATION.md, a table for people, and saved games.

Saved-game format (version 1), a JSON object::

    {"format": "harp-and-eight/game", "version": 1,
     "code": "EO1-C8-AAAAAFA", "variant": "eight-off", "options": {"cells": 8},
     "log": ["1>c5", "u", ...],            # canonical notation, undos included
     "result": "won" | "not finished" | "in progress",
     "score": 20, "moves": 3, "elapsed": 12.5,          # seconds of play
     "started": "2026-11-29T17:00:00+01:00", "ended": null,
     "checksum": "<sha256 hex of the canonical JSON of every other field>"}

Loading validates everything: the format and version, every field's type, the code against
variant and options, that the log replays under the rules, that score, moves and result equal
the replay's, and the checksum (a file edited by hand or cut short is refused). Any fault
raises :class:`SavedGameError` (a ``ValueError``) with a one-line message.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field
from typing import Any

from game.engine.deal import DealCodeError, parse_code
from game.engine.events import Rejection
from game.engine.game import Game
from game.engine.moves import NotationError
from game.engine.table import Pile
from game.engine.text import N_, Quoted

FORMAT = "harp-and-eight/game"
VERSION = 1
RESULTS = ("won", "not finished", "in progress")


class SavedGameError(ValueError):
    """A saved game is unreadable, foreign, truncated, tampered with or does not replay.

    Attributes:
        template: the English message with ``{placeholders}``, marked for translation (the UI
            shows it in the player's language, like :class:`~game.engine.deal.DealCodeError`).
        params: the values for the placeholders.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


def _card_text(card: Any, face_up: bool = True) -> str:
    return str(card) if face_up else "#" + str(card)


def state_dict(game: Game, rejected: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``--json`` state of NOTATION.md.

    Args:
        game: the game.
        rejected: ``{"index", "move", "rule"}`` of a rejected move, if any.

    Returns:
        A JSON-ready dict with keys in the documented order.
    """
    pos = game.position
    state: dict[str, Any] = {
        "code": game.code,
        "variant": game.variant.name,
        "deal": game.spec.number,
        "columns": [
            [_card_text(c, i >= pos.down[k]) for i, c in enumerate(col)]
            for k, col in enumerate(pos.columns)
        ],
    }
    if not pos.has_stock:
        state["cells"] = [None if c is None else str(c) for c in pos.cells]
    state["foundations"] = [[str(c) for c in f] for f in pos.foundations]
    if pos.has_stock:
        state["stock"] = [str(c) for c in reversed(pos.stock)]
        state["waste"] = [str(c) for c in pos.waste]
    state.update(score=game.score, moves=game.moves, won=game.is_won, rejected=rejected)
    return state


def state_text(game: Game) -> str:
    """A readable table of the position for people (not a contract)."""
    pos = game.position
    lines = [f"{game.variant.title}  {game.code}  (deal {game.spec.number})"]
    found = "  ".join(
        (str(f[-1]) if f else f"[{game.suits[i]}]").ljust(4)
        for i, f in enumerate(pos.foundations)
    )
    lines.append(f"Foundations: {found}")
    if pos.has_stock:
        top = str(pos.waste[-1]) if pos.waste else "--"
        lines.append(f"Stock: {len(pos.stock)} cards   Waste: {top} ({len(pos.waste)} cards)")
    else:
        cells = "  ".join("--" if c is None else str(c) for c in pos.cells)
        lines.append(f"Cells: {cells}")
    lines.append("")
    lines.append("  ".join(f"{i + 1:>3}" for i in range(len(pos.columns))))
    depth = max((len(c) for c in pos.columns), default=0)
    for row in range(depth):
        cells_row = []
        for k, col in enumerate(pos.columns):
            if row < len(col):
                cells_row.append(f"{_card_text(col[row], row >= pos.down[k]):>3}")
            else:
                cells_row.append("   ")
        lines.append("  ".join(cells_row).rstrip())
    lines.append("")
    status = "won" if game.is_won else "in progress"
    lines.append(f"Score: {game.score}   Moves: {game.moves}   {status}")
    return "\n".join(lines)


def pile_cards_text(game: Game, pile: Pile) -> list[str]:
    """The cards of a pile as text, face-down ones with ``#`` (for tools and tests)."""
    pos = game.position
    cards = pos.cards(pile)
    return [_card_text(c, pos.is_face_up(pile, i)) for i, c in enumerate(cards)]


# --------------------------------------------------------------------------- saved games
@dataclass
class SavedGame:
    """A saved game: the game itself plus what players expect to see about it.

    Attributes:
        game: the game, replayed from the log.
        elapsed: seconds of play so far.
        started: ISO-8601 time the game started.
        ended: ISO-8601 time it ended, or ``None`` while in progress.
        result: ``"won"``, ``"not finished"`` or ``"in progress"``.
    """

    game: Game
    elapsed: float = 0.0
    started: str | None = None
    ended: str | None = None
    result: str = field(default="in progress")


def _checksum(doc: dict[str, Any]) -> str:
    body = {k: v for k, v in doc.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def dump_game(saved: SavedGame) -> str:
    """The saved-game text of ``saved`` (JSON, one object, stable key order).

    The result field is derived: ``"won"`` when the game is won, otherwise
    ``saved.result`` (``"in progress"`` or ``"not finished"``).
    """
    game = saved.game
    result = "won" if game.is_won else saved.result
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "code": game.code,
        "variant": game.variant.name,
        "options": {"cells": game.spec.cells} if game.spec.cells else {},
        "log": list(game.log),
        "result": result,
        "score": game.score,
        "moves": game.moves,
        "elapsed": round(float(saved.elapsed), 3),
        "started": saved.started,
        "ended": saved.ended,
    }
    doc["checksum"] = _checksum(doc)
    return json.dumps(doc, ensure_ascii=False, indent=1)


def _require(doc: dict[str, Any], key: str, types: type | tuple[type, ...]) -> Any:
    if key not in doc:
        raise SavedGameError(N_("the saved game has no {field} field"), field=Quoted(key))
    value = doc[key]
    if isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,)):
        raise SavedGameError(N_("the saved game's {field} field has the wrong type"),
                             field=Quoted(key))
    if not isinstance(value, types):
        raise SavedGameError(N_("the saved game's {field} field has the wrong type"),
                             field=Quoted(key))
    return value


FORGET_EVERY = 1024
"""Log entries folded between two drops of the settled actions while a saved game loads
(what the fold holds stays under :data:`~game.engine.game.UNDO_LIMIT` plus this many)."""


def load_game(text: Any) -> SavedGame:
    """Read and verify a saved game.

    The log is folded without keeping the actions undo can no longer reach: the game
    returned has forgotten its settled actions (:meth:`Game.forget_settled`; its
    :attr:`~Game.actions` raises), so a game of a million moves loads in bounded memory
    beside its log.

    Args:
        text: the file's content (``str`` or ``bytes``), or the JSON value it holds, decoded
            already (the game's readers decode every file one way:
            :mod:`game.storage.reading`).

    Returns:
        The saved game, its log replayed.

    Raises:
        SavedGameError: not JSON, another program's file, a newer version, a missing or
            mistyped field, a checksum mismatch (edited or truncated), a log that does not
            replay, or stored totals that differ from the replay.
    """
    try:
        doc = json.loads(text) if isinstance(text, str | bytes | bytearray) else text
    except json.JSONDecodeError as exc:
        raise SavedGameError(N_("not a saved game: the file is not valid JSON (line {line}, "
                                "column {column})"), line=exc.lineno, column=exc.colno) from None
    except (ValueError, UnicodeDecodeError):
        raise SavedGameError(N_("not a saved game: the file is not valid JSON")) from None
    except RecursionError:
        raise SavedGameError(N_("not a saved game: the JSON is nested too deeply")) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SavedGameError(N_("not a saved game of this app (unknown format)"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SavedGameError(N_("the saved game has no valid version"))
    if version > VERSION:
        raise SavedGameError(
            N_("the saved game is format version {version}; this app reads up to {known}"),
            version=version, known=VERSION)
    if version < 1:
        raise SavedGameError(N_("unknown saved-game version {version}"), version=version)
    checksum = _require(doc, "checksum", str)
    if checksum != _checksum(doc):
        raise SavedGameError(N_("the saved game was changed or damaged (checksum mismatch)"))
    code = _require(doc, "code", str)
    variant = _require(doc, "variant", str)
    options = _require(doc, "options", dict)
    log = _require(doc, "log", list)
    result = _require(doc, "result", str)
    score = _require(doc, "score", int)
    moves = _require(doc, "moves", int)
    elapsed = _require(doc, "elapsed", (int, float))
    started = _require(doc, "started", (str, type(None)))
    ended = _require(doc, "ended", (str, type(None)))
    if result not in RESULTS:
        raise SavedGameError(N_("unknown result {result} in the saved game"),
                             result=Quoted(result))
    if not all(isinstance(m, str) for m in log):
        raise SavedGameError(N_("the saved game's log holds something other than moves"))
    if not math.isfinite(elapsed) or elapsed < 0:
        raise SavedGameError(N_("the saved game's elapsed time is not a non-negative number"))
    try:
        spec = parse_code(code)
    except DealCodeError as exc:
        raise SavedGameError(N_("the saved game's deal code is malformed: {problem}"),
                             problem=exc) from None
    if spec.variant != variant or options != ({"cells": spec.cells} if spec.cells else {}):
        raise SavedGameError(N_("the saved game's variant or options contradict its deal code"))
    game = Game(spec)
    for i, entry in enumerate(log):
        try:
            outcome = game.push(entry)
        except NotationError as exc:
            raise SavedGameError(N_("the saved game's log entry {i} is malformed: {problem}"),
                                 i=i, problem=exc) from None
        if isinstance(outcome, Rejection):
            raise SavedGameError(
                N_("the saved game's log does not replay: the rules refuse entry {i} {entry}"),
                i=i, entry=Quoted(entry), rule=outcome.rule)
        if game.log[-1] != entry:
            raise SavedGameError(N_("the saved game's log entry {i} {entry} is not canonical"),
                                 i=i, entry=Quoted(entry))
        game.log[-1] = entry  # the text read, not a copy of it
        if i % FORGET_EVERY == 0:
            game.forget_settled()
    game.forget_settled()
    if game.score != score or game.moves != moves:
        raise SavedGameError(N_("the saved game's score or move counter differ from its log"))
    if (result == "won") != game.is_won:
        raise SavedGameError(N_("the saved game's result differs from its log"))
    return SavedGame(game, float(elapsed), started, ended, result)
