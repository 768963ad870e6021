"""Every player-facing string of Dreams: prompts, labels, event lines, refusals (rules/dreams.md §6.5, WE-11).

Players are named through ``seat_ref`` placeholders; the bot fills in names. Nothing here
may differ between a god and the mortal unless it is shown to that seat only (decision
``context``, private events, the seat's own view).
"""

from collections.abc import Sequence

from engine.core import seat_ref

# --- Refusals (IllegalAction messages, WE-11) --------------------------------------------

OFF_SKY = "Coordinates run from A1 to M13."
NOT_AN_OPTION = "That is not one of your options."  # deliberately the same for gods and mortal (WE-11 note)
GAME_OVER = "The game is over; no more moves can be made."
NOT_SEATED = "You are not playing in this game."
NO_SUCH_KIND = "A star is clear, grey or black."
GUESS_NOT_NOW = "Guesses are made once every star is on the sky."
GUESS_LOCKED = "Your guess is already locked in."
ACCUSE_SELF = "You cannot accuse yourself."
NO_SUCH_PLAYER = "There is no such player in this game."
BAD_IMAGE = "Choose image 1, 2, 3 or 4."
STARS_ARE_PLACED = "All stars are placed: it is time for the secret guesses."


def player_count(large_table: bool) -> str:
    """Refusal for a bad number of players (§6.4)."""
    if large_table:
        return "Dreams needs 3 to 8 players with the unofficial large-table option."
    return "Dreams needs 3 to 6 players."


def not_your_star_turn(seat: int) -> str:
    """Refusal: someone else is placing a star."""
    return f"It is {seat_ref(seat)}'s turn to place a star."


def kind_already_used(kind: str) -> str:
    """Refusal: the seat placed a star of this kind earlier in the round."""
    return f"You have already placed your {kind} star this round."


def write_point(point: str) -> str:
    """Refusal: a point written in another form (lower case, spaces) in a typed move."""
    return f"Write the point as on the sky picture: {point}."


def occupied(point: str) -> str:
    """Refusal: the point already holds a star."""
    return f"{point} already holds a star: choose a free point."


# --- Prompts, context and option labels ------------------------------------------------

GUESS_PROMPT = "Make your secret guess."  # the same words for every seat (§7 leak check 2)
GOD_GUESS_CONTEXT = "You are a god. Who is the mortal? Name one other player."
MORTAL_GUESS_CONTEXT = "You are the mortal. Which image is the true vision?"
POINT_QUESTION = "Where? Column A-M, then row 1-13"
POINT_HINT = "Type a free point of the sky, column A-M then row 1-13, e.g. G7."
POINT_EXAMPLE = "G7"
ABSTAIN = "No guess"


def place_prompt(kinds_left: Sequence[str]) -> str:
    """Prompt of a star turn: which star, and where."""
    if len(kinds_left) == 1:
        return f"Place your {kinds_left[0]} star: choose a free point of the sky."
    return "Place a star: choose its kind and a free point of the sky."


def star_context(kinds_left: Sequence[str], turn: int, turns: int) -> str:
    """Context of a star decision: the seat's stars left and the turn number."""
    return f"Star turn {turn} of {turns}. Your stars left: {', '.join(kinds_left)}."


def place_label(kind: str, point: str) -> str:
    """Label of a placement option, e.g. "Grey star at F4"."""
    return f"{kind.capitalize()} star at {point}"


def typed_kind_label(kind: str) -> str:
    """Label of the button that asks where to place a star of ``kind``."""
    return f"Place {kind} star…"


def accuse_label(seat: int) -> str:
    """Label of a god's accusation option."""
    return seat_ref(seat)


def vision_label(image: int, name: str) -> str:
    """Label of the mortal's image option."""
    return f"Image {image}: {name}"


# --- Events ------------------------------------------------------------------------------

ROLES_DEALT = "Roles have been dealt privately."
GUESSING_STARTS = "All stars are placed. Everyone: make your secret guess."


def dream_list(names: Sequence[str]) -> str:
    """The four dreams as one line: "1 Bird, 2 Anchor, 3 Cake, 4 Sun"."""
    return ", ".join(f"{image} {name}" for image, name in enumerate(names, start=1))


def round_started(round_number: int, dealer: int, names: Sequence[str]) -> str:
    """Public line at the start of a round."""
    return f"Round {round_number}: {seat_ref(dealer)} deals and places the first star. The dreams: {dream_list(names)}."


def god_marker(round_number: int, image: int, name: str) -> str:
    """A god's secret marker for the round, as told to each god (§6.5)."""
    return f"Round {round_number}: you are a god. The true vision is image {image} ({name})."


def mortal_marker(round_number: int) -> str:
    """The mortal's secret marker for the round, as told to the mortal (§6.5)."""
    return f"Round {round_number}: you are the mortal. You do not know the true vision."


