"""Easy Harp and Eight Off: a solitaire app built on an event-sourced rules engine."""

__version__ = "0.1.0"
