"""Every player-facing string of Biblios: labels, prompts, event lines and refusals (rules/biblios.md).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
Cards are named by their label ("Monks 4 (H)", "Gold 2", "Church: raise two dice").
"""

from collections.abc import Mapping, Sequence

from engine.biblios.cards import CARD, CARDS, CATEGORY_NAMES, Category, Kind
from engine.core import seat_ref

CHURCH_NAMES: dict[str, str] = {
    "UP1": "raise one die",
    "DN1": "lower one die",
    "UP2": "raise two dice",
    "DN2": "lower two dice",
    "PM1": "raise or lower one die",
}

PENALTY_MODE_LABELS: dict[str, str] = {
    "standard": "Standard (each other player draws a random card)",
    "medieval_bluff": "Medieval Bluff (one random card is discarded)",
}


def _label(card_id: str) -> str:
    card = CARD[card_id]
    if card.kind is Kind.CATEGORY:
        assert card.category is not None
        return f"{CATEGORY_NAMES[card.category]} {card.value} ({card.letter})"
    if card.kind is Kind.GOLD:
        return f"Gold {card.value}"
    return f"Church: {CHURCH_NAMES[card.church]}"


CATEGORY_ORDER: tuple[Category, ...] = tuple(Category)
LABELS: dict[str, str] = {card.id: _label(card.id) for card in CARDS}


def label(card_id: str) -> str:
    """A card's face-up name, e.g. "Monks 4 (H)"."""
    return LABELS[card_id]


def labels(card_ids: Sequence[str]) -> str:
    """Several cards' names joined with " + "."""
    return " + ".join(LABELS[card] for card in card_ids)


