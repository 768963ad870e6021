"""Architects of the West Kingdom declared: ``GAME``, its lobby options and rules summary.

Beside the player boards, two optional rules, both off by default: the *Age of Artisans* rules
BGA plays with (§11.2) and BGA's reading of the Conspirator (§15 #3).
"""

from engine.architects import flow, invariants, scoring, state, views
from engine.architects.summary import what_can_i_do
from engine.architects.text import summary
from engine.architects.text.topics import TOPICS
from engine.core import GameSpec, OptionSpec, always_private
from i18n import _, _p

SETUP = OptionSpec(
    name="setup",
    label=_p("architects", "Player boards"),
    choices=("standard", "variable"),
    default="standard",
    choice_labels=(_("Standard (side 1)"), _("Variable characters (side 2)")),
    help=_("Standard: every board alike, Silver by seating order. Variable: each colour's own character."),
)

ARTISANS = OptionSpec(
    name="artisans",
    label=_("Age of Artisans rules"),
    choices=("off", "draft", "cycling", "both"),
    default="off",
    choice_labels=(
        _("Off (base game)"),
        _("Starting apprentice draft"),
        _("Apprentice cycling at the Guildhall"),
        _("Both (as on Board Game Arena)"),
    ),
    help=_("Draft: everyone hires 1 free apprentice first. Cycling: 3 Guildhall spaces refresh the Workshop."),
)
CONSPIRATOR = OptionSpec(
    name="conspirator",
    label=_p("architects", "Conspirator"),
    choices=("per_action", "per_capture"),
    default="per_action",
    choice_labels=(
        _("1 Silver less per Town Centre action (rules)"),
        _("Every capture after the first free (Board Game Arena)"),
    ),
    help=_("How the Conspirator lowers the Silver of Town Centre captures (never the tax)."),
)

GAME = GameSpec(
    key="architects",
    title=_p("architects", "Architects of the West Kingdom"),
    min_seats=2,
    max_seats=5,
    state_type=state.ArchitectsState,
    schema_version=state.SCHEMA_VERSION,
    setup=flow.setup,
    rules=flow.RULES,
    view=views.build_view,
    result=scoring.result,
    secrets=views.secrets,
    redraw_hidden=views.redraw_hidden,
    revealed=views.revealed_lines,
    chapter=views.chapter,
    check=invariants.check,
    private_views=always_private,
    options=(SETUP, ARTISANS, CONSPIRATOR),
    rules_summary=summary.RULES_SUMMARY,
    rules_topics=TOPICS,
    what_can_i_do=what_can_i_do,
)
