"""The dispatch table of a tiny test game with a single stage (engine.core.rules)."""

from collections.abc import Callable, Iterable

from engine.core import Action, Context, Decision, Event, Handler, Rules

STAGE = "play"


def one_stage_rules(
    pending: Callable[[object], list[Decision]],
    apply: Callable[..., list[Event]],
    moves: Iterable[str],
    refusal: Callable[[str], str],
) -> Rules:
    """Rules whose one stage asks ``pending(state)`` and applies ``apply(state, seat, action, rng)``.

    A move type outside ``moves`` is refused with ``refusal(move type)``, the game's own words.
    """

    def act(state: object, seat: int, action: Action, context: Context) -> None:
        context.tell(*apply(state, seat, action, context.rng))

    return Rules(
        stage=lambda state: STAGE,
        handlers={STAGE: Handler(pending, act, frozenset(moves))},
        wrong_move=lambda kind, expected: refusal(kind),
    )
