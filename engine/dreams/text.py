"""Every player-facing string of Dreams: prompts, labels, event lines, refusals (rules/dreams.md §6.5, WE-11).

Each text is an :class:`i18n.Text` (English at once, any language when read), made by ``_``/``n_``/``_p``;
the Persian is in ``i18n/locales/fa/LC_MESSAGES/dreams.po``. Texts a search's playouts would build at
every move (a star turn's prompt and context, a star's brief record, a guess's labels and line, a
reveal's lines) are kept by their arguments (``lru_cache``; a Text is never changed), so a playout
mostly reuses them. :func:`star_placed` is not: its arguments rarely repeat (15 MB of cache for 6 %).

Players are named through ``seat_ref`` placeholders; the bot fills in names. Nothing here
may differ between a god and the mortal unless it is shown to that seat only (decision
``context``, private events, the seat's own view).
"""

from collections.abc import Mapping, Sequence
from functools import lru_cache

from engine.core import seat_ref
from engine.core.words import commas
from i18n import Text, _, _p, listed, n_

# --- Words: the star kinds, the roles ----------------------------------------------------

KIND_NAMES: Mapping[str, Text] = {
    "clear": _p("star", "clear"),
    "grey": _p("star", "grey"),
    "black": _p("star", "black"),
}
"""A star kind as a sentence says it ("your grey star"), by its state value."""

KIND_TITLES: Mapping[str, Text] = {
    "clear": _p("star", "Clear"),
    "grey": _p("star", "Grey"),
    "black": _p("star", "Black"),
}
"""A star kind at the start of a label ("Grey star at F4")."""

ROLE_NAMES: Mapping[str, Text] = {"god": _("god"), "mortal": _("mortal")}
"""A role as the reveal names it, by its state value."""


def kind_name(kind: str) -> Text:
    """The words of a star kind (a ``StarKind`` or its value)."""
    return KIND_NAMES[str(kind)]


# --- Refusals (IllegalAction messages, WE-11) --------------------------------------------

OFF_SKY = _("Coordinates run from A1 to M13.")
NOT_AN_OPTION = _("That is not one of your options.")  # deliberately the same for gods and mortal (WE-11 note)
GAME_OVER = _("The game is over; no more moves can be made.")
NOT_SEATED = _("You are not playing in this game.")
NO_SUCH_KIND = _("A star is clear, grey or black.")
GUESS_NOT_NOW = _("Guesses are made once every star is on the sky.")
GUESS_LOCKED = _("Your guess is already locked in.")
ACCUSE_SELF = _("You cannot accuse yourself.")
NO_SUCH_PLAYER = _("There is no such player in this game.")
BAD_IMAGE = _("Choose image 1, 2, 3 or 4.")
STARS_ARE_PLACED = _("All stars are placed: it is time for the secret guesses.")


def player_count(large_table: bool) -> Text:
    """Refusal for a bad number of players (§6.4)."""
    if large_table:
        return _("Dreams needs 3 to 8 players with the unofficial large-table option.")
    return _("Dreams needs 3 to 6 players.")


def not_your_star_turn(seat: int) -> Text:
    """Refusal: someone else is placing a star."""
    return _("It is {player}'s turn to place a star.", player=seat_ref(seat))


def kind_already_used(kind: str) -> Text:
    """Refusal: the seat placed a star of this kind earlier in the round."""
    return _("You have already placed your {kind} star this round.", kind=kind_name(kind))


def write_point(point: str) -> Text:
    """Refusal: a point written in another form (lower case, spaces) in a typed move."""
    return _("Write the point as on the sky picture: {point}.", point=point)


def occupied(point: str) -> Text:
    """Refusal: the point already holds a star."""
    return _("{point} already holds a star: choose a free point.", point=point)


# --- Prompts, context and option labels ------------------------------------------------

GUESS_PROMPT = _("Make your secret guess.")  # the same words for every seat (§7 leak check 2)
GOD_GUESS_CONTEXT = _("You are a god. Who is the mortal? Name one other player.")
MORTAL_GUESS_CONTEXT = _("You are the mortal. Which image is the true vision?")
POINT_QUESTION = _("Where? Column A-M, then row 1-13")
POINT_HINT = _("Type a free point of the sky, column A-M then row 1-13, e.g. G7.")
POINT_EXAMPLE = "G7"  # a point's name, written as on the sky picture in every language
ABSTAIN = _("No guess")


