"""Biblios images and text alternatives, from hand-built views (rules/biblios.md §5-§10)."""

import io
import re
from dataclasses import replace

import pytest
from PIL import Image

from renderers import DESCRIPTION_LIMIT, Sheet, draw, get_renderer
from renderers.biblios import describe_piles, render_piles
from renderers.biblios.look import CARD_BACK, CATEGORIES, CHURCH, GOLD_CARD, PALETTE
from renderers.biblios.standings import places
from testkit.biblios_views import (
    FULL_HAND,
    auction_view,
    cat,
    church,
    e4_over_view,
    four_player_over_view,
    gift_view,
    gold,
    seat_view,
    seats,
)

RENDERER = get_renderer("biblios")
NAMES = ("Ana", "Ben", "Cara", "Dan")

PUBLIC_VIEWS = {
    "gift-2p": gift_view(2, placements=("public",), public_space=(gold(2, 3),)),
    "gift-3p-start": gift_view(3, placements=(), public_space=()),
    "gift-4p": gift_view(4),
    "gift-taking": gift_view(
        placements=("auction", "public", "self", "public", "public"),
        public_space=(cat("MON", "H"), gold(2, 5)),
        waiting_on=(3,),
    ),
    "gift-church-self": gift_view(church_card=church("DN2"), placements=("self",), public_space=()),
    "gift-medieval-bluff": gift_view(penalty_mode="medieval_bluff"),
    "auction-no-bid": auction_view(high_bid=0, high_bidder=None, seats=seats(4)),
    "auction-gold-card": auction_view(auction_card=gold(3, 5), bid_unit="cards", high_bid=2),
    "auction-payment": auction_view(awaiting_payment=True, waiting_on=(2,)),
    "auction-penalty": auction_view(
        seats=seats(4, s0={"passed": True}, s2={"excluded": True}), high_bid=0, high_bidder=None, waiting_on=(3,)
    ),
    "auction-church-won": auction_view(auction_card=church("PM1"), church_card=church("PM1"), waiting_on=(2,)),
    "auction-3p": auction_view(3, high_bidder=1),
    "auction-2p-no-card": auction_view(2, auction_card=None, high_bid=0, high_bidder=None),
    "over-2p-e4": e4_over_view(),
    "over-4p": four_player_over_view(),
}


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def _check_png(png: bytes, min_height: int = 600) -> None:
    """A phone-shaped PNG (issue 10): 600 pixels wide, taller than wide but not endless, small."""
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = _decode(png)
    assert image.width == 600
    assert min_height <= image.height <= 3 * image.width
    assert len(png) < 200 * 1024


def _check_picture(kind: str, view, names) -> tuple[Sheet, ...]:
    """Every sheet of a picture is a valid phone-shaped PNG with a text alternative that fits."""
    sheets = draw(RENDERER, kind, view, names, names)
    for sheet in sheets:
        _check_png(sheet.png, min_height=300)
        assert 0 < len(sheet.description) <= DESCRIPTION_LIMIT
    return sheets


@pytest.mark.parametrize("view", PUBLIC_VIEWS.values(), ids=PUBLIC_VIEWS.keys())
def test_every_public_situation_renders_a_valid_png(view):
    _check_png(RENDERER.render_public(view, NAMES[: view.players]))
    sheets = _check_picture("public", view, NAMES[: view.players])
    assert [sheet.name for sheet in sheets] == ["", "piles"]
    assert sheets[0].png == RENDERER.render_public(view, NAMES[: view.players])


def test_the_piles_sheet_counts_the_piles_and_lists_every_face_up_discard():
    view = auction_view(church_card=church("PM1"))
    _, piles = draw(RENDERER, "public", view, NAMES, NAMES)
    assert piles.png == render_piles(view)
    assert piles.description.startswith(
        "Biblios piles: draw pile 0, auction pile 9, discards 14 (6 face up), 7 removed at setup."
    )
    assert "Face-up discards: Church: raise one die; Gold 2 x2; Gold 3; Forbidden Tomes 1 (B);" in piles.description
    assert "No face-up discards yet." in describe_piles(replace(view, face_up_discards=()))
    many = replace(
        view,
        face_up_discards=tuple(
            cat(code, letter) for code in ("PIG", "MON", "FOR", "HOL", "MAN") for letter in "ABCDEFGHI"
        ),
    )
    taller = _decode(render_piles(many))
    assert taller.height > _decode(piles.png).height + 4 * 84  # 45 cards: every one drawn, in more rows


@pytest.mark.parametrize("key", ["gift-taking", "auction-penalty", "over-4p"])
def test_same_public_view_gives_the_same_bytes(key):
    view = PUBLIC_VIEWS[key]
    assert RENDERER.render_public(view, NAMES) == RENDERER.render_public(view, NAMES)


