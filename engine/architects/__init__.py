"""Architects of the West Kingdom (Shem Phillips, S J Macdonald): the engine (rules/architects-of-the-west-kingdom.md).

``GAME`` is declared in ``declaration``. It is not re-exported here yet: the registry offers
every package that exports ``GAME``, and this game has no renderer so far.
"""