def plural(count: int, word: str) -> str:
    """Count and noun: 1 card, 3 cards."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def units(amount: int, unit: str) -> str:
    """A bid in its unit: "3 gold" or "2 cards"."""
    return f"{amount} gold" if unit == "gold" else plural(amount, "card")


# --- Gift phase (§5) -------------------------------------------------------------------------

DESTINATION_LABELS: dict[str, str] = {
    "self": "Keep it (face down)",
    "auction": "Auction pile (face down)",
    "public": "Public space (face up)",
}


def allocate_prompt(number: int, total: int) -> str:
    """Prompt of P2."""
    return f"Allocate card {number} of {total}"


ROOM_NAMES: dict[str, str] = {"self": "keep", "auction": "auction pile", "public": "public space"}


def allocate_context(card_id: str, rooms: Mapping[str, int]) -> str:
    """Private context of P2: the drawn card and the room left in each destination."""
    places = ", ".join(f"{ROOM_NAMES[name]} {count}" for name, count in rooms.items() if count)
    return f"You drew {label(card_id)}. Still open: {places}."


def drew(seat: int, number: int, total: int) -> str:
    """Public: the active seat drew its next card."""
    return f"{seat_ref(seat)} draws card {number} of {total}."


def you_drew(card_id: str, number: int, total: int) -> str:
    """Private: what the active seat drew."""
    return f"You drew {label(card_id)} (card {number} of {total})."


def kept(seat: int, number: int, total: int) -> str:
    """Public (H6): the card went to SELF."""
    return f"{seat_ref(seat)} kept card {number} of {total} face down."


def kept_church(seat: int, number: int, total: int, card_id: str) -> str:
    """Public: a Church card kept is revealed and played at once (§5.2)."""
    return f"{seat_ref(seat)} kept card {number} of {total}: {label(card_id)}, played at once."


def to_auction(seat: int, number: int, total: int) -> str:
    """Public (H6): the card went to the auction pile."""
    return f"{seat_ref(seat)} put card {number} of {total} on the auction pile."


def to_public(seat: int, number: int, total: int, card_id: str) -> str:
    """Public (H6, H10): the card went to the public space."""
    return f"{seat_ref(seat)} put card {number} of {total} in the public space: {label(card_id)}."


def joins_hand(card_id: str) -> str:
    """Private: the SELF card joins the hand (§5.3)."""
    return f"{label(card_id)} joins your hand."


def take_prompt(seat: int) -> str:
    """Prompt of P4."""
    return f"{seat_ref(seat)}: take a card from the public space"


def took(seat: int, card_id: str) -> str:
    """Public (H10): who took which public card."""
    return f"{seat_ref(seat)} takes {label(card_id)} from the public space."


def gift_turn_begins(seat: int, number: int, total: int) -> str:
    """Public: a new gift turn."""
    return f"Gift turn {number} of {total}: {seat_ref(seat)} allocates."


# --- Church cards (§7) ------------------------------------------------------------------------


def church_prompt(seat: int, card_id: str) -> str:
    """Prompt of P3."""
    return f"{seat_ref(seat)}: play {label(card_id)}"


def dice_line(dice: Sequence[int]) -> str:
    """The dice in display order, e.g. Dice: Pigments 3, Monks 3, ..."""
    return "Dice: " + ", ".join(f"{CATEGORY_NAMES[c]} {face}" for c, face in zip(Category, dice, strict=True)) + "."


def church_moves(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> str:
    """The die moves of a Church application, e.g. "Pigments 3→2 and Holy Books 3→2"."""
    moves = []
    for category in categories:
        face = dice[CATEGORY_ORDER.index(category)]
        moves.append(f"{CATEGORY_NAMES[category]} {face}→{face + delta}")
    return " and ".join(moves)


def church_use_label(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> str:
    """Option label of a Church application, e.g. "Raise Monks 3→4"."""
    return f"{'Raise' if delta > 0 else 'Lower'} {church_moves(categories, delta, dice)}"


DECLINE_LABEL = "Decline (no effect)"


def church_played(seat: int, card_id: str, categories: Sequence[Category], delta: int, before: Sequence[int]) -> str:
    """Public (H12): the chosen effect."""
    verb = "raising" if delta > 0 else "lowering"
    return f"{seat_ref(seat)} plays {label(card_id)}, {verb} {church_moves(categories, delta, before)}."


def church_declined(seat: int, card_id: str, forced: bool) -> str:
    """Public (H12): a Church card declined (or with no legal use)."""
    reason = " (no legal use)" if forced else ""
    return f"{seat_ref(seat)} declines to use {label(card_id)}{reason}; it is discarded."


# --- Auction phase (§6) -----------------------------------------------------------------------


def auction_begins(cards: int) -> str:
    """Public: the auction pile is shuffled (§6.1)."""
    return f"The Auction phase begins: the auction pile ({plural(cards, 'card')}) is shuffled."


def revealed(seat: int, number: int, total: int, card_id: str) -> str:
    """Public: the top auction card is turned face up."""
    return f"Auction {number} of {total}: {seat_ref(seat)} reveals {label(card_id)}."


def bid_prompt(seat: int, card_id: str) -> str:
    """Prompt of P5."""
    return f"{seat_ref(seat)}: bid on {label(card_id)} or pass"


def bid_context(high_bid: int, high_bidder: int | None, unit: str, holding: int) -> str:
    """Private context of P5: the high bid and what the bidder holds."""
    high = "No bid yet." if high_bidder is None else f"High bid {units(high_bid, unit)} by {seat_ref(high_bidder)}."
    held = f"You hold {holding} gold." if unit == "gold" else f"You hold {plural(holding, 'card')}."
    return f"{high} {held}"


PASS_LABEL = "Pass"


def bid_label(amount: int, unit: str) -> str:
    """Option label of a bid."""
    return f"Bid {units(amount, unit)}"


def passed(seat: int) -> str:
    """Public (H13)."""
    return f"{seat_ref(seat)} passes."


def bids(seat: int, amount: int, unit: str) -> str:
    """Public (H13)."""
    return f"{seat_ref(seat)} bids {units(amount, unit)}."


def wins_bidding(seat: int, card_id: str, amount: int, unit: str) -> str:
    """Public (H13): the auction winner."""
    return f"{seat_ref(seat)} wins {label(card_id)} for {units(amount, unit)}."


def unsold(card_id: str) -> str:
    """Public (H18): nobody bid."""
    return f"Nobody bids: {label(card_id)} is discarded face up without effect."


def nobody_left(card_id: str) -> str:
    """Public (D14): every eligible bidder was penalised."""
    return f"No one may bid any more: {label(card_id)} is discarded face up without effect."


def pay_prompt(seat: int, amount: int, card_id: str) -> str:
    """Prompt of P6."""
    return f"{seat_ref(seat)}: pay {amount} gold for {label(card_id)}, or refuse"


def gold_context(gold_values: Sequence[int]) -> str:
    """Private context of P6: the Gold cards in hand."""
    if not gold_values:
        return "You hold no Gold cards."
    cards = ", ".join(f"Gold {value}" for value in sorted(gold_values))
    return f"You hold {cards} ({sum(gold_values)} gold)."


def pay_label(values: Sequence[int]) -> str:
    """Option label of a payment."""
    return f"Pay {' + '.join(f'Gold {value}' for value in values)} ({sum(values)})"


REFUSE_LABEL = "Refuse to pay (penalty)"


def paid(seat: int, gold: Sequence[str], card_id: str) -> str:
    """Public (H14): the Gold cards paid are shown."""
    total = sum(CARD[card].value for card in gold)
    return f"{seat_ref(seat)} pays {labels(gold)} ({total} gold) and takes {label(card_id)}."


def pay_gold_prompt(seat: int, amount: int, card_id: str) -> str:
    """Prompt of P7 (pay or refuse)."""
    return f"{seat_ref(seat)}: discard {plural(amount, 'card')} face down for {label(card_id)}, or refuse"


def hand_context(size: int) -> str:
    """Private context of P7."""
    return f"You hold {plural(size, 'card')}."


def pay_cards_label(amount: int) -> str:
    """Option label: pay for a Gold card."""
    return f"Discard {plural(amount, 'card')}"


def discard_prompt(number: int, total: int, card_id: str) -> str:
    """Prompt of the secret P7 picks."""
    return f"Choose card {number} of {total} to discard face down for {label(card_id)}"


def you_discarded(card_id: str) -> str:
    """Private (H15)."""
    return f"You discard {label(card_id)} face down."


def discarded_for_gold(seat: int, amount: int, card_id: str) -> str:
    """Public (H15): only the number of cards."""
    return f"{seat_ref(seat)} discards {plural(amount, 'card')} face down and takes {label(card_id)}."


def refuses(seat: int, able: bool) -> str:
    """Public: the winner does not pay."""
    return f"{seat_ref(seat)} refuses to pay." if able else f"{seat_ref(seat)} cannot pay."


def random_draw(drawer: int, penalised: int) -> str:
    """Public (H16)."""
    return f"{seat_ref(drawer)} takes a random card from {seat_ref(penalised)}'s hand."


def you_drew_from(card_id: str, penalised: int) -> str:
    """Private to the drawer (H16)."""
    return f"You took {label(card_id)} from {seat_ref(penalised)}'s hand."


def drawn_from_you(card_id: str, drawer: int) -> str:
    """Private to the penalised seat (H16)."""
    return f"{seat_ref(drawer)} took your {label(card_id)}."


def bluff_discard(picker: int, penalised: int) -> str:
    """Public (H17)."""
    return f"{seat_ref(picker)} picks a random card from {seat_ref(penalised)}'s hand; it is discarded face down."


def your_card_discarded(card_id: str) -> str:
    """Private to the penalised seat (H17)."""
    return f"Your {label(card_id)} was discarded face down."


def empty_hand(penalised: int) -> str:
    """Public: the penalty finds no card."""
    return f"{seat_ref(penalised)} has no card left to lose."


def excluded(penalised: int, card_id: str) -> str:
    """Public (§6.6 step 2-3)."""
    return f"{seat_ref(penalised)} may not bid on {label(card_id)} any more; it is auctioned again."


GAME_ENDED = "The auction pile is empty: the game is over and all hands are revealed."  # public (§8)


# --- Scoring (§9) -----------------------------------------------------------------------------


def tiebreak_gold(gold: int) -> str:
    """Standing note: gold value decided."""
    return f"gold value {gold}"


def tiebreak_total(category: Category, total: int) -> str:
    """Standing note: a category total decided."""
    return f"{CATEGORY_NAMES[category]} total {total}"


def tiebreak_letter(category: Category, letter: str) -> str:
    """Standing note: a category letter decided."""
    return f"{CATEGORY_NAMES[category]} letter {letter}"


SHARED = "none separates them: shared victory"


def summary(winners: Sequence[int], vp: int, how: str) -> str:
    """The result line for the channel."""
    if len(winners) == 1:
        suffix = f" (tie-break: {how})" if how else ""
        return f"{seat_ref(winners[0])} wins with {vp} VP{suffix}."
    names = ", ".join(seat_ref(seat) for seat in winners[:-1]) + f" and {seat_ref(winners[-1])}"
    return f"{names} share the victory with {vp} VP."


RULES_SUMMARY = """\
Biblios (2-4 players). Each of you is an abbot filling a library. Five categories (Pigments, Monks, \
Forbidden Tomes, Holy Books, Manuscripts) each have a die on the Scriptorium, starting at 3. At the end, \
whoever holds the highest total card value in a category wins it and scores its die (1-6 VP); a tie goes \
to the card with the earliest letter (A first). A category nobody holds scores for nobody. Most VP wins; \
ties go to the most gold (by value), then the highest Monks total (then the earliest Monks letter), then \
Pigments, Holy Books, Manuscripts and Forbidden Tomes the same way; players still tied share the win.

