"""The 40 apprentice cards (§2.7): skill, virtue when hired, and the ability in the card's words."""

from dataclasses import dataclass

from engine.architects.goods import Goods
from i18n import _p

CARPENTRY, TILING, MASONRY = "CAR", "TIL", "MAS"
SKILLS = (CARPENTRY, TILING, MASONRY)


@dataclass(frozen=True, slots=True)
class Trade:
    """A King's Storehouse trade printed on a Merchant, Patron or Trader: give ``pay``, get ``get`` (+ ``virtue``)."""

    pay: Goods
    get: Goods = Goods()
    virtue: int = 0


@dataclass(frozen=True, slots=True)
class Apprentice:
    """One apprentice card. ``ability`` names the trigger (see §8.1); ``trade`` for Storehouse apprentices."""

    id: str
    name: str
    skills: tuple[str, ...]
    virtue: int
    ability: str
    trade: Trade | None = None


def _a(number: int, name: str, skill: str, virtue: int, ability: str, trade: Trade | None = None) -> Apprentice:
    skills = SKILLS if skill == "ALL" else (skill,)
    return Apprentice(f"A{number:02}", name, skills, virtue, ability, trade)


APPRENTICES: tuple[Apprentice, ...] = (
    _a(1, _p("architects", "Acolyte"), CARPENTRY, 1, "acolyte_card"),
    _a(2, _p("architects", "Acolyte"), TILING, 1, "acolyte_clay"),
    _a(3, _p("architects", "Acolyte"), MASONRY, 1, "acolyte_silver"),
    _a(4, _p("architects", "Conspirator"), CARPENTRY, 0, "conspirator"),
    _a(5, _p("architects", "Conspirator"), CARPENTRY, 0, "conspirator"),
    _a(6, _p("architects", "Debt Collector"), TILING, 0, "collector_clay"),
    _a(7, _p("architects", "Debt Collector"), MASONRY, 0, "collector_stone"),
    _a(8, _p("architects", "Debt Collector"), CARPENTRY, 0, "collector_wood"),
    _a(9, _p("architects", "Gatekeeper"), MASONRY, -1, "gatekeeper"),
    _a(10, _p("architects", "Illusionist"), CARPENTRY, -1, "illusionist"),
    _a(11, _p("architects", "Jeweller"), TILING, 0, "jeweller"),
    _a(12, _p("architects", "Jeweller"), TILING, 0, "jeweller"),
    _a(13, _p("architects", "Labourer"), "ALL", 0, "labourer"),
    _a(14, _p("architects", "Merchant"), TILING, 0, "trade", Trade(Goods(silver=1), Goods(clay=3))),
    _a(15, _p("architects", "Merchant"), MASONRY, 0, "trade", Trade(Goods(silver=2), Goods(gold=1))),
    _a(16, _p("architects", "Merchant"), TILING, 0, "trade", Trade(Goods(silver=3), Goods(marble=1))),
    _a(17, _p("architects", "Merchant"), MASONRY, 0, "trade", Trade(Goods(silver=1), Goods(stone=2))),
    _a(18, _p("architects", "Merchant"), CARPENTRY, 0, "trade", Trade(Goods(silver=1), Goods(wood=2))),
    _a(19, _p("architects", "Miner"), TILING, 0, "miner"),
    _a(20, _p("architects", "Miner"), TILING, 0, "miner"),
    _a(21, _p("architects", "Patron"), TILING, 0, "trade", Trade(Goods(clay=1), virtue=1)),
    _a(22, _p("architects", "Patron"), MASONRY, 0, "trade", Trade(Goods(silver=2), virtue=1)),
    _a(23, _p("architects", "Patron"), MASONRY, 0, "trade", Trade(Goods(stone=1), virtue=1)),
    _a(24, _p("architects", "Patron"), CARPENTRY, 0, "trade", Trade(Goods(wood=1), virtue=1)),
    _a(25, _p("architects", "Pickpocket"), TILING, -1, "pickpocket"),
    _a(26, _p("architects", "Squire"), TILING, 1, "squire_gold"),
    _a(27, _p("architects", "Squire"), MASONRY, 1, "squire_marble"),
    _a(28, _p("architects", "Squire"), CARPENTRY, 1, "squire_virtue"),
    _a(29, _p("architects", "Stonecutter"), MASONRY, 0, "stonecutter"),
    _a(30, _p("architects", "Stonecutter"), MASONRY, 0, "stonecutter"),
    _a(31, _p("architects", "Swindler"), TILING, -1, "swindler_clay"),
    _a(32, _p("architects", "Swindler"), MASONRY, -1, "swindler_stone"),
    _a(33, _p("architects", "Swindler"), CARPENTRY, -1, "swindler_wood"),
    _a(34, _p("architects", "Thief"), CARPENTRY, 0, "thief"),
    _a(35, _p("architects", "Trader"), TILING, 0, "trade", Trade(Goods(clay=3), Goods(marble=1))),
    _a(36, _p("architects", "Trader"), MASONRY, 0, "trade", Trade(Goods(stone=2), Goods(marble=1))),
    _a(37, _p("architects", "Trader"), CARPENTRY, 0, "trade", Trade(Goods(wood=2), Goods(marble=1))),
    _a(38, _p("architects", "Trickster"), MASONRY, -1, "trickster"),
    _a(39, _p("architects", "Woodcutter"), CARPENTRY, 0, "woodcutter"),
    _a(40, _p("architects", "Woodcutter"), CARPENTRY, 0, "woodcutter"),
)
APPRENTICE: dict[str, Apprentice] = {card.id: card for card in APPRENTICES}

# What a Swindler adds to every Black Market action, an Acolyte to every Cathedral advance,
# a Debt Collector to every debt paid off, a Squire at every reset with an empty prison (§2.7).
SWINDLER_GAIN = {"swindler_clay": Goods(clay=2), "swindler_stone": Goods(stone=1), "swindler_wood": Goods(wood=1)}
ACOLYTE_GAIN = {"acolyte_clay": Goods(clay=2), "acolyte_silver": Goods(silver=2)}
COLLECTOR_GAIN = {"collector_clay": Goods(clay=2), "collector_stone": Goods(stone=2), "collector_wood": Goods(wood=2)}
SQUIRE_GAIN = {"squire_gold": Goods(gold=1), "squire_marble": Goods(marble=1)}
SQUIRE_VIRTUE = {"squire_virtue": 2}
