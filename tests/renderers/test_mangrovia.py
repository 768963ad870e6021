"""The Mangrovia images and text alternatives, from views of real seeded games (rules §3, §9)."""

import io
import random
from functools import cache

import pytest
from PIL import Image

from engine.core import all_games, apply, new_game, pending, seat_ref, view
from engine.mangrovia import GAME
from engine.mangrovia.board import SPACE_IDS
from engine.mangrovia.views import PublicView, SeatView, redraw_hidden
from renderers import DESCRIPTION_LIMIT, GameRenderer, draw, get_renderer, renderer_keys
from renderers.kit.canvas import Measured, measuring

RENDERER = get_renderer("mangrovia")
NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")
WIDTH = 580
GAMES = {"2p-off": (2, 5, "off"), "3p-statues": (3, 2, "statues"), "5p-all": (5, 3, "all")}


@cache
def played(key: str) -> tuple[object, ...]:
    players, seed, stones = GAMES[key]
    state = new_game(GAME, players, seed, {"stones": stones})
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(GAME, state):
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    return tuple(states)


def at(key: str, fraction: float) -> object:
    states = played(key)
    return states[round(fraction * (len(states) - 1))]


def _drawn(kind: str, shown: object, names: tuple[str, ...]) -> dict[str, tuple[Measured, str]]:
    with measuring() as found:
        sheets = draw(RENDERER, kind, shown, names, names)
    for sheet in sheets:
        image = Image.open(io.BytesIO(sheet.png))
        assert image.width == WIDTH and 200 <= image.height <= 2400 and len(sheet.png) < 1_000_000
    return {sheet.name: (image, sheet.description) for sheet, image in zip(sheets, found, strict=True)}


def _marks(image: Measured) -> list[str]:
    return [shown for _, shown in image.marks]


def test_the_game_and_its_renderer_are_registered_under_one_key():
    assert "mangrovia" in renderer_keys() and isinstance(RENDERER, GameRenderer)
    assert all_games()["mangrovia"] is GAME


@pytest.mark.parametrize("key", list(GAMES))
@pytest.mark.parametrize("fraction", [0.0, 0.5, 1.0])
def test_real_game_pictures_are_the_island_the_archipelago_and_the_players(key, fraction):
    state = at(key, fraction)
    public = view(GAME, state, None)
    names = NAMES[: public.players]
    sheets = _drawn("public", public, names)
    assert list(sheets) == ["", "archipelago", "players"]
    for image, text in sheets.values():
        assert image.smallest()[0] >= 15 and 0 < len(text) <= DESCRIPTION_LIMIT
    for seat in range(public.players):
        (own,) = _drawn("private", view(GAME, state, seat), names).values()
        assert own[0].smallest()[0] >= 15 and 0 < len(own[1]) <= DESCRIPTION_LIMIT


def test_same_view_gives_same_bytes_and_the_public_picture_takes_only_the_public_view():
    state = at("5p-all", 0.5)
    public = view(GAME, state, None)
    first = RENDERER.public(public, NAMES, NAMES)
    assert first == RENDERER.public(view(GAME, state, 1).public, list(NAMES), list(NAMES))
    with pytest.raises(TypeError):
        RENDERER.public(view(GAME, state, 1), NAMES, NAMES)
    with pytest.raises(TypeError):
        RENDERER.private(public, NAMES, NAMES)


