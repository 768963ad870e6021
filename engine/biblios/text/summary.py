"""The result line, its tie-break notes and the rules summary (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence

from engine.biblios.cards import CATEGORY_NAMES, Category
from engine.core import seat_ref
from i18n import Text, _, listed


def tiebreak_gold(gold: int) -> Text:
    """Standing note: gold value decided."""
    return _("gold value {gold}", gold=gold)


def tiebreak_total(category: Category, total: int) -> Text:
    """Standing note: a category total decided."""
    return _("{category} total {total}", category=CATEGORY_NAMES[category], total=total)


def tiebreak_letter(category: Category, letter: str) -> Text:
    """Standing note: a category letter decided."""
    return _("{category} letter {letter}", category=CATEGORY_NAMES[category], letter=letter)


SHARED = _("nothing separates them: they share the place")
GOLD_FACT = "gold"  # the result's fact: each seat's gold value, the first tie-break (§9.3), not VP
RESULT_LABELS = {GOLD_FACT: _("gold value")}


def summary(winners: Sequence[int], vp: int, how: str) -> Text:
    """The result line for the channel."""
    if len(winners) > 1:
        names = listed([seat_ref(seat) for seat in winners])
        return _("{players} share the victory with {vp} VP.", players=names, vp=vp)
    if how:
        return _("{player} wins with {vp} VP (tie-break: {how}).", player=seat_ref(winners[0]), vp=vp, how=how)
    return _("{player} wins with {vp} VP.", player=seat_ref(winners[0]), vp=vp)


RULES_SUMMARY = _("""\
Biblios (2-4 players). Each of you is an abbot filling a library. Five categories (Pigments, Monks, \
Forbidden Tomes, Holy Books, Manuscripts) each have a die on the Scriptorium, starting at 3. At the end, \
whoever holds the highest total card value in a category wins it and scores its die (1-6 VP); a tie goes \
to the earliest letter (A first). A category nobody holds scores for nobody. Most VP wins; \
ties go to the most gold (by value), then the highest Monks total (then the earliest Monks letter), then \
Pigments, Holy Books, Manuscripts and Forbidden Tomes the same way; players still tied share the win.

Set-up: some cards are removed unseen (with 2 or 3 players, some Gold cards openly). Your hand is \
secret; its size is public.

Gift phase: on your turn draw N+1 cards one by one (N = players), placing each before the next: \
exactly one for yourself (face down), one on the auction pile (face down), and N-1 face up in the \
public space. Then each other player, clockwise from your left, takes one public card. Turns pass left \
until the draw pile is empty.

Auction phase: the auction pile is shuffled and, starting with the first player, the active player \
reveals its top card. Bidding starts on the active player's left and goes around; pass to drop out, or \
bid more than the high bid. Category and Church cards are bought with gold: pay Gold cards worth at \
least the bid (no change given). A Gold card is bought with cards: discard exactly as many cards as you \
bid, face down. If nobody bids, the card is discarded. If the winner cannot or will not pay, each other \
player draws a random card from their hand (Medieval Bluff: one of their cards is discarded \
instead), they are shut out of this card, and it is auctioned again. The game ends when the \
auction pile is empty.

Church cards take effect only when acquired (kept, taken or bought): raise or lower one or two \
different dice by 1 (never beyond 1-6), or decline. They are then discarded.""")
