"""The table's settings, chosen in the lobby beside the game's own options: the clock, timeouts, bots, language.

They are the same for every game (no game code), stored in ``games.table`` and shown as
:class:`~engine.core.OptionSpec` so the lobby lists them with the game's options. A game
stored before they existed has ``{}``: no clock, which is what it always had.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from engine.core import IllegalAction, OptionSpec
from i18n import LANGUAGES, _
from storage.clock import CLOCKS, DEFAULT_CLOCK, ClockSetting, clock_setting

CLOCK = OptionSpec(
    name="clock",
    label=_("Clock"),
    choices=tuple(setting.key for setting in CLOCKS),
    default=DEFAULT_CLOCK,
    choice_labels=tuple(setting.label for setting in CLOCKS),
    help=_("How long each player has per move; time counts only outside their quiet hours and vacations."),
)
WEEKENDS = OptionSpec(
    name="weekends",
    label=_("Weekends"),
    choices=("count", "skip"),
    default="count",
    choice_labels=(_("Count"), _("Off (the clock stops)")),
    help=_("Whether Saturdays and Sundays, in each player's own time zone, count toward the clock."),
)
ON_TIMEOUT = OptionSpec(
    name="on_timeout",
    label=_("When time runs out"),
    choices=("default", "wait"),
    default="default",
    choice_labels=(_("Play the timeout move"), _("Wait; the table may vote to skip or expel")),
    help=_("Play the move the rules make for a late player, or wait and let the others vote."),
)
OPEN_AFTER = OptionSpec(
    name="open_after",
    label=_("Timeouts before the seat opens"),
    choices=("1", "2", "3", "5", "never"),
    default="3",
    choice_labels=(_("1 timeout"), _("2 timeouts"), _("3 timeouts"), _("5 timeouts"), _("Never")),
    help=_("After this many timeouts a seat is played automatically until a substitute takes it."),
)
OPEN_SEAT = OptionSpec(
    name="open_seat",
    label=_("An open seat is played by"),
    choices=("bot", "timeout"),
    default="bot",
    choice_labels=(_("A bot"), _("Its timeout moves")),
    help=_("Until a member takes an open seat, a bot plays it (at “Bots play at”), or its timeout moves do."),
)
BOT_LEVEL = OptionSpec(
    name="bot_level",
    label=_("Bots play at"),
    choices=("easy", "normal", "strong"),
    default="normal",
    choice_labels=(_("Easy"), _("Normal"), _("Strong")),
    help=_("The strength of the bots the creator adds (Add a bot) and of a bot playing an open seat."),
)
LANGUAGE = OptionSpec(
    name="language",
    label=_("Language"),
    choices=tuple(LANGUAGES),
    default="en",
    choice_labels=tuple(language.name for language in LANGUAGES.values()),  # each in its own words
    help=_(
        "The language of the game's thread (boards, records, results); each player reads their own panel and DMs "
        "in theirs."
    ),
)
"""The game's language (issue 25): the lobby opens with its server's (``/server language``); a game stored before
it existed is in English. Changing it changes no rule of the game."""
SEAT_ORDER = OptionSpec(
    name="seat_order",
    label=_("Seat order"),
    choices=("random", "joined"),
    default="joined",
    choice_labels=(_("Random"), _("As joined")),
    help=_("Who sits first: drawn at the start (from the game's seed), or the order the players joined in."),
)
"""Issue 26. A lobby opened with ``/game new`` draws its seats unless its creator says otherwise
(``bot.service.lobby.NEW_TABLE``); a game set up through storage alone (a campaign's, a test's) and one stored
before the setting existed sit in join order, as they always did."""
AUTOSTART = OptionSpec(
    name="autostart",
    label=_("Start when full"),
    choices=("off", "on"),
    default="off",
    choice_labels=(_("Off (the creator presses Start)"), _("On (the last seat taken starts it)")),
    help=_("Start by itself once every seat is taken, or, at a table by invitation, once every invited member is in."),
)
TABLE_OPTIONS: tuple[OptionSpec, ...] = (
    CLOCK,
    WEEKENDS,
    ON_TIMEOUT,
    OPEN_AFTER,
    OPEN_SEAT,
    BOT_LEVEL,
    LANGUAGE,
    SEAT_ORDER,
    AUTOSTART,
)
THREAD = OptionSpec(
    name="thread",
    label=_("Thread"),
    choices=("public", "private"),
    default="public",
    choice_labels=(_("Public"), _("Private (only the players and moderators see it)")),
    help=_("A private thread holds only the table's players; members with Manage Threads see it too."),
)
"""The game's thread (issue 26), chosen with ``/game new thread:``: Discord opens a thread public or private and
cannot change it after, so the lobby shows it but has no menu for it."""
OPENING_OPTIONS: tuple[OptionSpec, ...] = (THREAD,)
"""Table settings chosen once, when the lobby is opened."""


@dataclass(frozen=True, slots=True)
class Table:
    """A game's table settings, read."""

    clock: ClockSetting
    skip_weekends: bool
    wait: bool  # on timeout, wait for the table's vote instead of playing the timeout move
    open_after: int | None  # timeouts before the seat opens; None: never
    open_bot: bool = True  # a bot plays an open seat (else its timeout moves do)
    bot_level: str = "normal"  # the strength of the bots added in the lobby and of an open seat's bot
    language: str = "en"  # the language of the game's thread
    private: bool = False  # the game's thread is private: only its players (and Manage Threads) see it
    random_seats: bool = False  # seats drawn at the start (from the seed); else in join order
    autostart: bool = False  # the lobby starts by itself when its last seat is taken

    @property
    def runs(self) -> bool:
        """Whether the game has a clock at all."""
        return self.clock.runs


