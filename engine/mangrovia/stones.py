"""The 16 stone circle tiles of the variant (rules §8).

The types are confirmed; the counts are a STAND-IN: one statue tile per sacred path, 3 valuable-3,
3 amulet-2 and 2 free-landscape tiles. Ids: ``statue-VA``, ``valuable3-1``, ``amulet2-1``,
``landscape-1``.
"""

from dataclasses import dataclass

from engine.mangrovia.board import PATHS

STATUE = "statue"  # wins ties on its path's hut count (§7.2 a)
VALUABLE3 = "valuable3"  # counts as a valuables card of value 3 in a payment, once
AMULET2 = "amulet2"  # counts as an amulet of value 2 in a payment, once; 2 points if kept (ruling R8)
FREE_LANDSCAPE = "landscape"  # replaces one landscape card in a payment and ignores the birds, once

OFF = "off"  # the variant's settings (§8, §10 D0)
ALL = "all"
STATUES = "statues"
OTHERS = "others"
MODES = (OFF, ALL, STATUES, OTHERS)
DRAWN = 8  # tiles laid out on the stone circle's spaces (one fewer when a neutral hut stands there)


@dataclass(frozen=True, slots=True)
class Tile:
    """One stone circle tile; ``path`` for a statue tile."""

    id: str
    kind: str
    path: str = ""

    @property
    def value(self) -> int:
        """What it counts as in a payment (3 or 2), or at the end (an amulet-2 tile: 2); 0 for the others."""
        return 3 if self.kind == VALUABLE3 else 2 if self.kind == AMULET2 else 0


TILES = (
    *(Tile(f"statue-{path.key}", STATUE, path.key) for path in PATHS),
    *(Tile(f"valuable3-{n}", VALUABLE3) for n in (1, 2, 3)),
    *(Tile(f"amulet2-{n}", AMULET2) for n in (1, 2, 3)),
    *(Tile(f"landscape-{n}", FREE_LANDSCAPE) for n in (1, 2)),
)
TILE = {tile.id: tile for tile in TILES}


def tiles_for(mode: str) -> tuple[str, ...]:
    """The tiles shuffled for this variant mode: all 16, the 8 statues, or the 8 others; none when off."""
    if mode == ALL:
        return tuple(TILE)
    if mode == STATUES:
        return tuple(tile.id for tile in TILES if tile.kind == STATUE)
    if mode == OTHERS:
        return tuple(tile.id for tile in TILES if tile.kind != STATUE)
    return ()
