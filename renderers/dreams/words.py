"""Short phrases shared by the Dreams images and their text alternatives, built from the views only."""

from collections.abc import Sequence

from engine.dreams.views import GuessView, PublicView, SeatView
from i18n import _, listed
from renderers.dreams.look import ROLE_MORTAL, seat_name, seat_text
from renderers.dreams.reveal import winners


def and_list(items: Sequence[str]) -> str:
    """Names joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cy" (in the picture's language when said)."""
    return listed(items)


def progress(view: PublicView, names: Sequence[str], plain: bool = False) -> str:
    """Where the round stands: "Star 5 of 12: Ben to place", "Secret guesses: 2 of 4 in", "Game over: ..."."""
    name = seat_text if plain else seat_name
    if view.phase == "placing" and view.to_act is not None:
        return _(
            "Star {turn} of {turns}: {name} to place",
            turn=view.star_turn,
            turns=view.star_turns,
            name=name(names, view.to_act),
        )
    if view.phase == "guessing":
        return _(
            "Secret guesses: {made} of {players} in", made=view.players - len(view.waiting_on), players=view.players
        )
    best = winners(view)
    if not best:
        return _("Game over")
    who = and_list([name(names, seat) for seat in best])
    if len(best) == 1:
        return _("Game over: {names} wins", names=who)
    return _("Game over: {names} share the victory", names=who)


def progress_detail(view: PublicView, names: Sequence[str], plain: bool = False) -> str:
    """The line under :func:`progress`: the star being placed, who is still guessing, or the winning score."""
    name = seat_text if plain else seat_name
    if view.phase == "placing":
        return _("choosing where to place a star")
    if view.phase == "guessing":
        return _("waiting on {names}", names=and_list([name(names, seat) for seat in view.waiting_on]))
    best = winners(view)
    return _("with {points} god points", points=view.seats[best[0]].score) if best else ""


def role_title(seat_view: SeatView) -> str:
    """The banner's first words: "YOU ARE A GOD", "YOU ARE THE MORTAL", or the same in the past once over."""
    mortal = seat_view.role == ROLE_MORTAL
    if seat_view.public.phase == "over":
        return _("IN THE LAST ROUND YOU WERE THE MORTAL") if mortal else _("IN THE LAST ROUND YOU WERE A GOD")
    return _("YOU ARE THE MORTAL") if mortal else _("YOU ARE A GOD")


def role_sentence(seat_view: SeatView) -> str:
    """:func:`role_title` as a sentence, for text: "You are a god."."""
    mortal = seat_view.role == ROLE_MORTAL
    if seat_view.public.phase == "over":
        return _("In the last round you were the mortal.") if mortal else _("In the last round you were a god.")
    return _("You are the mortal.") if mortal else _("You are a god.")


def role_line(seat_view: SeatView) -> str:
    """What the role means for this seat: the true vision for a god, nothing of it for the mortal."""
    vision = seat_view.true_vision
    if vision is not None:
        if seat_view.public.phase == "over":
            return _("The true vision was image {image}: {name}.", image=vision.image, name=vision.name)
        return _("The true vision is image {image}: {name} (framed in gold).", image=vision.image, name=vision.name)
    if seat_view.public.phase == "over":
        return _("You did not know the true vision.")
    return _("You do not know the true vision.")


def guess_words(guess: GuessView, seat_view: SeatView, names: Sequence[str], plain: bool = False) -> str:
    """A submitted guess in words: "Ben is the mortal", "image 2 (Cat)", "no guess"."""
    name = seat_text if plain else seat_name
    if guess.accused is not None:
        return _("{name} is the mortal", name=name(names, guess.accused))
    if guess.image is not None:
        dreams = seat_view.public.dreams
        title = dreams[guess.image - 1].name if 0 < guess.image <= len(dreams) else ""
        return (
            _("image {image} ({name})", image=guess.image, name=title)
            if title
            else _("image {image}", image=guess.image)
        )
    return _("no guess")


def guess_status(seat_view: SeatView, names: Sequence[str], plain: bool = False) -> str:
    """The seat's own guess this round, or that it is still to make; empty outside the guessing phase."""
    if seat_view.public.phase != "guessing":
        return ""
    if seat_view.my_guess is None:
        return _("Your secret guess: not made yet")
    return _("Your secret guess: {guess}", guess=guess_words(seat_view.my_guess, seat_view, names, plain))
