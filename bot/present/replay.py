"""Replays and exports of games that are over (issue 14): a step's message, its buttons, the export file."""

from bot.components import ids
from bot.components.specs import Button, Choice, Component, Select
from bot.present.choices import MENU_LABEL_LIMIT
from bot.present.common import CONTENT_LIMIT, Message, bold, code, fit_lines, game_header, names_in
from bot.present.play import LAST_LINE_LIMIT
from bot.service import Picture, ReplayShown
from engine.core.words import fit
from i18n import Text, _, say

REPLAY_STEPS: tuple[tuple[str, Text], ...] = (
    ("first", _("⏮ First")),
    ("back", _("◀ Back")),
    ("next", _("Next ▶")),
    ("last", _("Last ⏭")),
)


REPLAY_REASONS = {
    "resigned": _("played for them: they resigned"),
    "timeout": _("played for them: their time ran out"),
    "skipped": _("played for them: the table skipped their move"),
    "open": _("played for their open seat"),
    "proxy": _("made by their standing instruction"),
    "bot": _("played by a bot"),
    "forced": _("played for them: a moderator played their timeout move"),
}


HIDDEN_FILE = "hidden-piles.txt"


def replay_message(step: ReplayShown, language: str = "en") -> Message:
    """One step of a replay (ephemeral): the move and its public lines, what no seat saw, the pictures, the buttons.

    The pictures are the board (the public images) or one seat's private view; a menu switches
    between them, since all of them together may not fit Discord's 10 attachments.
    """
    names = names_in(step.names, language)
    game = game_header(step.title, step.game_id, language)
    lines = [say(_("{game} · replay · move {number} of {total}", game=game, number=step.number, total=step.total),
                 language)]  # fmt: skip
    if step.chapter:
        lines.append(bold(say(step.chapter, language)))
    if step.number == 0:
        lines.append(say(_("The set-up, before the first move."), language))
    elif step.mover is not None:
        how = REPLAY_REASONS.get(step.reason or "")
        said = fit(" ".join(" ".join(say(line, language) for line in step.lines).split()), LAST_LINE_LIMIT, language)
        line = said or say(_("{player} moved.", player=names[step.mover]), language)  # the lines name the mover
        lines.append(f"{line} ({names[step.mover]}: {say(how, language)})" if how else line)
    showing = (
        _("Showing the board.") if step.view is None else _("Showing {player}'s private view.", player=names[step.view])
    )
    lines.append(say(showing, language))
    pictures = step.pictures
    if step.revealed:
        hidden = [
            bold(say(_("Hidden during play:"), language)),
            *(f"• {say(line, language)}" for line in step.revealed),
        ]
        if len("\n".join((*lines, *hidden))) <= CONTENT_LIMIT:
            lines.extend(hidden)
        else:  # too long for the message (Burgundy's stacks): whole, in a text file beside the pictures
            in_full = _("every pile in full in {file}.", file=code(HIDDEN_FILE))
            hidden_label = bold(say(_("Hidden during play:"), language))
            lines.append(f"{hidden_label} {say(in_full, language)}")
            text = "\n".join(say(line, language) for line in step.revealed).encode()
            described = say(_("What no seat saw at this step, in full."), language)
            pictures = (*pictures, Picture(text, HIDDEN_FILE, described))
    return Message(
        fit_lines(lines, language=language),
        pictures=pictures,
        components=replay_items(step, language),
        language=language,
    )


def replay_items(step: ReplayShown, language: str = "en") -> tuple[Component, ...]:
    """First / Back / Next / Last / Jump, then the menu of views (the board, each seat's private view)."""
    view = ids.BOARD_VIEW if step.view is None else step.view + 1
    targets = {"first": 0, "back": step.number - 1, "next": step.number + 1, "last": step.total}
    items: list[Component] = [
        Button(
            ids.replay_id(step.game_id, max(0, targets[verb]), view, verb),
            say(label, language),
            "primary" if verb == "next" else "secondary",
            row=0,
            disabled=targets[verb] == step.number or not 0 <= targets[verb] <= step.total,
        )
        for verb, label in REPLAY_STEPS
    ]
    jump = say(_("Jump to…"), language)
    items.append(Button(ids.replay_id(step.game_id, step.number, view, "jump"), jump, row=0))
    board = say(_("The board and hidden piles"), language)
    choices = [Choice(board, str(ids.BOARD_VIEW), default=step.view is None)]
    choices.extend(
        Choice(fit(say(_("{player}'s private view", player=name), language), MENU_LABEL_LIMIT, language), str(seat + 1),
               default=step.view == seat)
        for seat, name in enumerate(names_in(step.plain_names, language))
    )  # fmt: skip
    show = say(_("Show…"), language)
    items.append(Select(ids.replay_view_id(step.game_id, step.number), tuple(choices), show, row=1))
    return tuple(items)


def export_message(title: str, game_id: int, data: bytes, filename: str, language: str = "en") -> Message:
    """``/game export``: the game's record as a JSON file, and how to check it."""
    text = _(
        "{game}: its full record (players, options, seed, every action, the result). "
        "{command} replays it and checks its final state.",
        game=game_header(title, game_id, language),
        command=code(f"python -m engine.replay_file {filename}"),
    )
    described = _("The record of {title} game #{game_id} as JSON.", title=say(title, language), game_id=game_id)
    return Message(say(text, language), pictures=(Picture(data, filename, say(described, language)),))
