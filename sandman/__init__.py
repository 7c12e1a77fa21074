"""Sandman: an on-device dream-journal companion for small language models."""

__version__ = "0.1.0"
