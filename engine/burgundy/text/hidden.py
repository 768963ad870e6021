"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§8)."""

from collections.abc import Sequence

from engine.burgundy.text.names import TILE_NAMES, commas, estate_title
from engine.burgundy.tiles import GOODS
from i18n import Text, _, _p, n_

PHASE_LETTERS = "ABCDE"
NOTHING = _("none")
# A face-down stack by its back, as the state keys it ("knowledge": the yellow backs, "black").
BACKS: dict[str, Text] = {
    "building": _p("stack", "building"),
    "animal": _p("stack", "animal"),
    "knowledge": _p("stack", "knowledge"),
    "castle": _p("stack", "castle"),
    "mine": _p("stack", "mine"),
    "ship": _p("stack", "ship"),
    "black": _p("stack", "black"),
}


def stack(back: str, tiles_top_first: Sequence[str]) -> Text:
    """A face-down hex stack in order (H1) (``back``: the stack's back colour, "beige", as the state keys it)."""
    names = commas([TILE_NAMES[tile] for tile in tiles_top_first]) if tiles_top_first else NOTHING
    return n_(
        "Face-down {back} stack ({n} tile, top first): {tiles}",
        "Face-down {back} stack ({n} tiles, top first): {tiles}",
        len(tiles_top_first),
        back=BACKS.get(back, back),
        tiles=names,
    )


def _goods(goods_tiles: Sequence[str]) -> Text:
    if not goods_tiles:
        return NOTHING
    return commas([_("type {goods}", goods=GOODS[tile]) for tile in goods_tiles])


def phase_goods(phase: int, goods_tiles: Sequence[str]) -> Text:
    """The face-down goods waiting for a later phase (H2)."""
    return _("Goods face down for phase {phase}: {goods}", phase=PHASE_LETTERS[phase], goods=_goods(goods_tiles))


def boxed_goods(goods_tiles: Sequence[str]) -> Text:
    """The goods returned to the box unseen at set-up (H3)."""
    return _("Goods left in the box unseen: {goods}", goods=_goods(goods_tiles))


def secret_choice(seat: int, board: int, castle: int) -> Text:
    """A seat's secret estate choice, not yet revealed (H8)."""
    return _("{estate} (chosen in secret)", estate=estate_title(seat, board, castle))