@lru_cache(maxsize=16)
def place_prompt(kinds_left: tuple[str, ...]) -> Text:
    """Prompt of a star turn: which star, and where."""
    if len(kinds_left) == 1:
        return _("Place your {kind} star: choose a free point of the sky.", kind=kind_name(kinds_left[0]))
    return _("Place a star: choose its kind and a free point of the sky.")


@lru_cache(maxsize=1024)
def star_context(kinds_left: tuple[str, ...], turn: int, turns: int) -> Text:
    """Context of a star decision: the seat's stars left and the turn number."""
    kinds = commas([kind_name(kind) for kind in kinds_left])
    return _("Star turn {turn} of {turns}. Your stars left: {kinds}.", turn=turn, turns=turns, kinds=kinds)


def place_label(kind: str, point: str) -> Text:
    """Label of a placement option, e.g. "Grey star at F4"."""
    return _("{kind} star at {point}", kind=KIND_TITLES[str(kind)], point=point)


def typed_kind_label(kind: str) -> Text:
    """Label of the button that asks where to place a star of ``kind``."""
    return _("Place {kind} star…", kind=kind_name(kind))


def accuse_label(seat: int) -> str:
    """Label of a god's accusation option: the accused player's name (no words to translate)."""
    return seat_ref(seat)


@lru_cache(maxsize=512)
def vision_label(image: int, name: str) -> Text:
    """Label of the mortal's image option."""
    return _("Image {image}: {name}", image=image, name=name)


# --- Events ------------------------------------------------------------------------------

ROLES_DEALT = _("Roles have been dealt privately.")
GUESSING_STARTS = _("All stars are placed. Everyone: make your secret guess.")


def round_started(round_number: int, dealer: int, names: Sequence[str]) -> Text:
    """Public line at the start of a round, with the four dreams: "... The dreams: 1 Bird, 2 Anchor, 3 Cake, 4 Sun."."""
    first, second, third, fourth = names  # a round always shows four dreams (DREAMS_PER_ROUND)
    return _(
        "Round {round}: {dealer} deals and places the first star. "
        "The dreams: 1 {first}, 2 {second}, 3 {third}, 4 {fourth}.",
        round=round_number,
        dealer=seat_ref(dealer),
        first=first,
        second=second,
        third=third,
        fourth=fourth,
    )


@lru_cache(maxsize=1024)
def god_marker(round_number: int, image: int, name: str) -> Text:
    """A god's secret marker for the round, as told to each god (§6.5)."""
    return _(
        "Round {round}: you are a god. The true vision is image {image} ({name}).",
        round=round_number,
        image=image,
        name=name,
    )


@lru_cache(maxsize=256)
def mortal_marker(round_number: int) -> Text:
    """The mortal's secret marker for the round, as told to the mortal (§6.5)."""
    return _("Round {round}: you are the mortal. You do not know the true vision.", round=round_number)


def star_placed(turn: int, turns: int, seat: int, kind: str, point: str) -> Text:
    """Public line: a star is on the sky."""
    return _(
        "Turn {turn}/{turns}: {player} placed a {kind} star at {point}.",
        turn=turn,
        turns=turns,
        player=seat_ref(seat),
        kind=kind_name(kind),
        point=point,
    )


@lru_cache(maxsize=8192)
def star_placed_briefly(seat: int, kind: str, point: str) -> Text:
    """Lasting record of :func:`star_placed`: the round's stars are one record, "Ana: grey F4. Ben: …"."""
    return _("{player}: {kind} {point}.", player=seat_ref(seat), kind=kind_name(kind), point=point)


@lru_cache(maxsize=256)
def guess_submitted(seat: int, received: int, total: int) -> Text:
    """Public line: a seat has guessed (never what)."""
    return _(
        "{player} has made a secret guess ({received}/{total}).",
        player=seat_ref(seat),
        received=received,
        total=total,
    )


