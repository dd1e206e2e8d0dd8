"""The one way the game reads a file and decodes its text and JSON, whatever the file.

Every reader of the game (its own files: settings, the journal, the saved game of an older
version, the records waiting for the history; and the files a player names: a saved game
to replay or import) reads through :func:`read_limited` and decodes through
:func:`decode_text` or :func:`decode_json`, so each fault of a file is caught the same way:

* only a regular file is read: a folder, a device (``/dev/zero``), a FIFO or a socket is
  refused from its metadata, before it is opened, and a FIFO is opened without waiting
  for a writer (``O_NONBLOCK``) should it appear between the check and the open;
* a file larger than the reader's limit is refused from its metadata, and the read itself
  stops one byte past the limit (a file that grows while read, or a size the metadata
  does not tell, never fills the memory);
* text must be UTF-8 (a byte-order mark, which Windows Notepad writes, is skipped);
* JSON must be JSON: nested too deeply (Python's ``RecursionError``), numbers that are not
  finite (``NaN``, ``Infinity``, ``1e999``) or integers too long to convert are refused
  like any other syntax error.

Every refusal is a :class:`FileRefused` (a ``ValueError``) with a one-line English message
and a translatable template; the operating system's own errors (no such file, no
permission) stay :class:`OSError`, as the callers handle them already.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from game.i18n import N_, english

CHUNK_BYTES = 1 << 20
"""Bytes read at a time."""

_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))
"""Open for reading, never waiting for a FIFO's writer nor taking a terminal."""


class FileRefused(ValueError):
    """A file that is not read or whose content is not what its reader takes.

    Attributes:
        template: The English message with ``{placeholders}``, marked for translation.
        params: The values of the placeholders.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(english(template, params))


NOT_REGULAR = N_("not a regular file")
A_FOLDER = N_("a folder, not a file")
TOO_LARGE = N_("larger than {limit} bytes")
NOT_TEXT = N_("not UTF-8 text")
NOT_JSON = N_("not valid JSON")
NOT_JSON_AT = N_("not valid JSON (line {line}, column {column})")
TOO_DEEP = N_("JSON nested too deeply")


def _check_metadata(mode: int, size: int, limit: int) -> None:
    if stat.S_ISDIR(mode):
        raise FileRefused(A_FOLDER)
    if not stat.S_ISREG(mode):
        raise FileRefused(NOT_REGULAR)
    if size > limit:
        raise FileRefused(TOO_LARGE, limit=limit)


def read_limited(path: Path | str, limit: int) -> bytes:
    """Read a whole regular file of at most ``limit`` bytes.

    Args:
        path: The file.
        limit: The largest size accepted, in bytes.

    Returns:
        The file's bytes.

    Raises:
        FileRefused: It is a folder, a device, a FIFO or a socket, or it is (or grows,
            while read) larger than ``limit``.
        OSError: The system's errors: no such file, no permission, an I/O error.
    """
    info = os.stat(path)
    _check_metadata(info.st_mode, info.st_size, limit)
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)  # the file opened may not be the one looked at
        _check_metadata(info.st_mode, info.st_size, limit)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, CHUNK_BYTES))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        if left <= 0:
            raise FileRefused(TOO_LARGE, limit=limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_text(data: bytes) -> str:
    """The text of a file's bytes: UTF-8, a leading byte-order mark skipped.

    Raises:
        FileRefused: The bytes are not UTF-8.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused(NOT_TEXT) from None


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"the number {text[:20]} is too large")
    return value


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number")


def parse_json(text: str) -> Any:
    """Decode one JSON text: finite numbers only.

    Raises:
        FileRefused: Not JSON, nested too deeply, or a number that is not finite (``NaN``,
            ``Infinity``, an overflowing exponent) or an integer too long to convert.
    """
    try:
        return json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except RecursionError:
        raise FileRefused(TOO_DEEP) from None
    except json.JSONDecodeError as exc:
        raise FileRefused(NOT_JSON_AT, line=exc.lineno, column=exc.colno) from None
    except (ValueError, OverflowError, TypeError):
        raise FileRefused(NOT_JSON) from None


def decode_json(data: bytes) -> Any:
    """Decode a file's bytes as UTF-8 JSON (:func:`decode_text`, :func:`parse_json`).

    Raises:
        FileRefused: Not UTF-8 or not JSON (as :func:`parse_json`).
    """
    return parse_json(decode_text(data))
