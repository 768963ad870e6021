"""Permission bits used by the emulator (topics/permissions), and the defaults it gives roles."""

from enum import IntFlag


class Permission(IntFlag):
    """The permission bits the emulator knows about, with Discord's values."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38


ALL = (1 << 51) - 1

EVERYONE_DEFAULT = (
    Permission.CREATE_INSTANT_INVITE
    | Permission.ADD_REACTIONS
    | Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.CHANGE_NICKNAME
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.CREATE_PUBLIC_THREADS
    | Permission.CREATE_PRIVATE_THREADS
    | Permission.SEND_MESSAGES_IN_THREADS
)

BOT_DEFAULT = EVERYONE_DEFAULT | Permission.MANAGE_MESSAGES | Permission.MANAGE_THREADS | Permission.MENTION_EVERYONE


def as_bits(permissions: int) -> int:
    """Accept a Permission, a plain int or anything with an int ``value`` (e.g. ``discord.Permissions``)."""
    value = getattr(permissions, "value", permissions)
    return int(value)
