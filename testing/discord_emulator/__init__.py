"""A local emulator of the Discord API (REST + gateway) for end-to-end tests of a discord.py bot.

Start a ``DiscordEmulator``, build guilds, channels and members, point discord.py at it with
``pointed_at`` and ``start_client``, inject slash commands, autocomplete, button clicks, select
choices and modal submissions as members, and read back every message, edit, deletion, thread,
DM, ephemeral reply and REST call. The package does not import the bot.
"""

from .components import Component, SelectOption
from .discordpy import RunningClient, pointed_at, start_client
from .emulator import DiscordEmulator
from .interactions import (
    CallbackType,
    InjectionError,
    Interaction,
    InteractionFailed,
    InteractionHandle,
    InteractionOutcome,
    InteractionType,
)
from .model import (
    AppCommand,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Member,
    Message,
    MessageFlag,
    Revision,
    Role,
    Upload,
    User,
)
from .permissions import BOT_DEFAULT, EVERYONE_DEFAULT, Permission
from .recorder import RestCall

__all__ = [
    "BOT_DEFAULT",
    "EVERYONE_DEFAULT",
    "AppCommand",
    "Attachment",
    "CallbackType",
    "Channel",
    "ChannelType",
    "Component",
    "DiscordEmulator",
    "Guild",
    "InjectionError",
    "Interaction",
    "InteractionFailed",
    "InteractionHandle",
    "InteractionOutcome",
    "InteractionType",
    "Member",
    "Message",
    "MessageFlag",
    "Permission",
    "RestCall",
    "Revision",
    "Role",
    "RunningClient",
    "SelectOption",
    "Upload",
    "User",
    "pointed_at",
    "start_client",
]
