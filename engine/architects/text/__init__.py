"""Every player-facing string of Architects of the West Kingdom, one module per role.

``names`` (locations, goods, cards), ``prompts`` (decision prompts and context lines),
``labels`` (option labels), ``events``, ``refusals`` (``IllegalAction`` texts) and ``summary``
(the rules summary and result labels). Fixed strings are UPPER_CASE constants; functions
remain only where the text depends on arguments. Rules modules import the role they need.
"""