def resolve_table(raw: Mapping[str, str] | None) -> dict[str, str]:
    """Every table setting with its chosen or default value; ``IllegalAction`` on a bad one."""
    raw = dict(raw or {})
    known = {spec.name: spec for spec in TABLE_OPTIONS + OPENING_OPTIONS}
    for name in raw:
        if name not in known:
            raise IllegalAction(_("There is no table setting called “{name}”.", name=name))
    resolved = {}
    for spec in TABLE_OPTIONS + OPENING_OPTIONS:
        value = raw.get(spec.name, spec.default)
        if value not in spec.choices:
            labels = ", ".join(spec.label_of(choice) for choice in spec.choices)
            raise IllegalAction(
                _("That is not a choice for {label}; choose one of: {labels}.", label=spec.label, labels=labels)
            )
        resolved[spec.name] = value
    return resolved


def read_table(stored: Mapping[str, str]) -> Table:
    """The settings of a stored game; missing ones (a game from before they existed) mean no clock."""
    # A game stored before a setting existed keeps what it always had: no clock, open seats on timeout moves.
    before = {"clock": DEFAULT_CLOCK, "open_seat": "timeout", "seat_order": "joined"}
    values = {spec.name: spec.default for spec in TABLE_OPTIONS + OPENING_OPTIONS} | before | dict(stored)
    open_after = values["open_after"]
    return Table(
        clock=clock_setting(values["clock"]),
        skip_weekends=values["weekends"] == "skip",
        wait=values["on_timeout"] == "wait",
        open_after=None if open_after == "never" else int(open_after),
        open_bot=values["open_seat"] == "bot",
        bot_level=values["bot_level"],
        language=values["language"],
        private=values["thread"] == "private",
        random_seats=values["seat_order"] == "random",
        autostart=values["autostart"] == "on",
    )


def describe_table(stored: Mapping[str, str]) -> str:
    """One short line for the lobby and the board, e.g. "24 hours per move · weekends off"; "" without a clock."""
    table = read_table(stored)
    if not table.runs:
        return ""
    timeouts = _("the table votes on timeouts") if table.wait else _("timeouts play the default move")
    if table.skip_weekends:
        return _("{clock} · weekends off · {timeouts}", clock=table.clock.label, timeouts=timeouts)
    return _("{clock} · {timeouts}", clock=table.clock.label, timeouts=timeouts)
