"""Messages built from the service's outcomes: text, images, components, pings (DESIGN.md "Bot").

One module per flow, as the cogs and the service are split: ``lobby``, ``play`` (the board, turn
records, results, the panel and DMs), ``info``, ``clock``, ``replay``, ``mine``, ``stats``,
``campaign``; ``common`` holds what every message shares and ``choices`` a decision's options
as components. Callers import the module of their flow (``from bot.present import play as
present_play``); nothing is re-exported here.
"""
