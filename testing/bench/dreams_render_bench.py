"""Dreams render benchmark: the Dreams cases of bench/render_bench.py (the public sky, a god's board, a reveal).

    python -m bench.dreams_render_bench [--runs N]   # same as python -m bench.render_bench --game dreams

The views come from the real engine: a 5-player game with two rounds scored and the third
round half placed (8 of 15 stars), so the sky, the cards, the players and the track are
all busy; and the same game right after the reveal of round 2, whose public picture adds
the reveal sheet. The first render of a process also loads the icon font and draws the empty sky
and the pictures once; it is reported apart.
"""

from bench import render_bench


def main() -> None:
    """The dreams cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="dreams")


if __name__ == "__main__":
    main()
