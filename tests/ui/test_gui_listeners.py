"""arcade.gui reads each listener shape's signature once (game/ui/patches.py), same answers."""

from __future__ import annotations

import functools
import inspect
import sys

import pytest

import game.ui.gui  # noqa: F401  (imports arcade.gui safely, with the patches)
from game.ui.patches import listener_shape, remember_listener_kinds

KINDS = sys.modules["arcade.gui.property"]._ListenerType
ORIGINAL = KINDS.detect_callback_type._original


class Owner:
    def none(self):
        return None

    def value(self, value):
        return value

    def new_old(self, instance, new, old):
        return new

    def defaults(self, a=1, *, b=2):
        return a

    def star(self, *args):
        return args


class Calls:
    def __call__(self, instance):
        return instance


def plain(instance, value=None):
    return value


def kw_only(*, a):
    return a


@functools.wraps(plain)
def wrapped(*args):
    return args


def signed(a, b):
    return a


signed.__signature__ = inspect.Signature()  # type: ignore[attr-defined]

CALLBACKS = [
    Owner().none, Owner().value, Owner().new_old, Owner().defaults, Owner().star,
    Owner.none, Owner.value, Owner.new_old, Calls(), plain, kw_only, wrapped, signed,
    lambda: 0, lambda a: a, lambda a, b: a, lambda a, b, c: a, lambda a=1, b=2, c=3: a,
    lambda *a: a, functools.partial(plain, 1), print, Owner().__init__,
]


def test_it_is_installed_once():
    method = KINDS.detect_callback_type
    assert method._remembers and remember_listener_kinds()
    assert KINDS.detect_callback_type is method  # not wrapped twice


def answer(detect, callback):
    """The kind ``detect`` gives, or the error it raises (four parameters: no kind)."""
    try:
        return detect(callback)
    except TypeError as exc:
        return str(exc)


@pytest.mark.parametrize("callback", CALLBACKS, ids=repr)
def test_the_kind_is_arcades_own_answer_asked_twice(callback):
    expected = answer(ORIGINAL, callback)
    assert answer(KINDS.detect_callback_type, callback) == expected
    assert answer(KINDS.detect_callback_type, callback) == expected


def test_the_same_code_with_other_defaults_is_asked_anew():
    def make(defaults):
        def listener(a, b, c):
            return a
        listener.__defaults__ = defaults
        return listener

    answers = [KINDS.detect_callback_type(make(d)) for d in (None, (1,), (1, 2), (1, 2, 3))]
    assert answers == [ORIGINAL(make(d)) for d in (None, (1,), (1, 2), (1, 2, 3))]
    assert answers[0] != answers[1]  # (a, b, c) takes new and old; (a, b, c=1) the value


def test_callables_whose_signature_is_their_own_are_not_remembered():
    assert listener_shape(wrapped) is None
    assert listener_shape(signed) is None
    assert listener_shape(functools.partial(plain, 1)) is None
    assert listener_shape(print) is None


def test_a_scene_built_again_reads_no_signature(app, monkeypatch):
    """Building Settings binds ~2 200 listeners; once each shape is known, none of them
    costs an ``inspect.signature`` (a third of the scene's build time before)."""
    from game.ui.navigator import open_scene

    open_scene(app.nav, "settings")
    reads = []
    real = inspect.signature
    monkeypatch.setattr(inspect, "signature", lambda f, **kw: reads.append(f) or real(f, **kw))
    app.current_view.relayout()
    assert app.current_view.builds == 2
    assert reads == []
