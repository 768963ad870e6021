"""The rules of Dreams by topic, for ``/game rules topic:`` (rules/dreams.md §3-§6; issue 26)."""

from engine.core import RulesTopic
from i18n import _

TOPICS = (
    RulesTopic(
        "round",
        _("A round: the dreams and the roles"),
        _(
            "Each round four dream cards are shown, numbered 1 to 4. Then, in secret, one player is the mortal and "
            "everyone else is a god; every god is told which image is the true vision, the mortal is not. Nobody "
            "knows anyone else's role, and the same player may be the mortal in several rounds. The first dealer is "
            "drawn at random, and the dealer moves one seat left each round."
        ),
    ),
    RulesTopic(
        "stars",
        _("Placing stars"),
        _(
            "Starting with the dealer and going clockwise three times round the table, everyone places one star per "
            "turn on the 13 x 13 sky: a clear, a grey and a black star each round, in any order, on any free point. "
            "A point holds one star, and a placed star never moves.\n\n"
            "Gods place their stars on key spots of the true vision, clear enough for the other gods but not so "
            "obvious that the mortal can tell which image it is. The mortal places stars to blend in, reading the "
            "gods' stars to find the true vision."
        ),
    ),
    RulesTopic(
        "guesses",
        _("Guesses and the reveal"),
        _(
            "Once every star is on the sky, everyone guesses in secret at the same time: each god names the player "
            "they think is the mortal (never themselves), the mortal names the image they think is the true vision. "
            "A guess is final once made; the thread shows who has guessed, never what.\n\n"
            "When the last guess arrives, everything is revealed at once: every guess, every role, the true vision "
            "and the points."
        ),
    ),
    RulesTopic(
        "scoring",
        _("Scoring and the end"),
        _(
            "Mortal: +3 if no god named them, +2 for the right image. God: +2 for naming the mortal, +1 if no other "
            "god named them. The awards add up.\n\n"
            "The game ends after the round in which someone reaches 16 god points; every award of that round still "
            "counts. The most points wins, and players tied for the most share the victory."
        ),
    ),
    RulesTopic(
        "secrets",
        _("Secrets and table talk"),
        _(
            "Your role and, as a god, the true vision reach you privately, in your turn panel and by direct message "
            "(or with {command}). Talking and bluffing in the thread are allowed, true or not; showing or quoting "
            "your secret messages is not. A player who runs out of time while guessing makes no guess.",
            command="`/game hand`",
        ),
    ),
    RulesTopic(
        "variants",
        _("Variant: large table"),
        _(
            "The box is made for 3 to 6 players. With the unofficial lobby option large table, 7 or 8 may play with "
            "the same rules; such a game is marked as an unofficial variant. With many gods the mortal is caught more "
            "often, and the sky gets crowded."
        ),
    ),
)
