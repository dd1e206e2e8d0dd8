"""Speech without a screen reader (Settings → Speak, off by default).

The same announcements a screen reader hears (:mod:`game.ui.access.announcer`) are spoken
by the system's speech: on Linux speech-dispatcher through its ``spd-say`` client where it
is installed, else eSpeak NG (``espeak-ng``); on Windows and macOS ``pyttsx3`` (SAPI5,
NSSpeechSynthesizer). Always in the UI's language's voice.

Speaking never blocks a frame: :meth:`Speech.say` only puts the text in a queue; one worker
thread takes the texts in order and hands each to the engine (a child process on Linux).
An urgent announcement (a refusal, a question) cuts the one being spoken and drops those
waiting. Where no engine exists, or one fails, speech goes silent and the game plays on.

Tests use :class:`CapturingEngine`: it records each text it would have spoken.
"""

from __future__ import annotations

import logging
import queue
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

VOICES = {"en": "en", "hr": "hr", "ru": "ru"}
"""The voice language of each UI language (speech-dispatcher and eSpeak NG codes)."""


class Engine:
    """A speech engine: :meth:`speak` says one text (returns when done or cut),
    :meth:`stop` (any thread) cuts what is being said."""

    name = "none"

    def speak(self, text: str, language: str) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def stop(self) -> None:
        """Cut the text being spoken (nothing by default)."""


class CommandEngine(Engine):
    """A command-line speaker run once per text (``spd-say``, ``espeak-ng``).

    Args:
        argv: the command for ``(text, voice)``.
        cancel: a command that silences the speaker (``spd-say -C``), or ``None``: the
            running process is ended instead.
    """

    def __init__(self, name: str, argv: Callable[[str, str], list[str]],
                 cancel: list[str] | None = None) -> None:
        self.name = name
        self.argv = argv
        self.cancel = cancel
        self._process: subprocess.Popen[bytes] | None = None

    def speak(self, text: str, language: str) -> None:
        voice = VOICES.get(language, "en")
        self._process = subprocess.Popen(self.argv(text, voice), stdin=subprocess.DEVNULL,
                                         stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL)
        self._process.wait()

    def stop(self) -> None:
        process = self._process
        if self.cancel is not None:
            subprocess.run(self.cancel, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           check=False)
        if process is not None and process.poll() is None:
            process.terminate()


class Pyttsx3Engine(Engine):  # pragma: no cover - Windows and macOS
    """``pyttsx3`` (SAPI5 on Windows, NSSpeechSynthesizer on macOS), made on the worker
    thread that uses it; the voice is the first whose languages or id name the UI's."""

    name = "pyttsx3"

    def __init__(self) -> None:
        self._engine: Any = None
        self._language = ""

    def speak(self, text: str, language: str) -> None:
        import pyttsx3

        if self._engine is None:
            self._engine = pyttsx3.init()
        if language != self._language:
            self._language = language
            for voice in self._engine.getProperty("voices"):
                tags = [str(t).lower() for t in getattr(voice, "languages", [])]
                if any(language in tag for tag in tags) or f"{language}" in voice.id.lower():
                    self._engine.setProperty("voice", voice.id)
                    break
        self._engine.say(text)
        self._engine.runAndWait()

    def stop(self) -> None:
        if self._engine is not None:
            self._engine.stop()


class CapturingEngine(Engine):
    """Records what would be spoken (tests): :attr:`spoken` is ``[(text, language)]`` in
    the order spoken."""

    name = "capture"

    def __init__(self) -> None:
        self.spoken: list[tuple[str, str]] = []
        self.stops = 0

    def speak(self, text: str, language: str) -> None:
        self.spoken.append((text, language))

    def stop(self) -> None:
        self.stops += 1


def system_engine(platform: str | None = None,
                  which: Callable[[str], str | None] = shutil.which) -> Engine | None:
    """The system's speech engine, or ``None`` when there is none.

    Args:
        platform: ``sys.platform`` by default.
        which: finds a command on the path (``shutil.which``).
    """
    platform = platform or sys.platform
    if platform.startswith("win") or platform == "darwin":
        try:
            import pyttsx3  # noqa: F401
        except Exception:  # noqa: BLE001 - not installed, or its driver does not load
            return None
        return Pyttsx3Engine()
    spd = which("spd-say")
    if spd is not None:
        return CommandEngine("spd-say", lambda text, voice: [spd, "-w", "-l", voice, text],
                             cancel=[spd, "-C"])
    espeak = which("espeak-ng")
    if espeak is not None:
        return CommandEngine("espeak-ng", lambda text, voice: [espeak, "-v", voice, text])
    return None


class Speech:
    """Speaks texts in order on a worker thread, never blocking the caller.

    Args:
        engine: the engine (``None``: silent; :func:`system_engine` finds the system's).

    Attributes:
        engine: the engine speaking (``None`` when silent).
    """

    def __init__(self, engine: Engine | None) -> None:
        self.engine = engine
        self._queue: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self.heard: list[tuple[str, str, bool]] = []
        """Every text handed to :meth:`say`, in order: ``(text, language, urgent)`` (what
        reached the speech layer; an urgent one drops texts still waiting)."""

    def say(self, text: str, language: str, urgent: bool = False) -> None:
        """Speak ``text`` in ``language``'s voice after what is queued (``urgent``: cut
        what is being said and drop what waits). Returns at once."""
        engine = self.engine
        if engine is None or not text:
            return
        self.heard.append((text, language, urgent))
        del self.heard[:-200]
        if urgent:
            self.stop()
        self._queue.put((text, language))
        if self._worker is None:
            self._worker = threading.Thread(target=self._run, name="speech", daemon=True)
            self._worker.start()

    def stop(self) -> None:
        """Cut what is being said and drop what waits (returns at once)."""
        try:
            while True:
                self._queue.get_nowait()
                self._queue.task_done()
        except queue.Empty:
            pass
        engine = self.engine
        if engine is not None:
            try:
                engine.stop()
            except Exception:  # noqa: BLE001 - speech never breaks the game
                log.debug("the speech engine could not stop", exc_info=True)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                engine = self.engine
                if engine is None:
                    continue
                try:
                    engine.speak(*item)
                except Exception:  # noqa: BLE001 - an engine that fails goes silent
                    log.warning("speech failed; the game stays silent", exc_info=True)
                    self.engine = None
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until everything queued was spoken (tests, quitting)."""
        if self._worker is not None:
            self._queue.join()

    def close(self) -> None:
        """Stop speaking and end the worker."""
        self.stop()
        if self._worker is not None:
            self._queue.put(None)
            self._worker.join(timeout=2.0)
            self._worker = None
