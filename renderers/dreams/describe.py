"""Text alternatives of the Dreams images, from the same views (rules/dreams.md §6.8, DESIGN.md "Renderers").

"1 Bird, 2 Anchor, 3 Cake, 4 Sun", the star list in order ("Ann clear G2; Ben black G4"),
the god points, and the reveal. Plain text of at most ``DESCRIPTION_LIMIT`` characters,
most important first: when space runs out the tail is left out, and counted.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, RoundReveal, SeatView, StarView
from renderers import DESCRIPTION_LIMIT
from renderers.dreams import reveal, words
from renderers.dreams.look import seat_text
from renderers.kit import fit_parts


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the public board shows, in words."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_public needs a PublicView, not {type(view).__name__}")
    return fit(_public_parts(view, names))


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private board shows, in words: its role first, then the public board."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"describe_private needs a SeatView, not {type(seat_view).__name__}")
    title = words.role_title(seat_view)
    parts = [f"{title[:1]}{title[1:].lower()}. {words.role_line(seat_view)}"]
    status = words.guess_status(seat_view, names, plain=True)
    if status:
        parts.append(f"{status}.")
    return fit(parts + _public_parts(seat_view.public, names))


def fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Join ``parts`` in order within ``limit`` characters; what does not fit is left out and counted, never cut."""
    return fit_parts(parts, limit)


def dream_list(view: PublicView) -> str:
    """The four dreams: "1 Bird, 2 Anchor, 3 Cake, 4 Sun"."""
    return ", ".join(f"{face.image} {face.name}" for face in view.dreams)


def star_list(stars: Sequence[StarView], names: Sequence[str]) -> str:
    """A sky in placement order: "Ann clear G2; Ben black G4" (1st, 2nd…)."""
    return "; ".join(f"{seat_text(names, star.seat)} {star.kind} {star.point}" for star in stars)


def scores(view: PublicView, names: Sequence[str]) -> str:
    """God points with each seat's colour: "Ann (Yellow) 3, Ben (Sky blue) 5"."""
    return ", ".join(f"{seat_text(names, s.seat)} ({s.colour}) {s.score}" for s in view.seats)


def reveal_summary(record: RoundReveal, names: Sequence[str]) -> str:
    """A reveal in words: the true vision, the mortal, then each seat's guess and points, the mortal first."""
    head = (
        f"Round {record.round} revealed: the true vision was image {record.true_image} ({record.true_vision.name}) "
        f"and the mortal was {seat_text(names, record.mortal)}."
    )
    lines = []
    for line in record.lines:
        guess = reveal.said(line, record, names, plain=True)
        who = seat_text(names, line.seat)
        if not line.points:
            lines.append(f"{who} ({line.role}) {guess}: no points; still {line.total}.")
            continue
        won = reveal.award_reasons(line, who)
        total = f" = +{line.points}" if len(won) > 1 else ""
        lines.append(f"{who} ({line.role}) {guess}: {', '.join(won)}{total}; now {line.total}.")
    return " ".join([head, *lines])


def _public_parts(view: PublicView, names: Sequence[str]) -> list[str]:
    detail = words.progress_detail(view, names, plain=True)
    joiner = " " if view.phase == "over" else ", "
    parts = [
        f"Dreams, round {view.round}. {words.progress(view, names, plain=True)}"
        + (joiner + detail if detail else "")
        + "."
    ]
    fresh = reveal.is_fresh(view)
    if fresh and view.last_reveal is not None:
        parts.append(reveal_summary(view.last_reveal, names))
    parts.append(f"Dreams: {dream_list(view)}.")
    parts.append(f"Stars in order: {star_list(view.stars, names)}." if view.stars else "Stars: none placed yet.")
    parts.append(f"God points: {scores(view, names)}. Dealer: {seat_text(names, view.dealer)}.")
    if not fresh and view.last_reveal is not None:
        last = view.last_reveal
        parts.append(
            f"Last reveal, round {last.round}: the true vision was {last.true_image} ({last.true_vision.name}), "
            f"the mortal {seat_text(names, last.mortal)}."
        )
    return parts


def describe_reveal(view: PublicView, names: Sequence[str]) -> str:
    """What the reveal sheet shows, in words: the winners at the end, the reveal, then the round's sky."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_reveal needs a PublicView, not {type(view).__name__}")
    record = view.last_reveal
    if record is None:
        return ""
    parts = [reveal_summary(record, names)]
    if view.phase == "over":  # the result first: a long reveal must not push it out
        parts.insert(0, f"{words.progress(view, names, plain=True)} {words.progress_detail(view, names, plain=True)}.")
    parts.append(f"The round's sky: {star_list(record.sky, names)}." if record.sky else "The round's sky had no stars.")
    return fit(parts)
