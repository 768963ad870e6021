"""Text alternatives of the Castles of Burgundy pictures, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first (where
the game stands, who acts, the scores and supplies), then the depots; each estate is described
with its own sheet. When space runs out, whole facts are left out from the end and the text says
how many the picture shows besides: nothing is cut mid-word.
"""

from collections.abc import Callable, Sequence

from engine.burgundy.text import goods_colour, knowledge_name
from engine.burgundy.views import EstateView, PublicView, SeatView
from engine.core import fill_names
from i18n import _, listed, n_
from renderers import DESCRIPTION_LIMIT
from renderers.burgundy.final import CATEGORIES, ranked
from renderers.burgundy.look import BUILDING_CODES, BUILDING_LEGEND, doing, kind_of, tile_and_effect
from renderers.burgundy.main_board import goods_groups
from renderers.burgundy.offer import offered
from renderers.kit import seat_text
from renderers.kit.language import number, said
from renderers.kit.words import series

PLACED_ROOM = 320  # characters of an estate's alt text for the tiles placed on it; the rest are counted


def _fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Whole parts in order while they fit, then how many more the picture shows (never a cut word)."""
    kept: list[str] = []
    parts = [said(part) for part in parts]
    for index, part in enumerate(parts):
        rest = len(parts) - index - 1
        note = " " + said(_more_facts(rest)) if rest else ""
        if len(" ".join([*kept, part])) + len(note) > limit:
            kept.append(said(_more_facts(len(parts) - index)))
            return " ".join(kept)
        kept.append(part)
    return " ".join(kept)


def _more_facts(count: int) -> str:
    return n_("The picture shows {n} more fact.", "The picture shows {n} more facts.", count)


def _some(head: Callable[[str], str], items: Sequence[str], room: int) -> str:
    """``head`` and as many items as fit in ``room`` characters, then how many more: "Placed: a, b and 9 more."."""
    for shown in range(len(items), 0, -1):
        more = [_("{n} more", n=len(items) - shown)] if shown < len(items) else []
        text = said(head(listed([*items[:shown], *more])))
        if len(text) <= room:
            return text
    return said(head(n_("{n} tile", "{n} tiles", len(items))))


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the public picture shows, in words."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_public needs a PublicView, not {type(view).__name__}")
    parts = [_progress(view)]
    if view.stage == "over":
        parts.append(_final(view, names))
    else:
        parts.append(_acting(view, names))
    parts.append(_("Scores: {scores}.", scores=series([_supplies(estate, names) for estate in view.estates], "; ")))
    if view.stage == "playing":
        parts.append(_("White die {value}.", value=view.white_die))
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
    parts = [
        _("Your estate, {name}: {supplies}.", name=seat_text(names, seat_view.seat), supplies=_supplies_only(estate))
    ]
    if seat_view.secret_choice:
        filled = fill_names(said(seat_view.secret_choice), [seat_text(names, seat) for seat in range(view.players)])
        parts.append(_("Your secret choice: {choice}.", choice=filled.split(": ", 1)[-1]))
    elif estate.board:
        parts.append(
            _("Estate No. {board}, start castle on space {space}.", board=estate.board, space=estate.castle_space)
        )
    elif estate.dealt:
        boards = listed([_("No. {board}", board=board) for board in estate.dealt], "or")
        parts.append(_("Dealt board: {boards}.", boards=boards))
    if seat_view.seat in view.waiting_on:
        parts.append(_("Your turn: you {doing}.", doing=doing(view.decision, you=True)))
        if view.held is not None:
            parts.append(_("Just taken, waiting for a storage space: {tile}.", tile=view.held.label))
    elif view.waiting_on and view.stage != "over":
        parts.append(_("Waiting on {names}.", names=series([seat_text(names, seat) for seat in view.waiting_on])))
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(_("Your dice: {dice}.", dice=_dice(estate)))
    reach = view.reach
    if reach is not None and reach.seat == seat_view.seat:
        placing = next((tile.label for tile in estate.storage if reach.tile and tile.id == reach.tile), "")
        parts.append(_reach(reach.die, placing, [(spot.space, spot.workers) for spot in reach.spaces]))
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(_("Sold: {goods}.", goods=sold or _("nothing yet")))
    parts.append(_("Knowledge tiles: {tiles}.", tiles=_knowledge(estate) or _("none")))
    if estate.bonus_tiles:
        parts.append(_("Bonus tiles: {tiles}.", tiles=_bonus_won(estate)))
    parts.append(_("{n} empty spaces.", n=estate.empty_spaces))
    parts.append(_progress(view))
    if estate.placed:
        parts.append(_placed(estate))
    return _fit(parts)


def describe_estate(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """What the image of seat ``seat``'s estate shows, in words."""
    estate = view.estates[seat]
    parts = [_("Estate of {name}: {supplies}.", name=seat_text(names, seat), supplies=_supplies_only(estate))]
    if seat in view.waiting_on and view.stage != "over":
        parts.append(_("To act: {doing}.", doing=doing(view.decision)))
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(_("Dice: {dice}.", dice=_dice(estate)))
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(_("Sold: {goods}; track space {space}.", goods=sold or _("nothing yet"), space=estate.track_space))
    parts.append(_("Knowledge tiles: {tiles}.", tiles=_knowledge(estate) or _("none")))
    if estate.bonus_tiles:
        parts.append(_("Bonus tiles: {tiles}.", tiles=_bonus_won(estate)))
    if estate.board:
        parts.append(_("Estate No. {board}, {n} empty spaces.", board=estate.board, n=estate.empty_spaces))
    else:
        parts.append(_("{n} empty spaces.", n=estate.empty_spaces))
    if estate.placed:
        parts.append(_placed(estate))
    return _fit(parts)


