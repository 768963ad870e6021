"""The nine estate boards (player boards) as data (rules/castles-of-burgundy.md §2.11, Appendix A).

All boards share the geometry and die numbers; only the colour string differs. Space ids 1-37
run row by row, top to bottom, left to right; rows hold 4-5-6-7-6-5-4 spaces; axial (q, r)
coordinates with the centre space 19 at (0, 0) (§2.11.1). Regions are the maximal groups of
adjacent spaces of one colour, named as in the document: colour code + running number in the
order of their smallest space id (board 1: ``A1``, ``C1``, ``K1``, ``B1``...).
"""

from dataclasses import dataclass

from engine.burgundy.tiles import TileKind

# Appendix A.
DIE_STRING = "6543216545431236126541254312612563413"
COLOUR_STRINGS: dict[int, str] = {
    1: "ACCKAACKBAABKBBSSSCSSSBBMBBABMKBBMKKB",
    2: "SBACASBABAAABKBBBBBBKCKKMKMSBBMKSCSSC",
    3: "AAAASSCSSBMKKSBBBKCKBBBBKKBBCAMMCBASB",
    4: "CBSBAABSSBABSCMAAAKKMSBCKBBKBMBKBSBKC",
    5: "ABBSAABMMBCKSSSBBAKCBBKCAKSBBABCSKKBM",
    6: "KKCSKBBSBAAMSBBKBBCSBBKBBMSBKMAASCAAC",
    7: "KCCSKAAASSMBBMASKBBBABBKBBABBSMKBSCCK",
    8: "BBSBBCKCBBKMKKSSAKMAKSSAAMABBCACBBSBB",
    9: "BBCKBBAASBBAASSCKKMSCKSSKMBAKBBBAMCBB",
}
BASE_BOARD = 1
BASE_CASTLE_SPACE = 19
PHYSICAL_BOARDS: tuple[tuple[int, int], ...] = ((1, 2), (1, 3), (1, 4), (1, 5), (6, 7), (8, 9))  # §7 stand-in

COLOUR_CODES: dict[str, TileKind] = {
    "B": TileKind.BUILDING,
    "A": TileKind.ANIMAL,
    "K": TileKind.KNOWLEDGE,
    "C": TileKind.CASTLE,
    "M": TileKind.MINE,
    "S": TileKind.SHIP,
}
CODE_OF: dict[TileKind, str] = {kind: code for code, kind in COLOUR_CODES.items()}
ROW_LENGTHS = (4, 5, 6, 7, 6, 5, 4)


@dataclass(frozen=True, slots=True)
class Space:
    """One estate space: id, axial coordinates and printed die number."""

    id: int
    q: int
    r: int
    die: int


def _spaces() -> tuple[Space, ...]:
    spaces: list[Space] = []
    for row in range(len(ROW_LENGTHS)):
        r = row - 3
        for q in range(max(-3, -3 - r), min(3, 3 - r) + 1):
            spaces.append(Space(len(spaces) + 1, q, r, int(DIE_STRING[len(spaces)])))
    return tuple(spaces)


SPACES: tuple[Space, ...] = _spaces()
SPACE_IDS: tuple[int, ...] = tuple(space.id for space in SPACES)
_AXIAL_STEPS = ((1, 0), (-1, 0), (0, -1), (1, -1), (0, 1), (-1, 1))


def _neighbours() -> dict[int, tuple[int, ...]]:
    at = {(space.q, space.r): space.id for space in SPACES}
    return {
        space.id: tuple(
            sorted(at[(space.q + dq, space.r + dr)] for dq, dr in _AXIAL_STEPS if (space.q + dq, space.r + dr) in at)
        )
        for space in SPACES
    }


NEIGHBOURS: dict[int, tuple[int, ...]] = _neighbours()
NEIGHBOUR_SETS: dict[int, frozenset[int]] = {space: frozenset(around) for space, around in NEIGHBOURS.items()}


def die_of(space: int) -> int:
    """The die number printed on estate space ``space`` (the same on every board)."""
    return SPACES[space - 1].die


@dataclass(frozen=True, slots=True)
class Region:
    """A maximal group of adjacent spaces of one colour (a city if beige, a pasture if light green)."""

    name: str
    kind: TileKind
    spaces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EstateBoard:
    """One estate board: colour of every space and its regions."""

    number: int
    colours: str  # Appendix A colour string, character i = space i + 1
    kinds: tuple[TileKind, ...]  # by space id - 1
    regions: tuple[Region, ...]
    region_of: tuple[int, ...]  # index into ``regions``, by space id - 1
    by_kind: dict[TileKind, tuple[int, ...]]  # the spaces of each colour, ascending
    cities: tuple[Region, ...]  # the beige regions

    def kind(self, space: int) -> TileKind:
        """The tile type space ``space`` accepts."""
        return self.kinds[space - 1]

    def region(self, space: int) -> Region:
        """The region containing ``space``."""
        return self.regions[self.region_of[space - 1]]

    def spaces_of(self, kind: TileKind) -> tuple[int, ...]:
        """Every space of one colour, ascending."""
        return self.by_kind[kind]

    @property
    def castle_spaces(self) -> tuple[int, ...]:
        """The dark-green spaces: where a start castle may stand in the variant (§7)."""
        return self.spaces_of(TileKind.CASTLE)


def _board(number: int, colours: str) -> EstateBoard:
    kinds = tuple(COLOUR_CODES[code] for code in colours)
    region_of = [-1] * len(SPACES)
    regions: list[Region] = []
    counts: dict[str, int] = {}
    for start in SPACE_IDS:
        if region_of[start - 1] >= 0:
            continue
        code = colours[start - 1]
        members, frontier = {start}, [start]
        while frontier:
            for neighbour in NEIGHBOURS[frontier.pop()]:
                if neighbour not in members and colours[neighbour - 1] == code:
                    members.add(neighbour)
                    frontier.append(neighbour)
        counts[code] = counts.get(code, 0) + 1
        for member in members:
            region_of[member - 1] = len(regions)
        regions.append(Region(f"{code}{counts[code]}", COLOUR_CODES[code], tuple(sorted(members))))
    by_kind = {kind: tuple(space for space in SPACE_IDS if kinds[space - 1] is kind) for kind in TileKind}
    cities = tuple(region for region in regions if region.kind is TileKind.BUILDING)
    return EstateBoard(number, colours, kinds, tuple(regions), tuple(region_of), by_kind, cities)


BOARDS: dict[int, EstateBoard] = {number: _board(number, colours) for number, colours in COLOUR_STRINGS.items()}