def guess_receipt(round_number: int, seat: int, accused: int | None, image: int | None, name: str = "") -> Text:
    """A seat's own record of its guess, shown to that seat only until the reveal."""
    if accused is not None:
        return _(
            "Round {round}, {player}'s secret guess: {accused} is the mortal.",
            round=round_number,
            player=seat_ref(seat),
            accused=seat_ref(accused),
        )
    if image is not None:
        return _(
            "Round {round}, {player}'s secret guess: image {image} ({name}) is the true vision.",
            round=round_number,
            player=seat_ref(seat),
            image=image,
            name=name,
        )
    return _("Round {round}, {player}'s secret guess: none.", round=round_number, player=seat_ref(seat))


def reveal_header(round_number: int, image: int, name: str, mortal: int) -> Text:
    """First line of the reveal: the true vision and the mortal."""
    return _(
        "Reveal of round {round}: the true vision was image {image} ({name}); the mortal was {mortal}.",
        round=round_number,
        image=image,
        name=name,
        mortal=seat_ref(mortal),
    )


def reveal_header_briefly(image: int, name: str, mortal: int) -> Text:
    """The reveal's first line as the round's lasting record tells it."""
    return _(
        "The true vision was image {image} ({name}); {mortal} was the mortal.",
        image=image,
        name=name,
        mortal=seat_ref(mortal),
    )


@lru_cache(maxsize=4096)
def reveal_line_briefly(seat: int, said: str, points: int, total: int) -> Text:
    """One seat's result as the round's lasting record tells it: "Ben accused Cy: +3, now 5."."""
    if not points:
        return _("{player} {said}: no points, still {total}.", player=seat_ref(seat), said=said, total=total)
    return _("{player} {said}: +{points}, now {total}.", player=seat_ref(seat), said=said, points=points, total=total)


@lru_cache(maxsize=4096)
def reveal_line(seat: int, role: str, said: str, awards: tuple[str, ...], points: int, total: int) -> Text:
    """One seat's line of the reveal: its guess, what it gained and why, its new total.

    Example: "{p0} (god) accused {p1}: +2 for finding the mortal, +1 as no other god accused {p0} = +3; now 5."
    A seat scores at most two awards (the mortal's two, or a god's two).
    """
    player, role_name = seat_ref(seat), ROLE_NAMES[role]
    if not awards:
        return _(
            "{player} ({role}) {said}: no points; still {total}.", player=player, role=role_name, said=said, total=total
        )
    if len(awards) == 1:
        return _(
            "{player} ({role}) {said}: {award}; now {total}.",
            player=player,
            role=role_name,
            said=said,
            award=awards[0],
            total=total,
        )
    first, second = awards
    return _(
        "{player} ({role}) {said}: {first}, {second} = +{points}; now {total}.",
        player=player,
        role=role_name,
        said=said,
        first=first,
        second=second,
        points=points,
        total=total,
    )


@lru_cache(maxsize=64)
def said_accused(accused: int) -> Text:
    """What a god's guess said."""
    return _("accused {player}", player=seat_ref(accused))


@lru_cache(maxsize=16)
def said_image(image: int) -> Text:
    """What the mortal's guess said."""
    return _("named image {image}", image=image)


NO_GUESS_SAID = _("made no guess")
AWARD_UNDETECTED = _("+3 as no god accused them")
AWARD_TRUE_VISION = _("+2 for naming the true vision")
AWARD_IDENTIFIED = _("+2 for finding the mortal")


@lru_cache(maxsize=64)
def award_unsuspected(seat: int) -> Text:
    """A god's +1 (§5): said with the god's own name, since the line also names whom it accused."""
    return _("+1 as no other god accused {player}", player=seat_ref(seat))


# The final breakdown's categories and facts in words (keys from engine.dreams.scoring).
RESULT_LABELS: Mapping[str, Text] = {
    "undetected": _("undetected as the mortal"),
    "true_vision": _("true vision named"),
    "found_mortal": _("found the mortal"),
    "unsuspected": _("unsuspected as a god"),
    "mortal_rounds": _("rounds as the mortal"),
}


def game_over(winners: Sequence[int], score: int, large_table: bool) -> Text:
    """Final line: the winner, or the winners sharing the victory (§5: no tie-breaker)."""
    names = [seat_ref(seat) for seat in winners]
    if len(names) == 1:
        line = n_("{player} wins with {n} god point.", "{player} wins with {n} god points.", score, player=names[0])
    else:
        line = n_(
            "{players} share the victory with {n} god point.",
            "{players} share the victory with {n} god points.",
            score,
            players=listed(names),
        )
    if large_table:
        return _("{result} (Unofficial variant: large table.)", result=line)
    return line


