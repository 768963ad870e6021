"""The Castles of Burgundy images and text alternatives, from views of real seeded games (rules §2, §4-§8)."""

import io
import random
from dataclasses import dataclass, replace
from functools import cache

import pytest
from PIL import Image, ImageChops

from engine.burgundy import GAME
from engine.burgundy.text import DECISION_KINDS
from engine.burgundy.views import BonusTileView, EstateView, GoodsStack, PublicView, SeatView, TileFace, tile_effect
from engine.core import apply, new_game, pending, seat_ref, view
from renderers import DESCRIPTION_LIMIT, GameRenderer, draw, get_renderer, renderer_keys
from renderers.burgundy.final import CATEGORIES, ranked
from renderers.burgundy.look import DOINGS, doing
from renderers.burgundy.offer import offered
from renderers.kit import fit_parts, seat_name, seat_text
from renderers.kit.canvas import Measured, measuring

RENDERER = get_renderer("burgundy")
NAMES = ("Ana", "Benedikt", "Cara", "Dan")
MAX_PNG = 2 * 1024 * 1024
PHONE_WIDTH = 560  # every Burgundy image: its 15-pixel text shows 10.7 pixels high on a phone 400 wide


@dataclass(frozen=True)
class Played:
    """One seeded random game: every state in order, and the few worth drawing."""

    states: tuple[object, ...]
    setup: object
    reach: object  # the active seat is choosing where a die's tile goes: spaces are ringed
    middle: object
    over: object


GAMES = {
    "2p-base": (2, 5, "base"),
    "3p-open": (3, 8, "open"),
    "4p-secret": (4, 3, "secret"),
}


@cache
def played(key: str) -> Played:
    """Play the game ``key`` of GAMES with seeded random choices and keep its states."""
    players, seed, boards = GAMES[key]
    state = new_game(GAME, players, seed, {"boards": boards})
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(GAME, state):
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    publics = [view(GAME, s, None) for s in states]
    reach = next(
        i for i, v in enumerate(publics) if v.phase >= "B" and v.reach is not None and len(v.reach.spaces) >= 2
    )
    middle = next(i for i, v in enumerate(publics) if v.phase == "C" and v.round == 3)
    assert publics[-1].stage == "over"
    return Played(tuple(states), states[0], states[reach], states[middle], states[-1])


