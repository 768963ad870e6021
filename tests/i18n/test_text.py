"""Texts remember their message: English at once, any language when read, stored and read back whole."""

import json
import pickle

import pytest

from i18n import Text, _, _p, isolate, listed, n_, number, say, text_data, text_of
from i18n.catalogue import translations


def test_a_text_is_its_english_words_and_remembers_its_message():
    line = _("{player} bids {amount}.", player="{p1}", amount=3)
    assert line == "{p1} bids 3." and isinstance(line, str)
    assert (line.message, line.params) == ("{player} bids {amount}.", {"player": "{p1}", "amount": 3})


def test_a_placeholder_no_parameter_fills_is_kept_for_the_names():
    assert _("{p0} passes to {whom}.", whom="{p2}") == "{p0} passes to {p2}."


def test_english_plurals_follow_the_count():
    assert [n_("{n} hut", "{n} huts", count) for count in (0, 1, 2)] == ["0 huts", "1 hut", "2 huts"]


def test_a_stored_text_comes_back_whole_nested_texts_and_listings_included():
    inner = n_("{n} gold", "{n} gold", 4)
    line = _("{player} pays {price} for {cards}.", player="{p0}", price=inner, cards=listed(["A", "B", "C"]))
    stored = json.loads(json.dumps(text_data(line)))
    back = text_of(stored)
    assert back == line == "{p0} pays 4 gold for A, B and C."
    assert isinstance(back, Text) and back.params["price"].quantity == 4
    assert say(back, "fa") == say(line, "fa")


def test_a_plain_line_stored_before_messages_reads_back_as_it_was():
    assert text_of("Ana draws card 2 of 4.") == "Ana draws card 2 of 4." and text_data("x") == "x"


def test_a_text_pickles_to_the_render_workers_whole():
    line = _p("resource", "{n} wood", n=2)
    back = pickle.loads(pickle.dumps(line))
    assert back == line and back.context == "resource" and back.params == {"n": 2}


def test_persian_says_numbers_with_persian_digits_and_lists_with_persian_words():
    assert number(1907, "fa") == "۱۹۰۷" and number(-3, "fa") == "−۳" and number(12, "en") == "12"
    assert say(listed(["الف", "ب", "ج"]), "fa") == "الف، ب و ج"
    assert say(listed(["الف", "ب"], "or"), "fa") == "الف یا ب"
    assert say(_("{n} left", n=5), "en") == "5 left"


def test_a_listing_joins_only_with_and_or_or():
    with pytest.raises(ValueError):
        listed(["a", "b"], "but")


def test_english_has_no_catalogue_and_persian_has_plural_forms():
    assert translations("en").gettext("and") == "and"
    persian = translations("fa")
    assert persian.pgettext("list", "and") == "و"


def test_an_isolate_keeps_a_name_in_its_own_direction():
    assert isolate("Ana") == "\u2068Ana\u2069" and isolate("") == ""
