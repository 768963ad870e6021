"""Text alternatives of the Mangrovia pictures, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first; the public
texts are built from the public view alone, so they can name no card in a hand, no amulet held
and nothing of the draw piles or the bag but their sizes.
"""

from collections.abc import Sequence

from engine.mangrovia.board import SPACE
from engine.mangrovia.cards import CARD
from engine.mangrovia.piers import SITES, piers_of
from engine.mangrovia.state import BLOCKED, NEUTRAL
from engine.mangrovia.stones import TILE
from engine.mangrovia.text.names import PIER_ACTION
from engine.mangrovia.views import PublicView, SeatView
from renderers import DESCRIPTION_LIMIT
from renderers.kit import count, fit_parts, seat_text
from renderers.mangrovia.archipelago import boat
from renderers.mangrovia.board import check, progress, settings, what
from renderers.mangrovia.hand import check as check_seat
from renderers.mangrovia.look import LAND_NAMES, TILE_WORDS, tile_name
from renderers.mangrovia.parts import amulet_value, ranked
from renderers.mangrovia.players import amulet_action, holding, huts_left, huts_on, majorities


def _owner(names: Sequence[str], owner: int) -> str:
    return "neutral" if owner == NEUTRAL else seat_text(names, owner)


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if view.step == "over":
        places = ", ".join(
            f"{place}. {seat_text(names, seat)} {score} points (amulets {amulet_value(view, seat)})"
            for place, seat, score in ranked(view)
        )
        return f"Final scores: {places}."
    if not view.waiting_on:
        return ""
    return f"To act: {seat_text(names, view.waiting_on[0])} {what(view)}."


def _cards(cards: Sequence[str]) -> str:
    return ", ".join(CARD[card].name for card in cards) or "none"


def _lands(cards: Sequence[str]) -> str:
    return ", ".join(LAND_NAMES[CARD[card].land] for card in cards) or "none"


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the island image shows, in words (the whole picture's summary)."""
    check(view)
    parts = [f"Mangrovia, {progress(view)}.", _acting(view, names), settings(view) + "."]
    birds = " and ".join(LAND_NAMES.get(land, land) for land in view.birds)
    parts.append(f"Birds on {birds}.")
    owners = sorted({*view.huts.values()}, key=lambda owner: (owner == NEUTRAL, owner))
    for owner in owners:
        spaces = sorted(space for space, at in view.huts.items() if at == owner)
        shown = [f"{space} double" if space in view.doubles else space for space in spaces]
        parts.append(f"Huts of {_owner(names, owner)}: {', '.join(shown)}.")
    stack = ", ".join(str(tile) for tile in view.totem_stack) or "none"
    parts.append(f"Totem tiles left: {stack}.")
    if view.stones:
        tiles = ", ".join(f"{space} {tile_name(tile)}" for space, tile in sorted(view.stones.items())
                          if space not in view.huts)  # fmt: skip
        if tiles:
            parts.append(f"Stone circle tiles: {tiles}.")
    parts.append(f"The map is a stand-in; {len(SPACE)} spaces.")
    return fit_parts([part for part in parts if part], DESCRIPTION_LIMIT)


def describe_archipelago(view: PublicView, names: Sequence[str]) -> str:
    """What the archipelago image shows, in words."""
    check(view)
    bowls = []
    for site in SITES:
        owner = view.sites[site - 1]
        held = "blocked" if owner == BLOCKED else _owner(names, owner) if owner >= 0 else "free"
        bowls.append(f"site {site} {held}")
    parts = [boat(view), "Bowls: " + ", ".join(bowls) + "."]
    if view.placing:
        parts.append("Bowls to place: " + ", ".join(seat_text(names, seat) for seat in view.placing) + ".")
    parts.append(f"Start player: {seat_text(names, view.start_player)}.")
    parts.append(f"Face-up valuables: {_cards(view.valuables_display)} (pile {view.valuables_pile}).")
    parts.append(f"Face-up landscapes: {_lands(view.landscape_display)} (pile {view.landscape_pile}).")
    spent = ", ".join(str(value) for value in view.set_aside) or "none"
    parts.append(f"Amulet bag {view.bag}, value-1 supply {view.ones}, spent: {spent}.")
    for site in SITES:
        west, east = piers_of(site)
        parts.append(f"Site {site}: pier {west} {PIER_ACTION[west]}; pier {east} {PIER_ACTION[east]}.")
    return fit_parts(parts, DESCRIPTION_LIMIT)


def describe_players(view: PublicView, names: Sequence[str]) -> str:
    """What the players image shows, in words."""
    check(view)
    parts = ["Final scores, best first:"] if view.scores is not None else []
    ordered = [view.seats[seat] for _, seat, _ in ranked(view)] if view.scores is not None else view.seats
    for player in ordered:
        score = view.scores[player.seat] if view.scores is not None else player.chief
        tiles = f", tiles: {', '.join(tile_name(t) for t in player.tiles)}" if player.tiles else ""
        parts.append(
            f"{seat_text(names, player.seat)}: {count(score, 'point')}, {huts_left(view, player)}, {holding(player)}, "
            f"amulet track {player.track} ({amulet_action(player.track)}){tiles}."
        )
    for name, points, spaces in majorities():
        counts = ", ".join(f"{_owner(names, owner)} {huts}" for owner, huts in huts_on(view, spaces)) or "no huts"
        parts.append(f"{name} ({points}): {counts}.")
    return fit_parts(parts, DESCRIPTION_LIMIT)


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private image shows, in words."""
    check_seat(seat_view)
    view = seat_view.public
    parts = [f"Your hand, {seat_text(names, seat_view.seat)}."]
    if seat_view.seat in view.waiting_on:
        parts.append(f"Your turn: {what(view, you=True)}.")
    parts.append(f"Valuables cards: {_cards(seat_view.valuables)}.")
    parts.append(f"Landscape cards: {_lands(seat_view.landscapes)}.")
    amulets = ", ".join(str(value) for value in seat_view.amulets) or "none"
    parts.append(f"Amulets: {amulets} ({count(sum(seat_view.amulets), 'point')} if kept).")
    if seat_view.drawn:
        parts.append("Just drawn, return 1: " + ", ".join(str(value) for value in seat_view.drawn) + ".")
    for tile in view.seats[seat_view.seat].tiles:
        parts.append(f"Tile {tile_name(tile)}: {TILE_WORDS[TILE[tile].kind]}.")
    return fit_parts(parts, DESCRIPTION_LIMIT)
