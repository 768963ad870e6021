"""The lobby's and the log's rules, with the words a player reads: pure functions, no database.

The repository calls them inside its transactions, on the locked game's status and seats
(DESIGN.md "Storage"). Each refusal raises the storage error whose message is shown as is.

- **Lobby.** The creator is seated first; others join up to the game's seat count (at a table by
  invitation, only the members invited; the creator may invite more before the start). Anyone may
  leave a lobby; when the creator leaves, the earliest remaining player becomes the creator,
  and a lobby left empty is abandoned. Only the creator may change the options or start, with
  a player count in the game's range.
- **Undo.** A seat may take back the latest row of the log if it is that seat's own move,
  revealed nothing, and was not auto-played; one step only.
"""

from collections.abc import Iterable, Sequence

from engine.core import GameSpec
from i18n import Text, _, n_
from storage.errors import CannotUndo, GameNotActive, LobbyError, NotSeated
from storage.models import ActionKind, GameStatus
from storage.records import ActionRecord

NOT_ACTIVE = {
    GameStatus.LOBBY: _("This game has not started yet."),
    GameStatus.FINISHED: _("This game is over."),
    GameStatus.ABANDONED: _("This game was abandoned."),
}
NOT_IN_LOBBY = {
    GameStatus.ACTIVE: _("This game has already started."),
    GameStatus.FINISHED: _("This game is over."),
    GameStatus.ABANDONED: _("This game was abandoned."),
}
ALREADY_JOINED = _("You have already joined this game.")
NOT_JOINED = _("You have not joined this game.")
RESIGN_INSTEAD = _("The game has started: resign instead of leaving.")
ONLY_CREATOR_STARTS = _("Only the player who opened the lobby, a game host or a moderator can start the game.")
ONLY_CREATOR_CHANGES = _("Only the player who opened the lobby can change the game's options.")
RESIGNED = _("You resigned from this game; your turns are played for you.")
NOTHING_TO_UNDO = _("There is no move to take back yet.")
ALREADY_UNDONE = _("The last move was already taken back; you can take back one move at a time.")
AUTO_PLAYED = _(
    "The last move was made automatically (resigned, timed out or a standing order); it cannot be taken back."
)
SEAT_OPEN = _("Your seat is open for a substitute after your timeouts; press “Take this seat” in the thread to return.")
NOT_OPEN = _("That seat is not open: its player still plays it.")
ALREADY_PLAYING = _("You already play in this game.")
VOTE_OVER = _("That vote is over: the player has moved or the table already decided.")
ALREADY_VOTED = _("You already voted on this.")
NOT_ON_YOURSELF = _("You cannot vote on your own seat.")
NO_SUCH_SEAT = _("There is no such seat in this game.")
NOT_EXPELLABLE = _("That seat has no player to expel: it is a bot's, open or resigned.")
NOT_WAITED_ON = _("The game is not waiting on that seat now, so it has no timeout move to play.")
NO_CLOCK = _("This game has no clock.")
NOT_WAITED_ON = _("Nothing is asked of you right now, so your clock is not running.")
ALREADY_ASKED = _("You already asked for more time for this move.")
NOTHING_ASKED = _("That player has not asked for more time for this move (or has moved since).")
ALREADY_GRANTED = _("The table already granted a day for this move.")
GRANT_OWN = _("Another player has to grant you more time.")
NOT_YOUR_MOVE = _("Only the player who made the last move can take it back.")
REVEALED = _("Your last move revealed something, so it cannot be taken back.")
OLD_HISTORY = _(
    "This game's earlier moves were recorded under an older version of the rules engine, "
    "so they cannot be replayed to take a move back. Play on; undo works again in new games."
)


def check_lobby(status: str) -> None:
    """``LobbyError`` unless the game is still in its lobby."""
    if status != GameStatus.LOBBY:
        raise LobbyError(NOT_IN_LOBBY[GameStatus(status)])


def check_active(status: str) -> None:
    """``GameNotActive`` unless the game is being played."""
    if status != GameStatus.ACTIVE:
        raise GameNotActive(NOT_ACTIVE[GameStatus(status)])


BY_INVITATION = _("This table is by invitation only: ask its creator to invite you, or open a game of your own.")
ONLY_CREATOR_INVITES = _("Only the player who opened the lobby can invite members.")
COLOUR_TAKEN = _("Another player has already picked that colour; pick one of those left.")
NO_SUCH_COLOUR = _("That colour is not one of this game's.")
PICK_AFTER_JOINING = _("Join the game first, then pick your colour.")
NOT_FINISHED = _("A rematch can be opened once the game is over.")
NOT_A_PLAYER = _("Only the game's players can open its rematch.")


