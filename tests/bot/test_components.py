"""Custom ids and option components: round trips, Discord's limits, pagination (DISCORD.md limits)."""

import re

import pytest

from bot.components import DYNAMIC_ITEMS, UnknownButton, ids, view_of
from bot.components.ids import ChoiceRef
from bot.present import choices as present_choices
from bot.present import common as present_common
from bot.present import lobby as present_lobby
from bot.present import play as present_play
from engine.core import Option
from tests.bot.doubles import dynamic_class

BIG = 2**63 - 1  # the largest id the database holds (19 digits)


def options(count, label="Option {n}"):
    return [Option({"type": "pick", "n": n}, label.format(n=n)) for n in range(count)]


@pytest.mark.parametrize(
    ("custom_id", "kind", "fields"),
    [
        (ids.option_id(12, 40, 1, 3), "OptionButton", {"game": "12", "version": "40", "seat": "1", "index": "3"}),
        (ids.select_id(12, 40, 1, 2), "OptionSelect", {"game": "12", "version": "40", "seat": "1", "page": "2"}),
        (ids.page_id(12, 40, 1, 2), "PageButton", {"game": "12", "version": "40", "seat": "1", "page": "2"}),
        (ids.turn_id(12), "TurnButton", {"game": "12"}),
        (ids.lobby_id(12, "start"), "LobbyButton", {"game": "12", "verb": "start"}),
        (ids.lobby_option_id(12, 0), "LobbyOptionSelect", {"game": "12", "number": "0"}),
        (ids.confirm_id(12, "abandon"), "ConfirmButton", {"game": "12", "verb": "abandon"}),
    ],
    ids=["option", "select", "page", "turn", "lobby", "lobby-option", "confirm"],
)
def test_every_custom_id_is_parsed_back_by_exactly_one_dynamic_item(custom_id, kind, fields):
    matching = [cls for cls in DYNAMIC_ITEMS if cls.__discord_ui_compiled_template__.fullmatch(custom_id)]
    assert [cls.__name__ for cls in matching] == [kind]
    cls, match = dynamic_class(custom_id)
    assert match.groupdict() == fields


def test_the_longest_custom_ids_fit_in_100_characters():
    longest = [
        ids.option_id(BIG, BIG, BIG, BIG),
        ids.select_id(BIG, BIG, BIG, BIG),
        ids.page_id(BIG, BIG, BIG, BIG),
        ids.lobby_option_id(BIG, BIG),
        ids.confirm_id(BIG, "abandon"),
    ]
    assert max(len(custom_id) for custom_id in longest) <= ids.MAX_CUSTOM_ID
    for custom_id in longest:
        dynamic_class(custom_id)  # still parsed


def test_an_overlong_custom_id_is_refused_when_built():
    with pytest.raises(AssertionError, match="too long"):
        ids.option_id(10**60, 10**60, 1, 1)


def test_templates_refuse_lookalikes_which_only_the_unknown_button_answers():
    lookalikes = ["bg:o:1:2:3", "bg:o:1:2:3:4:5", "bg:t:x", "bg:l:1:kick", "xbg:t:1", "bg:o:٠:1:1:1", "bg:t:¹"]
    for custom_id in [*lookalikes, "x" * 100]:
        matching = [cls for cls in DYNAMIC_ITEMS if cls.__discord_ui_compiled_template__.fullmatch(custom_id)]
        assert matching == [UnknownButton], custom_id


async def test_up_to_ten_options_are_buttons_five_to_a_row():
    items = present_choices.option_items(1, 5, 0, options(10), [], page=0, first_row=1)
    assert [type(item).__name__ for item in items] == ["Button"] * 10
    assert [item.row for item in items] == [1] * 5 + [2] * 5
    assert [item.custom_id for item in items][:2] == ["bg:o:1:5:0:0", "bg:o:1:5:0:1"]


