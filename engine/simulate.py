"""Random legal play: the fuzzer and the engine benchmark (DESIGN.md "Testing").

    python -m engine.simulate <game|all> --games N [--players P] [--seed S] [--option k=v ...]

Every game checks, after each action: the state's invariants (conservation), that
no view leaks a secret of another seat, that no pending decision shows a secret to anyone
who may see it (see :func:`decision_leaks`), that the move read and waited the same on a
twin with everything hidden drawn anew (see :func:`move_leaks`: no "cannot pay" said at once
where the twin's winner is asked), that no decision with a single option waits unless it
must (the core takes the others: ``Decision.forced``), and at the end: that the game terminated,
that replaying the log reproduces the final state and that the state survives a
JSON round trip. Exit status 1 on the first failure, with the seed to reproduce it.
Without ``--option``, successive games cycle through every combination of the
game's options; without ``--players``, through every seat count.
"""

import argparse
import dataclasses
import itertools
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import (
    Action,
    Decision,
    Event,
    GameSpec,
    IllegalAction,
    Option,
    action_key,
    all_games,
    get_game,
    remember,
    to_data,
)
from engine.core.game import apply, canonical_json, dump_state, load_state, new_game, replay

MAX_DECISIONS = 50_000


class InvariantFailure(AssertionError):
    """A broken invariant, with what is needed to reproduce it."""


@dataclass
class Stats:
    """What a batch of random games did."""

    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    engine_seconds: float = 0.0
    winners: Counter[int] = field(default_factory=Counter)
    shared_wins: int = 0
    longest: int = 0
    single: Counter[str] = field(default_factory=Counter)  # decisions with a single option, by kind

    @property
    def single_choice(self) -> int:
        """How many decisions offered a single option."""
        return sum(self.single.values())


def option_combinations(spec: GameSpec) -> list[dict[str, str]]:
    """Every combination of the game's option choices, defaults first."""
    names = [o.name for o in spec.options]
    choices = [sorted(o.choices, key=lambda c, o=o: c != o.default) for o in spec.options]
    return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*choices)]


def public_json(spec: GameSpec, state: Any) -> str:
    """The public view's canonical JSON, encoded once per (sealed) state for every check that reads it."""
    return remember(state, "public_json", lambda state: canonical_json(to_data(spec.view(state, None))))


def secrets_of(spec: GameSpec, state: Any, viewer: int | None) -> set[str]:
    """``spec.secrets(state, viewer)``, built once per (sealed) state and viewer for every check that reads it."""
    return remember(state, f"secrets:{viewer}", lambda state: spec.secrets(state, viewer))


def leaks(spec: GameSpec, state: Any) -> Iterator[str]:
    """Descriptions of every secret that appears in a view it must not appear in.

    A seat view whose ``public`` field equals the public view is checked as the public
    view's text plus the text of its own other fields, so the public part is encoded once
    per step, and each secret searched in it once, however many seats there are.
    """
    public = spec.view(state, None)
    public_text = public_json(spec, state)
    viewers = [None, *range(state.seats)]
    everyones = set().union(*(secrets_of(spec, state, viewer) for viewer in viewers))
    shown_publicly = {secret for secret in everyones if secret in public_text}  # one search per secret
    for viewer in viewers:
        own_text = ""
        embeds_public = True
        if viewer is not None:
            seat_view = spec.view(state, viewer)
            embeds_public = dataclasses.is_dataclass(seat_view) and getattr(seat_view, "public", None) == public
            if embeds_public:
                own = {
                    f.name: to_data(getattr(seat_view, f.name))
                    for f in dataclasses.fields(seat_view)
                    if f.name != "public"
                }
                own_text = canonical_json(own)
            else:
                own_text = canonical_json(to_data(seat_view))
        secrets = secrets_of(spec, state, viewer)
        who = "the public view" if viewer is None else f"seat {viewer}'s view"
        found = (secrets & shown_publicly if embeds_public else set()) | {s for s in secrets if s in own_text}
        for secret in sorted(found):
            yield f"{who} contains {secret!r}"


