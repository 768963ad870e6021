"""The card data and board tables against the rules document (§2, §3.3)."""

from collections import Counter

from engine.architects.apprentices import APPRENTICES, CARPENTRY, MASONRY, TILING
from engine.architects.board import CATHEDRAL, TABLES, VIRTUE_VP, guildhall_space, tax_evasion
from engine.architects.buildings import BUILDINGS
from engine.architects.characters import CHARACTERS
from engine.architects.goods import Goods
from engine.architects.market import MARKET_CARDS
from engine.architects.rewards import REWARDS


def test_forty_apprentices_with_eighteen_names_and_fourteen_of_each_skill():
    assert len(APPRENTICES) == 40 and len({card.id for card in APPRENTICES}) == 40
    assert len({card.name for card in APPRENTICES}) == 18
    for skill in (CARPENTRY, TILING, MASONRY):
        assert sum(skill in card.skills for card in APPRENTICES) == 14
    assert [card.name for card in APPRENTICES if len(card.skills) == 3] == ["Labourer"]
    assert Counter(card.virtue for card in APPRENTICES) == Counter({0: 27, 1: 6, -1: 7})
    assert sum(card.trade is not None for card in APPRENTICES) == 12  # 5 Merchants, 4 Patrons, 3 Traders


def test_forty_buildings_one_copy_each_with_the_printed_totals():
    assert len(BUILDINGS) == 40 and len({card.name for card in BUILDINGS}) == 40
    assert sum(card.vp for card in BUILDINGS) == 279
    assert sum(card.virtue for card in BUILDINGS) == -8
    total = Goods()
    for card in BUILDINGS:
        total = total + card.cost
    assert total == Goods(clay=59, wood=75, stone=77, gold=30, marble=22)
    assert sum(len(card.skills) == 3 for card in BUILDINGS) == 7
    assert sum(not card.skills for card in BUILDINGS) == 13


def test_black_market_cards_rewards_and_characters():
    assert len(MARKET_CARDS) == 10
    smalls = Counter(card.small for card in MARKET_CARDS)
    assert sorted(smalls.values()) == [2] * 5, "each Small side twice"
    assert len(REWARDS) == 11 and sum(card.virtue for card in REWARDS) == 13
    assert [c.name for c in CHARACTERS] == ["Therese", "Caroline", "Ada", "Frederick", "Rudolf"]
    assert sorted(c.virtue for c in CHARACTERS) == [3, 5, 7, 9, 11]


def test_virtue_track_cathedral_and_tables():
    assert len(VIRTUE_VP) == 15 and VIRTUE_VP[14] == 7 and VIRTUE_VP[0] == -9 and VIRTUE_VP[7] == 0
    assert [tax_evasion(v) for v in range(6)] == [2, 2, 1, 1, 0, 0]
    assert [level.spaces for level in CATHEDRAL] == [3, 3, 2, 2, 1]
    assert [level.vp for level in CATHEDRAL] == [2, 4, 7, 12, 20]
    assert {n: (t.rewards, t.guildhall, t.reset_spaces, t.capture_places) for n, t in TABLES.items()} == {
        2: (5, 12, (7, 10), 2),
        3: (7, 16, (9, 13), 2),
        4: (9, 20, (11, 16), 1),
        5: (11, 24, (13, 19), 1),
    }
    assert TABLES[5].starting_silver == (3, 4, 5, 6, 7)
    assert guildhall_space(7, 4) == (2, 2)  # E10
    assert guildhall_space(16, 3) == (4, 4)  # E15
