"""The rules of Mangrovia by topic, for ``/game rules topic:`` (rules/mangrovia.md §4-§8; issue 26)."""

from engine.core import RulesTopic
from i18n import _

TOPICS = (
    RulesTopic(
        "setup",
        _("Set-up"),
        _(
            "2 to 5 chiefs build huts in the mangroves: 10 huts each with 2 or 3 players, 9 with 4, 8 with 5. Each "
            "chief starts with 2 start cards and 2 landscape cards in hand; 4 valuables cards and 3 landscape cards "
            "lie face up. The two birds mark the active landscapes. With 2 or 3 players neutral huts stand on the "
            "board, and with 2 players ritual site 6 is blocked. The board map is a stand-in: the real map was not "
            "found."
        ),
    ),
    RulesTopic(
        "bowls",
        _("Placing bowls"),
        _(
            "Each round, from the start player clockwise, each chief places a bowl on a free ritual site; with 2 or "
            "3 players everyone places a second bowl in a second lap. With 2 or 3 players the start player's first "
            "bowl may not go on site 1. The owner of site 1 is the next start player; if nobody took it, the "
            "talisman passes right and the birds move to the two empty oracle spaces."
        ),
    ),
    RulesTopic(
        "boat",
        _("The boat's tour"),
        _(
            "The boat then visits piers 1 to 12, and each site's owner acts twice: at its west pier and its east "
            "pier. Piers 1-8 give cards (face up from the displays, face down from the piles) or amulets; piers 8-11 "
            "build huts (pier 9 a double hut, pier 10 two huts); pier 12 moves the birds. Every part of an action "
            "may be declined, but never taken out of order. The displays are refilled after the tour."
        ),
    ),
    RulesTopic(
        "building",
        _("Building huts"),
        _(
            "Build on a free space whose landscape is active (a bird sits on it). Pay exactly the space's cost, "
            "either in valuables cards or in amulets, never both and never more, plus one landscape card of that "
            "landscape. A double hut costs twice as much and two landscape cards.\n\n"
            "The hut scores the space's chief points at once; an amulet space moves you up the amulet track, and a "
            "totem space gives the top totem tile and its points."
        ),
    ),
    RulesTopic(
        "amulets",
        _("Amulets"),
        _(
            "Taking amulets: with no hut on an amulet space take a value-1 amulet; with 1, draw one from the bag; with "
            "more, draw that many (at most 5), look at them and put one back. Your amulets' values are secret, their "
            "number public. Amulets you pay with are set aside until the bag is empty."
        ),
    ),
    RulesTopic(
        "end",
        _("End of game and scoring"),
        _(
            "When someone builds their last hut, the round is played to the end. Then score each of the 8 sacred "
            "paths (the most huts on it first, then the second; ties go to the hut nearer the statue), the stone "
            "circle (your huts there times all huts there), the totem area (12 and 6) and the value of your "
            "amulets. Most chief points wins; ties go to the higher amulet value."
        ),
    ),
    RulesTopic(
        "variants",
        _("Variant: stone circle tiles"),
        _(
            "With the stones option, tiles lie on the stone circle spaces and the builder there takes them: a statue "
            "tile wins ties on its path; the others are used once in a payment (a valuable of 3, an amulet of 2, or "
            "a landscape of any kind that ignores the birds). Play with all 16 tiles, the statue tiles only, or the "
            "others only."
        ),
    ),
)
