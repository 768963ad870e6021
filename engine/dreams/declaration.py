"""Dreams declared: ``GAME``, its lobby option and rules summary (rules/dreams.md).

Seats and the ``large_table`` option (§6.4): the official range is 3-6 and the unofficial
option ``large_table`` (off by default) allows 7-8 with unchanged rules. ``GAME`` declares the
widest range, 3-8, and ``flow.seat_range`` tells the core the range for a choice of options.
"""

from engine.core import GameSpec, OptionSpec, always_private
from engine.dreams import flow, invariants, scoring, views
from engine.dreams.state import SCHEMA_VERSION, DreamsState, migrate
from engine.dreams.summary import what_can_i_do
from engine.dreams.topics import TOPICS
from i18n import _

RULES_SUMMARY = _(
    "Each round four dream cards are shown, numbered 1-4. In secret, one player is the mortal; everyone "
    "else is a god and is told which card is the true vision. Starting with the dealer and going round "
    "three times, everyone places one star per turn (clear, grey, black: one of each) on the 13 x 13 sky "
    "to sketch the true vision: gods so that other gods recognise them but the mortal cannot tell which "
    "card it is, the mortal so as to blend in. Then everyone guesses in secret at the same time: each god "
    "names the player they think is the mortal, the mortal names the image they think is the true vision. "
    "Mortal: +3 if no god named them, +2 for the right image. God: +2 for naming the mortal, +1 if no other "
    "god named them. The dealer moves left each round. The game ends after the round in which someone "
    "reaches 16 god points; the most points wins, ties share the victory. Talking and bluffing in the "
    "thread are allowed; showing your secret messages is not. Dream pictures: Lucide icons (ISC licence)."
)

GAME = GameSpec(
    key="dreams",
    title=_("Dreams"),
    min_seats=flow.LARGE_TABLE_SEATS[0],
    max_seats=flow.LARGE_TABLE_SEATS[1],
    seat_range=flow.seat_range,
    state_type=DreamsState,
    schema_version=SCHEMA_VERSION,
    migrate=migrate,
    setup=flow.setup,
    rules=flow.RULES,
    view=views.view,
    result=scoring.result,
    secrets=views.secrets,
    redraw_hidden=views.redraw_hidden,
    revealed=views.revealed_lines,
    chapter=views.chapter,
    check=invariants.check,
    private_views=always_private,
    options=(
        OptionSpec(
            name="large_table",
            label=_("Large table (unofficial: 7-8 players)"),
            choices=("off", "on"),
            default="off",
            choice_labels=(_("Off: 3-6 players"), _("On: 3-8 players (unofficial variant)")),
            help=_("The box is made for 3-6 players."),
            choice_help=(
                _("The box's 3-6 players."),
                _("7 or 8 players too, with unchanged rules; the game is marked as an unofficial variant."),
            ),
        ),
    ),
    rules_summary=RULES_SUMMARY,
    rules_topics=TOPICS,
    what_can_i_do=what_can_i_do,
)
