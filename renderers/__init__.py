"""Game images and their text alternatives: one module (or package) per game under ``renderers/``.

Renderers are pure functions of a game's views (DESIGN.md "Renderers"): the same view
and names always give the same PNG bytes. A picture is one or more images (:class:`Sheet`),
posted together in one message, each with its own text alternative: the first is the main
one (the board, the hand) and its text is the summary; a game whose board cannot stay
readable on a phone in one image adds more (Burgundy: tracks, one per estate, a key). A game's renderer module exposes
``RENDERER``, an object following :class:`GameRenderer`; :func:`get_renderer` finds it
by the game's key, so a new game adds one module and nothing else. A game module may
also expose ``warm()``, which draws its static layers; :func:`warm` calls every one, once
per process (the render workers of ``renderers.pool`` do it before their first job).

Every picture is drawn in a language (issue 25; ``language="en"`` by default): its words and
its text alternatives are said in it, its numbers take its digits, and Persian is shaped and
laid out right to left (``renderers/kit/language.py``). A renderer's ``public``/``private``
draw inside :func:`renderers.kit.language.speaking`; :func:`draw` does too, and says each
sheet's description (an :class:`i18n.Text` or plain words) in the picture's language.
"""

import functools
import importlib
import pkgutil
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from i18n import say
from renderers.kit.language import speaking
from renderers.kit.palette import SEAT_COLOUR_CHOICES, SeatColour, seat_looks

DESCRIPTION_LIMIT = 1000  # characters; Discord allows 1024 for an attachment description
MAX_SHEETS = 10  # images in one picture: Discord allows 10 attachments per message

_NOT_GAMES = frozenset({"kit", "pool"})
_KEY = re.compile(r"[a-z][a-z0-9_]*")


_SHEET_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


@dataclass(frozen=True, slots=True)
class Sheet:
    """One image of a picture: its name (``""`` for the main image), PNG bytes and text alternative.

    The name goes into the file name, so it is a short lowercase word such as ``estate-2``,
    never a player's name; the description is at most ``DESCRIPTION_LIMIT`` characters.
    """

    name: str
    png: bytes
    description: str

    def __post_init__(self) -> None:
        if self.name and not _SHEET_NAME.fullmatch(self.name):
            raise ValueError(f"a sheet name is lowercase words joined by '-', not {self.name!r}")


