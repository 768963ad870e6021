"""The Architects of the West Kingdom images and text alternatives, from views of real seeded games (rules §2, §12)."""

import io
import random
from dataclasses import dataclass, replace
from functools import cache

import pytest
from PIL import Image

from engine.architects.apprentices import APPRENTICES
from engine.architects.buildings import BUILDINGS
from engine.architects.declaration import GAME
from engine.architects.state import AUTOMATIC, Kind
from engine.architects.views import ApprenticeFace, PublicView, SeatView, faces, redraw_hidden
from engine.core import all_games, apply, new_game, pending, seat_ref, view
from renderers import DESCRIPTION_LIMIT, GameRenderer, draw, get_renderer, renderer_keys
from renderers.architects.board import ranked
from renderers.architects.look import ABILITIES, DOINGS, EFFECTS, ability, doing, effect
from renderers.kit.canvas import Measured, measuring
from tests.engine.architects.scenario import hire, hold, put, set_hand, set_row, table

RENDERER = get_renderer("architects")
NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")
WIDTH = 560  # every Architects image: its 15-pixel text shows 10.7 pixels high on a phone 400 wide


@dataclass(frozen=True)
class Played:
    """One seeded random game: every state in order."""

    states: tuple[object, ...]

    def at(self, fraction: float) -> object:
        """The state ``fraction`` of the way through the game."""
        return self.states[round(fraction * (len(self.states) - 1))]


GAMES = {"2p-standard": (2, 5, "standard"), "5p-variable": (5, 3, "variable")}


@cache
def played(key: str) -> Played:
    players, seed, setup = GAMES[key]
    state = new_game(GAME, players, seed, {"setup": setup})
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(GAME, state):
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    return Played(tuple(states))


def _public(state: object) -> PublicView:
    shown = view(GAME, state, None)
    assert isinstance(shown, PublicView)
    return shown


def _seat(state: object, seat: int) -> SeatView:
    shown = view(GAME, state, seat)
    assert isinstance(shown, SeatView)
    return shown


def _image(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) < 1_000_000
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.width == WIDTH and 200 <= image.height <= 2400
    return image


def _drawn(kind: str, shown: object, names: tuple[str, ...]) -> dict[str, tuple[Measured, str]]:
    """Each sheet of a picture by name: what was measured while drawing it, and its description."""
    with measuring() as found:
        sheets = draw(RENDERER, kind, shown, names, names)
    for sheet in sheets:
        _image(sheet.png)
    return {sheet.name: (image, sheet.description) for sheet, image in zip(sheets, found, strict=True)}


def _texts(image: Measured) -> list[str]:
    return [text for _, text in image.marks]


def test_the_game_and_its_renderer_are_registered_under_one_key():
    assert "architects" in renderer_keys() and isinstance(RENDERER, GameRenderer)
    assert all_games()["architects"] is GAME


@pytest.mark.parametrize("key", list(GAMES))
@pytest.mark.parametrize("fraction", [0.0, 0.02, 0.5, 1.0])
def test_real_game_pictures_are_a_board_the_town_the_workshop_and_a_tableau_per_seat(key, fraction):
    """The draft, its end, mid-game and the end, for 2 players (standard) and 5 (variable characters)."""
    state = played(key).at(fraction)
    public = _public(state)
    names = NAMES[: public.players]
    sheets = _drawn("public", public, names)
    tableaux = [f"player-{seat + 1}" for seat in range(public.players)]
    assert list(sheets) == ["", "town", "workshop", *tableaux]
    for image, text in sheets.values():
        assert image.width == WIDTH and image.smallest()[0] >= 15
        assert 0 < len(text) <= DESCRIPTION_LIMIT
    for seat in range(public.players):
        (own,) = _drawn("private", _seat(state, seat), names).values()
        assert own[0].smallest()[0] >= 15 and 0 < len(own[1]) <= DESCRIPTION_LIMIT


