"""The Castles of Burgundy declared: ``GAME``, its lobby options and rules summary (rules/castles-of-burgundy.md)."""

from engine.burgundy import flow, invariants, scoring, views
from engine.burgundy.state import SCHEMA_VERSION, BurgundyState
from engine.burgundy.summary import what_can_i_do
from engine.burgundy.text.topics import TOPICS
from engine.core import GameSpec, OptionSpec
from i18n import _

RULES_SUMMARY = _(
    "25 rounds (5 phases A-E × 5 rounds). Each round you roll two dice and use each for one action: take a hex "
    "tile from the depot with the die's number into your storage, add a stored tile to the estate space showing "
    "the die's number (matching colour, next to a placed tile), sell the goods type with the die's number, or "
    "take 2 workers. A worker turns a die by 1 (6 and 1 are neighbours). Once per turn you may buy a tile from "
    "the black depot for 2 silverlings. Score VP for completed regions (more early in the game), animals, goods "
    "sold and the first to fill a colour; most VP after phase E wins."
)

GAME = GameSpec(
    key="burgundy",
    title=_("The Castles of Burgundy"),
    min_seats=2,
    max_seats=4,
    state_type=BurgundyState,
    schema_version=SCHEMA_VERSION,
    setup=flow.setup,
    rules=flow.RULES,
    view=views.view,
    result=scoring.result,
    secrets=views.secrets,
    redraw_hidden=views.redraw_hidden,
    revealed=views.revealed_lines,
    chapter=views.chapter,
    check=invariants.check,
    private_views=views.private_views,
    options=(
        OptionSpec(
            name="boards",
            label=_("Estate boards"),
            choices=("base", "open", "secret"),
            default="base",
            choice_labels=(
                _("Board No. 1 for everyone, castle on space 19"),
                _("A dealt board (sides 1-9): side and castle chosen openly, in turn order"),
                _("A dealt board (sides 1-9): side and castle chosen in secret"),
            ),
            help=_("The variant for players who know the game well."),
        ),
        OptionSpec(
            name="tiebreak",
            label=_("First tie-breaker"),
            choices=("fewest", "most"),
            default="fewest",
            choice_labels=(
                _("Fewest empty estate spaces wins (rulebook)"),
                _("Most empty estate spaces wins (BGA reading)"),
            ),
            help=_("Which tied player wins on empty estate spaces: the rulebook's fewest, or Board Game Arena's most."),
        ),
    ),
    rules_summary=RULES_SUMMARY,
    rules_topics=TOPICS,
    what_can_i_do=what_can_i_do,
)