Set-up: some cards are removed unseen (and, with 2 or 3 players, some Gold cards openly). Your hand is \
secret; how many cards you hold is public.

Gift phase: on your turn draw N+1 cards one at a time (N = players) and place each before drawing the \
next: exactly one for yourself (face down), one on the auction pile (face down), and N-1 face up in the \
public space. Then each other player, clockwise from your left, takes one public card. Turns pass left \
until the draw pile is empty.

Auction phase: the auction pile is shuffled and, starting with the first player, the active player \
reveals its top card. Bidding starts on the active player's left and goes around; pass to drop out, or \
bid more than the high bid. Category and Church cards are bought with gold: pay Gold cards worth at \
least the bid (no change given). A Gold card is bought with cards: discard exactly as many cards as you \
bid, face down. If nobody bids, the card is discarded. If the winner cannot or will not pay, each other \
player draws a random card from their hand (Medieval Bluff variant: one random card of theirs is \
discarded instead), they are shut out of this card, and it is auctioned again. The game ends when the \
auction pile is empty.

Church cards take effect only when acquired (kept, taken or bought): raise or lower one or two \
different dice by 1 (never beyond 1-6), or decline. They are then discarded."""


# --- Refusals (IllegalAction messages) ----------------------------------------------------------

WAITING_FOR: dict[str, str] = {
    "allocate": "allocate a card",
    "take": "take a card from the public space",
    "church": "play a Church card",
    "bid": "bid or pass",
    "pay": "pay for the card won or refuse",
    "pay_gold": "pay for the Gold card won or refuse",
    "discard": "discard cards for the Gold card won",
}


def not_your_turn(stage: str) -> str:
    """An action from a seat that is not asked anything now (refusals name no player: they are not name-filled)."""
    return f"It is not your turn: another player must {WAITING_FOR[stage]} now."


def wrong_move(move: object, expected: str) -> str:
    """The move type does not fit the decision at hand."""
    return f"“{move}” is not possible now: {expected}."


EXPECTED: dict[str, str] = {
    "allocate": "you must allocate the card you drew",
    "take": "you must take a card from the public space",
    "church": "you must play your Church card or decline",
    "bid": "you must bid or pass",
    "pay": "you must pay for the card or refuse",
    "pay_gold": "you must pay for the Gold card or refuse",
    "discard": "you must choose a card to discard",
}

GAME_OVER = "This game is over; no more moves can be made."
UNKNOWN_DESTINATION = "Choose where the card goes: “self”, “auction” or “public”."


def destination_full(destination: str, capacity: int) -> str:
    """Allocation to a destination that is already full this turn (§5.2)."""
    if destination == "self":
        return "You have already kept a card for yourself this gift turn."
    if destination == "auction":
        return "The auction pile has already received its card this gift turn."
    return f"The public space already holds its {plural(capacity, 'card')} this gift turn."


def not_in_public_space(card: object) -> str:
    """Take of a card that is not on offer."""
    return f"“{card}” is not in the public space."


UNKNOWN_DIE = "Name the dice by category code: PIG, MON, FOR, HOL or MAN."


def dice_count(needed: int) -> str:
    """Wrong number of dice for the Church card."""
    return "This card moves exactly one die." if needed == 1 else "This card moves exactly two different dice."


SAME_DIE_TWICE = "A two-dice card must move two different dice, never one die twice."
DICE_ORDER = "List the dice in display order: PIG, MON, FOR, HOL, MAN."


def wrong_direction(allowed: Sequence[int]) -> str:
    """Raise on a lowering card or the reverse."""
    if len(allowed) == 2:
        return "The change must be +1 or -1."
    return "This card only raises dice (+1)." if allowed[0] > 0 else "This card only lowers dice (-1)."


def die_out_of_range(category: Category, face: int, delta: int) -> str:
    """D10: a die cannot leave 1..6."""
    return f"{CATEGORY_NAMES[category]} is at {face} and cannot go {'higher' if delta > 0 else 'lower'}."


def bid_too_low(high_bid: int, unit: str) -> str:
    """P5: a bid must beat the high bid."""
    if high_bid == 0:
        return "A bid must be at least 1."
    return f"A bid must be more than the high bid of {units(high_bid, unit)}."


def bid_too_high(cap: int) -> str:
    """D19."""
    return f"Bids are capped at {cap}."


BID_NOT_NUMBER = "A bid is a whole number."
GOLD_NOT_LIST = "Name the Gold values you pay, e.g. [1, 2]."


def no_such_gold(value: object, have: int) -> str:
    """Payment with Gold cards the seat does not hold."""
    return f"You do not hold enough Gold {value} cards (you have {have})."


def short_of_gold(missing: int, due: int) -> str:
    """Payment below the bid (§6.4)."""
    return f"You need {missing} more gold to pay {due}."


def superfluous_gold(value: int, due: int) -> str:
    """D18: a card that is not needed to cover the bid."""
    return f"Gold {value} is not needed: the rest already covers {due}."


def hand_too_small(size: int, due: int) -> str:
    """§6.5: not enough cards to pay for a Gold card."""
    return f"You hold {plural(size, 'card')} but must discard {due}; you can only refuse."


def not_in_hand(card: object) -> str:
    """Discard of a card the seat does not hold."""
    return f"“{card}” is not in your hand."
