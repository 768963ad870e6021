"""The rules of Biblios by topic, for ``/game rules topic:`` (rules/biblios.md §3-§9; issue 26)."""

from engine.core import RulesTopic
from i18n import _

TOPICS = (
    RulesTopic(
        "goal",
        _("Goal"),
        _(
            "Each of you is an abbot filling a library. Five categories (Pigments, Monks, Forbidden Tomes, Holy Books, "
            "Manuscripts) each have a die on the Scriptorium, starting at 3. At the end, whoever holds the highest "
            "total card value in a category wins its die's victory points. Cards come to you in the Gift phase and "
            "are bought in the Auction phase; Church cards move the dice, and so what each category is worth."
        ),
    ),
    RulesTopic(
        "setup",
        _("Set-up"),
        _(
            "The dice start at 3. Some cards are removed unseen at random; with 2 or 3 players some Gold cards are "
            "also removed openly. The first player is drawn at random.\n\n"
            "Your hand is secret; how many cards each player holds is public, and so is every card that reached a "
            "hand face up (taken from the public space or bought)."
        ),
    ),
    RulesTopic(
        "gift",
        _("Gift phase"),
        _(
            "On your turn as the active player, draw as many cards as there are players plus one, one by one, "
            "placing each before drawing the next: exactly one for yourself (face down), one on the auction pile "
            "(face down) and the others face up in the public space. When only one place is left for a card, it "
            "goes there.\n\n"
            "Then each other player, clockwise from your left, takes one card from the public space. The turn passes "
            "left, and the Gift phase ends when the draw pile is empty."
        ),
    ),
    RulesTopic(
        "auction",
        _("Auction phase"),
        _(
            "The auction pile is shuffled. Starting with the first player, the active player reveals its top card "
            "and bidding starts on their left, going around: bid more than the high bid, or pass and drop out of "
            "this bidding. It ends when all but one have passed; if nobody bids, the card is discarded.\n\n"
            "Category and Church cards are paid in gold; a Gold card is paid in cards. You may bid more than you "
            "can pay, but a winner who does not pay is penalised. The game ends when the auction pile is empty."
        ),
    ),
    RulesTopic(
        "paying",
        _("Paying and the penalty"),
        _(
            "A Category or Church card: pay Gold cards worth at least the bid, face up; no change is given, and you "
            "may not add a Gold card that is not needed. A Gold card: discard exactly as many cards from your hand "
            "as you bid, face down.\n\n"
            "A winner who does not pay (or cannot) is penalised: each other player, clockwise from their left, "
            "draws a random card from their hand. They are shut out of this card, and it is auctioned again among "
            "the others, with every pass forgotten."
        ),
    ),
    RulesTopic(
        "church",
        _("Church cards"),
        _(
            "A Church card takes effect when it is acquired: kept in the Gift phase, taken from the public space or "
            "bought. Play it at once: raise or lower one die, or two different dice, by 1 as the card says (never "
            "beyond 1 to 6), or decline. It is then discarded. A Church card put on the auction pile or in the "
            "public space does nothing until someone acquires it; one nobody buys is discarded without effect."
        ),
    ),
    RulesTopic(
        "scoring",
        _("Scoring and ties"),
        _(
            "For each category, the player with the highest total card value in it wins it and scores its die "
            "(1 to 6 victory points); a tie goes to the card with the earliest letter (A first). A category nobody "
            "holds scores for nobody.\n\n"
            "Most victory points wins. Ties go to the most gold (by value), then the highest Monks total (then the "
            "earliest Monks letter), then Pigments, Holy Books, Manuscripts and Forbidden Tomes the same way; "
            "players still tied share the win."
        ),
    ),
    RulesTopic(
        "variants",
        _("Variant: Medieval Bluff"),
        _(
            "With the lobby option Medieval Bluff, a winner who does not pay loses one random card of their hand, "
            "discarded face down, instead of having each other player draw one. Everything else stays: they are "
            "shut out of the card and it is auctioned again."
        ),
    ),
)
