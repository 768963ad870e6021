"""The board of Mangrovia: every map fact in one table (rules §3).

STAND-IN: the real board map could not be found (the rules document's §3.2-3.5 and Appendix A
are a designed stand-in that follows every rule). Every fact of the map lives here and nowhere
else: the 50 building spaces (position, landscape, cost and its currency, chief-point icons,
sacred paths with the distance from each path's statue, stone circle or totem area, amulet
space, neutral-hut symbol), the eight statues' points and the two areas. Swapping in the real
map means replacing ``ROWS`` and ``PATHS`` below; no rules module reads a coordinate.

Also here, because they are printed on the board: the oracle rock's four spaces and the birds'
start, the totem tiles, the amulet track's length.
"""

from dataclasses import dataclass

STATUS = "STAND-IN (real map not found)"

MANGROVE = "MANGROVE"
SAND = "SAND"
REED = "REED"
WATER = "WATER"
LANDSCAPES = (MANGROVE, SAND, REED, WATER)  # the oracle rock's spaces, in its order (§3.7)
BIRDS_START = (MANGROVE, WATER)
_LAND = {"M": MANGROVE, "S": SAND, "R": REED, "W": WATER}

VALUABLES = "valuables"  # the two currencies of a space's cost (§6.4)
AMULETS = "amulets"

STONE = "stone"  # the stone circle area (§3.5, §7.2 b)
TOTEM = "totem"  # the totem area (§3.5, §6.6, §7.2 c)
GREY = "grey"  # neutral hut symbols: grey in 2-3 players, white in 2 players (§3.9)
WHITE = "white"

GRID = (8, 7)  # columns, rows: for drawing only
AREA_CENTRES = {STONE: (2, 6), TOTEM: (6, 2)}  # the non-buildable middle squares (drawing only)

TOTEM_TILES = (2, 3, 4, 5, 6, 7, 8, 9)  # the stack, top first (§3.5)
TOTEM_POINTS = (12, 6)  # most huts, second most in the totem area (§7.2 c)
AMULET_TRACK_MAX = 10  # positions 0-10 (§3.6)


@dataclass(frozen=True, slots=True)
class Path:
    """A sacred path: its statue's points for the most and second most huts (§3.4)."""

    key: str
    vertical: bool
    index: int  # the column (vertical) or row (horizontal) it runs along: drawing only
    first: int
    second: int


PATHS = (
    Path("VA", True, 1, 12, 6),
    Path("VB", True, 3, 10, 5),
    Path("VC", True, 5, 8, 4),
    Path("VD", True, 7, 6, 3),
    Path("HA", False, 1, 12, 6),
    Path("HB", False, 3, 10, 5),
    Path("HC", False, 5, 8, 4),
    Path("HD", False, 7, 6, 3),
)
PATH = {path.key: path for path in PATHS}


@dataclass(frozen=True, slots=True)
class Space:
    """One building space (§3.3)."""

    id: str
    x: int
    y: int
    lands: tuple[str, ...]  # one landscape, or two on a dual-landscape space
    currency: str  # VALUABLES or AMULETS
    cost: int
    chief: int  # chief-point icons: points on building (twice for a double hut)
    area: str | None  # STONE, TOTEM or None
    amulet_space: bool  # red circle: building here moves the amulet pillar
    neutral: str | None  # GREY, WHITE or None
    paths: tuple[tuple[str, int], ...]  # (path, distance from its statue), 1 = closest

    @property
    def double_allowed(self) -> bool:
        """Whether a double hut may stand here: never in an area or on an amulet space (§6.5)."""
        return self.area is None and not self.amulet_space


