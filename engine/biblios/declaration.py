"""Biblios declared: ``GAME``, its lobby option and rules summary (rules/biblios.md)."""

from engine.biblios import flow, invariants, proxies, scoring, state, text, views
from engine.biblios.summary import what_can_i_do
from engine.biblios.text.topics import TOPICS
from engine.core import GameSpec, OptionSpec, always_private
from i18n import _

PENALTY_MODE = OptionSpec(
    name="penalty_mode",
    label=_("Penalty for not paying"),
    choices=tuple(str(mode) for mode in state.PenaltyMode),
    default=str(state.PenaltyMode.STANDARD),
    choice_labels=tuple(text.PENALTY_MODE_LABELS[str(mode)] for mode in state.PenaltyMode),
    help=_("What a bidder who wins a card and does not pay loses."),
    choice_help=(
        _("Each other player draws a random card from the hand of the bidder who does not pay."),
        _("One random card of the bidder who does not pay is discarded face down (a variant)."),
    ),
)

GAME = GameSpec(
    key="biblios",
    title=_("Biblios"),
    min_seats=2,
    max_seats=4,
    state_type=state.BibliosState,
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
    proxies=proxies.PROXIES,
    options=(PENALTY_MODE,),
    rules_summary=text.RULES_SUMMARY,
    rules_topics=TOPICS,
    what_can_i_do=what_can_i_do,
)
