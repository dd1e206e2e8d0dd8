"""The sound driver, chosen deliberately before arcade (and so pyglet) is imported.

pyglet opens its audio driver while ``pyglet.media`` is imported, which ``import arcade``
does, and arcade replaces pyglet's list of drivers with its own unless the environment
variable ``ARCADE_SOUND_BACKENDS`` is set. Left alone, a machine with OpenAL and ALSA but
no sound card prints nine ``ALSA lib …`` / ``AL lib: (EE) …`` lines on every start (and
before the one error line of a failed command). So the game decides which driver pyglet
may try, *before* arcade is imported, in one place: :func:`prepare_audio` (called by
``game/ui/__init__.py``, so every entry point that reaches arcade goes through it).

The choice (:func:`audio_backends`):

* ``HARP_EIGHT_AUDIO`` (comma-separated pyglet driver names, e.g. ``silent`` or
  ``pulse,openal,silent``) overrides everything; so does an ``ARCADE_SOUND_BACKENDS`` the
  player set;
* ``quiet=True`` (screenshots, the self-test: nothing is ever heard there): ``silent``;
* Windows: ``xaudio2``, ``directsound``, then ``silent``; macOS: ``openal`` (part of the
  system), then ``silent``;
* Linux and other Unix: ``pulse`` when a PulseAudio (or PipeWire) server is there to talk
  to, ``openal`` only when the kernel lists a sound card (``/proc/asound/cards``), and
  ``silent`` always last. With no server and no card the game is silent without probing
  a device, so no library prints anything.

Whatever a native library still writes to the process's standard error while the driver
opens (a card that exists but is busy, say) is captured at the file-descriptor level and
logged at debug level, not shown: the game's stderr carries only its own messages.

For sound playback (helper modules that load and play sounds): import this module's
:func:`chosen_backends` to know what was allowed and :func:`driver_name` (after arcade is
imported) for the driver pyglet actually opened; with ``"silent"`` sounds load and play
without being heard, and nothing raises.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

log = logging.getLogger(__name__)

OVERRIDE_ENV = "HARP_EIGHT_AUDIO"
"""Environment variable naming the pyglet audio drivers to try, comma-separated."""

ARCADE_ENV = "ARCADE_SOUND_BACKENDS"
"""The variable arcade reads at import for pyglet's driver list."""

KNOWN_BACKENDS = ("pulse", "openal", "xaudio2", "directsound", "silent")
"""Driver names pyglet 2 knows."""

ALSA_CARDS = Path("/proc/asound/cards")
"""The kernel's list of sound cards on Linux."""

NOISE_PREFIXES = ("ALSA lib ", "AL lib: ", "ALSOFT", "[ALSOFT]")
"""Lines native sound libraries print on their own while a driver opens."""

_chosen: tuple[str, ...] | None = None


def _parse(text: str) -> tuple[str, ...]:
    names = tuple(n.strip().lower() for n in text.split(",") if n.strip())
    names = tuple(n for n in names if n in KNOWN_BACKENDS)
    return names if names and names[-1] == "silent" else (*names, "silent")


def has_sound_card(cards: Path = ALSA_CARDS) -> bool:
    """Whether the Linux kernel lists a sound card.

    Args:
        cards: The kernel's list (``/proc/asound/cards``).

    Returns:
        ``False`` when the file is missing (no ALSA, a container), unreadable, or says
        ``--- no soundcards ---``.
    """
    try:
        text = cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return bool(text.strip()) and "no soundcards" not in text


