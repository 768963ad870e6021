"""The "what can I do?" text: a short private summary of a seat's situation and legal moves now.

Built from the same legality checks as the decisions' options (``payment.buildable``, the
pending decision), so it never offers what ``apply`` would refuse.
"""

from engine.core import remember
from engine.mangrovia import flow, payment
from engine.mangrovia.piers import piers_of
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import summary
from i18n import Text
from i18n import lines as one_per_line


def what_can_i_do(state: MangroviaState, seat: int) -> Text:
    """A few lines: the decision waiting for ``seat`` (or whom the game waits for), its bowls, where it could build."""
    if state.over:
        return summary.SUMMARY_OVER
    lines: list[Text] = []
    decisions = remember(state, "pending", flow.RULES.decisions)  # the core's memo: built once per state
    mine = next((decision for decision in decisions if decision.seat == seat), None)
    if mine is None:
        lines.append(summary.waiting_for([decision.seat for decision in decisions]))
    else:
        lines.append(summary.choices(mine.prompt, [option.label for option in mine.options]))
    sites = [site for site, owner in enumerate(state.sites, start=1) if owner == seat]
    if sites:
        lines.append(summary.bowls([piers_of(site) for site in sites], state.pier))
    player = state.players[seat]
    building = mine is not None and any(option.action["type"] in ("build", "double") for option in mine.options)
    if not player.huts:
        lines.append(summary.NO_HUTS)
    elif not building:  # at a building part, the choices just listed are those spaces
        lines.append(summary.buildable(payment.buildable(state, seat, False), state.birds, player.huts))
    return one_per_line(lines)
