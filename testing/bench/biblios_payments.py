"""What the table reads when a Biblios auction winner pays or does not, and whether the winner was waited for.

    python -m bench.biblios_payments [--games N] [--seed S]

Plays seeded random games (2-4 players, both penalty modes) with a careful bidder, which passes
half the time and otherwise raises by little, so winners who can pay and winners who cannot both
come up often. For every payment it counts the public line by whether the winner could pay (gold
at least the bid for a category or Church card, cards in hand at least the bid for a Gold card)
and whether the game waited for the winner (the line came from the winner's own answer to a
pending payment decision, not from a move the engine took inside someone else's move).

Issue 20: the line and the wait must not depend on whether a winner of a category or Church card
could pay, since the table does not know its gold; a Gold card's price is counted in cards, and
hand sizes are public (rules/biblios.md H11), so there the table may know.
"""

import argparse
import re
from collections import Counter

from engine.biblios import GAME
from engine.biblios.cards import CARD
from engine.biblios.payment import gold_in_hand
from engine.biblios.state import BibliosState, Stage
from engine.core.game import apply, new_game
from engine.simulate import option_combinations
from testkit.biblios_random_play import Bidder

TABLES = [(players, options) for options in option_combinations(GAME) for players in (2, 3, 4)]
PAYMENT_LINE = re.compile(r"^\{p(\d+)\} (pays |discards |refuses to pay\.|cannot pay|does not pay)")
PAYING = (Stage.PAY, Stage.PAY_GOLD)


def line_kind(text: str) -> str:
    """The payment line without its seat: "pays", "discards" (a Gold card's price), or the refusal read."""
    match = PAYMENT_LINE.match(text)
    assert match is not None
    told = match.group(2)
    if told in ("pays ", "discards "):
        return told.strip()
    return text.replace(f"{{p{match.group(1)}}}", "X")


def tally(games: int, seed: int) -> Counter[tuple[str, bool, str, bool]]:
    """Payments of ``games`` random games: (card kind, could pay, public line, waited) -> count."""
    counts: Counter[tuple[str, bool, str, bool]] = Counter()
    for index in range(games):
        players, options = TABLES[index % len(TABLES)]
        state: BibliosState = new_game(GAME, players, seed + index, options)
        pick = Bidder(f"payments:{seed + index}")
        while decisions := GAME.pending(state):
            decision = pick.choice(decisions)
            action = pick.choice(decision.options).action
            after, events = apply(GAME, state, decision.seat, action)
            lines = [event.text for event in events if event.public and PAYMENT_LINE.match(event.text)]
            assert len(lines) <= 1, f"more than one payment in one move: {lines}"
            if lines:
                counts[_payment(state, action, lines[0])] += 1
            state = after
    return counts


def _payment(before: BibliosState, action: dict, line: str) -> tuple[str, bool, str, bool]:
    """The payment told by ``line`` in the move ``action`` made from ``before``."""
    payer = int(PAYMENT_LINE.match(line).group(1))  # type: ignore[union-attr]
    card = before.auction.card
    assert card is not None
    waited = before.stage in PAYING
    due = action["amount"] if not waited and action["type"] == "bid" else before.auction.high_bid
    if CARD[card].is_gold:
        return "Gold card", len(before.hand(payer)) >= due, line_kind(line), waited
    return "category or Church card", sum(gold_in_hand(before, payer)) >= due, line_kind(line), waited


def report(counts: Counter[tuple[str, bool, str, bool]]) -> list[str]:
    """One line per card kind and ability: each public line with its count, and how many waited for the winner."""
    lines = []
    for card, holding in (("category or Church card", "gold"), ("Gold card", "cards in hand")):
        for able in (False, True):
            rows = {
                (line, waited): count
                for (kind, can, line, waited), count in counts.items()
                if (kind, can) == (card, able)
            }
            if not rows:
                continue
            said = Counter[str]()
            for (line, _), count in rows.items():
                said[line] += count
            waited = sum(count for (_, did), count in rows.items() if did)
            total = sum(rows.values())
            read = ", ".join(f"{count} {line!r}" for line, count in said.most_common())
            sign = ">=" if able else "<"
            lines.append(f"{card}, {holding} {sign} bid: {read}; waited for the winner {waited} of {total}")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; prints the figures."""
    parser = argparse.ArgumentParser(prog="python -m bench.biblios_payments", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for line in report(tally(args.games, args.seed)):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
