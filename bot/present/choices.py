"""A decision's options as components, generically, so no game needs code of its own here.

At most ``MAX_BUTTONS`` options show as buttons (five to a row), more as select menus of
``PAGE_SIZE`` with Prev / Next page buttons (DISCORD.md: ≤ 5 rows, ≤ 25 options per select,
labels ≤ 80 characters).
"""

from collections.abc import Sequence

from bot.components import ids
from bot.components.specs import Button, Choice, Component, Select, Style
from bot.present.common import named
from engine.core import Option, SetChoice, TypedAnswer
from engine.core.words import fit
from i18n import _, say

MAX_BUTTONS = 10


MAX_COMPACT_ROWS = 3  # rows of quick picks and typed answers, leaving room for a menu below them


PAGE_SIZE = 25


LABEL_LIMIT = 80  # a button's label


MENU_LABEL_LIMIT = 100  # a select menu entry's label


DESCRIPTION_LIMIT = 100


PLACEHOLDER_LIMIT = 150


def option_items(
    game_id: int,
    version: int,
    seat: int,
    options: Sequence[Option],
    names: Sequence[str],
    *,
    page: int,
    first_row: int,
    quick: Sequence[int] = (),
    typed: Sequence[TypedAnswer] = (),
    set_choice: SetChoice | None = None,
    language: str = "en",
) -> list[Component]:
    """A decision's options as components starting at row ``first_row``: buttons, or one page of a select menu.

    A decision that says how to show its many options compactly (``quick``, ``typed``) or
    whose answer is a set gets :func:`compact_items` instead.
    """
    labels = [named(option.label, names, language) for option in options]
    if set_choice is not None or (len(labels) > MAX_BUTTONS and (quick or typed)):
        return compact_items(game_id, version, seat, labels, quick, typed, set_choice, first_row, language=language)
    if len(labels) <= MAX_BUTTONS:
        return [
            Button(
                ids.option_id(game_id, version, seat, index),
                fit(label, LABEL_LIMIT, language),
                row=first_row + index // 5,
            )
            for index, label in enumerate(labels)
        ]
    pages = page_count(len(labels))
    page = min(max(page, 0), pages - 1)
    start = page * PAGE_SIZE
    shown_range = range(start, min(start + PAGE_SIZE, len(labels)))
    choices = tuple(
        select_option(index, labels[index], say(options[index].description, language), language)
        for index in shown_range
    )
    placeholder = say(
        _("Choose… ({first}–{last} of {total})", first=shown_range.start + 1, last=shown_range.stop, total=len(labels)),
        language,
    )
    items: list[Component] = [
        Select(
            ids.select_id(game_id, version, seat, page),
            choices,
            fit(placeholder, PLACEHOLDER_LIMIT, language),
            first_row,
        )
    ]
    if pages == 1:  # 11 to 25 options fit one menu; two page buttons would share one custom id
        return items
    previous_page, next_page = max(page - 1, 0), min(page + 1, pages - 1)
    items.append(
        Button(
            ids.page_id(game_id, version, seat, previous_page),
            say(_("◀ Prev"), language),
            row=first_row + 1,
            disabled=page == 0,
        )
    )
    items.append(
        Button(
            ids.page_id(game_id, version, seat, next_page),
            say(_("Next ▶"), language),
            row=first_row + 1,
            disabled=page == pages - 1,
        )
    )
    return items


def compact_items(
    game_id: int,
    version: int,
    seat: int,
    labels: Sequence[str],
    quick: Sequence[int],
    typed: Sequence[TypedAnswer],
    set_choice: SetChoice | None,
    first_row: int,
    *,
    language: str = "en",
) -> list[Component]:
    """Quick-pick buttons, then a button per typed answer (it opens a form), then the set choice's menu.

    The set choice is one multi-select menu taking exactly its count of items when they fit one
    menu (25); past that, a button opens a form in which the items are typed by name.
    """
    buttons: list[tuple[str, str, Style]] = [
        (ids.option_id(game_id, version, seat, index), labels[index], "secondary") for index in dict.fromkeys(quick)
    ]
    buttons += [
        (ids.typed_id(game_id, version, seat, n), say(answer.label, language), "primary")
        for n, answer in enumerate(typed)
    ]
    fits = set_choice is None or len(set_choice.items) <= PAGE_SIZE
    if not fits:
        assert set_choice is not None
        more = f"{say(set_choice.label, language)}…"  # the ellipsis: a form follows
        buttons.append((ids.typed_id(game_id, version, seat, len(typed)), more, "primary"))
    items: list[Component] = [
        Button(custom_id, fit(label, LABEL_LIMIT, language), style, row=first_row + n // 5)
        for n, (custom_id, label, style) in enumerate(buttons[: 5 * MAX_COMPACT_ROWS])
    ]
    if set_choice is not None and fits:
        choices = tuple(
            select_option(index, say(label, language), language=language)
            for index, (_key, label) in enumerate(set_choice.items)
        )
        row = first_row + (len(items) + 4) // 5
        placeholder = fit(say(set_choice.label, language), PLACEHOLDER_LIMIT, language)
        items.append(Select(ids.set_id(game_id, version, seat), choices, placeholder, row, count=set_choice.count))
    return items


def page_count(options: int) -> int:
    """How many select-menu pages ``options`` options need (1 when they show as buttons)."""
    return 1 if options <= MAX_BUTTONS else (options + PAGE_SIZE - 1) // PAGE_SIZE


def select_option(index: int, label: str, description: str = "", language: str = "en") -> Choice:
    """One option of a select menu: value = the option index; its description (what it does) on the second line.

    Each is written to fit its limit (:func:`~engine.core.words.fit`), never cut mid-word.
    """
    return Choice(
        fit(label, MENU_LABEL_LIMIT, language), str(index), fit(description, DESCRIPTION_LIMIT, language) or None
    )


def option_notes(options: Sequence[Option], names: Sequence[str], language: str = "en") -> list[str]:
    """What the options shown as buttons do (a button has no second line): ``Take the Bank: Take 2 silverlings.``."""
    if len(options) > MAX_BUTTONS:
        return []  # a select menu shows each description under its label
    return [
        f"• {named(option.label, names, language)}: {say(option.description, language)}"  # markup and punctuation
        for option in options
        if option.description
    ]


def turn_button(game_id: int, language: str = "en") -> Button:
    """The "Take your turn" button of a game."""
    return Button(ids.turn_id(game_id), say(TAKE_YOUR_TURN, language), "primary", row=0)


TAKE_YOUR_TURN = _("Take your turn")
