"""The renderer registry: one module per game under renderers/, found by the game's key."""

import pytest

from renderers import MAX_SHEETS, GameRenderer, Sheet, UnknownRenderer, draw, get_renderer, renderer_keys


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


class _Sheets:
    """A renderer returning whatever sheets it is given."""

    def __init__(self, *sheets: Sheet) -> None:
        self.sheets = sheets

    def public(self, view: object, names: object, text_names: object, language: str = "en") -> tuple[Sheet, ...]:
        return self.sheets

    def private(self, seat_view: object, names: object, text_names: object, language: str = "en") -> tuple[Sheet, ...]:
        return self.sheets


def test_a_picture_is_one_to_ten_sheets_the_main_one_first_and_unnamed():
    main, estate = Sheet("", b"png", "The board"), Sheet("estate-1", b"png", "Estate of Ana")
    assert draw(_Sheets(main, estate), "public", None, (), ()) == (main, estate)
    assert draw(_Sheets(main), "private", None, (), ()) == (main,)
    many = [Sheet(f"page-{n}", b"png", "") for n in range(MAX_SHEETS)]
    for wrong in ((), (estate,), (estate, main), (main, estate, estate), (main, *many)):
        with pytest.raises(ValueError, match="sheets"):
            draw(_Sheets(*wrong), "public", None, (), ())
    with pytest.raises(ValueError, match="kind"):
        draw(_Sheets(main), "secret", None, (), ())


@pytest.mark.parametrize("name", ["Ana", "estate 1", "estate/1", "-1", "estate-", "ana's"])
def test_a_sheet_name_is_a_safe_file_name_never_free_text(name):
    with pytest.raises(ValueError, match="sheet name"):
        Sheet(name, b"png", "")
