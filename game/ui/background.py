"""Work that would hold the frame loop for seconds, run on a worker thread instead.

A :class:`BackgroundJob` runs one call on a daemon thread; the scene that started it asks
:attr:`BackgroundJob.done` from its ``on_update`` and takes :meth:`BackgroundJob.result`
there, on the window's thread (where the history database and the widgets live). The call
must touch nothing the window uses meanwhile: reading and verifying a file is such a call.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class BackgroundJob(Generic[T]):
    """``work()`` running on its own daemon thread from the moment this is made.

    Args:
        work: the call (no arguments; bind them with a lambda or ``functools.partial``).

    Attributes:
        started: :func:`time.monotonic` when it started, seconds.
    """

    def __init__(self, work: Callable[[], T]) -> None:
        self.started = time.monotonic()
        self._work = work
        self._value: T | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        threading.Thread(target=self._run, name="background-job", daemon=True).start()

    def _run(self) -> None:
        try:
            self._value = self._work()
        except BaseException as error:  # noqa: BLE001 - handed to the window's thread
            self._error = error
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        """Whether the call has returned or raised."""
        return self._done.is_set()

    def seconds(self) -> float:
        """Seconds since it started."""
        return time.monotonic() - self.started

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until it is done (tests, quitting); whether it is."""
        return self._done.wait(timeout)

    def result(self) -> T:
        """What the call returned, or its exception raised here.

        Raises:
            RuntimeError: it is not done yet.
        """
        if not self._done.is_set():
            raise RuntimeError("the background job is not done")
        if self._error is not None:
            raise self._error
        return self._value  # type: ignore[return-value]
