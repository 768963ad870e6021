"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§8)."""

from collections.abc import Sequence

from engine.burgundy.text.names import TILE_NAMES, estate_title, plural
from engine.burgundy.tiles import GOODS

PHASE_LETTERS = "ABCDE"
NOTHING = "none"


def stack(back: str, tiles_top_first: Sequence[str]) -> str:
    """A face-down hex stack in order (H1)."""
    names = ", ".join(TILE_NAMES[tile] for tile in tiles_top_first) or NOTHING
    return f"Face-down {back} stack ({plural(len(tiles_top_first), 'tile')}, top first): {names}"


def _goods(goods_tiles: Sequence[str]) -> str:
    return ", ".join(f"type {GOODS[tile]}" for tile in goods_tiles) or NOTHING


def phase_goods(phase: int, goods_tiles: Sequence[str]) -> str:
    """The face-down goods waiting for a later phase (H2)."""
    return f"Goods face down for phase {PHASE_LETTERS[phase]}: {_goods(goods_tiles)}"


def boxed_goods(goods_tiles: Sequence[str]) -> str:
    """The goods returned to the box unseen at set-up (H3)."""
    return f"Goods left in the box unseen: {_goods(goods_tiles)}"


def secret_choice(seat: int, board: int, castle: int) -> str:
    """A seat's secret estate choice, not yet revealed (H8)."""
    return f"{estate_title(seat, board, castle)} (chosen in secret)"
