"""Text alternatives of the Dreams images: cards, star list, scores, reveal, roles (rules/dreams.md §6.8, §7)."""

import re

from renderers import DESCRIPTION_LIMIT, get_renderer
from renderers.dreams.describe import describe_reveal, fit
from tests.renderers.dreams.builders import (
    NAMES,
    WE1_NAMES,
    WE1_STARS,
    fill_sky,
    game,
    guess_all,
    place,
    place_all,
    play_to_end,
    public,
    seat_view,
)

RENDERER = get_renderer("dreams")


def test_public_text_lists_the_dreams_the_stars_in_order_and_the_scores():
    """WE-1, lap 1: Andrea clear G2, Peter black G4, George grey E5, Nina grey I5."""
    state = place_all(game(4, dealer=0, mortal=2, true_image=2), WE1_STARS)
    view = public(state)
    text = RENDERER.describe_public(view, WE1_NAMES)
    dreams = ", ".join(f"{face.image} {face.name}" for face in view.dreams)
    assert text.startswith("Dreams, round 1. Star 5 of 12: Andrea to place, choosing where to place a star.")
    assert f"Dreams: {dreams}." in text
    assert "Stars in order: Andrea clear G2; Peter black G4; George grey E5; Nina grey I5." in text
    assert "God points: Andrea (Yellow) 0, Peter (Cyan) 0, George (Red) 0, Nina (Green) 0." in text
    assert "Dealer: Andrea." in text


def test_an_empty_sky_says_so():
    text = RENDERER.describe_public(public(game(3)), NAMES)
    assert "Stars: none placed yet." in text


def test_the_guessing_phase_names_who_is_awaited_never_what_was_guessed():
    state = guess_all(fill_sky(game(4, mortal=3, true_image=1)), {0: 3, 2: 1})
    text = RENDERER.describe_public(public(state), NAMES)
    assert "Secret guesses: 2 of 4 in, waiting on Ben and Dan." in text
    assert "accused" not in text and "is the mortal" not in text


def test_worked_example_we4_reveal_in_words_mortal_first():
    """WE-4: mortal Cy, true image 1; Ann -> Cy, Ben -> Cy, Cy -> 1. Deltas Cy 2, Ann 3, Ben 3."""
    state = guess_all(fill_sky(game(3, mortal=2, true_image=1)), {0: 2, 1: 2, 2: "img1"})
    view = public(state)
    vision = view.last_reveal.true_vision.name
    text = RENDERER.describe_public(view, NAMES)
    assert (
        f"Round 1 revealed: the true vision was image 1 ({vision}) and the mortal was Cy. "
        f"Cy (mortal) named 1 ({vision}): +2 for naming the true vision; now 2. "
        "Ann (god) accused Cy: +2 for finding the mortal, +1 as no other god accused Ann = +3; now 3. "
        "Ben (god) accused Cy: +2 for finding the mortal, +1 as no other god accused Ben = +3; now 3."
    ) in text
    assert text.index("Round 1 revealed") < text.index("Dreams: ")  # the news comes first


def test_worked_example_we5_gods_who_accuse_each_other_score_nothing():
    state = guess_all(fill_sky(game(3, mortal=2, true_image=4)), {0: 1, 1: 0, 2: "img2"})
    text = RENDERER.describe_public(public(state), NAMES)
    assert "Cy (mortal) named 2 (" in text and "+3 as no god accused them; now 3." in text
    assert "Ann (god) accused Ben: no points; still 0." in text
    assert "Ben (god) accused Ann: no points; still 0." in text


def test_the_reveal_sheet_tells_the_reveal_then_the_rounds_sky():
    """WE-4 again: the reveal sheet's own text alternative, from the public view."""
    state = guess_all(fill_sky(game(3, mortal=2, true_image=1)), {0: 2, 1: 2, 2: "img1"})
    view = public(state)
    _, sheet = RENDERER.public(view, NAMES[:3], NAMES[:3])
    sky = view.last_reveal.sky
    assert sheet.name == "reveal" and describe_reveal(view, NAMES) == sheet.description
    assert sheet.description.startswith("Round 1 revealed: the true vision was image 1")
    first = sky[0]
    assert f"The round's sky: {NAMES[first.seat]} {first.kind} {first.point}; " in sheet.description
    assert len(sheet.description) <= DESCRIPTION_LIMIT
    assert describe_reveal(public(game(3)), NAMES) == ""  # nothing revealed yet