def _picture(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.width == PHONE_WIDTH
    assert 250 <= image.height <= 2600
    return image


def _public(state: object) -> PublicView:
    shown = view(GAME, state, None)
    assert isinstance(shown, PublicView)
    return shown


def _seat(state: object, seat: int) -> SeatView:
    shown = view(GAME, state, seat)
    assert isinstance(shown, SeatView)
    return shown


def test_burgundy_has_a_renderer():
    assert "burgundy" in renderer_keys()
    assert isinstance(RENDERER, GameRenderer)


@pytest.mark.parametrize("key", list(GAMES))
@pytest.mark.parametrize("moment", ["setup", "reach", "middle", "over"])
def test_real_game_pictures_are_phone_sized_pngs(key, moment):
    """Setup, a die being placed, mid-game and the end, for 2, 3 and 4 players and boards 2-9 (open, secret)."""
    state = getattr(played(key), moment)
    public = _public(state)
    names = NAMES[: public.players]
    _picture(RENDERER.render_public(public, names))
    seat = public.waiting_on[0] if public.waiting_on else public.players - 1
    _picture(RENDERER.render_private(_seat(state, seat), names))


@pytest.mark.parametrize("key", ["2p-base", "4p-secret"])
def test_same_view_gives_same_bytes(key):
    state = played(key).reach
    public = _public(state)
    names = NAMES[: public.players]
    assert RENDERER.render_public(public, names) == RENDERER.render_public(_public(state), list(names))
    seat = public.active
    assert RENDERER.render_private(_seat(state, seat), names) == RENDERER.render_private(_seat(state, seat), names)


def test_public_picture_is_drawn_from_the_public_view_only():
    state = played("3p-open").middle
    public = _public(state)
    names = NAMES[:3]
    from_seat = RENDERER.render_public(_seat(state, 1).public, names)
    assert from_seat == RENDERER.render_public(public, names)
    with pytest.raises(TypeError):
        RENDERER.render_public(_seat(state, 1), names)
    with pytest.raises(TypeError):
        RENDERER.describe_public(_seat(state, 1), names)
    with pytest.raises(TypeError):
        RENDERER.render_private(public, names)
    with pytest.raises(TypeError):
        RENDERER.describe_private(public, names)


@pytest.mark.parametrize("key", list(GAMES))
def test_texts_keep_every_secret_and_fit_the_limit(key):
    """No face-down tile, hidden goods tile or unrevealed board choice (H1-H3, H8) in any text, at any point."""
    game = played(key)
    players = _public(game.setup).players
    # Placeholders instead of names: a hidden choice's title would then appear word for word.
    names = [seat_ref(seat) for seat in range(players)]
    for state in game.states:
        public_text = RENDERER.describe_public(_public(state), names)
        assert 0 < len(public_text) <= DESCRIPTION_LIMIT
        for secret in GAME.secrets(state, None):
            assert secret not in public_text, f"the public text shows {secret}"
        for seat in range(players):
            private_text = RENDERER.describe_private(_seat(state, seat), names)
            assert 0 < len(private_text) <= DESCRIPTION_LIMIT
            for secret in GAME.secrets(state, seat):
                assert secret not in private_text, f"seat {seat}'s text shows {secret}"


def test_a_secret_board_choice_shows_only_in_its_own_picture():
    """§7 secret mode (H8): the public picture and the others' pictures cannot depend on a choice not yet revealed."""
    setup = played("4p-secret").setup
    decision = next(d for d in pending(GAME, setup) if d.seat == 0)
    assert decision.secret
    first, last = decision.options[0], decision.options[-1]
    chose_first, _ = apply(GAME, setup, 0, first.action)
    chose_last, _ = apply(GAME, setup, 0, last.action)
    names = NAMES
    assert RENDERER.render_public(_public(chose_first), names) == RENDERER.render_public(_public(chose_last), names)
    assert RENDERER.describe_public(_public(chose_first), names) == RENDERER.describe_public(_public(chose_last), names)
    for seat in (1, 2, 3):
        assert RENDERER.render_private(_seat(chose_first, seat), names) == RENDERER.render_private(
            _seat(chose_last, seat), names
        )
    own_first = RENDERER.describe_private(_seat(chose_first, 0), names)
    own_last = RENDERER.describe_private(_seat(chose_last, 0), names)
    board, castle = first.action["board"], first.action["castle"]
    assert f"estate No. {board}, start castle on space {castle}" in own_first
    assert own_first != own_last
    assert RENDERER.render_private(_seat(chose_first, 0), names) != RENDERER.render_private(_seat(chose_last, 0), names)


def test_public_text_names_the_key_numbers():
    state = played("4p-secret").middle
    public = _public(state)
    text = RENDERER.describe_public(public, NAMES)
    assert f"phase {public.phase}, round {public.round} of 5" in text
    assert f"region bonus {public.phase_bonus} VP" in text
    assert f"White die {public.white_die}." in text
    for estate in public.estates:
        assert f"{NAMES[estate.seat]} {estate.score} VP" in text
    active = public.estates[public.active]
    assert f"{NAMES[public.active]} " in text and f"dice {active.dice[0]}" in text


def test_private_text_names_dice_reach_and_supplies():
    state = played("3p-open").reach
    public = _public(state)
    seat = public.active
    estate = public.estates[seat]
    text = RENDERER.describe_private(_seat(state, seat), NAMES[:3])
    assert f"{estate.score} VP" in text
    assert f"Your dice: {estate.dice[0]}" in text
    assert "Your turn" in text
    assert f"Estate No. {estate.board}, start castle on space {estate.castle_space}" in text
    assert public.reach is not None
    for spot in public.reach.spaces:
        assert str(spot.space) in text.split("Spaces for", 1)[1]


def test_ringed_spaces_change_the_private_and_public_pictures():
    """The spaces the chosen die can reach (the view's ``reach``) are drawn, and only they change."""
    state = played("2p-base").reach
    public = _public(state)
    seat = public.active
    names = NAMES[:2]
    without = replace(public, reach=None)
    own = _seat(state, seat)
    ringed = Image.open(io.BytesIO(RENDERER.render_private(own, names))).convert("RGB")
    plain = Image.open(io.BytesIO(RENDERER.render_private(replace(own, public=without), names))).convert("RGB")
    assert ringed.size == plain.size
    changed = ImageChops.difference(ringed, plain).getbbox()
    assert changed is not None
    ringed_sheets = {sheet.name: sheet.png for sheet in RENDERER.public(public, names, names)}
    plain_sheets = {sheet.name: sheet.png for sheet in RENDERER.public(without, names, names)}
    changed_sheets = {name for name in ringed_sheets if ringed_sheets[name] != plain_sheets[name]}
    assert changed_sheets == {f"estate-{seat + 1}", "key"}  # the rings, and the legend saying what they mean


def test_a_tile_waiting_for_a_storage_space_is_shown_and_told():
    """§5.2: taking a tile into full storage; the view's ``held`` tile waits while the taker discards."""
    game = played("4p-secret")
    state = next(s for s in game.states if _public(s).held is not None)
    public = _public(state)
    assert public.held is not None and public.decision == "discard"
    seat = public.active
    own = _seat(state, seat)
    assert f"make room for the {public.held.label}" in RENDERER.describe_public(public, NAMES)
    assert f"waiting for a storage space: {public.held.label}" in RENDERER.describe_private(own, NAMES)
    without = replace(public, held=None)
    assert RENDERER.render_private(own, NAMES) != RENDERER.render_private(replace(own, public=without), NAMES)
    assert RENDERER.render_public(public, NAMES) != RENDERER.render_public(without, NAMES)


def _drawn(kind: str, shown: object, names: tuple[str, ...]) -> dict[str, tuple[Measured, str]]:
    """Each sheet of a picture by name: what was measured while drawing it, and its description."""
    with measuring() as found:
        sheets = draw(RENDERER, kind, shown, names, names)
    return {sheet.name: (image, sheet.description) for sheet, image in zip(sheets, found, strict=True)}


def _texts(image: Measured) -> list[str]:
    return [text for _, text in image.marks]


@pytest.mark.parametrize("key", list(GAMES))
def test_the_public_picture_is_the_board_its_tracks_every_estate_and_the_key(key):
    state = played(key).middle
    public = _public(state)
    names = NAMES[: public.players]
    sheets = _drawn("public", public, names)
    estates = [f"estate-{seat + 1}" for seat in range(public.players)]
    assert list(sheets) == ["", "tracks", *estates, "key"]
    assert all(image.width == PHONE_WIDTH and image.smallest()[0] >= 15 for image, _ in sheets.values())
    key_texts = _texts(sheets["key"][0])
    for tile in offered(public):
        name = f"Knowledge {tile.number}" if tile.kind == "knowledge" else tile.label
        assert any(text.startswith(f"{name}:") for text in key_texts), f"{tile.label} is not explained"
        assert f"{name}: {tile_effect(tile)}" in sheets["key"][1] or "The picture shows" in sheets["key"][1]
    tracks, told = sheets["tracks"]
    assert {"SCORE TRACK", "TURN ORDER TRACK", "BONUS TILES"} <= set(_texts(tracks))
    for estate in public.estates:
        assert f"{NAMES[estate.seat]} {estate.score} VP" in told
    main = _texts(sheets[""][0])
    assert "BLACK DEPOT" in main and "GOODS STILL TO COME THIS PHASE" in main


def test_a_seat_choosing_its_board_sees_both_dealt_sides_in_its_details():
    """§7: while a seat chooses, its details show both sides of its dealt board, as readable as its estate."""
    setup = played("4p-secret").setup
    public = _public(setup)
    chooser = public.waiting_on[0]
    estate = public.estates[chooser]
    assert len(estate.dealt_colours) == 2
    details, told = _drawn("private", _seat(setup, chooser), NAMES)["details"]
    for board in estate.dealt:
        assert f"No. {board}" in _texts(details)
    assert details.width == PHONE_WIDTH and details.smallest()[0] >= 15
    assert "Both sides of your dealt board" in told
    chosen = next(d for d in pending(GAME, setup) if d.seat == chooser).options[0].action
    after, _ = apply(GAME, setup, chooser, chosen)
    details_after, _ = _drawn("private", _seat(after, chooser), NAMES)["details"]
    assert not any(text.startswith("No. ") for text in _texts(details_after))


def test_the_details_show_the_vp_by_category_and_what_each_knowledge_tile_does():
    state = played("4p-secret").over
    public = _public(state)
    seat = max(public.estates, key=lambda estate: len(estate.knowledge)).seat
    estate = public.estates[seat]
    details, told = _drawn("private", _seat(state, seat), NAMES)["details"]
    texts = _texts(details)
    for key, title in CATEGORIES:
        assert title in texts and str(estate.points.get(key, 0)) in texts
    for tile in estate.placed.values():
        if tile.kind == "knowledge":
            assert any(text.startswith(f"Knowledge {tile.number}:") for text in texts)
            assert tile_effect(tile) in told or "The picture shows" in told
    assert told.startswith(f"Your details, {NAMES[seat]}: {estate.score} VP (Regions ")


def test_final_scores_share_places_on_equal_vp():
    over = _public(played("2p-base").over)
    tied = replace(over, estates=tuple(replace(estate, score=50) for estate in over.estates))
    assert [place for place, _ in ranked(tied)] == [1, 1]
    assert "1. Ana 50 VP" in RENDERER.describe_public(tied, NAMES[:2])
    assert "1. Benedikt 50 VP" in RENDERER.describe_public(tied, NAMES[:2])
    _picture(RENDERER.render_public(tied, NAMES[:2]))


def _crowded(estate: EstateView, public: PublicView) -> EstateView:
    """An estate with every supply at its fullest: 3 stored tiles, 3 goods stacks, 12 knowledge tiles."""
    knowledge = tuple(range(15, 27))
    placed = dict(estate.placed)
    free = [space for space in range(1, 38) if space not in placed]
    for space, number in zip(free, knowledge, strict=False):
        placed[space] = TileFace(f"hx{80 + number:03d}", "knowledge", "", number, f"Knowledge {number}")
    return replace(
        estate,
        placed=dict(sorted(placed.items())),
        storage=(
            TileFace("hx001", "building", "warehouse", 0, "Warehouse"),
            TileFace("hx059", "animal", "chicken", 4, "Chicken ×4"),
            TileFace("hx164", "ship", "", 0, "Ship"),
        ),
        goods=(GoodsStack(1, 12), GoodsStack(5, 9), GoodsStack(6, 7)),
        sold=(7, 7, 7, 7, 7, 7),
        silverlings=188,
        workers=99,
        score=243,
        knowledge=knowledge,
        bonus_tiles=tuple(
            BonusTileView(bonus.kind, bonus.colour, True, bonus.vp, estate.seat)
            for bonus in public.bonus_tiles
            if bonus.large
        ),
        empty_spaces=0,
    )


def test_crowded_estates_and_long_names_stay_within_bounds():
    state = played("4p-secret").middle
    public = _public(state)
    crowded = replace(public, estates=tuple(_crowded(estate, public) for estate in public.estates))
    names = ("Wilhelmina van der Berg-Oosterhout 🏰", "李", "🎲🎲", "Zoë-Anaïs Marie-Élisabeth de la Tour")
    _picture(RENDERER.render_public(crowded, names))
    own = replace(_seat(state, 0), public=crowded)
    _picture(RENDERER.render_private(own, names))
    assert len(RENDERER.describe_public(crowded, names)) <= DESCRIPTION_LIMIT
    assert len(RENDERER.describe_private(own, names)) <= DESCRIPTION_LIMIT
    assert "243 VP, 188 silverlings, 99 workers" in RENDERER.describe_private(own, names)


def test_every_decision_kind_has_words_for_the_table_and_the_player():
    kinds = {"estate", "turn", *DECISION_KINDS.values()}
    for kind in kinds:
        assert kind in DOINGS
        assert doing(kind) != doing(kind, you=True)
    assert doing("turn", you=True) == "choose a die, buy, or end your turn"


def test_text_alternatives_keep_the_first_facts_and_count_the_rest():
    """The kit's fit_parts, as the Burgundy texts use it: most important facts first, the rest counted, never cut."""
    parts = ["Phase B, round 3.", "Ana 12 VP.", "x" * 80, "never shown"]
    assert fit_parts(parts[:2], 100) == "Phase B, round 3. Ana 12 VP."
    assert fit_parts(parts, 90) == "Phase B, round 3. Ana 12 VP. … and 2 more"
    assert fit_parts(parts, 40) == "Phase B, round 3. … and 3 more"


def test_blank_names_fall_back_to_the_seat_number():
    names = ("🎲🎲", "  Zoë   Anaïs ", "", "\u200b")
    assert seat_name(names, 0) == "\ufffd"  # undrawable, but not blank: the stand-in
    assert seat_name(names, 1) == "Zoë Anaïs"
    assert seat_name(names, 3) == "Player 4"
    assert seat_text(names, 1) == "Zoë Anaïs"
    assert seat_text(names, 2) == "Player 3"
    assert seat_text(names, 5) == "Player 6"