def describe_tracks(view: PublicView, names: Sequence[str]) -> str:
    """What the tracks image shows, in words: scores, turn order, bonus tiles."""
    scores = series([_("{name} {vp} VP", name=seat_text(names, e.seat), vp=e.score) for e in view.estates], "; ")
    parts = [_("Scores: {scores}.", scores=scores)]
    if view.stage == "playing":
        parts.append(_order(view, names))
    track = series(
        [
            _("space {space}: {names}", space=space, names=series([seat_text(names, seat) for seat in stack]))
            for space, stack in enumerate(view.track, start=1)
            if stack
        ],
        "; ",
    )
    parts.append(_("Turn-order track, bottom to top: {track}.", track=track or _("empty")))
    parts.append(_bonus_left(view))
    won = series(
        [
            _(
                "{colour} {vp} VP to {name}",
                colour=kind_of(tile.kind).colour_name,
                vp=tile.vp,
                name=seat_text(names, tile.owner),
            )
            for tile in view.bonus_tiles
            if tile.owner is not None
        ],
        "; ",
    )
    if won:
        parts.append(_("Bonus tiles taken: {tiles}.", tiles=won))
    return _fit(parts)


def describe_key(view: PublicView) -> str:
    """What the key image shows, in words: what each knowledge tile and building on offer does, then the legend."""
    parts = [tile_and_effect(tile) for tile in offered(view)]
    if not parts:
        parts.append(_("No knowledge tile or building on offer."))
    parts.append(_legend_text())
    return _fit(parts)


def _legend_text() -> str:
    """The key's legend in words, in the picture's language."""
    codes = [
        _("{code} = {name}", code=code, name=BUILDING_LEGEND[key]) for key, (code, _short) in BUILDING_CODES.items()
    ]
    return _(
        "Legend: letters B building (beige), A animal (light green), K knowledge (yellow), C castle (dark green), "
        "M mine (grey), S ship (blue); building codes {codes}.",
        codes=series(codes),
    )


