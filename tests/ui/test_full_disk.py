"""A full disk never loses a finished game: on a real 64 KiB tmpfs, a game won or left while
the disk is full is kept (in memory, in the journal's room, in the waiting queue) until the
history has it, and the player reads that there is no space left."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import arcade
import pytest
from conftest import answer_leave, key
from engine_helpers import wandering_log
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.i18n import set_language
from game.storage.files import ROOM_FILE_NAME
from game.storage.history import History
from game.storage.journal import JOURNAL_FILE_NAME, load_journal
from game.storage.session import SessionStore

ROOT = Path(__file__).resolve().parents[2]
CODE = "EO1-C8-AAAAAFA"


@pytest.fixture
def small_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A real 64 KiB filesystem as the player's home (root can mount one; skip elsewhere)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"a 64 KiB tmpfs cannot be mounted here: {mounted.stderr.strip()}")
    monkeypatch.setenv("HARP_EIGHT_HOME", str(disk))
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def fill(folder: Path) -> Path:
    """Fill the filesystem of ``folder`` to the last byte; returns the filler file."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as handle:
        for size in (4096, 512, 1):
            try:
                while True:
                    handle.write(b"\0" * size)
            except OSError:
                pass
    return filler


def free_space(disk: Path, filler: Path) -> None:
    """Free the space: the filler goes, and the filesystem grows to 256 KiB (on 64 KiB the
    game's own files, 40 KiB, leave too little for the database's rollback journal)."""
    filler.unlink()
    subprocess.run(["mount", "-o", "remount,size=256k", str(disk)], check=True)


def use_home(app) -> None:
    """The app as it starts on the small disk."""
    app.services.playing.begin_run()
    app.services.records.close_history()
    app.services.told.forget()


def restart_and_count() -> list[tuple[str, str]]:
    """A new process starts the game (opens the history as a start does)."""
    code = ("from game.storage.pending import open_history\n"
            "h = open_history()\n"
            "print(';'.join(f'{r.code},{r.result}' for r in h.recent()))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                         text=True)
    out = out.stdout.strip()
    return [tuple(item.split(",")) for item in out.split(";") if item]


def told(app) -> str:
    return " ".join(sorted(app.services.told.told))


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_a_game_won_on_a_full_disk_is_in_the_history_after_a_restart(app, small_disk, lang):
    set_language(lang)
    use_home(app)
    # opened at the start (the menu's statistics read it)
    assert app.services.records.history.available
    table = app.nav.start(parse_code(CODE), animate=False)
    for text in EO130_WON_LOG[:-1]:
        table.play(table.game.parse(text))
    app.services.playing.flush()
    assert (app.services.records.history.available
            and (small_disk / "data" / ROOM_FILE_NAME).exists())
    filler = fill(small_disk)
    table.play(table.game.parse(EO130_WON_LOG[-1]))
    app.services.playing.flush()
    assert table.game.is_won
    expected = {"en": "no space left", "hr": "nema mjesta"}[lang]
    assert expected in told(app).lower(), told(app)
    assert "busy" not in told(app)
    app.services.records.close_history()
    # the process ends with the disk still full: memory is gone
    app.services.playing.courier.held.clear()
    assert restart_and_count() == []  # a start on the full disk: waiting, not lost
    free_space(small_disk, filler)
    assert restart_and_count() == [(CODE, "won")]
    assert restart_and_count() == [(CODE, "won")]  # delivered once, counted once


def test_a_game_left_on_a_full_disk_is_recorded_by_the_next_write_with_space(app, small_disk):
    use_home(app)
    assert app.services.records.history.available
    table = app.nav.start(parse_code(CODE), animate=False)
    for text in EO130_WON_LOG[:10]:
        table.play(table.game.parse(text))
    app.services.playing.flush()
    history = app.services.records.history
    filler = fill(small_disk)
    app.services.playing.record_finished(table, "not finished")  # F2 -> Leave
    assert history.count() == 0 and (app.services.playing.courier.held or (small_disk / "data"
                                     / "history_pending.json").exists())
    assert "space" in told(app)
    free_space(small_disk, filler)
    table.play(table.game.parse(EO130_WON_LOG[10]))  # a later write tries what memory holds
    app.services.playing.flush()
    assert not app.services.playing.courier.held  # in the history, or in the waiting queue: on disk
    app.services.records.close_history()
    assert restart_and_count() == [(CODE, "not finished")]
    assert [(r.result, r.moves) for r in History().recent()] == [("not finished", 10)]


def test_saves_on_a_full_disk_say_there_is_no_space_left(app, small_disk):
    use_home(app)
    assert app.services.records.history.available
    table = app.nav.start(parse_code(CODE), animate=False)
    app.services.playing.flush()
    (small_disk / "data" / ROOM_FILE_NAME).unlink()  # the room used up already
    filler = fill(small_disk)
    played = 0
    for text in EO130_WON_LOG[:-1]:  # the file's last page and the room take the first lines
        table.play(table.game.parse(text))
        app.services.playing.flush()
        played += 1
        if app.services.told.told:
            break
    assert any("no space left" in text.lower() and "cannot be saved" in text
               for text in app.services.told.told), app.services.told.told
    free_space(small_disk, filler)
    table.play(table.game.parse(EO130_WON_LOG[played]))  # the next save writes it whole
    app.services.playing.flush()
    app.services.playing.store.close()
    resumed = SessionStore().load()
    assert resumed is not None and resumed.game.log == EO130_WON_LOG[:played + 1]


def test_a_new_deal_on_a_full_disk_does_not_replace_the_game_left(app, small_disk):
    """F2 while the disk is full, and full until quit: the game left is never replaced by
    the new deal. Here the new deal's small journal would fit in the last free page while
    the left game's record (a long log) fits nowhere; the left game stays the journal's,
    so the next start offers it again with every move the journal had, and records it
    once there is space."""
    subprocess.run(["mount", "-o", "remount,size=256k", str(small_disk)], check=True)
    use_home(app)
    assert app.services.records.history.available
    log = wandering_log(CODE, 1500, seed=7)
    table = app.nav.start(parse_code(CODE), animate=False)
    for text in log[:1200]:
        table.play(table.game.parse(text))
    app.services.playing.flush()
    data = small_disk / "data"
    (data / ROOM_FILE_NAME).unlink()  # the room used up already
    spare = data / "spare"
    spare.write_bytes(b"\0" * 4096)  # one page, freed once the disk is full
    filler = fill(small_disk)
    for text in log[1200:]:
        table.play(table.game.parse(text))
    app.services.playing.flush()
    on_disk = load_journal(data / JOURNAL_FILE_NAME)
    assert on_disk is not None and on_disk.code == CODE and len(on_disk.log) < len(log)
    spare.unlink()
    key(app, arcade.key.F2)  # a new deal: "Leave this game?" - Leave
    answer_leave(app)
    second = app.current_view
    assert second is not table and second.game.code != CODE
    second.play(second.game.legal_moves()[0])
    app.services.playing.flush()
    app.services.playing.close()  # quit, the disk still full
    app.services.records.close_history()
    app.services.playing.courier.held.clear()  # the process ends: what only memory held is gone
    kept = load_journal(data / JOURNAL_FILE_NAME)
    assert kept is not None and (kept.code, kept.log) == (CODE, on_disk.log)
    free_space(small_disk, filler)
    resumed = SessionStore().load_in_progress()
    assert resumed is not None and resumed.game.log == on_disk.log
