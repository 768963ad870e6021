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
from engine.mangrovia.text.names import PIER_ACTION, card_name
from engine.mangrovia.views import PublicView, SeatView
from i18n import _, listed, n_
from renderers import DESCRIPTION_LIMIT
from renderers.kit import fit_parts, seat_text
from renderers.kit.words import series
from renderers.mangrovia.archipelago import boat
from renderers.mangrovia.board import check, progress, settings, what
from renderers.mangrovia.hand import check as check_seat
from renderers.mangrovia.look import LAND_NAMES, TILE_WORDS, tile_name
from renderers.mangrovia.parts import amulet_value, ranked
from renderers.mangrovia.players import amulet_action, holding, huts_left, huts_on, majorities


def _owner(names: Sequence[str], owner: int) -> str:
    return _("neutral") if owner == NEUTRAL else seat_text(names, owner)


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if view.step == "over":
        places = series(
            [
                _(
                    "{place}. {name} {score} points (amulets {amulets})",
                    place=place,
                    name=seat_text(names, seat),
                    score=score,
                    amulets=amulet_value(view, seat),
                )
                for place, seat, score in ranked(view)
            ]
        )
        return _("Final scores: {places}.", places=places)
    if not view.waiting_on:
        return ""
    return _("To act: {name} {doing}.", name=seat_text(names, view.waiting_on[0]), doing=what(view))


def _cards(cards: Sequence[str]) -> str:
    return series([card_name(card) for card in cards]) or _("none")


def _lands(cards: Sequence[str]) -> str:
    return series([LAND_NAMES[CARD[card].land] for card in cards]) or _("none")


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the island image shows, in words (the whole picture's summary)."""
    check(view)
    parts = [
        _("Mangrovia, {progress}.", progress=progress(view)),
        _acting(view, names),
        _("{settings}.", settings=settings(view)),
    ]
    parts.append(_("Birds on {lands}.", lands=listed([LAND_NAMES.get(land, land) for land in view.birds])))
    owners = sorted({*view.huts.values()}, key=lambda owner: (owner == NEUTRAL, owner))
    for owner in owners:
        spaces = sorted(space for space, at in view.huts.items() if at == owner)
        shown = [_("{space} double", space=space) if space in view.doubles else space for space in spaces]
        parts.append(_("Huts of {owner}: {spaces}.", owner=_owner(names, owner), spaces=series(shown)))
    stack = series(view.totem_stack) or _("none")
    parts.append(_("Totem tiles left: {tiles}.", tiles=stack))
    if view.stones:
        tiles = series([_("{space} {tile}", space=space, tile=tile_name(tile))
                        for space, tile in sorted(view.stones.items()) if space not in view.huts])  # fmt: skip
        if tiles:
            parts.append(_("Stone circle tiles: {tiles}.", tiles=tiles))
    parts.append(_("The map is a stand-in; {n} spaces.", n=len(SPACE)))
    return fit_parts([part for part in parts if part], DESCRIPTION_LIMIT)


def describe_archipelago(view: PublicView, names: Sequence[str]) -> str:
    """What the archipelago image shows, in words."""
    check(view)
    bowls = []
    for site in SITES:
        owner = view.sites[site - 1]
        held = _("blocked") if owner == BLOCKED else _owner(names, owner) if owner >= 0 else _("free")
        bowls.append(_("site {site} {held}", site=site, held=held))
    parts = [boat(view), _("Bowls: {sites}.", sites=series(bowls))]
    if view.placing:
        parts.append(_("Bowls to place: {names}.", names=series([seat_text(names, seat) for seat in view.placing])))
    parts.append(_("Start player: {name}.", name=seat_text(names, view.start_player)))
    parts.append(
        _("Face-up valuables: {cards} (pile {pile}).", cards=_cards(view.valuables_display), pile=view.valuables_pile)
    )
    parts.append(
        _("Face-up landscapes: {cards} (pile {pile}).", cards=_lands(view.landscape_display), pile=view.landscape_pile)
    )
    spent = series(view.set_aside) or _("none")
    parts.append(
        _("Amulet bag {bag}, value-1 supply {ones}, spent: {spent}.", bag=view.bag, ones=view.ones, spent=spent)
    )
    for site in SITES:
        west, east = piers_of(site)
        parts.append(
            _(
                "Site {site}: pier {west} {west_action}; pier {east} {east_action}.",
                site=site,
                west=west,
                west_action=PIER_ACTION[west],
                east=east,
                east_action=PIER_ACTION[east],
            )
        )
    return fit_parts(parts, DESCRIPTION_LIMIT)


def describe_players(view: PublicView, names: Sequence[str]) -> str:
    """What the players image shows, in words."""
    check(view)
    parts = [_("Final scores, best first:")] if view.scores is not None else []
    ordered = [view.seats[seat] for _place, seat, _score in ranked(view)] if view.scores is not None else view.seats
    for player in ordered:
        score = view.scores[player.seat] if view.scores is not None else player.chief
        facts = {
            "name": seat_text(names, player.seat),
            "points": n_("{n} point", "{n} points", score),
            "huts": huts_left(view, player),
            "holding": holding(player),
            "track": player.track,
            "action": amulet_action(player.track),
        }
        if player.tiles:
            line = _(
                "{name}: {points}, {huts}, {holding}, amulet track {track} ({action}), tiles: {tiles}.",
                tiles=series([tile_name(t) for t in player.tiles]),
                **facts,
            )
        else:
            line = _("{name}: {points}, {huts}, {holding}, amulet track {track} ({action}).", **facts)
        parts.append(line)
    for name, points, spaces in majorities():
        counts = series(
            [_("{owner} {huts}", owner=_owner(names, owner), huts=huts) for owner, huts in huts_on(view, spaces)]
        )
        parts.append(_("{name} ({points}): {counts}.", name=name, points=points, counts=counts or _("no huts")))
    return fit_parts(parts, DESCRIPTION_LIMIT)


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private image shows, in words."""
    check_seat(seat_view)
    view = seat_view.public
    parts = [_("Your hand, {name}.", name=seat_text(names, seat_view.seat))]
    if seat_view.seat in view.waiting_on:
        parts.append(_("Your turn: {doing}.", doing=what(view, you=True)))
    parts.append(_("Valuables cards: {cards}.", cards=_cards(seat_view.valuables)))
    parts.append(_("Landscape cards: {cards}.", cards=_lands(seat_view.landscapes)))
    amulets = series(seat_view.amulets) or _("none")
    kept = sum(seat_view.amulets)
    parts.append(n_("Amulets: {amulets} ({n} point if kept).", "Amulets: {amulets} ({n} points if kept).", kept,
                    amulets=amulets))  # fmt: skip
    if seat_view.drawn:
        parts.append(_("Just drawn, return 1: {amulets}.", amulets=series(seat_view.drawn)))
    for tile in view.seats[seat_view.seat].tiles:
        parts.append(_("Tile {tile}: {meaning}.", tile=tile_name(tile), meaning=TILE_WORDS[TILE[tile].kind]))
    return fit_parts(parts, DESCRIPTION_LIMIT)