def describe_details(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's details image shows, in words: VP by category, supplies, knowledge tiles and their effects."""
    view = seat_view.public
    estate = view.estates[seat_view.seat]
    points = series(
        [_("{category} {points}", category=title, points=estate.points.get(key, 0)) for key, title in CATEGORIES]
    )
    parts = [
        _(
            "Your details, {name}: {vp} VP ({points}).",
            name=seat_text(names, seat_view.seat),
            vp=estate.score,
            points=points,
        )
    ]
    parts.append(
        _(
            "{silverlings}, {workers}, track space {space}, {empty} empty spaces.",
            silverlings=n_("{n} silverling", "{n} silverlings", estate.silverlings),
            workers=n_("{n} worker", "{n} workers", estate.workers),
            space=estate.track_space,
            empty=estate.empty_spaces,
        )
    )
    if estate.dice and all(1 <= value <= 6 for value in estate.dice):
        parts.append(_("Your dice: {dice}.", dice=_dice(estate)))
    if estate.dealt_colours and not estate.has_chosen:
        boards = listed([_("No. {board}", board=board) for board in estate.dealt])
        parts.append(_("Both sides of your dealt board: {boards}.", boards=boards))
    parts.append(_storage(estate))
    sold = _sold(estate)
    parts.append(_("Sold: {goods}.", goods=sold or _("nothing yet")))
    if estate.bonus_tiles:
        parts.append(_("Bonus tiles: {tiles}.", tiles=_bonus_won(estate)))
    faces = sorted((tile for tile in estate.placed.values() if tile.kind == "knowledge"), key=lambda tile: tile.number)
    parts.extend(tile_and_effect(tile) for tile in faces)
    if not faces:
        parts.append(_("No knowledge tiles yet."))
    return _fit(parts)


def _progress(view: PublicView) -> str:
    if view.stage == "over":
        return _("The Castles of Burgundy, game over.")
    if view.stage == "choosing" or view.round == 0:
        return _("The Castles of Burgundy, choosing estates.")
    return _(
        "The Castles of Burgundy, phase {phase}, round {round} of {rounds} (region bonus {bonus} VP).",
        phase=view.phase,
        round=view.round,
        rounds=view.rounds_per_phase,
        bonus=view.phase_bonus,
    )


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if not view.waiting_on:
        return _("Nobody is asked anything now.")
    who = series([seat_text(names, seat) for seat in view.waiting_on])
    if len(view.waiting_on) > 1:
        return _("Waiting on {names}: each {doing}.", names=who, doing=doing(view.decision))
    estate = view.estates[view.waiting_on[0]]
    facts = {"name": who, "doing": doing(view.decision)}
    if view.held is not None:
        facts["tile"] = view.held.label
    if view.stage == "playing":
        facts["dice"] = _dice(estate)
    return _ACTING[("tile" in facts, "dice" in facts)](facts)


_ACTING = {
    (False, False): lambda facts: _("{name} {doing}.", **facts),
    (True, False): lambda facts: _("{name} {doing} to make room for the {tile}.", **facts),
    (False, True): lambda facts: _("{name} {doing} (dice {dice}).", **facts),
    (True, True): lambda facts: _("{name} {doing} to make room for the {tile} (dice {dice}).", **facts),
}


def _sold(estate: EstateView) -> str:
    """The goods tiles sold, by colour ("" for none)."""
    return series(
        [
            _("{n} {colour}", n=count, colour=goods_colour(goods))
            for goods, count in enumerate(estate.sold, start=1)
            if count
        ]
    )


def _knowledge(estate: EstateView) -> str:
    """The knowledge tiles owned, by number and what they do ("" for none)."""
    return series([knowledge_name(number) for number in estate.knowledge])


def _bonus_won(estate: EstateView) -> str:
    """The bonus tiles won."""
    return series(
        [
            _("large {colour} ({vp} VP)", colour=tile.colour, vp=tile.vp)
            if tile.large
            else _("small {colour} ({vp} VP)", colour=tile.colour, vp=tile.vp)
            for tile in estate.bonus_tiles
        ]
    )


def _dice(estate: EstateView) -> str:
    shown = [
        _("{value} used", value=value) if used else number(value)
        for value, used in zip(estate.dice, estate.used, strict=False)
    ]
    return said(listed(shown))


def _supplies_only(estate: EstateView) -> str:
    return _(
        "{vp} VP, {silverlings}, {workers}",
        vp=estate.score,
        silverlings=n_("{n} silverling", "{n} silverlings", estate.silverlings),
        workers=n_("{n} worker", "{n} workers", estate.workers),
    )


def _supplies(estate: EstateView, names: Sequence[str]) -> str:
    return _("{name} {supplies}", name=seat_text(names, estate.seat), supplies=_supplies_only(estate))


def _final(view: PublicView, names: Sequence[str]) -> str:
    standings = series(
        [
            _(
                "{place}. {name} {vp} VP ({empty} empty)",
                place=place,
                name=seat_text(names, estate.seat),
                vp=estate.score,
                empty=estate.empty_spaces,
            )
            for place, estate in ranked(view)
        ]
    )
    return _("Final scores: {standings}.", standings=standings)


def _order(view: PublicView, names: Sequence[str]) -> str:
    """The order of the round, and of the next round from the track (§4.2) when it differs."""
    now = series([seat_text(names, seat) for seat in view.order])
    later = [seat for space in reversed(view.track) for seat in reversed(space)]
    if later == list(view.order):
        return _("Turn order: {names}.", names=now)
    upcoming = series([seat_text(names, seat) for seat in later])
    return _("Turn order: {names}; next round by the track: {upcoming}.", names=now, upcoming=upcoming)


def _goods(goods: Sequence[int]) -> str:
    """Goods tiles by colour: "2 purple (2), 1 pink (3)"."""
    return series([_("{n} {colour}", n=count, colour=goods_colour(kind)) for kind, count in goods_groups(goods)])


def _depots(view: PublicView) -> list[str]:
    parts = []
    for depot in view.depots:
        tiles = series([space.tile.label for space in depot.spaces if space.active and space.tile is not None])
        goods = _goods(depot.goods)
        if goods:
            parts.append(
                _(
                    "Depot {number}: {tiles}; goods {goods}.",
                    number=depot.number,
                    tiles=tiles or _("no tiles"),
                    goods=goods,
                )
            )
        else:
            parts.append(_("Depot {number}: {tiles}.", number=depot.number, tiles=tiles or _("no tiles")))
    black = series([tile.label for tile in view.black_depot])
    parts.append(_("Black depot: {tiles}.", tiles=black or _("empty")))
    if view.round_goods:
        coming = series([goods_colour(kind) for kind in view.round_goods])
        parts.append(_("Goods still to come this phase: {goods}.", goods=coming))
    return parts


def _bonus_left(view: PublicView) -> str:
    by_colour: dict[str, list[str]] = {}
    for tile in view.bonus_tiles:
        if tile.owner is None:
            by_colour.setdefault(kind_of(tile.kind).colour_name, []).append(number(tile.vp))
    left = series(
        [_("{colour} {values} VP", colour=colour, values=listed(values)) for colour, values in by_colour.items()]
    )
    return _("Bonus tiles left: {tiles}.", tiles=left or _("none"))


def _storage(estate: EstateView) -> str:
    stored = series([tile.label for tile in estate.storage]) or _("empty")
    goods = series(
        [
            _("{n} {colour}", n=stack.count, colour=goods_colour(stack.goods))
            for stack in estate.goods
            if stack is not None
        ]
    )
    return _("Storage: {tiles}. Goods: {goods}.", tiles=stored, goods=goods or _("none"))


def _reach(die: int | None, placing: str, spaces: list[tuple[int, int]]) -> str:
    """The ringed spaces in words: "Spaces for your Market with your 2: 27, 32 (2 workers)."."""
    tile = _("your {tile}", tile=placing) if placing else _("a stored tile")
    how = _("with your {die}", die=die) if die is not None else _("without a die")
    if not spaces:
        return _("No space for {tile} {how}.", tile=tile, how=how)
    found = series(
        [n_("{space} ({n} worker)", "{space} ({n} workers)", workers, space=space) if workers else number(space)
         for space, workers in spaces]
    )  # fmt: skip
    return _("Spaces for {tile} {how}: {spaces}.", tile=tile, how=how, spaces=found)


def _placed(estate: EstateView) -> str:
    """The tiles placed on an estate, as many as :data:`PLACED_ROOM` allows, then how many more."""
    items = [_("{tile} on {space}", tile=tile.label, space=space) for space, tile in sorted(estate.placed.items())]
    return _some(lambda placed: _("Placed: {items}.", items=placed), items, PLACED_ROOM)