@pytest.mark.parametrize("view", PUBLIC_VIEWS.values(), ids=PUBLIC_VIEWS.keys())
def test_public_text_alternative_fits_and_names_the_dice(view):
    text = RENDERER.describe_public(view, NAMES[: view.players])
    assert 0 < len(text) <= DESCRIPTION_LIMIT
    assert "\n" not in text
    for name, value in zip(
        ("Pigments", "Monks", "Forbidden Tomes", "Holy Books", "Manuscripts"), view.dice, strict=True
    ):
        assert f"{name} {value}" in text


def test_public_text_gives_the_progress_and_the_bid():
    gift = RENDERER.describe_public(gift_view(), NAMES)
    assert "turn 6 of 16" in gift
    assert "card 1 to the auction pile" in gift and "card 2 to the public space" in gift
    assert "Monks 4 (H)" in gift  # on offer in the public space
    auction = RENDERER.describe_public(auction_view(), NAMES)
    assert "card 7 of 16" in auction
    assert "High bid 4 gold by Cara" in auction
    assert "Passed: Dan" in auction
    gold_card = RENDERER.describe_public(auction_view(auction_card=gold(3, 5), bid_unit="cards", high_bid=2), NAMES)
    assert "High bid 2 cards by Cara" in gold_card


def test_game_over_text_gives_places_vp_and_category_winners():
    text = RENDERER.describe_public(e4_over_view(), ("Bob", "Steve"))
    assert "1st Steve 8 VP, 2nd Bob 8 VP" in text
    assert "most gold" in text
    assert "Monks (die 5): Steve with 9" in text
    text = RENDERER.describe_public(four_player_over_view(), NAMES)
    assert "Manuscripts (die 4): nobody" in text


def test_public_image_ignores_every_seat_secret():
    """Two seats with different hands share one public view: its images are the same (§10)."""
    public = gift_view()
    mine = seat_view(public, seat=1, hand=FULL_HAND, drawn=gold(3, 11))
    theirs = seat_view(public, seat=2, hand=(), my_auction_cards=())
    assert draw(RENDERER, "public", mine.public, NAMES, NAMES) == draw(RENDERER, "public", theirs.public, NAMES, NAMES)


def test_public_renderers_refuse_a_seat_view():
    private = seat_view()
    with pytest.raises(TypeError):
        RENDERER.render_public(private, NAMES)
    with pytest.raises(TypeError):
        RENDERER.describe_public(private, NAMES)
    with pytest.raises(TypeError):
        RENDERER.render_private(private.public, NAMES)
    with pytest.raises(TypeError):
        RENDERER.describe_private(private.public, NAMES)


def test_public_text_shows_no_card_of_a_hand():
    hand = (cat("PIG", "F"), cat("HOL", "I"), cat("MAN", "C"), gold(3, 7))
    private = seat_view(gift_view(), seat=2, hand=hand, set_aside=cat("FOR", "G"), drawn=cat("PIG", "I"))
    text = RENDERER.describe_public(private.public, NAMES)
    secrets = [*private.hand, private.set_aside, private.drawn, *private.my_auction_cards]
    for card in secrets:
        assert card.label not in text
        assert card.id not in text


PRIVATE_VIEWS = {
    "mid-game": seat_view(),
    "empty-hand": seat_view(hand=(), my_auction_cards=()),
    "full-hand": seat_view(auction_view(), hand=FULL_HAND),
    "drawn-and-kept": seat_view(drawn=church("PM1"), set_aside=cat("MAN", "H")),
    "ten-auction-cards": seat_view(
        gift_view(2), seat=0, my_auction_cards=tuple(gold(1 + n % 3, n + 1) for n in range(10))
    ),
    "game-over": seat_view(four_player_over_view(), seat=0, my_auction_cards=()),
}


@pytest.mark.parametrize("view", PRIVATE_VIEWS.values(), ids=PRIVATE_VIEWS.keys())
def test_every_private_situation_renders_a_valid_png(view):
    _check_png(RENDERER.render_private(view, NAMES), min_height=300)
    (sheet,) = _check_picture("private", view, NAMES)
    assert sheet.png == RENDERER.render_private(view, NAMES)


def test_same_seat_view_gives_the_same_bytes():
    view = PRIVATE_VIEWS["drawn-and-kept"]
    assert RENDERER.render_private(view, NAMES) == RENDERER.render_private(view, NAMES)


@pytest.mark.parametrize("view", PRIVATE_VIEWS.values(), ids=PRIVATE_VIEWS.keys())
def test_private_text_alternative_fits(view):
    text = RENDERER.describe_private(view, NAMES)
    assert 0 < len(text) <= DESCRIPTION_LIMIT
    assert f"{len(view.hand)} cards, {view.gold} gold" in text


