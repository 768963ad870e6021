"""Architects of the West Kingdom declared: ``GAME``, its lobby option and rules summary."""

from engine.architects import flow, invariants, scoring, state, views
from engine.architects.summary import what_can_i_do
from engine.architects.text import summary
from engine.core import GameSpec, OptionSpec, always_private

SETUP = OptionSpec(
    name="setup",
    label="Player boards",
    choices=("standard", "variable"),
    default="standard",
    choice_labels=("Standard (side 1)", "Variable characters (side 2)"),
    help="Standard: every board alike, silver by seating order. Variable: each colour's character, "
    "with its own start and ability (§3.2, §9).",
)

GAME = GameSpec(
    key="architects",
    title="Architects of the West Kingdom",
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
    options=(SETUP,),
    rules_summary=summary.RULES_SUMMARY,
    what_can_i_do=what_can_i_do,
)
