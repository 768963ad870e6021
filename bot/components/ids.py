"""Component custom ids: built here, parsed by the DynamicItem templates (DISCORD.md: ``custom_id`` ≤ 100).

Every id starts with ``bg:`` and a one-letter kind, then numbers only, so the longest
(``bg:s:{game}:{version}:{seat}:{page}`` with 19-digit numbers) stays far below Discord's
100 characters. A custom id can be forged, so the templates take ASCII digits only (a regex digit class
would take ``٠``) and :func:`number` bounds what they took: an out-of-range number becomes
one that matches nothing, and the flow refuses it with its usual message. Examples:

- ``bg:o:12:40:1:3``  option 3 of seat 1's decision in game 12 at state version 40 (a button)
- ``bg:s:12:40:1:0``  page 0 of that decision's options (a select menu; values are option indices)
- ``bg:p:12:40:1:2``  show page 2 of those options
- ``bg:e:12:40:1:0``  open the form of typed answer 0 of that decision ("Other amount…"); past the
  typed answers, the form of its set choice typed as names (when its items do not fit one menu)
- ``bg:f:12:40:1:0``  that form (a modal: its submission is no component, the client routes it)
- ``bg:k:12:40:1``    the decision's set choice as one multi-select menu (values are item indices)
- ``bg:t:12``         "Take your turn" in game 12
- ``bg:l:12:join``    the lobby's Join button (``leave``, ``start``, ``bot``: add a bot, ``unbot``: remove one)
- ``bg:l:12:opt:0``   the lobby's first game-option select menu (values ``"{option}:{choice}"``)
- ``bg:l:12:colour``  the lobby's menu of seat colours (values: colour keys); ``bg:l:12:invite`` its menu of
  members to invite (a user select); ``bg:l:12:rematch`` the Rematch button on finished game 12's result
- ``bg:c:12:resign``  confirm resigning from game 12 (``abandon`` likewise)
- ``bg:w:12:1:40:skip``  vote to skip seat 1's overdue decision (decision version 40) in game 12 (``expel``
  likewise); ``grant`` gives seat 1 a day for that decision; ``bg:w:12:1:0:claim`` takes open seat 1
- ``bg:r:12:5:0:next``  replay of game 12: show step 5, the board (view 0; view 2 is seat 1's private
  view); ``first``, ``back`` and ``last`` likewise with their steps; ``jump`` (step: the one shown)
  opens the form ``bg:rf:12:0`` asking a move number
- ``bg:rv:12:5``   the replay's menu of views at step 5 (values: the view numbers)
- ``bg:h:555:2``  page 2 of member 555's ``/game history`` (in the server the click comes from)
- ``bg:m:7:join``  the Join button of campaign 7 (``leave`` likewise)
- ``bg:m:7:1:opt:0``  the first option menu of campaign 7's second title (values ``"{option}:{choice}"``)
"""

import re
from dataclasses import dataclass

from bot.parse import SMALL_MAX, ascii_int, small_int

MAX_CUSTOM_ID = 100

_N = r"(?P<{}>[0-9]{{1,19}})"
NO_GAME = 0  # no game has this id: a forged, out-of-range game number is refused as "no such game"
OUT_OF_RANGE = SMALL_MAX + 1  # no seat, option, page or version of a game is this large

