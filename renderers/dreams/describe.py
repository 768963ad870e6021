"""Text alternatives of the Dreams images, from the same views (rules/dreams.md §6.8, DESIGN.md "Renderers").

"1 Bird, 2 Anchor, 3 Cake, 4 Sun", the star list in order ("Ann clear G2; Ben black G4"),
the god points, and the reveal. Plain text of at most ``DESCRIPTION_LIMIT`` characters,
most important first: when space runs out the tail is left out, and counted.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, RoundReveal, SeatView, StarView
from i18n import _
from renderers import DESCRIPTION_LIMIT
from renderers.dreams import reveal, words
from renderers.dreams.look import ROLE_WORDS, STAR_WORDS, seat_paint, seat_text
from renderers.kit import fit_parts
from renderers.kit.language import said
from renderers.kit.words import series


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the public board shows, in words."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_public needs a PublicView, not {type(view).__name__}")
    return fit(_public_parts(view, names))


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private board shows, in words: its role first, then the public board."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"describe_private needs a SeatView, not {type(seat_view).__name__}")
    parts = [words.role_sentence(seat_view), words.role_line(seat_view)]
    status = words.guess_status(seat_view, names, plain=True)
    if status:
        parts.append(_("{status}.", status=status))
    return fit(parts + _public_parts(seat_view.public, names))


def fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Join ``parts`` in order within ``limit`` characters; what does not fit is left out and counted, never cut."""
    return fit_parts(parts, limit)


def dream_list(view: PublicView) -> str:
    """The four dreams: "1 Bird, 2 Anchor, 3 Cake, 4 Sun"."""
    return series([_("{image} {name}", image=face.image, name=face.name) for face in view.dreams])


def star_list(stars: Sequence[StarView], names: Sequence[str]) -> str:
    """A sky in placement order: "Ann clear G2; Ben black G4" (1st, 2nd…)."""
    return series(
        [
            _(
                "{name} {kind} {point}",
                name=seat_text(names, star.seat),
                kind=STAR_WORDS.get(star.kind, star.kind),
                point=star.point,
            )
            for star in stars
        ],
        "; ",
    )


def scores(view: PublicView, names: Sequence[str]) -> str:
    """God points with each seat's colour: "Ann (Yellow) 3, Ben (Sky blue) 5"."""
    return series(
        [
            _("{name} ({colour}) {score}", name=seat_text(names, s.seat), colour=seat_paint(s).name, score=s.score)
            for s in view.seats
        ]
    )


def reveal_summary(record: RoundReveal, names: Sequence[str]) -> str:
    """A reveal in words: the true vision, the mortal, then each seat's guess and points, the mortal first."""
    head = _(
        "Round {round} revealed: the true vision was image {image} ({name}) and the mortal was {mortal}.",
        round=record.round,
        image=record.true_image,
        name=record.true_vision.name,
        mortal=seat_text(names, record.mortal),
    )
    lines = [head]
    for line in record.lines:
        guess = reveal.said(line, record, names, plain=True)
        who = seat_text(names, line.seat)
        role = ROLE_WORDS.get(line.role, line.role)
        if not line.points:
            lines.append(
                _(
                    "{name} ({role}) {guess}: no points; still {total}.",
                    name=who,
                    role=role,
                    guess=guess,
                    total=line.total,
                )
            )
            continue
        won = reveal.award_reasons(line, who)
        if len(won) > 1:
            lines.append(
                _(
                    "{name} ({role}) {guess}: {awards} = +{points}; now {total}.",
                    name=who,
                    role=role,
                    guess=guess,
                    awards=series(won),
                    points=line.points,
                    total=line.total,
                )
            )
        else:
            lines.append(
                _(
                    "{name} ({role}) {guess}: {awards}; now {total}.",
                    name=who,
                    role=role,
                    guess=guess,
                    awards=series(won),
                    total=line.total,
                )
            )
    return " ".join(said(line) for line in lines)


def _public_parts(view: PublicView, names: Sequence[str]) -> list[str]:
    detail = words.progress_detail(view, names, plain=True)
    progress = words.progress(view, names, plain=True)
    if not detail:
        head = _("Dreams, round {round}. {progress}.", round=view.round, progress=progress)
    elif view.phase == "over":
        head = _("Dreams, round {round}. {progress} {detail}.", round=view.round, progress=progress, detail=detail)
    else:
        head = _("Dreams, round {round}. {progress}, {detail}.", round=view.round, progress=progress, detail=detail)
    parts = [head]
    fresh = reveal.is_fresh(view)
    if fresh and view.last_reveal is not None:
        parts.append(reveal_summary(view.last_reveal, names))
    parts.append(_("Dreams: {dreams}.", dreams=dream_list(view)))
    if view.stars:
        parts.append(_("Stars in order: {stars}.", stars=star_list(view.stars, names)))
    else:
        parts.append(_("Stars: none placed yet."))
    parts.append(_("God points: {scores}.", scores=scores(view, names)))
    parts.append(_("Dealer: {name}.", name=seat_text(names, view.dealer)))
    if not fresh and view.last_reveal is not None:
        last = view.last_reveal
        parts.append(
            _(
                "Last reveal, round {round}: the true vision was {image} ({name}), the mortal {mortal}.",
                round=last.round,
                image=last.true_image,
                name=last.true_vision.name,
                mortal=seat_text(names, last.mortal),
            )
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
        result = _(
            "{progress} {detail}.",
            progress=words.progress(view, names, plain=True),
            detail=words.progress_detail(view, names, plain=True),
        )
        parts.insert(0, result)
    if record.sky:
        parts.append(_("The round's sky: {stars}.", stars=star_list(record.sky, names)))
    else:
        parts.append(_("The round's sky had no stars."))
    return fit(parts)