@runtime_checkable
class GameRenderer(Protocol):
    """Draws one game's views. ``names[seat]`` is the display name of each seat.

    ``names`` are drawn in the images as typed; ``text_names`` go into the descriptions.
    Each returns 1 to ``MAX_SHEETS`` sheets, the main one first (named ``""``), the
    others named apart, every word in ``language`` (a code of :data:`i18n.LANGUAGES`).
    """

    def public(
        self, view: Any, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> Sequence[Sheet]:
        """The board everyone sees, from the public view only."""
        ...

    def private(
        self, seat_view: Any, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> Sequence[Sheet]:
        """One seat's private picture (hand, secrets)."""
        ...


def one_sheet(png: bytes, description: str) -> tuple[Sheet]:
    """A picture of a single image."""
    return (Sheet("", png, description),)


class OneImage:
    """A :class:`GameRenderer` whose pictures are one image each, drawn and described by the four methods below."""

    def render_public(self, view: Any, names: Sequence[str]) -> bytes:
        """The public image as PNG bytes."""
        raise NotImplementedError

    def render_private(self, seat_view: Any, names: Sequence[str]) -> bytes:
        """A seat's private image as PNG bytes."""
        raise NotImplementedError

    def describe_public(self, view: Any, names: Sequence[str]) -> str:
        """Plain-text alternative of :meth:`render_public`, at most ``DESCRIPTION_LIMIT`` characters."""
        raise NotImplementedError

    def describe_private(self, seat_view: Any, names: Sequence[str]) -> str:
        """Plain-text alternative of :meth:`render_private`, at most ``DESCRIPTION_LIMIT`` characters."""
        raise NotImplementedError

    def public(
        self, view: Any, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The public picture: one image."""
        with speaking(language) as code:
            return one_sheet(self.render_public(view, names), say(self.describe_public(view, text_names), code))

    def private(
        self, seat_view: Any, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """A seat's private picture: one image."""
        with speaking(language) as code:
            png = self.render_private(seat_view, names)
            return one_sheet(png, say(self.describe_private(seat_view, text_names), code))


def draw(
    renderer: GameRenderer,
    kind: str,
    view: Any,
    names: Sequence[str],
    text_names: Sequence[str],
    language: str = "en",
    looks: Sequence[int] = (),
) -> tuple[Sheet, ...]:
    """The ``kind`` picture ("public" or "private") of ``view`` in ``language``, checked.

    1 to ``MAX_SHEETS`` sheets, the main first, each description said in ``language``. ``looks[s]``: the
    look of the title's palette (:func:`seat_colours`) seat ``s`` is drawn and named in (the colour its player
    picked, ``renderers.kit.palette.assign_looks``); without it, seat ``s`` has look ``s``.
    """
    with speaking(language) as code, seat_looks(looks):
        if kind == "public":
            made = renderer.public(view, names, text_names, language=code)
        elif kind == "private":
            made = renderer.private(view, names, text_names, language=code)
        else:
            raise ValueError(f"unknown picture kind {kind!r}; expected 'public' or 'private'")
        sheets = tuple(made)
    if not 1 <= len(sheets) <= MAX_SHEETS or sheets[0].name or len({s.name for s in sheets}) != len(sheets):
        raise ValueError(f"a picture is 1 to {MAX_SHEETS} sheets with distinct names, the first unnamed")
    return tuple(
        sheet if type(sheet.description) is str else Sheet(sheet.name, sheet.png, say(sheet.description, code))
        for sheet in sheets
    )


def seat_colours(game_key: str) -> tuple[SeatColour, ...]:
    """The colours a player of this title may pick for their seat, in the order seats take them by default.

    A game module's ``SEAT_COLOURS`` (Dreams: the rules' palette), else the kit's seat looks (also for a
    game without pictures of its own, such as the tests' toy games).
    """
    if game_key not in renderer_keys():
        return SEAT_COLOUR_CHOICES
    module = importlib.import_module(f"{__name__}.{game_key}")
    return tuple(getattr(module, "SEAT_COLOURS", SEAT_COLOUR_CHOICES))


class UnknownRenderer(LookupError):
    """No renderer exists for the requested game key."""


def get_renderer(game_key: str) -> GameRenderer:
    """The renderer of the game whose key is ``game_key`` (``renderers/<game_key>``)."""
    if not _KEY.fullmatch(game_key) or game_key in _NOT_GAMES or game_key not in renderer_keys():
        raise UnknownRenderer(f"No renderer for the game {game_key!r}.")
    module = importlib.import_module(f"{__name__}.{game_key}")
    renderer = getattr(module, "RENDERER", None)
    if not isinstance(renderer, GameRenderer):
        raise UnknownRenderer(f"renderers.{game_key} does not expose a RENDERER.")
    return renderer


@functools.cache
def renderer_keys() -> tuple[str, ...]:
    """Keys of every game that has a renderer module, sorted (read once: every picture asks)."""
    return tuple(
        sorted(
            info.name
            for info in pkgutil.iter_modules(__path__)
            if info.name not in _NOT_GAMES and _KEY.fullmatch(info.name)
        )
    )


def warm() -> None:
    """Import every game's renderer and draw its static layers now, so no player's picture waits for them."""
    for key in renderer_keys():
        module = importlib.import_module(f"{__name__}.{key}")
        warm_game = getattr(module, "warm", None)
        if callable(warm_game):
            warm_game()