def has_pulse_server(env: Mapping[str, str] = os.environ) -> bool:
    """Whether a PulseAudio-compatible server (PulseAudio, PipeWire) can be reached.

    Args:
        env: The environment (``PULSE_SERVER``, ``XDG_RUNTIME_DIR``).

    Returns:
        ``True`` when ``PULSE_SERVER`` is set or the user's ``pulse/native`` socket exists.
    """
    if env.get("PULSE_SERVER"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR")
    return bool(runtime) and Path(runtime, "pulse", "native").exists()


def audio_backends(
    *, quiet: bool = False, env: Mapping[str, str] = os.environ, platform: str = sys.platform,
    cards: Path = ALSA_CARDS,
) -> tuple[str, ...]:
    """The pyglet audio drivers to try, in order (always ending with ``"silent"``).

    Args:
        quiet: Nothing will be heard (screenshots, self-test): only ``"silent"``.
        env: The environment (see the module docstring for the variables read).
        platform: ``sys.platform``.
        cards: The kernel's list of sound cards (Linux).

    Returns:
        Driver names for ``pyglet.options.audio``.
    """
    override = env.get(OVERRIDE_ENV) or env.get(ARCADE_ENV)
    if override:
        return _parse(override)
    if quiet:
        return ("silent",)
    if platform.startswith("win") or platform == "cygwin":
        return ("xaudio2", "directsound", "silent")
    if platform == "darwin":
        return ("openal", "silent")
    names: list[str] = []
    if has_pulse_server(env):
        names.append("pulse")
    if has_sound_card(cards):
        names.append("openal")
    return (*names, "silent")


@contextlib.contextmanager
def native_stderr_captured() -> Iterator[list[str]]:
    """Capture what native code writes to file descriptor 2 while the block runs.

    Yields:
        A list that, after the block, holds the captured lines. Lines that are not known
        sound-library noise (:data:`NOISE_PREFIXES`) are written back to stderr; the noise
        is logged at debug level. Where fd 2 cannot be redirected (no console), the block
        simply runs.
    """
    lines: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield lines
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield lines
        finally:
            with contextlib.suppress(OSError, AttributeError, ValueError):
                sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            lines.extend(sink.read().decode("utf-8", "replace").splitlines())
    for line in lines:
        if line.startswith(NOISE_PREFIXES):
            log.debug("sound library: %s", line)
        else:
            print(line, file=sys.stderr)


def prepare_audio(*, quiet: bool = False) -> tuple[str, ...]:
    """Choose the audio drivers, then import arcade with native noise kept off stderr.

    Call before anything imports arcade or ``pyglet.media`` (``game.ui`` does it on its
    own import; ``python -m game`` first, with ``quiet`` for screenshots). A second call
    returns the first choice. arcade is imported without the parts the game never uses
    (:func:`game.lean_imports.trim_arcade_imports`: no Tiled map parser, no FFmpeg probe).

    Args:
        quiet: Nothing will be heard (screenshots, self-test): use only ``"silent"``.

    Returns:
        The drivers pyglet may try, in order.
    """
    global _chosen
    if _chosen is not None:
        return _chosen
    if "pyglet.media" in sys.modules:  # too late to choose: say what pyglet was given
        import pyglet

        _chosen = tuple(pyglet.options["audio"])
        return _chosen
    _chosen = audio_backends(quiet=quiet)
    from game.lean_imports import trim_arcade_imports

    trim_arcade_imports()
    import pyglet  # the package alone opens nothing

    # arcade imports pyglet.media (which opens the driver) before its own sound module
    # would apply ARCADE_SOUND_BACKENDS, so pyglet is told directly; the variable keeps
    # arcade's later assignment the same.
    pyglet.options.audio = _chosen
    os.environ[ARCADE_ENV] = ",".join(_chosen)
    if _chosen == ("silent",):
        import arcade  # noqa: F401 - opens pyglet's silent driver, nothing native
    else:
        with native_stderr_captured():
            import arcade  # noqa: F401
    log.debug("audio drivers allowed: %s; opened: %s", _chosen, driver_name())
    return _chosen


def chosen_backends() -> tuple[str, ...] | None:
    """The drivers :func:`prepare_audio` allowed, or ``None`` before it ran."""
    return _chosen


def driver_name() -> str:
    """The name of the driver pyglet opened (``"silent"``, ``"openal"``, ``"pulse"``, …).

    Only meaningful after :func:`prepare_audio`; imports ``pyglet.media``.
    """
    from pyglet.media import get_audio_driver

    driver = get_audio_driver()
    name = type(driver).__module__.rsplit(".", 2)
    return name[-2] if len(name) >= 2 else type(driver).__name__