def test_private_text_gives_totals_and_secrets():
    view = seat_view(drawn=church("PM1"), set_aside=cat("MAN", "H"))
    text = RENDERER.describe_private(view, NAMES)
    assert text.startswith("Your hand, Ben: 7 cards, 6 gold. It is your turn.")
    assert "Monks 5 (die 4): 2 D, 3 G." in text
    assert "Gold 6: 3, 2, 1." in text
    assert "Just drawn, to place: Church: raise or lower one die." in text
    assert "Kept this turn: Manuscripts 2 (H)." in text
    assert "You put in the auction pile: Forbidden Tomes 1 (E), Gold 3." in text


def test_private_text_says_whose_turn_only_to_that_seat():
    assert "your turn" not in RENDERER.describe_private(seat_view(seat=3), NAMES)


def test_private_image_depends_on_the_hand():
    assert RENDERER.render_private(seat_view(), NAMES) != RENDERER.render_private(seat_view(hand=FULL_HAND), NAMES)


ODD_NAMES = {
    "very-long": ["Maximilian Alexander von Hohenzollern-Sigmaringen the Third of Bavaria"] * 4,
    "emoji-and-cjk": ["🎲🎲🎲", "李小龙", "Zoë 🐉", "Ødegaard"],
    "blank": ["", "   ", "\n", "\u200b"],
    "too-few": ["Ana"],
    "control-and-markup": ["<@123>", "**bold**", "a\tb\rc", "@everyone"],
}


@pytest.mark.parametrize("names", ODD_NAMES.values(), ids=ODD_NAMES.keys())
def test_odd_names_never_break_images_or_texts(names):
    for view in (gift_view(), auction_view(), four_player_over_view()):
        assert len(RENDERER.describe_public(view, names)) <= DESCRIPTION_LIMIT
    _check_picture("public", auction_view(), names)
    _check_picture("public", four_player_over_view(), names)
    private = seat_view(auction_view(), hand=FULL_HAND, drawn=cat("PIG", "A"))
    _check_picture("private", private, names)
    assert len(RENDERER.describe_private(private, names)) <= DESCRIPTION_LIMIT


def test_texts_use_the_real_names_and_fall_back_to_player_numbers():
    text = RENDERER.describe_public(auction_view(), ["🎲🎲🎲", "李小龙", "", "Dan"])
    assert "High bid 4 gold by Player 3" in text
    assert "Waiting on 🎲🎲🎲" in text
    assert "李小龙 4 cards" in text


def test_long_public_text_is_cut_at_the_limit():
    names = ["Maximilian Alexander von Hohenzollern-Sigmaringen the Third of Bavaria " * 3] * 4
    text = RENDERER.describe_public(auction_view(), names)
    assert len(text) <= DESCRIPTION_LIMIT
    assert text.startswith("Biblios, auction phase, card 7 of 16. Dice:")
    assert re.search(r"High bid 4 gold by Maximilian", text)


def test_places_follow_the_tie_break_walk():
    """§9.3: VP, then gold value, then Monks total and letter (examples E4 and E10)."""
    assert places(e4_over_view()) == (2, 1)  # E4: tied VP, Steve has more gold
    ann = (cat("MON", "A"), cat("MON", "E"), cat("HOL", "A"), cat("HOL", "B"), cat("MAN", "H"), gold(3, 1), gold(3, 2))
    ben = (
        cat("MON", "B"), cat("MON", "F"), cat("PIG", "H"), cat("PIG", "I"), cat("FOR", "H"), cat("FOR", "A"),
        cat("HOL", "C"), cat("MAN", "A"), gold(2, 1), gold(2, 2), gold(1, 1), gold(1, 2),
    )  # fmt: skip
    e10 = replace(e4_over_view(), dice=(4, 2, 3, 3, 2), revealed_hands=(ann, ben), vp=(7, 7))
    assert places(e10) == (1, 2)  # E10: gold value 6 = 6, Monks 5 = 5, Ann holds Monks A
    shared = replace(e4_over_view(), revealed_hands=((gold(2, 1),), (gold(2, 2),)), vp=(0, 0))
    assert places(shared) == (1, 1)
    assert places(gift_view()) is None


def test_every_card_colour_is_a_solid_colour_of_the_palette():
    """Card faces, bands and dice are filled with these colours: each must come out of the PNG as itself."""
    for colour in (*(category.colour for category in CATEGORIES), GOLD_CARD, CHURCH, CARD_BACK):
        assert colour in PALETTE.solids and colour in PALETTE.colours
