"""The simultaneous secret guesses and what follows the last one (rules/dreams.md §4 Phase 4, §8 4a-4b).

Every seat that has not guessed is pending at once with a SECRET decision of the same
kind ("guess") and the same prompt, so nothing public tells a god from the mortal (§7).
A god accuses another seat; the mortal names image 1-4; anyone may make no guess, which
is also the default for a player who times out (§6.6 abstention). A guess is final (§10 A7).
When the last guess arrives the round is revealed and scored, then the game ends or the
next round is dealt.
"""

from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.dreams import deal, scoring, text
from engine.dreams.cards import DREAMS_PER_ROUND, card
from engine.dreams.state import DreamsState, Guess

GUESS_ACTIONS = frozenset({"accuse", "vision", "abstain"})
ABSTAIN = Option({"type": "abstain"}, text.ABSTAIN)  # the timeout action, never a player's choice


def guess_decisions(state: DreamsState) -> list[Decision]:
    """One secret decision per seat still to guess, in seat order; each defaults to no guess."""
    return [guess_decision(state, seat) for seat in range(state.seats) if state.guesses[seat] is None]


def guess_decision(state: DreamsState, seat: int) -> Decision:
    """The seat's guess: another seat for a god, an image 1-4 for the mortal; no guess only on timeout (§6.6)."""
    if seat == state.mortal:
        options = [
            Option({"type": "vision", "image": image}, text.vision_label(image, card(card_id).name))
            for image, card_id in enumerate(state.dreams, start=1)
        ]
        context = text.MORTAL_GUESS_CONTEXT
    else:
        options = [
            Option({"type": "accuse", "seat": other}, text.accuse_label(other))
            for other in range(state.seats)
            if other != seat
        ]
        context = text.GOD_GUESS_CONTEXT
    # ask: a guess is never taken for a player, even if it ever came down to one option: a guess
    # submitted without the seat would tell the table something about a secret decision.
    return Decision(
        seat,
        "guess",
        text.GUESS_PROMPT,
        tuple(options),
        secret=True,
        context=context,
        ask=True,
        timeout=ABSTAIN,  # rules 3.1 and Phase 4: no "No guess" choice; a seat that never answers has not guessed
    )


def apply_guess(state: DreamsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Lock in ``seat``'s guess; the last one reveals and scores the round."""
    if state.guesses[seat] is not None:
        raise IllegalAction(text.GUESS_LOCKED)
    guess = _read_guess(state, seat, action)
    state.guesses[seat] = guess
    received = sum(g is not None for g in state.guesses)
    # reveal: a guess cannot be changed once submitted (§10 A7); only the fact is public
    context.tell(
        Event(
            text.guess_submitted(seat, received, state.seats),
            reveal=True,
            brief="",  # the reveal that ends the chapter tells every guess
            data={"event": "guess_submitted", "seat": seat},
        )
    )
    if received < state.seats:
        return
    context.tell(*scoring.reveal_round(state))
    if scoring.is_game_over(state):
        context.tell(*scoring.end_game(state))
        return
    deal.clear_table(state)
    context.tell(*deal.start_round(state, context.rng))


def _read_guess(state: DreamsState, seat: int, action: dict[str, Any]) -> Guess:
    """The guess an action names, checked against the seat's role.

    A god sending ``vision`` or the mortal sending ``accuse`` gets the same generic refusal as
    any other malformed option, so no reply confirms a role (WE-11 note).
    """
    kind = action["type"]
    if kind == "abstain":
        return Guess()
    if kind == "accuse" and seat != state.mortal:
        accused = action.get("seat")
        if not isinstance(accused, int) or isinstance(accused, bool) or not 0 <= accused < state.seats:
            raise IllegalAction(text.NO_SUCH_PLAYER)
        if accused == seat:
            raise IllegalAction(text.ACCUSE_SELF)
        return Guess(accused=accused)
    if kind == "vision" and seat == state.mortal:
        image = action.get("image")
        if not isinstance(image, int) or isinstance(image, bool) or not 1 <= image <= DREAMS_PER_ROUND:
            raise IllegalAction(text.BAD_IMAGE)
        return Guess(image=image)
    raise IllegalAction(text.NOT_AN_OPTION)


def receipt(state: DreamsState, seat: int) -> str:
    """The seat's own record of its submitted guess this round (shown to that seat only until the reveal)."""
    guess = state.guesses[seat]
    assert guess is not None, "no guess to describe"
    name = card(state.dreams[guess.image - 1]).name if guess.image is not None else ""
    return text.guess_receipt(state.round, seat, guess.accused, guess.image, name)
