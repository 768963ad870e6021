"""Text alternatives of the Castles of Burgundy pictures, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first (where
the game stands, who acts, the scores and supplies), then the depots; each estate is described
with its own sheet. When space runs out, whole facts are left out from the end and the text says
how many the picture shows besides: nothing is cut mid-word.
"""

from collections.abc import Sequence

from engine.burgundy.text import goods_colour, knowledge_name
from engine.burgundy.views import EstateView, PublicView, SeatView
from engine.core import fill_names
from engine.core.words import listed, plural
from renderers import DESCRIPTION_LIMIT
from renderers.burgundy.final import CATEGORIES, ranked
from renderers.burgundy.look import BUILDING_CODES, BUILDING_LEGEND, doing, kind_of, tile_and_effect
from renderers.burgundy.main_board import goods_groups
from renderers.burgundy.offer import offered
from renderers.kit import seat_text

PLACED_ROOM = 320  # characters of an estate's alt text for the tiles placed on it; the rest are counted


def _fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Whole parts in order while they fit, then how many more the picture shows (never a cut word)."""
    kept: list[str] = []
    for index, part in enumerate(parts):
        rest = len(parts) - index - 1
        note = f" The picture shows {plural(rest, 'more fact')}." if rest else ""
        if len(" ".join([*kept, part])) + len(note) > limit:
            left = len(parts) - index
            kept.append(f"The picture shows {plural(left, 'more fact')}.")
            return " ".join(kept)
        kept.append(part)
    return " ".join(kept)


def _some(head: str, items: Sequence[str], room: int) -> str:
    """``head`` and as many items as fit in ``room`` characters, then how many more: "Placed: a, b and 9 more."."""
    for shown in range(len(items), 0, -1):
        more = [f"{len(items) - shown} more"] if shown < len(items) else []
        text = f"{head}{listed([*items[:shown], *more])}."
        if len(text) <= room:
            return text
    return f"{head}{plural(len(items), 'tile')}."


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the public picture shows, in words."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_public needs a PublicView, not {type(view).__name__}")
    parts = [_progress(view)]
    if view.stage == "over":
        parts.append(_final(view, names))
    else:
        parts.append(_acting(view, names))
    parts.append("Scores: " + "; ".join(_supplies(estate, names) for estate in view.estates) + ".")
    if view.stage == "playing":
        parts.append(f"White die {view.white_die}.")
        parts.append(_order(view, names))
        parts.extend(_depots(view))
    parts.append(_bonus_left(view))
    return _fit(parts)


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private picture shows, in words."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"describe_private needs a SeatView, not {type(seat_view).__name__}")
    view = seat_view.public
    estate = view.estates[seat_view.seat]
    parts = [f"Your estate, {seat_text(names, seat_view.seat)}: {_supplies_only(estate)}."]
    if seat_view.secret_choice:
        filled = fill_names(seat_view.secret_choice, [seat_text(names, seat) for seat in range(view.players)])
        parts.append(f"Your secret choice: {filled.split(': ', 1)[-1]}.")
    elif estate.board:
        parts.append(f"Estate No. {estate.board}, start castle on space {estate.castle_space}.")
    elif estate.dealt:
        parts.append("Dealt board: " + " or ".join(f"No. {board}" for board in estate.dealt) + ".")
    if seat_view.seat in view.waiting_on:
        parts.append(f"Your turn: you {doing(view.decision, you=True)}.")
        if view.held is not None:
            parts.append(f"Just taken, waiting for a storage space: {view.held.label}.")
    elif view.waiting_on and view.stage != "over":
        parts.append(f"Waiting on {', '.join(seat_text(names, seat) for seat in view.waiting_on)}.")
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(f"Your dice: {_dice(estate)}.")
    reach = view.reach
    if reach is not None and reach.seat == seat_view.seat:
        placing = next((tile.label for tile in estate.storage if reach.tile and tile.id == reach.tile), "")
        parts.append(_reach(reach.die, placing, [(spot.space, spot.workers) for spot in reach.spaces]))
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(f"Sold: {sold or 'nothing yet'}.")
    parts.append(f"Knowledge tiles: {_knowledge(estate) or 'none'}.")
    if estate.bonus_tiles:
        parts.append(f"Bonus tiles: {_bonus_won(estate)}.")
    parts.append(f"{estate.empty_spaces} empty spaces.")
    parts.append(_progress(view))
    if estate.placed:
        parts.append(_placed(estate))
    return _fit(parts)


def describe_estate(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """What the image of seat ``seat``'s estate shows, in words."""
    estate = view.estates[seat]
    parts = [f"Estate of {seat_text(names, seat)}: {_supplies_only(estate)}."]
    if seat in view.waiting_on and view.stage != "over":
        parts.append(f"To act: {doing(view.decision)}.")
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(f"Dice: {_dice(estate)}.")
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(f"Sold: {sold or 'nothing yet'}; track space {estate.track_space}.")
    parts.append(f"Knowledge tiles: {_knowledge(estate) or 'none'}.")
    if estate.bonus_tiles:
        parts.append(f"Bonus tiles: {_bonus_won(estate)}.")
    board = f"Estate No. {estate.board}, " if estate.board else ""
    parts.append(f"{board}{estate.empty_spaces} empty spaces.")
    if estate.placed:
        parts.append(_placed(estate))
    return _fit(parts)


