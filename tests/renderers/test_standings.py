"""The standings image of a campaign's end: readable at 400 px wide, names as typed, same rows same bytes."""

import io

from PIL import Image

from renderers.kit.canvas import measuring
from renderers.kit.standings import MAX_ROWS, WIDTH, Row, describe_standings, render_standings

ROWS = [
    Row(1, "Ana", 13, 3, 2, 1.3),
    Row(1, "Бен Σ 李", 13, 3, 2, 1.3),
    Row(3, "محمد", 5, 2, 0, 2.5, left=True),
    Row(4, "<@123> **Di**", 0, 0, 0, None),
]


def test_the_table_is_phone_sized_legible_and_deterministic():
    with measuring() as found:
        png = render_standings("Autumn cup — final standings", "Points 5-3-2-1 · 4 games played", ROWS)
    [image] = found
    assert 560 <= image.width == WIDTH <= 600
    assert image.smallest()[0] * 400 / WIDTH >= 10  # every text at least 10 px high when shown 400 px wide
    texts = {text for _, text in image.marks}
    assert {"Ana", "13", "(left)", "1.3", "–"} <= texts and any("李" in text for text in texts)
    assert any("<@123> **Di**" in text for text in texts)  # drawn as typed: no mention, no markdown
    assert png == render_standings("Autumn cup — final standings", "Points 5-3-2-1 · 4 games played", ROWS)
    assert len(png) < 1_000_000 and Image.open(io.BytesIO(png)).size == (image.width, image.height)


def test_the_text_alternative_says_every_row():
    text = describe_standings("Cup", "Points 5-3", ROWS)
    assert text.startswith("Cup. Points 5-3 1. Ana: 13 points, 3 games, 2 wins, average place 1.3.")
    assert "3. محمد: 5 points, 2 games, 0 wins, average place 2.5, left the campaign." in text
    assert "4. <@123> **Di**: 0 points, 0 games, 0 wins, no games." in text


def test_a_long_campaign_is_summed_up_after_its_last_drawn_row():
    many = [Row(n, f"Member {n}", 100 - n, 5, 1, 2.0) for n in range(1, MAX_ROWS + 6)]
    with measuring() as found:
        render_standings("Big", "", many)
    texts = {text for _, text in found[0].marks}
    assert f"Member {MAX_ROWS}" in texts and f"Member {MAX_ROWS + 1}" not in texts
    assert "… and 5 more members" in texts
