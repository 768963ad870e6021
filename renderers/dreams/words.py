"""Short phrases shared by the Dreams images and their text alternatives, built from the views only."""

from collections.abc import Sequence

from engine.dreams.views import GuessView, PublicView, SeatView
from renderers.dreams.look import ROLE_MORTAL, seat_name, seat_text
from renderers.dreams.reveal import winners


def and_list(items: Sequence[str]) -> str:
    """Names joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def progress(view: PublicView, names: Sequence[str], plain: bool = False) -> str:
    """Where the round stands: "Star 5 of 12: Ben to place", "Secret guesses: 2 of 4 in", "Game over: ..."."""
    name = seat_text if plain else seat_name
    if view.phase == "placing" and view.to_act is not None:
        return f"Star {view.star_turn} of {view.star_turns}: {name(names, view.to_act)} to place"
    if view.phase == "guessing":
        return f"Secret guesses: {view.players - len(view.waiting_on)} of {view.players} in"
    best = winners(view)
    if not best:
        return "Game over"
    who = and_list([name(names, seat) for seat in best])
    return f"Game over: {who} {'wins' if len(best) == 1 else 'share the victory'}"


def progress_detail(view: PublicView, names: Sequence[str], plain: bool = False) -> str:
    """The line under :func:`progress`: the star being placed, who is still guessing, or the winning score."""
    name = seat_text if plain else seat_name
    if view.phase == "placing":
        return "choosing where to place a star"
    if view.phase == "guessing":
        return f"waiting on {and_list([name(names, seat) for seat in view.waiting_on])}"
    best = winners(view)
    return f"with {view.seats[best[0]].score} god points" if best else ""


def role_title(seat_view: SeatView) -> str:
    """The banner's first words: "YOU ARE A GOD", "YOU ARE THE MORTAL", or the same in the past once over."""
    mortal = seat_view.role == ROLE_MORTAL
    if seat_view.public.phase == "over":
        return "IN THE LAST ROUND YOU WERE THE MORTAL" if mortal else "IN THE LAST ROUND YOU WERE A GOD"
    return "YOU ARE THE MORTAL" if mortal else "YOU ARE A GOD"


def role_line(seat_view: SeatView) -> str:
    """What the role means for this seat: the true vision for a god, nothing of it for the mortal."""
    vision = seat_view.true_vision
    if vision is not None:
        if seat_view.public.phase == "over":
            return f"The true vision was image {vision.image}: {vision.name}."
        return f"The true vision is image {vision.image}: {vision.name} (framed in gold)."
    if seat_view.public.phase == "over":
        return "You did not know the true vision."
    return "You do not know the true vision."


def guess_words(guess: GuessView, seat_view: SeatView, names: Sequence[str], plain: bool = False) -> str:
    """A submitted guess in words: "Ben is the mortal", "image 2 (Cat)", "no guess"."""
    name = seat_text if plain else seat_name
    if guess.accused is not None:
        return f"{name(names, guess.accused)} is the mortal"
    if guess.image is not None:
        dreams = seat_view.public.dreams
        title = dreams[guess.image - 1].name if 0 < guess.image <= len(dreams) else ""
        return f"image {guess.image} ({title})" if title else f"image {guess.image}"
    return "no guess"


def guess_status(seat_view: SeatView, names: Sequence[str], plain: bool = False) -> str:
    """The seat's own guess this round, or that it is still to make; empty outside the guessing phase."""
    if seat_view.public.phase != "guessing":
        return ""
    if seat_view.my_guess is None:
        return "Your secret guess: not made yet"
    return f"Your secret guess: {guess_words(seat_view.my_guess, seat_view, names, plain)}"
