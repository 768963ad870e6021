"""Reading what a player typed or chose: a ``/play`` value, label or JSON action, a form's answer, a set."""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.parse import ascii_int, typed_key
from bot.refusals import NoSuchChoice
from engine.core import Action, Decision
from engine.core.words import commas
from i18n import ENGLISH, _, say

CHOICE_VALUE = re.compile(r"v(?P<version>[0-9]{1,9}):o(?P<index>[0-9]{1,9})")
"""The value ``/play``'s autocomplete gives a choice: the state version and the option index."""
ECHO_LIMIT = 60  # characters of a user's text quoted back in a refusal
TYPED_LIMIT = 1000  # characters of a typed choice


def echo(text: str) -> str:
    """A user's text quoted back in a refusal: on one line, at most :data:`ECHO_LIMIT` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= ECHO_LIMIT else flat[: ECHO_LIMIT - 1] + "…"


def sentences(texts: Sequence[str]) -> str:
    """Event texts as one line of sentences.

    >>> sentences(["Ana takes 2", "Ben draws a card."])
    'Ana takes 2. Ben draws a card.'
    """
    return " ".join(text if text.endswith((".", "!", "?")) else f"{text}." for text in texts if text)


def match_label(text: str, labels: Sequence[str]) -> int:
    """The index of the one label ``text`` names: an exact match (ignoring case and spaces), else a unique part.

    >>> match_label("bid 3", ["Pass", "Bid 3", "Bid 13"])
    1
    """
    return matched_label(text, labels)


def matched_label(text: str, labels: Sequence[str], *others: Sequence[str]) -> int:
    """:func:`match_label` over ``labels`` (the reader's language), else over each of ``others`` (the English ones).

    A Persian member may type the Persian label or the English one; what matches nothing is refused with the
    reader's labels, what matches several of one list with those.

    >>> matched_label("پیشنهاد ۳", ["رد", "پیشنهاد ۳", "پیشنهاد ۱۳"], ["Pass", "Bid 3", "Bid 13"])
    1
    >>> matched_label("bid 3", ["رد", "پیشنهاد ۳", "پیشنهاد ۱۳"], ["Pass", "Bid 3", "Bid 13"])
    1
    """
    wanted = _normal(text)
    for shown in (labels, *others):
        normal = [_normal(label) for label in shown]
        if wanted in normal:
            return normal.index(wanted)
        partial = [i for i, label in enumerate(normal) if wanted and wanted in label]
        if len(partial) == 1:
            return partial[0]
        if partial:
            sample = commas([f"“{echo(shown[i])}”" for i in partial[:5]])
            raise NoSuchChoice(_("“{text}” matches several choices: {sample}. Pick one from the list.", text=echo(text),
                                 sample=sample))  # fmt: skip
    sample = commas([f"“{echo(label)}”" for label in labels[:5]] + (["…"] if len(labels) > 5 else []))
    raise NoSuchChoice(_("No choice matches “{text}”. The choices are: {sample}", text=echo(text), sample=sample))


def _normal(text: str) -> str:
    return typed_key(text)  # Persian digits are ASCII's, a label's name isolates are gone (bot.parse)


# --- Answers typed in a form or chosen as a set ------------------------------------------------

NOT_OFFERED_NOW = _("That choice is not offered now.")
NAMES_QUESTION = _("Their names, separated by commas")
NUMBER_LIMIT = 10**6  # a typed number above this is refused here, with the decision's hint


@dataclass(frozen=True, slots=True)
class TypedForm:
    """What a form asks: its title, its text box's question and example, and what may be typed."""

    title: str
    question: str
    example: str
    hint: str


def typed_form(decision: Decision, index: int) -> TypedForm:
    """The form of typed answer ``index`` of ``decision``; just past them, its set choice typed as names."""
    if 0 <= index < len(decision.typed):
        answer = decision.typed[index]
        return TypedForm(answer.label, answer.question, answer.example, answer.hint)
    choice = decision.set_choice
    if index == len(decision.typed) and choice is not None:
        example = commas([label for _key, label in choice.items[: choice.count]])  # said with the reader's comma
        return TypedForm(choice.label, NAMES_QUESTION, example, _("{choice}: type their names.", choice=choice.label))
    raise NoSuchChoice(NOT_OFFERED_NOW)


def typed_action(decision: Decision, index: int, text: str, language: str = ENGLISH) -> Action:
    """The move of typing ``text`` into the form of typed answer ``index`` (or of the set choice just past them).

    A number is ASCII digits only; a text answer is matched to the options without regard to
    case or spaces ("g 7" is "G7"). What is read but not offered goes to the engine as typed,
    which refuses it with the game's own words ("G4 already holds a star"); what cannot be read
    is refused here with the answer's hint, which names what may be typed.
    """
    typed = text.strip()
    if index == len(decision.typed) and decision.set_choice is not None:
        return set_by_names(decision, typed, language)
    if not 0 <= index < len(decision.typed):
        raise NoSuchChoice(NOT_OFFERED_NOW)
    answer = decision.typed[index]
    if not typed:
        raise NoSuchChoice(answer.hint)
    if answer.number:
        value = ascii_int(typed_key(typed))  # "۱۲" is 12
        if value is None:
            raise NoSuchChoice(_("“{text}” is not a whole number. {hint}", text=echo(typed), hint=answer.hint))
        if value > NUMBER_LIMIT:
            raise NoSuchChoice(_("{text} is out of range. {hint}", text=echo(typed), hint=answer.hint))
        return answer.action_for(value)
    wanted = _compact(typed)
    for option in decision.options:
        action = option.action
        if all(action.get(key) == value for key, value in answer.action.items()):
            if _compact(str(action.get(answer.field))) == wanted:
                return action
    return answer.action_for(echo(typed))


def option_action(decision: Decision, index: int) -> Action:
    """The move of clicking option ``index`` of the decision (a button or a select value)."""
    if not 0 <= index < len(decision.options):
        raise NoSuchChoice(NOT_OFFERED_NOW)
    return decision.options[index].action


def set_action(decision: Decision, indices: Sequence[int]) -> Action:
    """The move of choosing these items (indices into the set choice's items) in its menu."""
    choice = decision.set_choice
    if choice is None or not all(0 <= index < len(choice.items) for index in indices):
        raise NoSuchChoice(NOT_OFFERED_NOW)
    return choice.action_for([choice.items[index][0] for index in indices])


def set_by_names(decision: Decision, text: str, language: str = ENGLISH) -> Action:
    """The move of a set choice typed as item names separated by commas ("Gold 1, Monks 2, Monks 2").

    Each name takes one item with that label (ignoring case and spaces) not taken yet, in item order.
    A name may be the label in the reader's ``language`` or in English; Persian's comma separates too.
    """
    choice = decision.set_choice
    if choice is None:
        raise NoSuchChoice(NOT_OFFERED_NOW)
    names = [name for name in (_normal(part) for part in re.split("[,،]", text)) if name]
    if len(names) != choice.count:
        raise NoSuchChoice(_("Name exactly {n}, separated by commas: {label}.", n=choice.count, label=choice.label))
    taken: list[int] = []
    for name in names:
        found = next(
            (
                i
                for i, (_key, label) in enumerate(choice.items)
                if name in (_normal(label), _normal(say(label, language))) and i not in taken
            ),
            None,
        )
        if found is None:
            raise NoSuchChoice(_("You have no “{name}” left to choose.", name=echo(name)))
        taken.append(found)
    return set_action(decision, taken)


def _compact(text: str) -> str:
    return "".join(typed_key(text).split())
