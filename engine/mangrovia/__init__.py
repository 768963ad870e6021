"""Mangrovia (Eilif Svensson, Zoch 2014): the engine (rules/mangrovia.md). The board map is a stand-in.

``GAME`` is declared in ``declaration``; it is not exported here until the game has a renderer
(the registry takes every package whose ``__init__`` exports ``GAME``).
"""