def decision_text(decision: Decision) -> str:
    """What a decision shows wherever shown: prompt, option labels and actions (JSON), typed answers, set items."""
    typed = (f"{answer.label}\n{answer.question}\n{answer.hint}\n{answer.example}" for answer in decision.typed)
    chosen = decision.set_choice
    items = () if chosen is None else (chosen.label, *(f"{value}\n{label}" for value, label in chosen.items))
    return "\n".join(
        [decision.prompt, *(f"{option.label}\n{option.key}" for option in decision.options), *typed, *items]
    )


def public_decisions(spec: GameSpec, state: Any) -> list[tuple[Any, ...]]:
    """What the channel learns from the pending decisions: who decides what, and every public decision in full.

    A secret decision shows its seat and kind ("{p1} is deciding") and, when ``count_known``
    claims the table can tell it, how many options it has. A public one shows its prompt, its
    options (labels and actions), its default, quick picks, typed answers and set choice.
    """
    shown: list[tuple[Any, ...]] = []
    for decision in spec.pending(state):
        if decision.secret:
            shown.append((decision.seat, decision.kind, True, len(decision.options) if decision.count_known else None))
        else:
            options = tuple((option.key, option.label) for option in decision.options)
            compact = (decision.quick, decision.typed, decision.set_choice)  # never ``own_quick``: the seat's own
            shown.append((decision.seat, decision.kind, False, decision.prompt, options, decision.default, compact))
    return shown


def decision_leaks(spec: GameSpec, state: Any, rng: random.Random | None = None) -> Iterator[str]:
    """Descriptions of every secret a pending decision shows to someone who may not know it.

    Two checks, because a secrets inventory of strings cannot name every secret:

    1. Strings. A public decision's prompt, option labels and option actions (JSON) are shown
       in the channel: they must contain none of ``secrets(state, None)``. Every decision,
       public or secret, context included, is shown to its deciding seat: it must contain
       none of ``secrets(state, seat)``. This catches a public option naming a hidden card id,
       a unique card label, a role marker.
    2. Indistinguishability (with ``rng``, for games with a ``redraw_hidden`` hook). Some
       secrets have no distinctive string: a Gold 2 in a hand reads "Gold 2", exactly like a
       Gold 2 face up in the discard, so "Pay Gold 2" cannot be told from a legitimate text by
       searching. Instead, a public decision must be computable from the public view: the
       state is compared with a twin in which everything the public does not know is drawn
       anew; the public view and the public decisions (:func:`public_decisions`) must be
       identical. An option list built from a hand differs as soon as the hand does.
    """
    public_secrets = secrets_of(spec, state, None)
    chapter = spec.chapter(state) if spec.chapter is not None else ""
    for secret in public_secrets:
        if secret in chapter:
            yield f"the chapter's title {chapter!r} shows {secret!r}"
    for decision in spec.pending(state):
        shown = decision_text(decision)
        if not decision.secret:
            for secret in public_secrets:
                if secret in shown:
                    yield f"public decision {decision.kind!r} of seat {decision.seat} shows {secret!r}"
        own = f"{shown}\n{decision.context}"
        for secret in secrets_of(spec, state, decision.seat):
            if secret in own:
                yield f"decision {decision.kind!r} shows its seat {decision.seat} {secret!r}"
    if rng is None or spec.redraw_hidden is None:
        return
    twin = spec.redraw_hidden(state, rng)
    if spec.view(twin, None) != spec.view(state, None):  # equal views have equal JSON; no encoding needed
        yield "the public view changes when only hidden information changes"
    if spec.chapter is not None and spec.chapter(twin) != spec.chapter(state):
        yield "the chapter's title changes when only hidden information changes"
    mine, theirs = public_decisions(spec, state), public_decisions(spec, twin)
    if mine != theirs:
        different = next((a for a, b in zip(mine, theirs, strict=False) if a != b), mine or theirs)
        yield f"a public decision changes when only hidden information changes: {different!r}"


def _line(event: Event | None) -> str:
    if event is None:
        return "nothing more"
    return f"{event.text!r}{' (a reveal)' if event.reveal else ''}"