async def test_many_options_become_pages_of_a_select_menu_with_prev_and_next():
    many = options(60)
    pages = [present_choices.option_items(1, 5, 2, many, [], page=page, first_row=0) for page in range(3)]
    assert present_choices.page_count(60) == 3
    shown = []
    for page, items in enumerate(pages):
        select, previous, following = items
        assert select.custom_id == f"bg:s:1:5:2:{page}" and len(select.choices) <= 25
        assert previous.disabled == (page == 0) and following.disabled == (page == 2)
        shown.extend(int(o.value) for o in select.choices)
    assert shown == list(range(60))
    assert pages[1][1].custom_id == "bg:p:1:5:2:0" and pages[1][2].custom_id == "bg:p:1:5:2:2"
    beyond = present_choices.option_items(1, 5, 2, many, [], page=9, first_row=0)
    assert beyond[0].custom_id == "bg:s:1:5:2:2"  # a page past the end shows the last one


async def test_long_labels_drop_whole_items_and_say_how_many():
    """Issue 21: a label that does not fit keeps whole items and counts the rest, never cut mid-word."""
    label = "Pay with " + ", ".join(f"Gold {n} (card {n})" for n in range(1, 12))
    [button] = present_choices.option_items(1, 0, 0, [Option({"type": "pay"}, label)], [], page=0, first_row=0)
    assert button.label == "Pay with Gold 1 (card 1), Gold 2 (card 2), Gold 3 (card 3) … and 8 more"
    select_option = present_choices.select_option(3, label, "What it does. " * 10)
    assert len(select_option.label) <= 100 and select_option.value == "3"
    assert select_option.label.endswith(" … and 7 more") and label.startswith(select_option.label.split(" … ")[0])
    assert select_option.description.endswith(". … and 4 more") and len(select_option.description) <= 100


async def test_labels_name_players_by_their_names():
    [button] = present_choices.option_items(
        1, 0, 0, [Option({"type": "give"}, "Give to {p1}")], ["Ana", "Ben"], page=0, first_row=0
    )
    assert button.label == "Give to Ben"


async def test_the_board_and_the_panel_fit_discords_action_rows():
    """At most five rows; a row holds up to five buttons or one select menu; the select precedes its pages."""
    for count in (1, 5, 10, 11, 25, 26, 99):
        for first_row, extra in ((0, []), (1, [present_choices.turn_button(1)])):
            view = view_of(
                [*extra, *present_choices.option_items(1, 0, 0, options(count), [], page=0, first_row=first_row)]
            )
            rows = [row["components"] for row in view.to_components()]
            assert len(rows) <= 5
            for row in rows:
                kinds = [component["type"] for component in row]
                assert kinds == [3] or (len(kinds) <= 5 and set(kinds) == {2}), kinds
            custom_ids = [component["custom_id"] for row in rows for component in row]
            assert len(custom_ids) == len(set(custom_ids)), "Discord refuses repeated custom ids"
            if count > present_choices.MAX_BUTTONS:
                kinds = [[component["type"] for component in row] for row in rows]
                pages = [[2, 2]] if count > present_choices.PAGE_SIZE else []
                assert kinds[first_row:] == [[3], *pages]


def test_a_turn_record_too_long_is_summarised_with_its_outcome_never_cut():
    """Issue 21: a long auction keeps its first bids, says how many moves it left out, and ends with who won."""
    lines = ["Ana bids 1 gold.", *[f"Ben bids {n} gold. Cy passes." for n in range(2, 30)], "Ben wins it for 29 gold."]
    record = present_play.turn_record("Biblios", 1, lines, chapter="Auction 4 of 18: Manuscripts 1 (B)").content
    assert record.startswith("**Auction 4 of 18: Manuscripts 1 (B)** · Ana bids 1 gold. … and 17 more moves. Ben")
    assert record.endswith("Ben bids 29 gold. Cy passes. Ben wins it for 29 gold.")
    assert len(record) <= 450 and "\n" not in record


def test_choice_ref_reads_a_template_match():
    match = re.fullmatch(ids.OPTION_TEMPLATE, "bg:o:3:4:1:7")
    assert ids.choice_ref(match, "index") == ChoiceRef(3, 4, 1, 7)


