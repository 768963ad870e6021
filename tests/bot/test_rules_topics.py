"""``/game rules topic:`` (issue 26): every topic of every title, in both languages, within Discord's limits."""

import re

import pytest

from bot.present.common import CONTENT_LIMIT
from bot.present.info import rules_message, rules_topic_messages, split_text
from engine.core import all_games
from i18n import say

SPECS = sorted(all_games().values(), key=lambda spec: spec.key)
LANGUAGES = ("en", "fa")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
MARKUP = re.compile(r"`[^`]*`|\*\*")  # a command to type, bold: the same in every language


@pytest.mark.parametrize("spec", SPECS, ids=[spec.key for spec in SPECS])
def test_every_topic_renders_within_limits_in_both_languages(spec):
    topics = spec.rules_topics
    assert len(topics) >= 5, f"{spec.key}: too few topics"
    keys = [topic.key for topic in topics]
    assert len(set(keys)) == len(keys) and all(re.fullmatch(r"[a-z]{2,20}", key) for key in keys)
    assert "variants" in keys, f"{spec.key}: its lobby options' variants have no topic"
    for topic in topics:
        for language in LANGUAGES:
            title = say(topic.title, language)
            assert 0 < len(title) <= 100, title  # an autocomplete choice's name
            messages = rules_topic_messages(spec.title, topic, language)
            assert messages and all(0 < len(message) <= CONTENT_LIMIT for message in messages)
            body = "\n".join(messages)
            assert say(topic.text, language).split()[0] in body  # the section itself, not only its heading
            if language == "fa":
                assert say(topic.text, "fa") != str(topic.text)
                latin = LATIN_WORD.findall(MARKUP.sub("", body))
                assert not latin, f"{spec.key}/{topic.key}: English in the Persian: {latin}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_whole_summary_fits_and_names_the_topics_when_there_is_room(language):
    for spec in SPECS:
        message = rules_message(spec.title, spec.rules_summary, language, spec.rules_topics)
        assert len(message) <= CONTENT_LIMIT
        assert say(spec.rules_summary, language)[:40] in message


def test_a_long_section_is_split_between_paragraphs_then_sentences_never_inside_a_word():
    sentence = "The boat visits every pier in order and each owner acts there. "
    text = (sentence * 20).strip() + "\n\n" + (sentence * 50).strip()
    pieces = split_text(text, 900)
    assert len(pieces) >= 4 and all(len(piece) <= 900 for piece in pieces)
    assert all(piece.endswith(".") for piece in pieces)  # whole sentences
    assert " ".join(" ".join(pieces).split()) == " ".join(text.split())  # nothing lost, nothing added
    assert split_text("short.", 900) == ["short."]
    words = split_text("word " * 500, 100)  # no sentence end at all: cut between words
    assert all(len(piece) <= 100 and not piece.startswith(" ") for piece in words)
    assert " ".join(words).split() == ["word"] * 500
