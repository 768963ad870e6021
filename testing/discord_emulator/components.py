"""Reading message components: walk the tree, find buttons and selects (components/reference)."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
USER_SELECT = 5
ROLE_SELECT = 6
MENTIONABLE_SELECT = 7
CHANNEL_SELECT = 8
SECTION = 9
TEXT_DISPLAY = 10
LABEL = 18
SELECT_TYPES = frozenset({STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT})


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a tree, parents before children (rows, sections, containers, labels)."""
    for component in components:
        yield component
        yield from walk(component.get("components") or [])
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk([child])


@dataclass(frozen=True)
class SelectOption:
    """One option of a string select."""

    label: str
    value: str
    description: str | None
    default: bool


@dataclass(frozen=True)
class Component:
    """A component as a test reads it: type, custom id, label, disabled flag and select options."""

    type: int
    custom_id: str | None
    label: str | None
    disabled: bool
    style: int | None
    url: str | None
    placeholder: str | None
    options: tuple[SelectOption, ...]
    min_values: int
    max_values: int
    raw: dict[str, Any]

    @property
    def is_button(self) -> bool:
        """True for a button (any style)."""
        return self.type == BUTTON

    @property
    def is_select(self) -> bool:
        """True for any kind of select menu."""
        return self.type in SELECT_TYPES

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> "Component":
        """Build from the JSON a bot sent."""
        options = tuple(
            SelectOption(
                label=option.get("label", ""),
                value=option.get("value", ""),
                description=option.get("description"),
                default=bool(option.get("default", False)),
            )
            for option in data.get("options") or []
        )
        return cls(
            type=int(data.get("type", 0)),
            custom_id=data.get("custom_id"),
            label=data.get("label"),
            disabled=bool(data.get("disabled", False)),
            style=data.get("style"),
            url=data.get("url"),
            placeholder=data.get("placeholder"),
            options=options,
            min_values=int(data.get("min_values", 1)),
            max_values=int(data.get("max_values", 1)),
            raw=data,
        )


def interactive(components: list[dict[str, Any]]) -> list[Component]:
    """The buttons, selects and text inputs of a tree, in display order."""
    kinds = SELECT_TYPES | {BUTTON, TEXT_INPUT}
    return [Component.from_payload(c) for c in walk(components) if c.get("type") in kinds]


def visible_texts(components: list[dict[str, Any]]) -> list[str]:
    """Every piece of text a user can see in a component tree (labels, placeholders, options, text displays)."""
    texts: list[str] = []
    for component in walk(components):
        for key in ("label", "placeholder", "content", "title", "description", "value"):
            value = component.get(key)
            if isinstance(value, str) and value and not (key == "value" and component.get("type") != TEXT_INPUT):
                texts.append(value)
        for option in component.get("options") or []:
            texts.extend(str(option[key]) for key in ("label", "description") if option.get(key))
    return texts
