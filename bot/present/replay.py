"""Replays and exports of games that are over (issue 14): a step's message, its buttons, the export file."""

from bot.components import ids
from bot.components.specs import Button, Choice, Component, Select
from bot.present.choices import MENU_LABEL_LIMIT
from bot.present.common import CONTENT_LIMIT, Message, fit_lines
from bot.present.play import LAST_LINE_LIMIT
from bot.service import Picture, ReplayShown
from engine.core.words import fit

REPLAY_STEPS: tuple[tuple[str, str], ...] = (
    ("first", "⏮ First"),
    ("back", "◀ Back"),
    ("next", "Next ▶"),
    ("last", "Last ⏭"),
)


REPLAY_REASONS = {
    "resigned": "played for them: they resigned",
    "timeout": "played for them: their time ran out",
    "skipped": "played for them: the table skipped their move",
    "open": "played for their open seat",
    "proxy": "made by their standing instruction",
    "bot": "played by a bot",
}


HIDDEN_FILE = "hidden-piles.txt"


def replay_message(step: ReplayShown) -> Message:
    """One step of a replay (ephemeral): the move and its public lines, what no seat saw, the pictures, the buttons.

    The pictures are the board (the public images) or one seat's private view; a menu switches
    between them, since all of them together may not fit Discord's 10 attachments.
    """
    names = step.names
    lines = [f"**{step.title}** · game #{step.game_id} · replay · move {step.number} of {step.total}"]
    if step.chapter:
        lines.append(f"**{step.chapter}**")
    if step.number == 0:
        lines.append("The set-up, before the first move.")
    elif step.mover is not None:
        how = REPLAY_REASONS.get(step.reason or "", "")
        said = fit(" ".join(" ".join(step.lines).split()), LAST_LINE_LIMIT)
        line = said or f"{names[step.mover]} moved."  # the public lines name the mover themselves
        lines.append(f"{line} ({names[step.mover]}: {how})" if how else line)
    showing = "the board" if step.view is None else f"{names[step.view]}'s private view"
    lines.append(f"Showing {showing}.")
    pictures = step.pictures
    if step.revealed:
        hidden = ["**Hidden during play:**", *(f"• {line}" for line in step.revealed)]
        if len("\n".join((*lines, *hidden))) <= CONTENT_LIMIT:
            lines.extend(hidden)
        else:  # too long for the message (Burgundy's stacks): whole, in a text file beside the pictures
            lines.append(f"**Hidden during play:** every pile in full in `{HIDDEN_FILE}`.")
            text = "\n".join(step.revealed).encode()
            pictures = (*pictures, Picture(text, HIDDEN_FILE, "What no seat saw at this step, in full."))
    return Message(fit_lines(lines), pictures=pictures, components=replay_items(step))


def replay_items(step: ReplayShown) -> tuple[Component, ...]:
    """First / Back / Next / Last / Jump, then the menu of views (the board, each seat's private view)."""
    view = ids.BOARD_VIEW if step.view is None else step.view + 1
    targets = {"first": 0, "back": step.number - 1, "next": step.number + 1, "last": step.total}
    items: list[Component] = [
        Button(
            ids.replay_id(step.game_id, max(0, targets[verb]), view, verb),
            label,
            "primary" if verb == "next" else "secondary",
            row=0,
            disabled=targets[verb] == step.number or not 0 <= targets[verb] <= step.total,
        )
        for verb, label in REPLAY_STEPS
    ]
    items.append(Button(ids.replay_id(step.game_id, step.number, view, "jump"), "Jump to…", row=0))
    choices = [Choice("The board and hidden piles", str(ids.BOARD_VIEW), default=step.view is None)]
    choices.extend(
        Choice(fit(f"{name}'s private view", MENU_LABEL_LIMIT), str(seat + 1), default=step.view == seat)
        for seat, name in enumerate(step.plain_names)
    )
    items.append(Select(ids.replay_view_id(step.game_id, step.number), tuple(choices), "Show…", row=1))
    return tuple(items)


def export_message(title: str, game_id: int, data: bytes, filename: str) -> Message:
    """``/game export``: the game's record as a JSON file, and how to check it."""
    text = (
        f"**{title}** · game #{game_id}: its full record (players, options, seed, every action, the result). "
        f"`python -m engine.replay_file {filename}` replays it and checks its final state."
    )
    return Message(text, pictures=(Picture(data, filename, f"The record of {title} game #{game_id} as JSON."),))