def describe_tracks(view: PublicView, names: Sequence[str]) -> str:
    """What the tracks image shows, in words: scores, turn order, bonus tiles."""
    parts = ["Scores: " + "; ".join(f"{seat_text(names, e.seat)} {e.score} VP" for e in view.estates) + "."]
    if view.stage == "playing":
        parts.append(_order(view, names))
    track = "; ".join(
        f"space {space}: {', '.join(seat_text(names, seat) for seat in stack)}"
        for space, stack in enumerate(view.track, start=1)
        if stack
    )
    parts.append(f"Turn-order track, bottom to top: {track or 'empty'}.")
    parts.append(_bonus_left(view))
    won = "; ".join(
        f"{kind_of(tile.kind).colour_name} {tile.vp} VP to {seat_text(names, tile.owner)}"
        for tile in view.bonus_tiles
        if tile.owner is not None
    )
    if won:
        parts.append(f"Bonus tiles taken: {won}.")
    return _fit(parts)


def describe_key(view: PublicView) -> str:
    """What the key image shows, in words: what each knowledge tile and building on offer does, then the legend."""
    parts = [tile_and_effect(tile) for tile in offered(view)]
    if not parts:
        parts.append("No knowledge tile or building on offer.")
    parts.append(_LEGEND_TEXT)
    return _fit(parts)


_LEGEND_TEXT = (
    "Legend: letters B building (beige), A animal (light green), K knowledge (yellow), C castle (dark green), "
    "M mine (grey), S ship (blue); building codes "
    + ", ".join(f"{code} = {BUILDING_LEGEND[key]}" for key, (code, _) in BUILDING_CODES.items())
    + "."
)


