"""Placeholder: this command module is filled in by its own issue."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    del sub
