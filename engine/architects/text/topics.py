"""The rules of Architects of the West Kingdom by topic, for ``/game rules topic:`` (rules §3-§11; issue 26)."""

from engine.core import RulesTopic
from i18n import _

TOPICS = (
    RulesTopic(
        "setup",
        _("Set-up and the draft"),
        _(
            "Each royal architect has 20 workers, a virtue marker on 7 and a Cathedral marker below level 1. Eight "
            "apprentices are shown in the Workshop in 2 rows of 4, and 4 Silver lie on the Tax Stand.\n\n"
            "Opening draft, in secret and at the same time: from 4 building cards keep 1 and pass 3 to the left, "
            "from those keep 1 and pass 2, then keep 1 of the last 2. Each player starts with 3 building cards and, "
            "from the start player on, 3, 4, 5, 6 or 7 Silver."
        ),
    ),
    RulesTopic(
        "turn",
        _("Your turn"),
        _(
            "On your turn place 1 of your workers on a location and take its action at once; most locations get "
            "stronger the more of your own workers are there. Passing is not allowed.\n\n"
            "With none of your workers left to place, your turn is spent taking one of them back from a location "
            "instead. After your action, keep at most 6 building cards in hand: discard the rest."
        ),
    ),
    RulesTopic(
        "resources",
        _("Resources, the Storehouse and the Workshop"),
        _(
            "Quarry (Stone), Forest (Wood), Mines (Clay, or Gold with 2 or more workers there) and Silversmith "
            "(Silver) give more for each of your workers there and for matching apprentices.\n\n"
            "The King's Storehouse makes one trade per worker there: resources for virtue or Marble, or your "
            "apprentices' trades. The Workshop hires an apprentice (2 Silver and 2 tax; cards further right cost a "
            "skip coin each) or draws building cards."
        ),
    ),
    RulesTopic(
        "captures",
        _("Town Centre, Guardhouse and Prison"),
        _(
            "At the Town Centre capture groups of workers: all workers of one colour on one location; one capture "
            "per worker of yours there. Your own come back to you; others stay on your board.\n\n"
            "At the Guardhouse deliver captured workers to the Prison for 1 Silver each, free your own workers from "
            "the Prison or from other boards, or pay off a debt. Workers in the Prison cost their owner points at the "
            "end."
        ),
    ),
    RulesTopic(
        "market",
        _("Tax Stand and Black Market"),
        _(
            "The Tax Stand gives all the tax on it for 2 Virtue. The Black Market, only while your virtue is 9 or "
            "less, sells goods, an apprentice or a choice of building cards on its spaces A, B and C for Silver and "
            "1 Virtue.\n\n"
            "When its three spaces are full, or a worker reaches a marked space of the Guildhall, the Black Market "
            "resets: its workers go to the Prison, new goods are offered, each player with 3 or more workers in the "
            "Prison loses 1 Virtue, and whoever has the most workers there takes a debt."
        ),
    ),
    RulesTopic(
        "guildhall",
        _("Guildhall and Cathedral"),
        _(
            "At the Guildhall either construct a building from your hand, with the apprentices' skills it needs and "
            "its cost, or advance one level on the Cathedral: virtue 5 or more, the level's cost and 1 building card "
            "discarded, and a reward card. A worker there stays until the end."
        ),
    ),
    RulesTopic(
        "virtue",
        _("Virtue, tax and debts"),
        _(
            "Virtue runs from 0 to 14. Low virtue lets you evade tax but bars the Cathedral (under 5); high virtue "
            "bars the Black Market (over 9). Virtue lost below 0 becomes debts; virtue gained above 14 can destroy "
            "debts. Each unpaid debt costs 2 victory points at the end."
        ),
    ),
    RulesTopic(
        "end",
        _("End of game and scoring"),
        _(
            "When a worker fills the last Guildhall space, that player finishes the turn, then everyone takes one "
            "more turn. Score buildings, the Cathedral level, final virtue, 1 per Gold and Marble and 1 per 10 "
            "Silver; lose 2 per unpaid debt and 1 per 2 of your workers in the Prison. Most victory points wins; "
            "ties go to virtue, then Silver."
        ),
    ),
    RulesTopic(
        "variants",
        _("Variants"),
        _(
            "Variable set-up: the five character boards, each with its own starting virtue, Silver and ability; the "
            "highest virtue starts. Age of Artisans rules (as Board Game Arena plays): a free starting apprentice "
            "after the draft, last player first, or the Workshop's first column discarded when a worker takes the "
            "3rd Guildhall space of rows 1 to 3, or both. Conspirators take 1 Silver off each Town Centre action, or "
            "make every capture after the first free."
        ),
    ),
)
