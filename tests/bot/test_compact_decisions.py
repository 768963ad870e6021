"""Decisions with many answers, shown and read compactly (issue 10): quick picks, typed answers, set choices."""

import pytest

from bot.components import ids
from bot.components.specs import Button, Select
from bot.present import choices as present_choices
from bot.refusals import NoSuchChoice
from bot.service.typed import set_action, set_by_names, typed_action, typed_form
from engine.core import Decision, Option, SetChoice, TypedAnswer

BIDS = tuple(Option({"type": "bid", "amount": n}, f"Bid {n} gold") for n in range(5, 100))
BID = Decision(
    0,
    "bid",
    "Bid or pass",
    (Option({"type": "pass"}, "Pass"), *BIDS),
    quick=(0, 1, 2, 3),
    own_quick=(10,),
    typed=(TypedAnswer("Other amount…", "Your bid", {"type": "bid"}, "amount", "Bid from 5 to 99.", number=True),),
)
POINTS = tuple(Option({"type": "place", "kind": "grey", "at": p}, f"Grey star at {p}") for p in ("G7", "G8", "M13"))
STAR = Decision(
    1,
    "place_star",
    "Place a star",
    POINTS,
    typed=(TypedAnswer("Place grey star…", "Where?", {"type": "place", "kind": "grey"}, "at", "Type a point."),),
)


def discarding(hand: int, count: int) -> Decision:
    items = tuple((f"c{n}", "Gold 1" if n % 2 else f"Monks {n}") for n in range(hand))
    choice = SetChoice(f"Choose {count} cards", {"type": "discard"}, "cards", items, count)
    refuse = (Option({"type": "refuse"}, "Refuse"),)
    return Decision(2, "pay_gold", "Pay", refuse, secret=True, quick=(0,), set_choice=choice)


@pytest.mark.parametrize(
    ("typed", "action"),
    [
        ("7", {"type": "bid", "amount": 7}),
        (" 12 ", {"type": "bid", "amount": 12}),
        ("150", {"type": "bid", "amount": 150}),
    ],
)
def test_a_typed_number_becomes_the_move_and_the_engine_judges_its_range(typed, action):
    assert typed_action(BID, 0, typed) == action


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("abc", "“abc” is not a whole number. Bid from 5 to 99."),
        ("²", "is not a whole number"),
        ("-3", "is not a whole number"),
        ("7.5", "is not a whole number"),
        ("", "Bid from 5 to 99."),
        ("9" * 30, "is not a whole number"),
        ("99999999", "is out of range. Bid from 5 to 99."),
    ],
)
def test_an_unreadable_number_is_refused_with_the_hint(typed, message):
    with pytest.raises(NoSuchChoice, match=message.replace("(", r"\(").replace(")", r"\)")):
        typed_action(BID, 0, typed)


def test_a_typed_text_matches_an_option_whatever_its_case_and_spaces():
    assert typed_action(STAR, 0, " g 7") == {"type": "place", "kind": "grey", "at": "G7"}
    assert typed_action(STAR, 0, "m13") == {"type": "place", "kind": "grey", "at": "M13"}
    assert typed_action(STAR, 0, "Z9") == {"type": "place", "kind": "grey", "at": "Z9"}  # the game refuses it
    with pytest.raises(NoSuchChoice, match="not offered"):
        typed_action(STAR, 3, "G7")


def test_a_set_is_read_from_item_indices_or_names():
    decision = discarding(4, 2)
    assert set_action(decision, [3, 0]) == {"type": "discard", "cards": ["c3", "c0"]}
    assert set_by_names(decision, "gold 1, Gold 1") == {"type": "discard", "cards": ["c1", "c3"]}
    with pytest.raises(NoSuchChoice, match="no “gold 1” left"):
        set_by_names(discarding(4, 3), "Gold 1, Gold 1, Gold 1")
    with pytest.raises(NoSuchChoice, match="Name exactly 2"):
        set_by_names(decision, "Gold 1")
    with pytest.raises(NoSuchChoice, match="not offered"):
        set_action(decision, [9])


def test_many_options_show_as_quick_picks_and_typed_answers_the_panel_adds_the_seats_own():
    board = present_choices.option_items(
        7, 3, 0, BID.options, ["Ana"], page=0, first_row=1, quick=BID.quick, typed=BID.typed
    )
    assert [item.label for item in board] == ["Pass", "Bid 5 gold", "Bid 6 gold", "Bid 7 gold", "Other amount…"]
    assert board[-1].custom_id == ids.typed_id(7, 3, 0, 0) and all(isinstance(i, Button) for i in board)
    panel = present_choices.option_items(
        7, 3, 0, BID.options, ["Ana"], page=0, first_row=0, quick=(*BID.quick, *BID.own_quick), typed=BID.typed
    )
    assert [item.label for item in panel][-2:] == ["Bid 14 gold", "Other amount…"]
    assert typed_form(BID, 0).title == "Other amount…"


def test_a_set_choice_is_one_menu_of_exactly_its_count_or_a_form_past_25_items():
    small = discarding(6, 2)
    items = present_choices.option_items(
        7, 3, 2, small.options, ["A"], page=0, first_row=0, quick=(0,), set_choice=small.set_choice
    )
    menu = items[-1]
    assert isinstance(menu, Select) and menu.count == 2 and len(menu.choices) == 6
    assert menu.custom_id == ids.set_id(7, 3, 2) and [i.label for i in items[:-1]] == ["Refuse"]
    big = discarding(30, 3)
    items = present_choices.option_items(
        7, 3, 2, big.options, ["A"], page=0, first_row=0, quick=(0,), set_choice=big.set_choice
    )
    assert not any(isinstance(i, Select) for i in items)
    assert items[-1].label == "Choose 3 cards…" and items[-1].custom_id == ids.typed_id(7, 3, 2, 0)
    assert typed_form(big, 0).question == "Their names, separated by commas"
    assert typed_action(big, 0, "Monks 0, Gold 1, Monks 2") == {"type": "discard", "cards": ["c0", "c1", "c2"]}