# id, landscape(s), cost (V valuables / A amulets), chief icons, kind (- / stone / totem / amulet),
# neutral symbol (- / grey / white), then each path with the distance from its statue.
ROWS = """
c1r1 M   V12 4 -      -     VA1 HA1
c2r1 R   V6  1 -      -     HA2
c3r1 S   V11 3 -      white VB1 HA3
c4r1 S   A6  1 -      -     HA4
c5r1 R   V9  0 totem  -     VC1 HA5
c6r1 R   V5  0 totem  white HA6
c7r1 W   V8  0 totem  -     VD1 HA7
c1r2 M   V7  1 -      white VA2
c2r2 W   V4  0 amulet -
c3r2 S   V7  1 -      -     VB2
c4r2 R   A5  1 amulet -
c5r2 W   V6  0 totem  -     VC2
c7r2 S   V7  0 totem  -     VD2
c8r2 M   V5  0 amulet white
c1r3 W   V10 4 -      -     VA3 HB1
c2r3 W   V6  0 -      -     HB2
c3r3 S/R V12 4 -      -     VB3 HB3
c4r3 S   V5  1 -      grey  HB4
c5r3 M   V10 0 totem  -     VC3 HB5
c6r3 M   A6  0 totem  -     HB6
c7r3 R   V11 0 totem  -     VD3 HB7
c1r4 R   V8  3 -      -     VA4
c2r4 S   A4  1 amulet -
c3r4 W   A5  1 -      -     VB4
c4r4 M   V6  1 amulet white
c5r4 S   V6  1 -      white VC4
c6r4 W   A7  2 amulet -
c7r4 M   V9  2 -      -     VD4
c8r4 R   V3  0 amulet -
c1r5 S   V9  1 stone  -     VA5 HC1
c2r5 S   V5  0 stone  -     HC2
c3r5 W   V8  1 stone  -     VB5 HC3
c4r5 M   V8  2 -      -     HC4
c5r5 R   V12 4 -      -     VC5 HC5
c6r5 M   A8  2 -      grey  HC6
c7r5 M   V13 3 -      -     VD5 HC7
c1r6 R   A6  0 stone  -     VA6
c3r6 R   V6  0 stone  -     VB6
c4r6 R   V5  1 amulet -
c5r6 W   V7  1 -      -     VC6
c6r6 S   A6  1 amulet -
c7r6 S   V8  2 -      white VD6
c8r6 W   A4  0 amulet -
c1r7 W   V10 1 stone  -     VA7 HD1
c2r7 M   V4  0 stone  grey  HD2
c3r7 M   V9  1 stone  -     VB7 HD3
c4r7 R/M V7  1 -      -     HD4
c5r7 S   A9  3 -      -     VC7 HD5
c6r7 R   V6  1 -      -     HD6
c7r7 W   V11 3 -      -     VD7 HD7
"""


def _space(row: str) -> Space:
    name, lands, cost, chief, kind, neutral, *paths = row.split()
    return Space(
        id=name,
        x=int(name[1 : name.index("r")]),
        y=int(name[name.index("r") + 1 :]),
        lands=tuple(_LAND[letter] for letter in lands.split("/")),
        currency=VALUABLES if cost[0] == "V" else AMULETS,
        cost=int(cost[1:]),
        chief=int(chief),
        area=kind if kind in (STONE, TOTEM) else None,
        amulet_space=kind == "amulet",
        neutral=None if neutral == "-" else neutral,
        paths=tuple((path[:2], int(path[2:])) for path in paths),
    )


SPACES = tuple(_space(row) for row in ROWS.strip().splitlines())
SPACE = {space.id: space for space in SPACES}
SPACE_IDS = tuple(space.id for space in SPACES)
AREA_SPACES = {area: tuple(s.id for s in SPACES if s.area == area) for area in (STONE, TOTEM)}
PATH_SPACES = {
    path.key: tuple(
        sorted((s.id for s in SPACES if path.key in dict(s.paths)), key=lambda i: dict(SPACE[i].paths)[path.key])
    )
    for path in PATHS
}
NEUTRAL_SPACES = {
    2: tuple(s.id for s in SPACES if s.neutral in (GREY, WHITE)),
    3: tuple(s.id for s in SPACES if s.neutral == GREY),
    4: (),
    5: (),
}