def move_leaks(
    spec: GameSpec,
    state: Any,
    seat: int,
    action: Action,
    after: Any,
    events: Sequence[Event],
    rng: random.Random,
) -> Iterator[str]:
    """Descriptions of what a move tells, or waits on, differently when only hidden information differs.

    ``after`` and ``events`` are what ``seat``'s ``action`` gave on ``state``. The same move is
    applied to ``state``'s redrawn twin (``GameSpec.redraw_hidden``): always when it answers a
    public decision (whose options the table knows: :func:`decision_leaks`), and when it answers
    a secret one if the twin's seat is offered that very move too (not paying, a destination; not
    a payment with cards the twin's hand lacks). The table must see the same in both:

    - wording: the same public event lines, in the same order (a refusal reading "cannot pay" in
      one and "refuses to pay" in the other tells the payer's hand);
    - timing: the same public pending decisions afterwards (:func:`public_decisions`: who is
      waited on, for what, secret or not), so an automatic move the core took in one (a forced
      decision, :attr:`Decision.forced`) and left waiting in the other is caught too, by its
      lines or by what waits.

    A public line that shows the table something hidden until now (``Event.reveal``: a card
    turned face up) may rightly differ, and what follows it may depend on it: the lines are
    compared up to the first such pair that differs, or up to a reveal whose counterpart differs
    and shows nothing (a Church card kept for oneself is played face up; any other card is kept
    face down). A public reveal that reads the same in
    both ("Ana draws a random card from Ben") tells the table nothing different, so the lines
    are compared on past it; but what waits is compared only when nothing was shown, since it
    may name what was (one of two identical Church cards). A move that ends the game in both is
    not compared: the end shows the table what was hidden (hands, amulets), and the final
    scoring told reads it.
    """
    decision = next((d for d in spec.pending(state) if d.seat == seat), None)
    if spec.redraw_hidden is None or decision is None:
        return
    twin = spec.redraw_hidden(state, rng)
    if decision.secret:
        twin_decision = next((d for d in spec.pending(twin) if d.seat == seat), None)
        if twin_decision is None or not twin_decision.offers(action):
            return
    try:
        twin_after, twin_events = apply(spec, twin, seat, action)
    except IllegalAction as refusal:
        yield f"public move {action_key(action)} of seat {seat} is refused on the redrawn twin: {refusal}"
        return
    if spec.result(after) is not None and spec.result(twin_after) is not None:
        return
    told = [event for event in events if event.public]
    twin_told = [event for event in twin_events if event.public]
    for index in range(max(len(told), len(twin_told))):
        line = told[index] if index < len(told) else None
        twin_line = twin_told[index] if index < len(twin_told) else None
        if line is not None and twin_line is not None and line.reveal and twin_line.reveal:
            if line.text != twin_line.text:
                return  # both show the table something hidden until now: what follows may rightly differ
            continue
        if (
            line is not None
            and twin_line is not None
            and (line.reveal or twin_line.reveal)
            and line.text != twin_line.text
        ):
            return  # one shows what was hidden (a card kept for oneself was a Church card) where the other had none
        if line is None or twin_line is None or (line.text, line.reveal) != (twin_line.text, twin_line.reveal):
            yield (
                f"after {decision.kind!r} {action_key(action)} of seat {seat}, the table reads {_line(line)} "
                f"where it reads {_line(twin_line)} when only hidden information differs"
            )
            return
    if any(event.reveal for event in told):
        return  # a hidden thing was shown (a card of two identical copies): what waits may name it
    mine, theirs = public_decisions(spec, after), public_decisions(spec, twin_after)
    if mine != theirs:
        yield (
            f"after {decision.kind!r} {action_key(action)} of seat {seat}, the game waits on {_waits(mine)} "
            f"where it waits on {_waits(theirs)} when only hidden information differs"
        )


def _waits(shown: list[tuple[Any, ...]]) -> str:
    """Who the table sees waited on, for what: "seat 1 'pay' (secret), seat 2 'allocate' (secret, 2 options)"."""
    waits = []
    for seat, kind, secret, *more in shown:
        told = ""
        if secret:
            told = " (secret)" if more[0] is None else f" (secret, {more[0]} options)"
        waits.append(f"seat {seat} {kind!r}{told}")
    return ", ".join(waits) or "no one"