@pytest.mark.parametrize("key", list(GAMES))
def test_the_public_picture_cannot_tell_a_state_from_its_redrawn_twin(key):
    """§9: hands, held amulets, the bag and the draw piles are dealt anew; every public image and text stays."""
    states = played(key)
    players = view(GAME, states[0], None).players
    names = NAMES[:players]
    rng = random.Random(11)
    checked = redealt = 0
    for state in states[:: max(1, len(states) // 30)]:
        twin = redraw_hidden(state, rng)
        assert RENDERER.public(view(GAME, twin, None), names, names) == RENDERER.public(
            view(GAME, state, None), names, names
        )
        checked += 1
        redealt += any(view(GAME, twin, s).valuables != view(GAME, state, s).valuables for s in range(players))
    assert checked >= 20 and redealt >= checked // 3  # the twins really hold other cards


@pytest.mark.parametrize("key", list(GAMES))
def test_texts_keep_every_secret_and_fit_the_limit(key):
    states = played(key)
    players = view(GAME, states[0], None).players
    names = [seat_ref(seat) for seat in range(players)]
    for state in states[:: max(1, len(states) // 40)]:
        for sheet in RENDERER.public(view(GAME, state, None), names, names):
            assert 0 < len(sheet.description) <= DESCRIPTION_LIMIT
            assert not any(secret in sheet.description for secret in GAME.secrets(state, None))
        for seat in range(players):
            private = RENDERER.describe_private(view(GAME, state, seat), names)
            assert 0 < len(private) <= DESCRIPTION_LIMIT
            assert not any(secret in private for secret in GAME.secrets(state, seat))


def test_the_island_draws_every_space_and_names_every_hut():
    state = at("2p-off", 1.0)
    public = view(GAME, state, None)
    sheets = _drawn("public", public, NAMES[:2])
    image, text = sheets[""]
    drawn = [shown for _, shown in image.marks]
    assert "Game over" in drawn and "Final scores (ties: most amulet value)" in drawn
    assert all(f"{key}" in drawn for key in ("VA", "VB", "VC", "VD", "HA", "HB", "HC", "HD"))
    assert sum(mark in ("N",) for mark in drawn) == sum(owner == -1 for owner in public.huts.values())
    assert "Final scores: 1." in text and "Huts of neutral" in text
    for space in list(public.huts)[:5]:
        assert space in text
    assert len(SPACE_IDS) == 50


def test_the_private_picture_shows_the_hand_amulets_and_drawn_amulets():
    for state in played("5p-all"):
        if state.drawn:
            break
    else:
        pytest.skip("no amulet draw in this game")
    seat = state.acting()
    own = view(GAME, state, seat)
    assert isinstance(own, SeatView) and own.drawn
    (sheet,) = _drawn("private", own, NAMES).values()
    drawn = [shown for _, shown in sheet[0].marks]
    assert "JUST DRAWN: RETURN 1 OF THESE TO THE BAG" in drawn
    assert "Just drawn, return 1:" in sheet[1]
    others = view(GAME, state, (seat + 1) % 5)
    assert "Just drawn" not in RENDERER.describe_private(others, NAMES)
    assert isinstance(view(GAME, state, None), PublicView)


def test_majorities_count_a_double_hut_twice_and_show_the_neutral_huts():
    from dataclasses import replace

    from engine.mangrovia.board import PATH_SPACES
    from renderers.mangrovia.players import huts_on

    first, second, third = PATH_SPACES["VA"][:3]
    public = replace(view(GAME, at("2p-off", 0.0), None), huts={first: 0, second: 1, third: -1}, doubles=(second,))
    assert huts_on(public, PATH_SPACES["VA"]) == [(1, 2), (-1, 1), (0, 1)]
    sheets = _drawn("public", public, NAMES[:2])
    assert "VA (12/6): Benedikt 2, neutral 1, Ana 1." in sheets["players"][1]
    assert f"{second} double" in sheets[""][1]
    assert "\u00d72" in [shown for _, shown in sheets[""][0].marks]


def test_a_hut_waiting_for_payment_and_what_is_left_of_the_pier_are_shown():
    """The public view tells which space (and whether a double hut) is being paid for and the pier's parts left."""
    from dataclasses import replace

    from renderers.mangrovia.look import PART_WORDS

    paying = next(state for key in GAMES for state in played(key) if state.space and state.parts)
    public = view(GAME, paying, None)
    assert (public.space, public.double, public.parts) == (paying.space, paying.double, tuple(paying.parts))
    assert public.step == "pay" and not public.opening
    names = NAMES[: public.players]
    sheets = _drawn("public", public, names)
    hut = "double hut" if public.double else "hut"
    status = f"pays for the {hut} on {public.space} (outlined; pier {public.pier}); then {PART_WORDS[public.parts[0]]}"
    assert status in _marks(sheets[""][0]) and status in sheets[""][1]
    assert f"left: {PART_WORDS[public.parts[0]]}" in " ".join(_marks(sheets["archipelago"][0]))
    # The space is outlined: without it the island differs.
    plain = RENDERER.render_public(replace(public, space=""), names)
    assert plain != RENDERER.render_public(public, names)

    going = next(state for state in played("5p-all") if state.pier and not state.opening and not state.space)
    public = view(GAME, going, None)
    assert public.step == "pier" and public.parts == tuple(going.parts) and public.parts
    sheets = _drawn("public", public, NAMES)
    left = ", then ".join(PART_WORDS[part] for part in public.parts)
    assert f"still to do: {left}" in sheets[""][1]
    assert f"left: {PART_WORDS[public.parts[0]]}" in " ".join(_marks(sheets["archipelago"][0]))


@pytest.mark.parametrize("key", list(GAMES))
def test_the_players_picture_at_the_end_lists_the_final_scores_by_rank(key):
    """Issue 21: a panel headed "Final scores" is ordered by rank, in the picture and in its text."""
    public = view(GAME, at(key, 1.0), None)
    names = NAMES[: public.players]
    image, text = _drawn("public", public, names)["players"]
    drawn = _marks(image)
    assert "final scores, best first" in [mark.casefold() for mark in drawn]
    best_first = sorted(public.scores, reverse=True)
    rows = [names.index(mark) for mark in drawn if mark in names][: public.players]  # the rows' names, top down
    assert [public.scores[seat] for seat in rows] == best_first and "1." in drawn
    assert text.startswith("Final scores, best first:")
    told = sorted(range(public.players), key=lambda seat: text.index(f"{names[seat]}:"))
    assert [public.scores[seat] for seat in told] == best_first
