"""The archipelago: six ritual sites and the twelve piers the boat visits (rules §3.8, §5.2).

Site ``s`` (1 at the top) lies between west pier ``s`` and east pier ``13 - s``: a bowl there gives
its owner both piers' actions. Each pier's action is a tuple of *modes* (one mode, or two to choose
between: piers 5, 7, 8, 9), each mode a sequence of *parts* done in the printed order, any of them
may be skipped (§5.2).
"""

TAKE = "take"  # take 1 face-up card from either display (§6.1)
DRAW = "draw"  # draw 1 face-down card from a draw pile of your choice (§6.1)
AMULETS = "amulets"  # the take-amulets procedure (§6.2)
BUILD = "build"  # build 1 hut (§6.3, §6.4)
DOUBLE = "double"  # build 1 double hut (§6.5)
BIRDS = "birds"  # place the 2 birds on any 2 oracle spaces (§6.9)
PARTS = (TAKE, DRAW, AMULETS, BUILD, DOUBLE, BIRDS)

SITES = (1, 2, 3, 4, 5, 6)
PIER_COUNT = 12
START_SITE = 1  # its owner becomes start player (pier 12, §5.3)
BLOCKED_SITE_2P = 6  # blocked by a bowl of an unused colour in 2-player games (§4 step 9)

PIERS: dict[int, tuple[tuple[str, ...], ...]] = {
    1: ((TAKE, TAKE, DRAW),),
    2: ((AMULETS,),),
    3: ((TAKE,),),
    4: ((TAKE, DRAW),),
    5: ((TAKE, TAKE), (DRAW, DRAW)),
    6: ((TAKE, DRAW, DRAW),),
    7: ((AMULETS,), (DRAW,)),
    8: ((AMULETS,), (BUILD,)),
    9: ((BUILD,), (DOUBLE,)),
    10: ((BUILD, BUILD),),  # on 2 different spaces, each paid separately
    11: ((BUILD, DRAW),),
    12: ((BIRDS,),),
}


def site_of(pier: int) -> int:
    """The ritual site whose bowl acts at ``pier``."""
    return pier if pier <= len(SITES) else PIER_COUNT + 1 - pier


def piers_of(site: int) -> tuple[int, int]:
    """The west and east piers of a ritual site."""
    return site, PIER_COUNT + 1 - site