@pytest.mark.parametrize("key", list(GAMES))
def test_same_view_gives_same_bytes_and_the_public_picture_takes_only_the_public_view(key):
    state = played(key).at(0.5)
    public = _public(state)
    names = NAMES[: public.players]
    first = RENDERER.public(public, names, names)
    assert first == RENDERER.public(_public(state), list(names), list(names))
    assert first == RENDERER.public(_seat(state, 1).public, names, names)
    assert RENDERER.private(_seat(state, 0), names, names) == RENDERER.private(_seat(state, 0), names, names)
    with pytest.raises(TypeError):
        RENDERER.public(_seat(state, 1), names, names)
    with pytest.raises(TypeError):
        RENDERER.describe_public(_seat(state, 1), names)
    with pytest.raises(TypeError):
        RENDERER.private(public, names, names)


@pytest.mark.parametrize("key", list(GAMES))
def test_the_public_picture_cannot_tell_a_state_from_its_redrawn_twin(key):
    """§12: hands, the draft, Black Market B's cards, deck orders and the hidden side of the Small pile's top card.

    ``redraw_hidden`` deals everything the public has not seen anew (the Small pile's top keeps
    its showing side, not its hidden one): every image and text of the public picture stays the same.
    """
    game = played(key)
    players = _public(game.states[0]).players
    names = NAMES[:players]
    rng = random.Random(11)
    checked = redealt = 0
    for state in game.states[:: max(1, len(game.states) // 40)]:
        twin = redraw_hidden(state, rng)
        assert RENDERER.public(_public(twin), names, names) == RENDERER.public(_public(state), names, names)
        checked += 1
        redealt += any(_seat(twin, seat).hand != _seat(state, seat).hand for seat in range(players))
    assert checked >= 20 and redealt >= checked // 2  # the twins really hold other cards


@pytest.mark.parametrize("key", list(GAMES))
def test_texts_keep_every_secret_and_fit_the_limit(key):
    """No secret id in any text; the public text never names a card in a hand that is not also built."""
    game = played(key)
    players = _public(game.states[0]).players
    names = [seat_ref(seat) for seat in range(players)]
    for state in game.states[:: max(1, len(game.states) // 60)]:
        public = _public(state)
        texts = [sheet.description for sheet in RENDERER.public(public, names, names)]
        built = {card.name for seat in public.seats for card in seat.buildings}
        hands = [face for seat in range(players) for face in _seat(state, seat).hand if face.name not in built]
        for text in texts:
            assert 0 < len(text) <= DESCRIPTION_LIMIT
            assert not any(secret in text for secret in GAME.secrets(state, None))
            assert not any(f"{face.name} (" in text or f"{face.name} {face.vp} VP" in text for face in hands)
        for seat in range(players):
            private = RENDERER.describe_private(_seat(state, seat), names)
            assert 0 < len(private) <= DESCRIPTION_LIMIT
            assert not any(secret in private for secret in GAME.secrets(state, seat))


def test_the_main_board_draws_every_location_count_the_tax_and_the_market_faces():
    state = table(3, seed=4)
    put(state, "quarry", 0, 3)
    put(state, "quarry", 2, 1)
    put(state, "workshop", 1, 12)
    state.tax = 9
    public = _public(state)
    main, told = _drawn("public", public, NAMES[:3])[""]
    texts = _texts(main)
    assert {"Quarry", "Forest", "Mines", "Silversmith", "King's Storehouse", "Workshop", "Town Centre"} <= set(texts)
    assert {"\u00d73", "\u00d71", "\u00d712"} <= set(texts)
    assert texts.count("no workers") == 7
    assert "tax pile: 9 Silver" in texts and "Tax Stand: 9 Silver." in told
    assert "Quarry: Ana 3, Cara 1; Workshop: Benedikt 12." in told
    for name, count in public.small_market.items():
        assert f"{count} {name.capitalize()}" in texts
    assert f"Black Market A gives {public.small_market.items()[0][1]}" in told


def test_the_workshop_shows_skip_coins_and_what_each_apprentice_does():
    state = table(2, seed=4)
    set_row(state, 0, "A14", "A13", "A09", "A31")
    state.display[0][0] = replace(state.display[0][0], coins=2)
    workshop, told = _drawn("public", _public(state), NAMES[:2])["workshop"]
    texts = _texts(workshop)
    assert {"Merchant", "Labourer", "Gatekeeper", "Swindler", "2", "coins"} <= set(texts)
    assert "1: Merchant (Tiling, 2 skip coins; Trade: 1 Silver \u2192 3 Clay)" in told


def test_the_pictures_use_the_texts_words_for_skills_and_building_cards():
    """Skills by name ("Tiling", the Labourer's "All skills" where three do not fit), never CAR/TIL/MAS; and
    Black Market B draws building cards, as every text says, not "plans" (issue 21)."""
    state = table(2, seed=4)
    set_row(state, 0, "A14", "A13", "A09", "A31")
    sheets = _drawn("public", _public(state), NAMES[:2])
    workshop = _texts(sheets["workshop"][0])
    assert {"Tiling", "All skills", "Masonry"} <= set(workshop)
    drawn = [text for image, _ in sheets.values() for text in _texts(image)]
    assert not {"CAR", "TIL", "MAS"} & set(drawn)
    assert not any("plans" in text for text in drawn)
    assert "hire 1 apprentice, or draw 5 building cards, keep 1" in drawn


def test_the_optional_rules_show_in_the_settings_the_guildhall_and_the_starting_picks():
    """Age of Artisans and the Conspirator per capture: named, the cycling spaces marked, an empty display space."""
    state = new_game(GAME, 3, 6, {"artisans": "both", "conspirator": "per_capture"})
    while state.draft is not None:
        decision = pending(GAME, state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    decision = pending(GAME, state)[0]
    state, _ = apply(GAME, state, decision.seat, decision.options[0].action)  # one space of the display is empty
    public = _public(state)
    sheets = _drawn("public", public, NAMES[:3])
    main, told = sheets[""]
    rules = "Optional: apprentice draft, apprentice cycling, Conspirator per capture."
    assert rules in _texts(main) and rules in told
    picker = NAMES[pending(GAME, state)[0].seat]
    assert f"Starting apprentices: {picker} picks" in _texts(main) and "starting apprentices" in told
    town, town_told = sheets["town"]
    assert {"3 cycle", "7 cycle", "11 cycle", "9 reset"} <= set(_texts(town))
    assert "Spaces 3, 7, 11 cycle the apprentices." in town_told
    workshop, _ = sheets["workshop"]
    assert _texts(workshop).count("empty") == 1


def test_a_tableau_shows_goods_apprentices_buildings_debts_and_captured_workers():
    state = table(3, seed=4, variable=True)
    hire(state, 1, "A13", "A39")
    state.players[1].debts, state.players[1].paid = 2, 1
    hold(state, 1, 0, 2)
    sheets = _drawn("public", _public(state), NAMES[:3])
    tableau, told = sheets["player-2"]
    texts = _texts(tableau)
    assert "Benedikt" in texts and "Labourer" in texts and "Woodcutter" in texts
    assert "Forest: +1 Wood" in texts and "2 unpaid, 1 paid" in texts and "\u00d72" in texts
    player = _public(state).seats[1]
    assert any(text.startswith(f"{player.character} ({player.colour} board): ") for text in texts)
    assert f"{player.character} ({player.colour} board): " in told and "Holds captured workers: Ana 2." in told
    for name in ("Clay", "Wood", "Stone", "Gold", "Marble", "Silver"):
        assert name in texts


def test_the_private_picture_is_the_hand_with_costs_skills_and_effects():
    state = table(2, seed=4)
    set_hand(state, 0, "B26", "B11")
    (hand,) = _drawn("private", _seat(state, 0), NAMES[:2]).values()
    image, told = hand
    texts = _texts(image)
    assert {"Fortress", "Well", "12", "3", "Carpentry", "Tiling", "Masonry", "3 Clay", "2 Marble", "-2 virtue"} <= set(
        texts
    )
    assert "Now: 2 free captures" in texts and "Now: gain 4 Clay" in texts
    assert "Your hand: 2 building cards (limit 6): Fortress (12 VP, needs Carpentry, Tiling and Masonry" in told
    assert "Your turn: you place a worker." in told
    public_texts = [text for image, _ in _drawn("public", _public(state), NAMES[:2]).values() for text in _texts(image)]
    assert "Fortress" not in public_texts


def test_the_draft_cards_are_shown_only_to_their_holder():
    state = played("2p-standard").states[0]
    assert _public(state).step == "draft"
    own = _seat(state, 0)
    (hand,) = _drawn("private", own, NAMES[:2]).values()
    texts = _texts(hand[0])
    assert "Opening draft: pick 1 building card".upper() in texts
    assert all(face.name in texts for face in own.draft)
    assert hand[1].startswith("Your building cards, Ana") and "Opening draft: pick 1 building card: " in hand[1]


def test_black_market_b_cards_are_shown_while_one_is_kept():
    game = played("5p-variable")
    state = next(s for s in game.states if _public(s).step == "keep")
    seat = _public(state).waiting_on[0]
    own = _seat(state, seat)
    assert own.drawn
    (hand,) = _drawn("private", own, NAMES).values()
    assert "Drawn at Black Market B: keep 1".upper() in _texts(hand[0])
    assert all(face.name in _texts(hand[0]) for face in own.drawn)


def test_final_scores_share_places_on_equal_scores():
    over = _public(played("2p-standard").states[-1])
    assert over.scores is not None
    tied = replace(over, scores=(40, 40))
    assert [place for place, _, _ in ranked(tied)] == [1, 1]
    text = RENDERER.describe_public(tied, NAMES[:2])
    assert "Final scores: 1. Ana 40 VP, 1. Benedikt 40 VP." in text
    main, _ = _drawn("public", tied, NAMES[:2])[""]
    assert "FINAL SCORES" in _texts(main) and "40 VP" in _texts(main)


def test_crowded_tableaux_long_names_and_a_big_hand_stay_within_bounds():
    public = _public(played("5p-variable").at(0.5))
    many = tuple(ApprenticeFace(card.id, card.name, card.skills, 0) for card in APPRENTICES[:6])
    seats = tuple(
        replace(player, apprentices=many, buildings=faces([card.id for card in BUILDINGS[:12]]), held=(9,) * 5)
        for player in public.seats
    )
    crowded = replace(public, seats=seats, locations={key: (19, 20, 18, 17, 16) for key in public.locations})
    names = ("Wilhelmina van der Berg-Oosterhout 🏰", "李", "🎲🎲", "Zoë-Anaïs Marie-Élisabeth de la Tour", "مریم")
    sheets = _drawn("public", crowded, names)
    assert all(image.smallest()[0] >= 15 for image, _ in sheets.values())
    hand = SeatView(crowded, 0, faces([card.id for card in BUILDINGS[:9]]), (), faces(["B39"]))
    (own,) = _drawn("private", hand, names).values()
    assert own[0].smallest()[0] >= 15 and len(own[1]) <= DESCRIPTION_LIMIT


def test_every_decision_apprentice_and_building_has_words():
    decisions = {str(kind) for kind in Kind if kind not in AUTOMATIC} | {"draft"}
    assert decisions <= set(DOINGS)
    for step in decisions:
        assert doing(step) != doing(step, you=True)
    assert all(ability(card.id) for card in APPRENTICES)
    assert {card.ability for card in APPRENTICES if card.trade is None} <= set(ABILITIES)
    assert all(effect(card.effect) for card in BUILDINGS) and set(EFFECTS) == {card.effect for card in BUILDINGS}
    assert ability("A21") == "Trade: 1 Clay \u2192 1 virtue"
