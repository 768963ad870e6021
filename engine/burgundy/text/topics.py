"""The rules of The Castles of Burgundy by topic, for ``/game rules topic:`` (rules/castles-of-burgundy.md §3-§7)."""

from engine.core import RulesTopic
from i18n import _

TOPICS = (
    RulesTopic(
        "setup",
        _("Set-up"),
        _(
            "Each player has an estate board with a start castle on its central dark green space, 1 silverling and 3 "
            "random goods tiles in their goods storage. The start player is drawn at random and takes 1 worker; the "
            "next players clockwise take 2, 3 and 4. The turn order starts with the start player."
        ),
    ),
    RulesTopic(
        "phases",
        _("Phases and rounds"),
        _(
            "The game has 5 phases (A to E) of 5 rounds. At the start of each phase the depots 1-6 are filled with "
            "new hex tiles, 2 tiles per player go to the black depot, and the phase's 5 goods tiles are laid out, one "
            "per round.\n\n"
            "Each round everyone rolls their two dice; the start player also rolls the white die, and that round's "
            "goods tile goes to the depot with its number. Then each player takes one turn, in turn order. At the end "
            "of each phase every mine gives its owner 1 silverling."
        ),
    ),
    RulesTopic(
        "turn",
        _("Your turn: dice and workers"),
        _(
            "On your turn use each of your two dice for one action, in any order (the same action twice is allowed). "
            "A worker turns a die by 1 up or down, as often as you pay workers; 6 and 1 are neighbours. The white die "
            "is never used for an action. Once per turn you may also buy a tile from the black depot for 2 "
            "silverlings into your storage."
        ),
    ),
    RulesTopic(
        "actions",
        _("The four actions"),
        _(
            "Take a tile: take a hex tile from the depot with the die's number into one of your 3 storage spaces "
            "(if they are full, first discard one).\n\n"
            "Add a tile: move a stored tile onto an empty estate space showing the die's number, of the tile's "
            "colour, next to a placed tile. A city may not hold two buildings of the same kind.\n\n"
            "Sell goods: sell all goods tiles of the die's number: 1 silverling, and victory points per tile (2, 3 or "
            "4 by the number of players).\n\n"
            "Take workers: take 2 workers, whatever the die shows."
        ),
    ),
    RulesTopic(
        "tiles",
        _("What placed tiles do"),
        _(
            "Ship: take the goods from one depot into your goods storage (at most 3 kinds) and move ahead on the turn "
            "order. Animals: score the animals of that kind in the pasture. Castle: take one more action as with a "
            "die of any number. Mine: 1 silverling at each phase end. Buildings act at once (a warehouse sells, a "
            "watchtower scores 4, a bank gives silverlings...), and knowledge tiles change a rule for you from then "
            "on, or score at the end."
        ),
    ),
    RulesTopic(
        "scoring",
        _("Scoring during the game"),
        _(
            "Completing a region scores by its size (1, 3, 6, 10, 15, 21, 28 or 36 victory points for 1 to 8 "
            "spaces) plus the phase bonus (10 in phase A down to 2 in phase E). The first player to fill every space "
            "of one colour takes that colour's large bonus tile, the second its small one."
        ),
    ),
    RulesTopic(
        "end",
        _("End of game and ties"),
        _(
            "After phase E each player scores 1 victory point per goods tile still stored, per silverling and per 2 "
            "workers, plus their end-of-game knowledge tiles; tiles left in storage score nothing. Most victory "
            "points wins. Ties: the player with the fewest empty estate spaces (or the most, with that lobby "
            "option), then the one further back in turn order."
        ),
    ),
    RulesTopic(
        "variants",
        _("Variant: estate boards"),
        _(
            "By default everyone plays estate board No. 1 with the castle on its centre. With the boards option each "
            "player is dealt a board instead and chooses its side (1 to 9) and which dark green space holds the start "
            "castle, either openly one after another or in secret at the same time."
        ),
    ),
)