OPTION_TEMPLATE = rf"bg:o:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}:{_N.format('index')}"
SELECT_TEMPLATE = rf"bg:s:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}:{_N.format('page')}"
PAGE_TEMPLATE = rf"bg:p:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}:{_N.format('page')}"
TYPED_TEMPLATE = rf"bg:e:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}:{_N.format('index')}"
FORM_TEMPLATE = rf"bg:f:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}:{_N.format('index')}"
SET_TEMPLATE = rf"bg:k:{_N.format('game')}:{_N.format('version')}:{_N.format('seat')}"
TURN_TEMPLATE = rf"bg:t:{_N.format('game')}"
LOBBY_TEMPLATE = rf"bg:l:{_N.format('game')}:(?P<verb>join|leave|start|bot|unbot|rematch)"
LOBBY_PICK_TEMPLATE = rf"bg:l:{_N.format('game')}:(?P<verb>colour|invite)"
LOBBY_OPTION_TEMPLATE = rf"bg:l:{_N.format('game')}:opt:{_N.format('number')}"
CONFIRM_TEMPLATE = rf"bg:c:{_N.format('game')}:(?P<verb>resign|abandon)"
TABLE_TEMPLATE = (
    rf"bg:w:{_N.format('game')}:{_N.format('seat')}:{_N.format('version')}:(?P<verb>skip|expel|grant|claim)"
)
TABLE_VERBS = ("skip", "expel", "grant", "claim")
REPLAY_TEMPLATE = (
    rf"bg:r:{_N.format('game')}:{_N.format('step')}:{_N.format('view')}:(?P<verb>first|back|next|last|jump)"
)
REPLAY_VERBS = ("first", "back", "next", "last", "jump")
REPLAY_VIEW_TEMPLATE = rf"bg:rv:{_N.format('game')}:{_N.format('step')}"
REPLAY_FORM_TEMPLATE = rf"bg:rf:{_N.format('game')}:{_N.format('view')}"
BOARD_VIEW = 0  # a replay's view number of the board; seat s is view s + 1
HISTORY_TEMPLATE = rf"bg:h:{_N.format('user')}:{_N.format('page')}"
CAMPAIGN_TEMPLATE = rf"bg:m:{_N.format('campaign')}:(?P<verb>join|leave)"
CAMPAIGN_OPTION_TEMPLATE = rf"bg:m:{_N.format('campaign')}:{_N.format('title')}:opt:{_N.format('number')}"
KNOWN_TEMPLATES = (
    OPTION_TEMPLATE,
    SELECT_TEMPLATE,
    PAGE_TEMPLATE,
    TYPED_TEMPLATE,
    SET_TEMPLATE,
    TURN_TEMPLATE,
    LOBBY_TEMPLATE,
    LOBBY_OPTION_TEMPLATE,
    LOBBY_PICK_TEMPLATE,
    CONFIRM_TEMPLATE,
    TABLE_TEMPLATE,
    REPLAY_TEMPLATE,
    REPLAY_VIEW_TEMPLATE,
    HISTORY_TEMPLATE,
    CAMPAIGN_TEMPLATE,
    CAMPAIGN_OPTION_TEMPLATE,
)
# Any other id (one that a modified client forged, or a future version's): answered, never applied.
UNKNOWN_TEMPLATE = r"(?!(?:" + "|".join(re.sub(r"\(\?P<\w+>", "(?:", t) for t in KNOWN_TEMPLATES) + r")\Z).{1,100}"


@dataclass(frozen=True, slots=True)
class ChoiceRef:
    """Where a decision's option component points: game, state version, seat and option index or page."""

    game: int
    version: int
    seat: int
    number: int  # the option index (buttons), the page (selects and page buttons), the typed answer (forms)


def _checked(custom_id: str) -> str:
    assert len(custom_id) <= MAX_CUSTOM_ID, f"custom id too long: {custom_id!r}"
    return custom_id


def option_id(game: int, version: int, seat: int, index: int) -> str:
    """The id of the button for option ``index``."""
    return _checked(f"bg:o:{game}:{version}:{seat}:{index}")


def select_id(game: int, version: int, seat: int, page: int) -> str:
    """The id of the select menu showing ``page`` of a decision's options."""
    return _checked(f"bg:s:{game}:{version}:{seat}:{page}")


def page_id(game: int, version: int, seat: int, page: int) -> str:
    """The id of a button that shows ``page`` of a decision's options."""
    return _checked(f"bg:p:{game}:{version}:{seat}:{page}")


def typed_id(game: int, version: int, seat: int, index: int) -> str:
    """The id of the button that opens the form of typed answer ``index``."""
    return _checked(f"bg:e:{game}:{version}:{seat}:{index}")


def form_id(game: int, version: int, seat: int, index: int) -> str:
    """The id of the form (modal) of typed answer ``index``."""
    return _checked(f"bg:f:{game}:{version}:{seat}:{index}")


def set_id(game: int, version: int, seat: int) -> str:
    """The id of the multi-select menu of a decision's set choice."""
    return _checked(f"bg:k:{game}:{version}:{seat}")


