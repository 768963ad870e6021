"""Hostile display names are drawn, never crash a renderer, and keep the image within bounds (issue 8, item 5).

A name may be 100 characters long (Discord's limit for the names we store), hold emoji,
mentions, markdown or right-to-left overrides. The images draw what the fonts can of it;
the texts escape it (``bot/names.py``).
"""

import io

import pytest
from PIL import Image

from engine.core import get_game, new_game
from renderers import DESCRIPTION_LIMIT, get_renderer

HOSTILE = (
    "<@1234> **pinger**",
    "\u202eevil\u202c ||spoiler|| # heading",
    "🐉🎲👑 dragon",
    "W" * 100,
    "José Ана 李 Σοφία علی",
    "`code` @everyone",
)


@pytest.mark.parametrize("key", ["architects", "biblios", "dreams", "burgundy", "mangrovia"])
def test_every_image_draws_hostile_names(key):
    spec = get_game(key)
    renderer = get_renderer(key)
    players = min(max(spec.min_seats, 4), spec.max_seats)
    names = HOSTILE[:players]
    state = new_game(spec, players, 5)
    for seat in (None, *range(players)):
        view = spec.view(state, seat)
        data = renderer.render_public(view, names) if seat is None else renderer.render_private(view, names)
        image = Image.open(io.BytesIO(data))
        assert image.width <= 4000 and image.height <= 6000 and len(data) < 1_000_000
        text = renderer.describe_public(view, names) if seat is None else renderer.describe_private(view, names)
        assert len(text) <= DESCRIPTION_LIMIT
