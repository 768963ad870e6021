"""The turn-order track: reading the order and moving a marker (rules/castles-of-burgundy.md §4.2, §4.4)."""

from engine.burgundy.state import BurgundyState


def order_from_track(track: list[list[int]]) -> list[int]:
    """Turn order: the right-most space first; on a space, the top piece first (§4.2 step 1)."""
    return [seat for space in reversed(track) for seat in reversed(space)]


def track_position(track: list[list[int]], seat: int) -> int:
    """The 0-based track space of ``seat``'s turn-order marker."""
    return next(index for index, space in enumerate(track) if seat in space)


def advance_on_track(state: BurgundyState, seat: int) -> None:
    """A ship moves the marker one space right, on top of any stack there (§4.4)."""
    position = track_position(state.track, seat)
    state.track[position].remove(seat)
    state.track[position + 1].append(seat)
