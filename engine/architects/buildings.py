"""The 40 building cards (§2.8): VP, skills, cost, virtue when built, the immediate or end-game effect."""

from dataclasses import dataclass

from engine.architects.apprentices import CARPENTRY as CAR
from engine.architects.apprentices import MASONRY as MAS
from engine.architects.apprentices import TILING as TIL
from engine.architects.goods import Goods
from i18n import _p

IMMEDIATE, END = "imm", "end"


@dataclass(frozen=True, slots=True)
class Building:
    """One building card; ``effect`` names its effect (§8.2 immediate, §10 end), ``when`` says which."""

    id: str
    name: str
    vp: int
    skills: tuple[str, ...]
    cost: Goods
    virtue: int
    when: str
    effect: str


def _b(number: int, name: str, vp: int, skills: tuple[str, ...], cost: Goods, virtue: int, when: str, effect: str):  # noqa: ANN202
    return Building(f"B{number:02}", name, vp, skills, cost, virtue, when, effect)


ALL3 = (CAR, TIL, MAS)
G = Goods
BUILDINGS: tuple[Building, ...] = (
    _b(1, _p("architects", "Smithy"), 3, (), G(clay=4, wood=2), 0, IMMEDIATE, "gain_stone"),
    _b(2, _p("architects", "Steeple"), 4, (), G(wood=2, gold=2), 1, END, "steeple"),
    _b(3, _p("architects", "Stone Market"), 7, (MAS,), G(clay=2, stone=4, marble=1), 0, END, "most_stone"),
    _b(4, _p("architects", "Tavern"), 6, (CAR,), G(wood=3, stone=2, gold=1), 0, IMMEDIATE, "tavern"),
    _b(5, _p("architects", "Thieves' Den"), 8, (MAS,), G(clay=1, wood=2, stone=3), -2, IMMEDIATE, "gain_silver"),
    _b(6, _p("architects", "Tiler's Hut"), 5, (), G(clay=2, wood=1, stone=2), 0, END, "hut_TIL"),
    _b(7, _p("architects", "Trading Post"), 7, (MAS,), G(wood=1, stone=3, gold=2), 0, END, "trading_post"),
    _b(8, _p("architects", "Treasury"), 6, (TIL,), G(wood=1, stone=3, gold=1), 0, IMMEDIATE, "treasury"),
    _b(9, _p("architects", "University"), 11, ALL3, G(clay=4, wood=2, stone=3, marble=2), 1, END, "university"),
    _b(10, _p("architects", "Watchtower"), 11, ALL3, G(clay=3, wood=4, gold=1, marble=1), -1, IMMEDIATE, "watchtower"),
    _b(11, _p("architects", "Well"), 3, (), G(wood=2, stone=2), 0, IMMEDIATE, "gain_clay"),
    _b(12, _p("architects", "Wood Market"), 7, (CAR,), G(clay=2, wood=4, gold=1), 0, END, "most_wood"),
    _b(13, _p("architects", "Aqueduct"), 3, (), G(clay=2, wood=3, gold=1), 0, END, "aqueduct"),
    _b(14, _p("architects", "Armoury"), 9, (CAR, MAS), G(wood=3, stone=5, gold=1), 0, IMMEDIATE, "armoury"),
    _b(15, _p("architects", "Barracks"), 10, ALL3, G(clay=2, wood=6, gold=2), 0, IMMEDIATE, "barracks"),
    _b(16, _p("architects", "Betting House"), 7, (), G(clay=1, stone=2, gold=1), -1, IMMEDIATE, "betting_house"),
    _b(17, _p("architects", "Carpenter's Hut"), 5, (), G(clay=3, wood=1, stone=1), 0, END, "hut_CAR"),
    _b(18, _p("architects", "Castle"), 10, ALL3, G(clay=2, wood=4, gold=1, marble=2), 0, END, "castle"),
    _b(19, _p("architects", "Chapel"), 6, (CAR,), G(clay=2, wood=1, stone=4), 1, END, "chapel"),
    _b(20, _p("architects", "Church"), 5, (), G(clay=3, stone=3), 1, IMMEDIATE, "church"),
    _b(21, _p("architects", "Clay Market"), 6, (TIL,), G(clay=3, stone=2, gold=1), 0, END, "most_clay"),
    _b(22, _p("architects", "Clay Pit"), 3, (), G(clay=4, wood=1), 0, IMMEDIATE, "clay_pit"),
    _b(23, _p("architects", "Drafting Room"), 8, (CAR, TIL), G(stone=4, gold=3), 0, IMMEDIATE, "drafting_room"),
    _b(24, _p("architects", "Dungeon"), 14, ALL3, G(stone=4, gold=2, marble=2), -1, END, "dungeon"),
    _b(25, _p("architects", "Factory"), 7, (MAS,), G(wood=2, stone=2, gold=3), 0, IMMEDIATE, "gain_marble"),
    _b(26, _p("architects", "Fortress"), 12, ALL3, G(clay=3, stone=4, gold=1, marble=2), -2, IMMEDIATE, "fortress"),
    _b(27, _p("architects", "Fountain"), 4, (), G(stone=3, marble=1), 1, END, "fountain"),
    _b(28, _p("architects", "Gambler's Den"), 10, (CAR, TIL), G(stone=1, gold=1, marble=3), -2, END, "gamblers_den"),
    _b(29, _p("architects", "Hideout"), 8, (CAR, MAS), G(clay=1, wood=3, stone=2), -2, IMMEDIATE, "hideout"),
    _b(30, _p("architects", "Keep"), 12, ALL3, G(wood=5, stone=2, gold=2), -2, END, "keep"),
    _b(31, _p("architects", "Library"), 8, (CAR, TIL), G(wood=4, stone=2, marble=1), 0, IMMEDIATE, "library"),
    _b(32, _p("architects", "Lighthouse"), 6, (TIL,), G(wood=3, stone=1, marble=2), 0, END, "lighthouse"),
    _b(33, _p("architects", "Lumber Camp"), 3, (), G(clay=4, stone=2), 0, IMMEDIATE, "gain_wood"),
    _b(34, _p("architects", "Mason's Hut"), 5, (), G(wood=2, stone=4), 0, END, "hut_MAS"),
    _b(35, _p("architects", "Moneylender"), 5, (MAS,), G(clay=4, wood=2, gold=1), -1, END, "moneylender"),
    _b(36, _p("architects", "Monument"), 9, (TIL, MAS), G(wood=2, stone=3, marble=2), 1, IMMEDIATE, "monument"),
    _b(37, _p("architects", "Observatory"), 7, (CAR,), G(clay=1, wood=3, stone=1, gold=1), 0, END, "observatory"),
    _b(38, _p("architects", "Palace"), 9, (TIL, MAS), G(wood=3, stone=3, marble=2), 0, IMMEDIATE, "palace"),
    _b(39, _p("architects", "Reservoir"), 4, (), G(clay=6, wood=1), 0, END, "reservoir"),
    _b(40, _p("architects", "Silver Market"), 6, (TIL,), G(wood=2, gold=1, marble=1), 0, END, "most_silver"),
)
BUILDING: dict[str, Building] = {card.id: card for card in BUILDINGS}
ALL_BUILDINGS = frozenset(BUILDING)

# Immediate gains with no choice (§8.2 "Gain X"); Drafting Room draws 2 cards instead.
GAINS = {
    "gain_stone": Goods(stone=4),
    "gain_silver": Goods(silver=4),
    "gain_clay": Goods(clay=4),
    "gain_marble": Goods(marble=2),
    "gain_wood": Goods(wood=4),
}
# Immediate choices of one gain (Treasury, Clay Pit).
CHOICES = {
    "treasury": (Goods(gold=1), Goods(silver=3)),
    "clay_pit": (Goods(gold=1), Goods(marble=1)),
}
FREE_CAPTURES = {"armoury": 1, "fortress": 2}
