"""What an option does, shown where the player chooses (issue 10): a select's second line, or under the buttons."""

from bot.present import choices as present_choices
from engine.core import Option


def test_a_select_option_shows_its_description():
    choice = present_choices.select_option(3, "Take the Knowledge 18", "4 VP per carpenter's workshop.")
    assert (choice.label, choice.value, choice.description) == (
        "Take the Knowledge 18",
        "3",
        "4 VP per carpenter's workshop.",
    )


def test_a_long_label_fits_a_menu_entry_by_whole_words_and_the_description_stays_its_own():
    """Issue 21: a menu entry's label (100 characters) is never cut mid-word; its second line is its description."""
    choice = present_choices.select_option(0, "Take " + "very " * 30 + "long", "Take 2 silverlings.")
    assert len(choice.label) <= present_choices.MENU_LABEL_LIMIT and choice.label.endswith("very … and more")
    assert choice.description == "Take 2 silverlings."


def test_select_menus_carry_descriptions_and_buttons_get_notes():
    many = [Option({"type": "tile", "tile": n}, f"Take tile {n}", f"Effect {n}.") for n in range(12)]
    items = present_choices.option_items(1, 1, 0, many, ["Ana"], page=0, first_row=0)
    assert [choice.description for choice in items[0].choices] == [f"Effect {n}." for n in range(12)]
    assert present_choices.option_notes(many, ["Ana"]) == []
    few = [Option({"type": "tile", "tile": 1}, "Take the Bank", "Take 2 silverlings."), Option({"type": "x"}, "Skip")]
    assert present_choices.option_notes(few, ["Ana"]) == ["• Take the Bank: Take 2 silverlings."]
