"""Mangrovia declared: ``GAME``, its lobby option (the stone circle tiles variant) and rules summary."""

from engine.core import GameSpec, OptionSpec, always_private
from engine.mangrovia import flow, invariants, scoring, state, summary, views
from engine.mangrovia.stones import MODES, OFF
from engine.mangrovia.text import summary as texts
from engine.mangrovia.text.topics import TOPICS
from i18n import _, _p

STONES = OptionSpec(
    name="stones",
    label=_("Stone circle tiles"),
    choices=MODES,
    default=OFF,
    choice_labels=(_p("variant", "Off"), _("All 16 tiles"), _("Statue tiles only"), _("Non-statue tiles only")),
    help=_("A variant: tiles on the stone circle's spaces, taken by whoever builds there."),
)

GAME = GameSpec(
    key="mangrovia",
    title=_("Mangrovia"),
    min_seats=2,
    max_seats=5,
    state_type=state.MangroviaState,
    schema_version=state.SCHEMA_VERSION,
    migrate=state.migrate,
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
    options=(STONES,),
    rules_summary=texts.RULES_SUMMARY,
    rules_topics=TOPICS,
    what_can_i_do=summary.what_can_i_do,
)
