"""Every text a player reads, over complete random games of every title at every player count (issue 21).

The lint (``tests/text_lint.py``) looks at the public lines and records, prompts, contexts, option
labels and descriptions, typed answers, chapters, what-can-I-do texts, results, lobby options and
the renderers' alt texts (every sheet at mid-game and at the end), in English and in Persian
(issue 25: said as the bot says them, names as isolates).
"""

import pytest

from engine.core import registry
from i18n import _, n_
from renderers import get_renderer
from tests.text_lint import LIMITS, Said, engine_texts, lint, lint_all, summary


def games() -> list:
    """(key, players, options) for every title at every player count its options allow."""
    cases = []
    for key, spec in sorted(registry.all_games().items()):
        options = {"large_table": "on"} if key == "dreams" else {}
        low, high = spec.seats_for(options)
        for players in range(low, high + 1):
            cases.append(pytest.param(key, players, options, id=f"{key}-{players}"))
    return cases


@pytest.mark.parametrize(("key", "players", "options"), games())
def test_every_text_of_a_random_game_reads_cleanly(key, players, options):
    spec = registry.get_game(key)
    texts = engine_texts(spec, players, players, options, renderer=get_renderer(key), draw_at=(0.5,))
    findings = lint_all(texts)
    assert not findings, summary(findings)


@pytest.mark.parametrize(("key", "players", "options"), games())
def test_every_text_of_a_random_game_reads_cleanly_in_persian(key, players, options):
    spec = registry.get_game(key)
    texts = engine_texts(spec, players, players, options, renderer=get_renderer(key), draw_at=(0.5,), language="fa")
    findings = lint_all(texts, "fa")
    assert not findings, summary(findings)


def test_the_architects_pictures_read_cleanly_in_persian():
    spec = registry.get_game("architects")
    texts = engine_texts(spec, 3, 1, {}, renderer=get_renderer("architects"), draw_at=(0.5,), language="fa")
    findings = lint_all([text for text in texts if text[0] == "alt"], "fa")
    assert not findings, summary(findings)


@pytest.mark.parametrize(
    ("rule", "kind", "text"),
    [
        ("latin word", "line", Said("آنا یک کارت REED برمی‌دارد.", None)),
        ("latin word", "label", Said("Pigments", None)),
        ("latin digit", "message", Said("در نوبت خود N+1 کارت بکشید.", None)),
        ("placeholder", "line", Said("{player} پیشنهاد ۳ می‌دهد.", None)),
        ("untranslated", "line", Said("آنا", _("An English sentence nobody translated, {player}.", player="آنا"))),
        ("untranslated", "line", Said("۳", n_("{n} untranslated thing", "{n} untranslated things", 3))),
        ("over 100", "description", Said("و" * 101, None)),
        ("section mark", "description", Said("هرگز مالیات (§۱۵).", None)),
    ],
)
def test_the_persian_lint_finds_what_issue_25_names(rule, kind, text):
    """Each Persian rule fires on a text it is for, so a clean Persian game means something."""
    assert rule in {finding.rule for finding in lint(text, kind, language="fa")}


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        (
            "line",
            Said(
                "\u2068Ana\u2069: ۱۲ دقیقه",
                _("{title}. {subtitle}", title="Ana", subtitle=_("{minutes} min", minutes=12)),
            ),
        ),
        ("board", Said("**بیبلیوس** · منتظر <@123> · <t:1700000000:R>", None)),
        ("alt", Said("کلبه روی c3r2؛ مسیر VA؛ ستاره در G7. آیکون‌های Lucide (مجوز ISC).", None)),
    ],
)
def test_the_persian_lint_lets_good_texts_pass(kind, text):
    assert lint(text, kind, language="fa") == []


@pytest.mark.parametrize(
    ("rule", "kind", "text"),
    [
        ("capitals", "line", "Cy takes a REED card."),
        ("capitals", "line", "Ben hires Patron (CAR)."),
        ("one-plural", "line", "Ana builds a hut (1 huts left)."),
        ("one-plural", "context", "High bid 1 cards by Ben."),
        ("one-plural", "line", "Final round: 1 turns left."),
        ("section mark", "description", "Never the tax (§15 #3)."),
        ("internal id", "line", "Ana takes {p1}'s card."),
        ("internal id", "prompt", "{p1}: bid or pass."),
        ("internal id", "label", "Tax stand (black_market)"),
        ("cut", "panel", "No purchase: Buying a…"),
        ("cut", "record", "**Auction 4 of 18: Manuscripts 1 (B)** · … Ben passes. Cy bids 3 gold. …"),
        ("cut at the limit", "alt", "Knowledge 24; go" + "x" * 1000),
        ("over 80", "button", "Site 1: 2 face-up cards, then 1 face-down | move the birds; start player next round"),
        ("heading only", "record", "**Round 1 · pier 6** · An earlier turn."),
        ("doubled word", "board", "Waiting on @Cy: Cy: bid on Gold 3 or pass"),
        ("doubled word", "label", "Keep Keep"),
    ],
)
def test_the_lint_finds_what_issue_21_names(rule, kind, text):
    """Each rule of the lint fires on the issue's own examples, so a clean game means something."""
    assert rule in {finding.rule for finding in lint(text, kind)}


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        ("line", "Gold 1 joins your hand."),
        ("line", "The dreams: 1 Binoculars, 2 Anvil, 3 Camera, 4 Leafy tree."),
        ("button", "Other amount…"),
        ("placeholder", "Choose… (1–25 of 40)"),
        ("record", "**Auction 2 of 18: Gold 1** · Ana bids 1 card. … and 4 more moves. Ben wins it for 3 cards."),
        ("alt", "Landscape cards: Reed, Reed, Sand. Stars: 1. Ann clear G2 … and 6 more"),
        ("line", "Ana scores 1 VP for the Bank."),
    ],
)
def test_the_lint_lets_good_texts_pass(kind, text):
    assert kind in LIMITS and lint(text, kind) == []