def describe_details(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's details image shows, in words: VP by category, supplies, knowledge tiles and their effects."""
    view = seat_view.public
    estate = view.estates[seat_view.seat]
    points = ", ".join(f"{title} {estate.points.get(key, 0)}" for key, title in CATEGORIES)
    parts = [f"Your details, {seat_text(names, seat_view.seat)}: {estate.score} VP ({points})."]
    parts.append(
        f"{plural(estate.silverlings, 'silverling')}, {plural(estate.workers, 'worker')}, "
        f"track space {estate.track_space}, {estate.empty_spaces} empty spaces."
    )
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(f"Your dice: {_dice(estate)}.")
    if estate.dealt_colours and not estate.has_chosen:
        parts.append("Both sides of your dealt board: " + " and ".join(f"No. {board}" for board in estate.dealt) + ".")
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(f"Sold: {sold or 'nothing yet'}.")
    if estate.bonus_tiles:
        parts.append(f"Bonus tiles: {_bonus_won(estate)}.")
    faces = sorted((tile for tile in estate.placed.values() if tile.kind == "knowledge"), key=lambda tile: tile.number)
    parts.extend(tile_and_effect(tile) for tile in faces)
    if not faces:
        parts.append("No knowledge tiles yet.")
    return _fit(parts)


def _progress(view: PublicView) -> str:
    if view.stage == "over":
        return "The Castles of Burgundy, game over."
    if view.stage == "choosing" or view.round == 0:
        return "The Castles of Burgundy, choosing estates."
    return (
        f"The Castles of Burgundy, phase {view.phase}, round {view.round} of {view.rounds_per_phase} "
        f"(region bonus {view.phase_bonus} VP)."
    )


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if not view.waiting_on:
        return "Nobody is asked anything now."
    who = ", ".join(seat_text(names, seat) for seat in view.waiting_on)
    if len(view.waiting_on) > 1:
        return f"Waiting on {who}: each {doing(view.decision)}."
    estate = view.estates[view.waiting_on[0]]
    dice = f" (dice {_dice(estate)})" if view.stage == "playing" else ""
    held = f" to make room for the {view.held.label}" if view.held is not None else ""
    return f"{who} {doing(view.decision)}{held}{dice}."


def _sold(estate: EstateView) -> str:
    """The goods tiles sold, by colour ("" for none)."""
    return ", ".join(f"{count} {goods_colour(goods)}" for goods, count in enumerate(estate.sold, start=1) if count)


def _knowledge(estate: EstateView) -> str:
    """The knowledge tiles owned, by number and what they do ("" for none)."""
    return ", ".join(knowledge_name(number) for number in estate.knowledge)


def _bonus_won(estate: EstateView) -> str:
    """The bonus tiles won."""
    return ", ".join(
        f"{'large' if tile.large else 'small'} {tile.colour} ({tile.vp} VP)" for tile in estate.bonus_tiles
    )


def _dice(estate: EstateView) -> str:
    shown = [f"{value}{' used' if used else ''}" for value, used in zip(estate.dice, estate.used, strict=False)]
    return " and ".join(shown)


def _supplies_only(estate: EstateView) -> str:
    return f"{estate.score} VP, {plural(estate.silverlings, 'silverling')}, {plural(estate.workers, 'worker')}"


def _supplies(estate: EstateView, names: Sequence[str]) -> str:
    return f"{seat_text(names, estate.seat)} {_supplies_only(estate)}"


def _final(view: PublicView, names: Sequence[str]) -> str:
    standings = ", ".join(
        f"{place}. {seat_text(names, estate.seat)} {estate.score} VP ({estate.empty_spaces} empty)"
        for place, estate in ranked(view)
    )
    return f"Final scores: {standings}."


def _order(view: PublicView, names: Sequence[str]) -> str:
    """The order of the round, and of the next round from the track (§4.2) when it differs."""
    now = ", ".join(seat_text(names, seat) for seat in view.order)
    later = [seat for space in reversed(view.track) for seat in reversed(space)]
    if later == list(view.order):
        return f"Turn order: {now}."
    upcoming = ", ".join(seat_text(names, seat) for seat in later)
    return f"Turn order: {now}; next round by the track: {upcoming}."


def _goods(goods: Sequence[int]) -> str:
    """Goods tiles by colour: "2 purple (2), 1 pink (3)"."""
    return ", ".join(f"{count} {goods_colour(kind)}" for kind, count in goods_groups(goods))


def _depots(view: PublicView) -> list[str]:
    parts = []
    for depot in view.depots:
        tiles = ", ".join(space.tile.label for space in depot.spaces if space.active and space.tile is not None)
        goods = _goods(depot.goods)
        parts.append(f"Depot {depot.number}: {tiles or 'no tiles'}" + (f"; goods {goods}." if goods else "."))
    black = ", ".join(tile.label for tile in view.black_depot)
    parts.append(f"Black depot: {black or 'empty'}.")
    if view.round_goods:
        parts.append(f"Goods still to come this phase: {', '.join(goods_colour(kind) for kind in view.round_goods)}.")
    return parts


def _bonus_left(view: PublicView) -> str:
    by_colour: dict[str, list[str]] = {}
    for tile in view.bonus_tiles:
        if tile.owner is None:
            by_colour.setdefault(kind_of(tile.kind).colour_name, []).append(f"{tile.vp}")
    left = ", ".join(f"{colour} {' and '.join(values)} VP" for colour, values in by_colour.items())
    return f"Bonus tiles left: {left or 'none'}."


def _storage(estate: EstateView) -> str:
    stored = ", ".join(tile.label for tile in estate.storage) or "empty"
    goods = ", ".join(f"{stack.count} {goods_colour(stack.goods)}" for stack in estate.goods if stack is not None)
    return f"Storage: {stored}. Goods: {goods or 'none'}."


def _reach(die: int | None, placing: str, spaces: list[tuple[int, int]]) -> str:
    """The ringed spaces in words: "Spaces for your Market with your 2: 27, 32 (2 workers)."."""
    tile = f"your {placing}" if placing else "a stored tile"
    how = f"with your {die}" if die is not None else "without a die"
    if not spaces:
        return f"No space for {tile} {how}."
    listed = ", ".join(f"{space} ({plural(workers, 'worker')})" if workers else str(space) for space, workers in spaces)
    return f"Spaces for {tile} {how}: {listed}."


def _placed(estate: EstateView) -> str:
    """The tiles placed on an estate, as many as :data:`PLACED_ROOM` allows, then how many more."""
    items = [f"{tile.label} on {space}" for space, tile in sorted(estate.placed.items())]
    return _some("Placed: ", items, PLACED_ROOM)