def star_placed(turn: int, turns: int, seat: int, kind: str, point: str) -> str:
    """Public line: a star is on the sky."""
    return f"Turn {turn}/{turns}: {seat_ref(seat)} placed a {kind} star at {point}."


def star_placed_briefly(seat: int, kind: str, point: str) -> str:
    """Lasting record of :func:`star_placed`: the round's stars are one record, "Ana: grey F4. Ben: …"."""
    return f"{seat_ref(seat)}: {kind} {point}."


def guess_submitted(seat: int, received: int, total: int) -> str:
    """Public line: a seat has guessed (never what)."""
    return f"{seat_ref(seat)} has made a secret guess ({received}/{total})."


def guess_receipt(round_number: int, seat: int, accused: int | None, image: int | None, name: str = "") -> str:
    """A seat's own record of its guess, shown to that seat only until the reveal."""
    if accused is not None:
        said = f"{seat_ref(accused)} is the mortal."
    elif image is not None:
        said = f"image {image} ({name}) is the true vision."
    else:
        said = "none."
    return f"Round {round_number}, {seat_ref(seat)}'s secret guess: {said}"


def reveal_header(round_number: int, image: int, name: str, mortal: int) -> str:
    """First line of the reveal: the true vision and the mortal."""
    return (
        f"Reveal of round {round_number}: the true vision was image {image} ({name}); "
        f"the mortal was {seat_ref(mortal)}."
    )


def reveal_header_briefly(image: int, name: str, mortal: int) -> str:
    """The reveal's first line as the round's lasting record tells it."""
    return f"The true vision was image {image} ({name}); {seat_ref(mortal)} was the mortal."


def reveal_line_briefly(seat: int, said: str, points: int, total: int) -> str:
    """One seat's result as the round's lasting record tells it: "Ben accused Cy: +3, now 5."."""
    if not points:
        return f"{seat_ref(seat)} {said}: no points, still {total}."
    return f"{seat_ref(seat)} {said}: +{points}, now {total}."


def reveal_line(seat: int, role: str, said: str, awards: Sequence[str], points: int, total: int) -> str:
    """One seat's line of the reveal: its guess, what it gained and why, its new total.

    Example: "{p0} (god) accused {p1}: +2 for finding the mortal, +1 as no other god accused {p0} = +3; now 5."
    """
    if not awards:
        return f"{seat_ref(seat)} ({role}) {said}: no points; still {total}."
    gained = ", ".join(awards) + (f" = +{points}" if len(awards) > 1 else "")
    return f"{seat_ref(seat)} ({role}) {said}: {gained}; now {total}."


def said_accused(accused: int) -> str:
    """What a god's guess said."""
    return f"accused {seat_ref(accused)}"


def said_image(image: int) -> str:
    """What the mortal's guess said."""
    return f"named image {image}"


NO_GUESS_SAID = "made no guess"
AWARD_UNDETECTED = "+3 as no god accused them"
AWARD_TRUE_VISION = "+2 for naming the true vision"
AWARD_IDENTIFIED = "+2 for finding the mortal"


def award_unsuspected(seat: int) -> str:
    """A god's +1 (§5): said with the god's own name, since the line also names whom it accused."""
    return f"+1 as no other god accused {seat_ref(seat)}"


# The final breakdown's categories and facts in words (keys from engine.dreams.scoring).
RESULT_LABELS = {
    "undetected": "undetected as the mortal",
    "true_vision": "true vision named",
    "found_mortal": "found the mortal",
    "unsuspected": "unsuspected as a god",
    "mortal_rounds": "rounds as the mortal",
}


def game_over(winners: Sequence[int], score: int, large_table: bool) -> str:
    """Final line: the winner, or the winners sharing the victory (§5: no tie-breaker)."""
    names = [seat_ref(seat) for seat in winners]
    if len(names) == 1:
        line = f"{names[0]} wins with {score} god points."
    else:
        joined = ", ".join(names[:-1]) + f" and {names[-1]}"
        line = f"{joined} share the victory with {score} god points."
    if large_table:
        line += " (Unofficial variant: large table.)"
    return line


def stars_chapter(round_number: int) -> str:
    """The title of a round's star placements in the thread's history: one turn of the table, one record."""
    return f"Round {round_number}: the stars"


def guessing_chapter(round_number: int) -> str:
    """The title of a round's guessing phase (and its reveal) in the thread's history."""
    return f"Round {round_number}: the secret guesses"


END_CHAPTER = "The end of the game"


# --- What no seat sees, for a finished game's replay -------------------------------------------


def deck_order(names: Sequence[str]) -> str:
    """The dream deck in order, top first (its order is never shown while a game runs)."""
    return f"Dream deck ({len(names)} cards, top first): {', '.join(names) or 'empty'}"


def roles_revealed(round_number: int, mortal: int, image: int, name: str) -> str:
    """The round's roles and true vision at once, as no seat knows them together."""
    return f"Round {round_number}: {seat_ref(mortal)} is the mortal; the true vision is image {image} ({name})."