def check_join(
    status: str, spec: GameSpec, seated: Sequence[int], user_id: int, invited: Sequence[int] | None = None
) -> None:
    """Whether ``user_id`` may join a lobby where ``seated`` sit; ``invited``: who may join (None: anyone)."""
    check_lobby(status)
    if user_id in seated:
        raise LobbyError(ALREADY_JOINED)
    if invited is not None and user_id not in invited:
        raise LobbyError(BY_INVITATION)
    if len(seated) >= spec.max_seats:
        raise LobbyError(
            _("The table is full: {title} is for at most {most} players.", title=spec.title, most=spec.max_seats)
        )


def invitees(members: Iterable[int], creator_id: int) -> list[int]:
    """The members invited to a table, each once, in the order first invited; its creator needs no invitation."""
    return [member for member in dict.fromkeys(members) if member != creator_id]


def is_full(spec: GameSpec, seated: Sequence[int], invited: Sequence[int] | None) -> bool:
    """Whether a lobby is full, for "Start when full".

    Every seat taken, or at a table by invitation every invited member in (with enough players for the game).
    """
    if len(seated) >= spec.max_seats:
        return True
    if invited is None or not invited:
        return False
    return all(member in seated for member in invited) and len(seated) >= spec.min_seats


def check_leave(status: str, seated: Sequence[int], user_id: int) -> None:
    """Whether ``user_id`` may leave the lobby."""
    if user_id not in seated:
        raise NotSeated(NOT_JOINED)
    if status == GameStatus.ACTIVE:
        raise LobbyError(RESIGN_INSTEAD)
    check_lobby(status)


def creator_after_leaving(creator_id: int, seated: Sequence[int], leaving: int) -> int | None:
    """Who opens the lobby once ``leaving`` left (None: nobody is left, the lobby is abandoned)."""
    remaining = [user for user in seated if user != leaving]
    if not remaining:
        return None
    return remaining[0] if creator_id == leaving else creator_id


def check_start(
    status: str, spec: GameSpec, creator_id: int, user_id: int, players: int, *, host: bool = False
) -> None:
    """Whether ``user_id`` may start the lobby with ``players`` seated (``host``: they moderate the server's games)."""
    check_lobby(status)
    if user_id != creator_id and not host:
        raise LobbyError(ONLY_CREATOR_STARTS)
    if not spec.min_seats <= players <= spec.max_seats:
        raise LobbyError(
            _(
                "{title} is for {least} to {most} players; {players} joined.",
                title=spec.title,
                least=spec.min_seats,
                most=spec.max_seats,
                players=players,
            )
        )


def check_options_change(status: str, creator_id: int, user_id: int) -> None:
    """Whether ``user_id`` may change the lobby's game options."""
    check_lobby(status)
    if user_id != creator_id:
        raise LobbyError(ONLY_CREATOR_CHANGES)


def check_playing(seat_exists: bool, resigned: bool, open_seat: bool = False) -> None:
    """``NotSeated`` unless the seat exists and its player still plays it."""
    if not seat_exists:
        raise NotSeated()
    if resigned:
        raise NotSeated(RESIGNED)
    if open_seat:
        raise NotSeated(SEAT_OPEN)


def undoable_move(log: Sequence[ActionRecord], seat: int) -> ActionRecord:
    """The latest row if ``seat`` may take it back; :class:`CannotUndo` with the reason otherwise."""
    if not log:
        raise CannotUndo(NOTHING_TO_UNDO)
    latest = log[-1]
    if latest.kind == ActionKind.UNDO:
        raise CannotUndo(ALREADY_UNDONE)
    if latest.auto:
        raise CannotUndo(AUTO_PLAYED)
    if latest.seat != seat:
        raise CannotUndo(NOT_YOUR_MOVE)
    if not latest.undoable:
        raise CannotUndo(REVEALED)
    return latest


def over_limit(held: int, limit: int) -> Text:
    """The refusal of a member who already sits at the server's most open games per member."""
    return n_(
        "This server allows each member {n} open game at a time (lobbies included), and you are in {held}: "
        "finish or leave one first.",
        "This server allows each member {n} open games at a time (lobbies included), and you are in {held}: "
        "finish or leave one first.",
        limit,
        held=held,
    )
