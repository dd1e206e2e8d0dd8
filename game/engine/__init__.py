"""Pure-Python rules engine: never imports arcade or pyglet."""