def random_answer(decision: Decision, chooser: random.Random) -> Option:
    """A random answer: one of the options, or (half the time, when the decision takes one) a random set."""
    chosen = decision.set_choice
    if chosen is not None and chooser.random() < 0.5:
        values = chooser.sample([value for value, _ in chosen.items], chosen.count)
        return Option(chosen.action_for(values), chosen.label)
    return chooser.choice(decision.options)


def play_one(
    spec: GameSpec,
    players: int,
    seed: int,
    options: Mapping[str, str],
    chooser: random.Random,
    *,
    check_views: bool = True,
    view_every: int = 1,
    single: Counter[str] | None = None,
) -> tuple[Any, int, float]:
    """Play one random game to its end; returns (final state, decisions, engine seconds).

    With ``check_views``, every view is leak-checked after every ``view_every``-th action
    and at the end. Each decision taken that offered a single option is counted in
    ``single``, if given, under its kind.
    """
    state = new_game(spec, players, seed, options)
    log: list[tuple[int, dict[str, Any]]] = []
    engine_seconds = 0.0
    context = f"{spec.key} players={players} seed={seed} options={json.dumps(dict(options))}"
    while True:
        started = time.perf_counter()
        decisions = spec.pending(state)
        engine_seconds += time.perf_counter() - started
        if not decisions:
            break
        if len(log) >= MAX_DECISIONS:
            raise InvariantFailure(f"{context}: no end after {MAX_DECISIONS} decisions")
        decision = chooser.choice(decisions)
        option = random_answer(decision, chooser)
        if single is not None and len(decision.options) == 1:
            single[decision.kind] += 1
        started = time.perf_counter()
        before = state
        try:
            state, _events = apply(spec, state, decision.seat, option.action)
        except Exception as error:
            raise InvariantFailure(
                f"{context}: offered option {option.key} ({option.label!r}) for seat {decision.seat} "
                f"failed at step {len(log)}: {error!r}"
            ) from error
        engine_seconds += time.perf_counter() - started
        if check_views and (len(log) + 1) % view_every == 0:
            twin_rng = random.Random(f"move twin:{seed}:{len(log)}")
            found = list(move_leaks(spec, before, decision.seat, option.action, state, _events, twin_rng))
            if found:
                raise InvariantFailure(f"{context}: leak at step {len(log) + 1}: {found[0]}")
        log.append((decision.seat, option.action))
        try:
            spec.check(state)
        except AssertionError as error:
            raise InvariantFailure(f"{context}: invariant broken after step {len(log)}: {error}") from error
        forced = next((d for d in spec.pending(state) if d.forced), None)
        if forced is not None:
            raise InvariantFailure(f"{context}: after step {len(log)} the forced decision {forced.kind!r} waits")
        if check_views and (len(log) % view_every == 0 or not spec.pending(state)):
            twin_rng = random.Random(f"twin:{seed}:{len(log)}")
            found = [*leaks(spec, state), *decision_leaks(spec, state, twin_rng)]
            if found:
                raise InvariantFailure(f"{context}: leak after step {len(log)}: {found[0]}")
    if spec.result(state) is None:
        raise InvariantFailure(f"{context}: no result although nothing is pending")
    final = canonical_json(dump_state(spec, state))
    replayed = canonical_json(dump_state(spec, replay(spec, players, seed, options, log)))
    if replayed != final:
        raise InvariantFailure(f"{context}: replaying the log does not reproduce the final state")
    if canonical_json(dump_state(spec, load_state(spec, json.loads(final)))) != final:
        raise InvariantFailure(f"{context}: the state does not survive a JSON round trip")
    return state, len(log), engine_seconds


