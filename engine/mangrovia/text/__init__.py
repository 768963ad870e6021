"""Every player-facing string of Mangrovia, one module per role.

``names`` (cards, spaces, piers, payments), ``prompts`` (decision prompts and context lines),
``labels`` (option labels), ``events``, ``refusals`` (``IllegalAction`` texts) and ``summary``
(the rules summary and result labels). Fixed strings are UPPER_CASE constants; functions remain
only where the text depends on arguments.
"""