async def test_a_lobby_with_more_options_than_rows_groups_them_into_menus_of_25():
    from bot.service import Lobby
    from engine.core import OptionSpec

    specs = [
        OptionSpec(name=f"o{n}", label=f"Option {n}", choices=tuple(f"c{k}" for k in range(6)), default="c0")
        for n in range(5)
    ]
    lobby = Lobby(1, "Big", "lobby", 1, (), 2, 4, tuple((spec, "c0") for spec in specs), None, None)
    menus = present_lobby.lobby_option_selects(lobby)
    assert [len(menu.choices) for menu in menus] == [6, 6, 6, 12]  # three alone, the last two share a menu
    assert menus[0].choices[0].label == "c0" and menus[0].choices[0].value == "0:0"
    assert menus[3].choices[0].label == "Option 3: c0" and menus[3].choices[-1].value == "4:5"
    view = view_of(present_lobby.lobby_message(lobby).components)
    assert len(view.to_components()) == 5  # the buttons' row and four menus
    many = Lobby(1, "Big", "lobby", 1, (), 2, 4, tuple((spec, "c0") for spec in specs * 4), None, None)
    assert [len(menu.choices) for menu in present_lobby.lobby_option_selects(many)] == [25, 25, 25, 25]


@pytest.mark.parametrize("module_name", ["bot.service.typed", "bot.present.common", "bot.present.play", "bot.parse"])
def test_the_docstring_examples_hold(module_name):
    import doctest
    import importlib

    outcome = doctest.testmod(importlib.import_module(module_name))
    assert outcome.attempted > 0 and outcome.failed == 0


def test_a_shared_lobby_menu_marks_no_default_and_says_the_current_values():
    """Issue 21: a menu taking one value (max_values 1) never marks two entries as its default."""
    from bot.service import Lobby
    from engine.core import OptionSpec

    specs = [
        OptionSpec(name=f"o{n}", label=f"Option {n}", choices=tuple(f"c{k}" for k in range(6)), default="c0")
        for n in range(5)
    ]
    lobby = Lobby(1, "Big", "lobby", 1, (), 2, 4, tuple((spec, "c1") for spec in specs), None, None)
    shared = present_lobby.lobby_option_selects(lobby)[3]
    assert [choice.default for choice in shared.choices] == [False] * 12 and shared.count == 1
    assert shared.placeholder == "More options (now Option 3: c1; Option 4: c1)"
    alone = present_lobby.lobby_option_selects(lobby)[0]
    assert [choice.default for choice in alone.choices] == [False, True, False, False, False, False]


def test_lobby_choices_are_described_one_by_one_within_a_menu_line():
    """Issue 21: each choice's own help (no "§"), never a description cut mid-word."""
    from engine.biblios import GAME as BIBLIOS
    from engine.dreams.declaration import GAME as DREAMS

    for spec in (BIBLIOS, DREAMS):
        (option,) = spec.options
        menu = present_lobby.option_selects([(option, option.default)], lambda n: f"m{n}")[0]
        described = [choice.description for choice in menu.choices]
        assert described == [option.help_of(choice) for choice in option.choices]
        assert all(text and len(text) <= 100 and "§" not in text and "…" not in text for text in described)
    assert BIBLIOS.options[0].help_of("medieval_bluff") == (
        "One random card of the bidder who does not pay is discarded face down (a variant)."
    )


def test_the_board_and_the_panel_do_not_name_the_player_twice():
    """Issue 21: "Waiting on @Cy: Cy: bid on Gold 3 or pass" becomes "Waiting on @Cy: Bid on Gold 3 or pass"."""
    from bot.service import Waiting

    waiting = [Waiting(2, 1003, "{p2}: bid on Gold 3 or pass", False)]
    assert present_common.waiting_text(waiting, ["Ana", "Ben", "Cy"]) == "Waiting on <@1003>: Bid on Gold 3 or pass"
    assert present_common.prompt_for("{p0}'s Gatekeeper: release a worker?", ["Ana"], 0) == (
        "Ana's Gatekeeper: release a worker?"
    )
