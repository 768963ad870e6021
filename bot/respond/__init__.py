"""Interaction flows shared by commands and components: defer, call the service, answer, show the change.

Every flow answers within Discord's 3 seconds by deferring first: ephemerally ("thinking")
when the click came from a public message, or as an in-place update when it came from the
clicker's own ephemeral turn panel, which is then edited with the new panel. Refusals that
come with the current panel (an earlier turn's button, another seat's button, nothing asked
of you) are answered here; everything else goes to the one error mapper (``bot/errors.py``).

:class:`Responder` is made of one part per flow, as the cogs, the service and ``bot/present/``
are split: ``answering`` (deferring, showing, the panel after a move), ``play`` (choices, forms,
pages, ``/play``, undo, confirmed resign and abandon), ``lobby``, ``clock`` (the table's calls,
more time), ``replay``, ``stats`` (history pages) and ``campaign`` (its messages' components).
"""

from bot.choreography import Choreographer
from bot.respond.campaign import CampaignFlows, CampaignResponses
from bot.respond.clock import ClockResponses
from bot.respond.lobby import LobbyResponses
from bot.respond.play import PlayResponses
from bot.respond.replay import ReplayResponses
from bot.respond.stats import StatsResponses
from bot.service import GameService


class Responder(PlayResponses, LobbyResponses, ClockResponses, ReplayResponses, StatsResponses, CampaignResponses):
    """The flows behind ``/play``, the turn panel, the option components, the lobby and confirmations."""

    def __init__(
        self, service: GameService, choreographer: Choreographer, campaigns: CampaignFlows | None = None
    ) -> None:
        self.service = service
        self.choreographer = choreographer
        self.campaigns = campaigns  # the campaign messages' flows (bot/campaigns.py)