def count_choices(
    spec: GameSpec, players: int, seed: int, options: Mapping[str, str] | None, moves: Iterable[tuple[int, Action]]
) -> tuple[int, int]:
    """How many decisions a game's moves (seat, action) answered, and how many of those offered a single option.

    The moves are replayed from a fresh setup, as the log is (:func:`engine.core.replay`).
    """
    state = new_game(spec, players, seed, options)
    decisions = single = 0
    for seat, action in moves:
        decision = next((d for d in spec.pending(state) if d.seat == seat), None)
        decisions += 1
        single += decision is not None and len(decision.options) == 1
        state, _events = apply(spec, state, seat, action)
    return decisions, single


def run(
    spec: GameSpec,
    games: int,
    players: int | None,
    seed: int,
    options: Mapping[str, str] | None = None,
    *,
    check_views: bool = True,
    view_every: int = 1,
) -> Stats:
    """Play ``games`` random games; raises :class:`InvariantFailure` on the first failure.

    Games cycle through the seat counts (fastest) and option combinations, keeping only the
    pairs the game allows (an option may widen the seat range).
    """
    combos = [dict(options)] if options is not None else option_combinations(spec)
    seat_counts = [players] if players else list(range(spec.min_seats, spec.max_seats + 1))
    tables = [
        (count, combo)
        for combo in combos
        for count in seat_counts
        if spec.seats_for(combo)[0] <= count <= spec.seats_for(combo)[1]
    ]
    if not tables:
        raise InvariantFailure(f"{spec.key}: no option combination allows {players} players")
    stats = Stats()
    started = time.perf_counter()
    for index in range(games):
        game_seed = seed + index
        count, combo = tables[index % len(tables)]
        chooser = random.Random(f"simulate:{game_seed}")
        state, decisions, engine_seconds = play_one(
            spec, count, game_seed, combo, chooser, check_views=check_views, view_every=view_every, single=stats.single
        )
        stats.games += 1
        stats.decisions += decisions
        stats.engine_seconds += engine_seconds
        stats.longest = max(stats.longest, decisions)
        result = spec.result(state)
        if len(result.winners) == 1:
            stats.winners[result.winners[0]] += 1
        else:
            stats.shared_wins += 1
    stats.seconds = time.perf_counter() - started
    return stats


def single_summary(stats: Stats, most: int = 5) -> str:
    """The share of decisions that offered a single option, and the most frequent of them."""
    share = stats.single_choice / max(stats.decisions, 1)
    found = f"{stats.single_choice} of {stats.decisions} decisions had a single option ({share:.0%})"
    if not stats.single:
        return found
    kinds = ", ".join(f"{kind} {count}" for kind, count in stats.single.most_common(most))
    return f"{found}, by kind: {kinds}"


def _parse_options(pairs: list[str]) -> dict[str, str] | None:
    if not pairs:
        return None
    parsed = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        parsed[name] = value
    return parsed


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a game key, or 'all'")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--no-view-checks", action="store_true", help="skip the per-step leak checks (benchmark)")
    args = parser.parse_args(argv)
    specs = list(all_games().values()) if args.game == "all" else [get_game(args.game)]
    status = 0
    for spec in specs:
        if args.players and not spec.min_seats <= args.players <= spec.max_seats:
            print(f"{spec.key}: skipped ({spec.title} is for {spec.min_seats}-{spec.max_seats} players)")
            continue
        try:
            stats = run(
                spec,
                args.games,
                args.players,
                args.seed,
                _parse_options(args.option),
                check_views=not args.no_view_checks,
            )
        except InvariantFailure as failure:
            print(f"{spec.key}: FAILED: {failure}", file=sys.stderr)
            status = 1
            continue
        wins = ", ".join(f"seat {seat}: {count}" for seat, count in sorted(stats.winners.items()))
        print(
            f"{spec.key}: {stats.games} games, {stats.decisions} decisions in {stats.seconds:.2f} s "
            f"= {stats.games / stats.seconds:.1f} games/s, {stats.decisions / stats.seconds:.0f} decisions/s "
            f"(engine alone: {stats.decisions / max(stats.engine_seconds, 1e-9):.0f} decisions/s); "
            f"longest game {stats.longest} decisions; wins {wins}; shared victories {stats.shared_wins}"
        )
        print(f"  {single_summary(stats)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