def test_the_last_reveal_sheet_names_the_winners():
    state = play_to_end(game(4, seed=12), seed=2)
    view = public(state)
    text = describe_reveal(view, NAMES[:4])
    assert text.startswith("Game over: ") and f" god points. Round {view.round} revealed:" in text


def test_an_abstention_reads_no_guess():
    state = guess_all(fill_sky(game(4, mortal=2, true_image=2)), {0: None, 1: 2, 2: None, 3: 1})
    text = RENDERER.describe_public(public(state), NAMES)
    assert "Ann (god) no guess: +1 as no other god accused Ann; now 1." in text
    assert "Cy (mortal) no guess: no points; still 0." in text


def test_after_the_first_new_star_the_reveal_shrinks_to_one_line_at_the_end():
    state = guess_all(fill_sky(game(3, mortal=2, true_image=1)), {0: 2, 1: 2, 2: "img1"})
    vision = public(state).last_reveal.true_vision.name
    state = place(state, public(state).to_act, "grey", "G7")
    text = RENDERER.describe_public(public(state), NAMES)
    assert "revealed" not in text
    assert text.endswith(f"Last reveal, round 1: the true vision was 1 ({vision}), the mortal Cy.")


def test_the_end_names_the_winner_or_the_shared_victory():
    state = play_to_end(game(4, seed=12), seed=2)
    view = public(state)
    best = max(s.score for s in view.seats)
    winners = [NAMES[s.seat] for s in view.seats if s.score == best]
    text = RENDERER.describe_public(view, NAMES[:4])
    if len(winners) == 1:
        assert text.startswith(f"Dreams, round {view.round}. Game over: {winners[0]} wins with {best} god points.")
    else:
        assert "share the victory with" in text


def test_private_texts_put_the_role_first():
    state = place_all(game(4, mortal=2, true_image=2), WE1_STARS)
    vision = public(state).dreams[1].name
    god = RENDERER.describe_private(seat_view(state, 0), WE1_NAMES)
    mortal = RENDERER.describe_private(seat_view(state, 2), WE1_NAMES)
    assert god.startswith(f"You are a god. The true vision is image 2: {vision} (framed in gold). Dreams, round 1.")
    assert mortal.startswith("You are the mortal. You do not know the true vision. Dreams, round 1.")
    assert "true vision is" not in mortal


def test_names_are_written_as_typed_in_text_but_drawn_printable():
    names = ("Zoë 🌙", "Ben", "Cy")
    state = place(game(3, dealer=0), 0, "clear", "A1")
    assert "Stars in order: Zoë 🌙 clear A1." in RENDERER.describe_public(public(state), names)
    assert RENDERER.render_public(public(state), names)  # the emoji is dropped from the drawing, not an error


def test_every_text_fits_the_attachment_description_limit():
    long_names = tuple(f"{name} the Magnificent of the Far Northern Hills" for name in NAMES)
    state = fill_sky(game(8, mortal=5, true_image=3, seed=31))
    state = guess_all(state, {seat: (seat + 1) % 8 if seat != 5 else "img3" for seat in range(8)})
    state = fill_sky(state)
    for text in (
        RENDERER.describe_public(public(state), long_names),
        RENDERER.describe_private(seat_view(state, 0), long_names),
    ):
        assert len(text) <= DESCRIPTION_LIMIT
        assert re.search(r"… and \d+ more$", text) or text.endswith("."), text  # never cut mid-word (issue 21)


def test_fit_leaves_out_the_tail_not_the_head_and_counts_it():
    """Issue 21: what does not fit is left out whole and counted, never cut mid-word."""
    assert fit(["one.", "two."], 20) == "one. two."
    assert fit(["Ann: 3.", "Ben: 4.", "Cy: 5.", "Dan: 6."], 28) == "Ann: 3. Ben: 4. … and 2 more"
    assert fit(["a" * 30, "b" * 80], 50) == "a" * 30 + " … and 1 more"