def stars_chapter(round_number: int) -> Text:
    """The title of a round's star placements in the thread's history: one turn of the table, one record."""
    return _("Round {round}: the stars", round=round_number)


def guessing_chapter(round_number: int) -> Text:
    """The title of a round's guessing phase (and its reveal) in the thread's history."""
    return _("Round {round}: the secret guesses", round=round_number)


END_CHAPTER = _("The end of the game")


# --- What no seat sees, for a finished game's replay -------------------------------------------


def deck_order(names: Sequence[str]) -> Text:
    """The dream deck in order, top first (its order is never shown while a game runs)."""
    cards = commas(names) or _p("dream deck", "empty")
    return n_(
        "Dream deck ({n} card, top first): {cards}",
        "Dream deck ({n} cards, top first): {cards}",
        len(names),
        cards=cards,
    )


def roles_revealed(round_number: int, mortal: int, image: int, name: str) -> Text:
    """The round's roles and true vision at once, as no seat knows them together."""
    return _(
        "Round {round}: {mortal} is the mortal; the true vision is image {image} ({name}).",
        round=round_number,
        mortal=seat_ref(mortal),
        image=image,
        name=name,
    )


# --- "What can I do?" (shown to the seat alone: it may tell its own role, never another's) ---------


def help_round(dealer: int, score: int, goal: int) -> Text:
    """The round's dealer, the seat's score and the goal that ends the game."""
    return n_(
        "{dealer} dealt this round. You have {n} god point; the game ends after the round in which someone reaches "
        "{goal}.",
        "{dealer} dealt this round. You have {n} god points; the game ends after the round in which someone reaches "
        "{goal}.",
        score,
        dealer=seat_ref(dealer),
        goal=goal,
    )


HELP_GOD_STARS = _(
    "As a god, place your stars to sketch the true vision so that the other gods recognise it but the mortal "
    "cannot tell which image it is."
)
HELP_MORTAL_STARS = _("As the mortal, place your stars to blend in, and read the gods' stars to find the true vision.")


@lru_cache(maxsize=256)
def help_your_star(kinds_left: tuple[str, ...], free: int) -> Text:
    """The seat's star turn: which stars it may place, on how many free points."""
    kinds = commas([kind_name(kind) for kind in kinds_left])
    return n_(
        "Your star turn: place one of your stars left ({kinds}) on any free point of the sky ({n} is free).",
        "Your star turn: place one of your stars left ({kinds}) on any free point of the sky ({n} are free).",
        free,
        kinds=kinds,
    )


def help_used_kinds(used: Sequence[str]) -> Text:
    """Why a star kind is not offered: the seat placed it earlier this round (one of each kind per round)."""
    kinds = listed([kind_name(kind) for kind in used])
    return _("You cannot place another {kinds} star: one star of each kind per round.", kinds=kinds)


HELP_NO_MOVING = _("A placed star never moves, and a point holds one star.")


@lru_cache(maxsize=1024)
def help_star_wait(placer: int, turns_until: int) -> Text:
    """Another seat places a star; the seat's own star turn comes after ``turns_until`` more turns."""
    return n_(
        "It is {player}'s star turn; yours comes after {n} more turn.",
        "It is {player}'s star turn; yours comes after {n} more turns.",
        turns_until,
        player=seat_ref(placer),
    )


@lru_cache(maxsize=256)
def help_stars_done(placer: int) -> Text:
    """The seat has placed its three stars; others still place theirs."""
    return _(
        "You have placed your three stars this round. It is {player}'s star turn; the secret guesses come once every "
        "star is on the sky.",
        player=seat_ref(placer),
    )


HELP_GOD_GUESS = _(
    "Guess in secret who the mortal is: name any other player. You score +2 if you find the mortal, and +1 if no "
    "other god names you."
)
HELP_MORTAL_GUESS = _(
    "Guess in secret which image is the true vision. You score +2 for the right image, and +3 if no god names you."
)
HELP_NOT_SELF = _("You cannot name yourself; a guess is final once made.")


def help_guessed(waiting: Sequence[int]) -> Text:
    """The seat's guess is locked in; whom the reveal waits for."""
    return _(
        "Your guess is locked in. The reveal waits for {players}.",
        players=listed([seat_ref(seat) for seat in waiting]),
    )
