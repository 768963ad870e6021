"""The emulator as its parts see it: the protocols the gateway, the events and the REST handlers are written against.

:class:`~discord_emulator.emulator.DiscordEmulator` builds its parts and hands itself to each. A
part names the emulator by what it uses of it: :class:`Host` here (its world, its records and
the helpers every part shares), ``EventsHost`` beside the events (the host and its gateway) and
``ApiHost`` for the REST handlers (that and the events and interactions). So no part imports
the module that builds it, and a reader sees at a glance what each part may touch.
"""

from typing import Any, Literal, Protocol

from .content import MessageComposer
from .faults import Faults
from .model import Channel, Guild, Message, World
from .payloads import Payloads
from .recorder import Recorder

ArchivedThreadPolicy = Literal["refuse", "unarchive"]


class Host(Protocol):
    """What every part of the emulator may use of it (see ``DiscordEmulator`` for what each is)."""

    token: str
    response_deadline: float
    token_lifetime: float
    archived_thread_policy: ArchivedThreadPolicy
    world: World
    recorder: Recorder
    faults: Faults
    composer: MessageComposer
    payloads: Payloads
    unsupported: list[str]
    internal_errors: list[str]

    @property
    def gateway_url(self) -> str:
        """The gateway URL."""

    def store_message(self, message: Message, *, notify: bool) -> None:
        """Keep a new message; ``notify`` records its mentions as pings."""

    def delete_message(self, message: Message) -> None:
        """Mark a message deleted and tell the gateway."""

    def dm_channel_for(self, user_id: int) -> Channel:
        """The bot's DM channel with a user, created on first use."""

    def guild_create_payload(self, guild: Guild, intents: int) -> dict[str, Any]:
        """GUILD_CREATE for a session with these intents."""
