"""The renderer registry: one module per game under renderers/, found by the game's key."""

import pytest

from renderers import GameRenderer, UnknownRenderer, get_renderer, renderer_keys


def test_biblios_has_a_renderer():
    renderer = get_renderer("biblios")
    assert isinstance(renderer, GameRenderer)
    assert "biblios" in renderer_keys()


@pytest.mark.parametrize("key", ["kit", "chess", "", "../biblios", "Biblios", "biblios.board"])
def test_unknown_keys_are_refused(key):
    with pytest.raises(UnknownRenderer):
        get_renderer(key)


def test_the_kit_is_not_a_game():
    assert "kit" not in renderer_keys()