def turn_id(game: int) -> str:
    """The id of a game's "Take your turn" button."""
    return _checked(f"bg:t:{game}")


def lobby_id(game: int, verb: str) -> str:
    """The id of a lobby button: ``verb`` is join, leave, start, bot (add a bot), unbot (remove one) or rematch."""
    assert verb in ("join", "leave", "start", "bot", "unbot", "rematch"), verb
    return _checked(f"bg:l:{game}:{verb}")


def lobby_pick_id(game: int, verb: str) -> str:
    """The id of a lobby menu: ``colour`` (each player's seat colour) or ``invite`` (members, for the creator)."""
    assert verb in ("colour", "invite"), verb
    return _checked(f"bg:l:{game}:{verb}")


def lobby_option_id(game: int, number: int) -> str:
    """The id of the lobby's ``number``-th game-option select menu."""
    return _checked(f"bg:l:{game}:opt:{number}")


def confirm_id(game: int, verb: str) -> str:
    """The id of a confirmation button: ``verb`` is resign or abandon."""
    assert verb in ("resign", "abandon"), verb
    return _checked(f"bg:c:{game}:{verb}")


def table_id(game: int, seat: int, version: int, verb: str) -> str:
    """The id of a button the table answers: a vote (skip, expel), a grant of more time, or claiming an open seat."""
    assert verb in TABLE_VERBS, verb
    return _checked(f"bg:w:{game}:{seat}:{version}:{verb}")


def replay_id(game: int, step: int, view: int, verb: str) -> str:
    """The id of a replay button: show ``step`` in ``view`` (``jump``: open the form, from ``step``)."""
    assert verb in REPLAY_VERBS, verb
    return _checked(f"bg:r:{game}:{step}:{view}:{verb}")


def replay_view_id(game: int, step: int) -> str:
    """The id of a replay's menu of views (the board, each seat's private view) at ``step``."""
    return _checked(f"bg:rv:{game}:{step}")


def replay_form_id(game: int, view: int) -> str:
    """The id of the replay's "Jump to a move" form (a modal), keeping ``view``."""
    return _checked(f"bg:rf:{game}:{view}")


def history_id(user: int, page: int) -> str:
    """The id of a button that shows ``page`` of member ``user``'s game history."""
    return _checked(f"bg:h:{user}:{page}")


def campaign_id(campaign: int, verb: str) -> str:
    """The id of a campaign's Join or Leave button."""
    assert verb in ("join", "leave"), verb
    return _checked(f"bg:m:{campaign}:{verb}")


def campaign_option_id(campaign: int, title: int, number: int) -> str:
    """The id of the ``number``-th option menu of a campaign's title ``title``."""
    return _checked(f"bg:m:{campaign}:{title}:opt:{number}")


def campaign_of(match: re.Match[str]) -> int:
    """The campaign id a template matched, or 0 (no campaign) when it is out of range."""
    found = ascii_int(match["campaign"])
    return 0 if found is None else found


def user_of(match: re.Match[str]) -> int:
    """The member id a template matched, or 0 (nobody) when it is out of range."""
    found = ascii_int(match["user"])
    return 0 if found is None else found


def game_of(match: re.Match[str]) -> int:
    """The game id a template matched, or :data:`NO_GAME` when it is out of range."""
    found = ascii_int(match["game"])
    return NO_GAME if found is None else found


def number(match: re.Match[str], name: str) -> int:
    """A seat, version, option or page number a template matched, or :data:`OUT_OF_RANGE`."""
    found = small_int(match[name])
    return OUT_OF_RANGE if found is None else found


def number_of(text: str) -> int:
    """A number chosen in a menu (its value), or :data:`OUT_OF_RANGE`."""
    found = small_int(text)
    return OUT_OF_RANGE if found is None else found


def choice_ref(match: re.Match[str], name: str | None) -> ChoiceRef:
    """A :class:`ChoiceRef` from a match of the option, select, page, typed, form or set template."""
    which = 0 if name is None else number(match, name)
    return ChoiceRef(game_of(match), number(match, "version"), number(match, "seat"), which)


def parse(template: str, custom_id: str) -> re.Match[str] | None:
    """The match of ``custom_id`` against ``template`` (whole id), or None."""
    return re.fullmatch(template, custom_id)
