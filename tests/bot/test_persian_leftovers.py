"""English left in a Persian reader's texts (issue 25): bots' names, shortened texts, schedules, what a member types."""

import re
from types import SimpleNamespace

import pytest

from bot.cogs.auto import AutoCog
from bot.languages import spoken
from bot.names import plain, shown
from bot.parse import typed_key
from bot.present.common import awaited, fit_lines, game_choice, names_in
from bot.refusals import NoSuchChoice
from bot.service import Waiting
from bot.service.campaign import describe_schedule, next_up
from bot.service.typed import matched_label, set_by_names, typed_action, typed_form
from engine.core import Result, Standing, seat_ref
from engine.core.words import fit
from i18n import _, n_, say
from storage import scheduling
from storage.bots import bot_name

LATIN = re.compile(r"[A-Za-z]{2,}")


def test_a_bots_name_is_said_in_each_readers_language_and_stays_english_in_english():
    name = bot_name(-2, "normal")
    assert name == "Bot 2 (normal)" and say(name, "en") == "Bot 2 (normal)"
    assert say(name, "fa") == "ربات ۲ (معمولی)"
    assert [say(bot_name(-1, s), "fa") for s in ("easy", "strong")] == ["ربات ۱ (آسان)", "ربات ۱ (قوی)"]
    assert plain(name) is name and shown(name) is name  # the bot's own words: nothing to escape, kept a message
    assert shown("Bot 2 (normal)") == "Bot 2 (normal)" and not hasattr(shown("Ana"), "message")  # members' names
    names = ["آرش", name]
    assert names_in(names, "en") == ("آرش", "Bot 2 (normal)")
    assert "ربات ۲ (معمولی)" in names_in(names, "fa")[1]
    line = _("{player} took back their last move.", player=seat_ref(1))
    assert "ربات ۲ (معمولی)" in spoken(line, "fa", names) and not LATIN.search(spoken(line, "fa", names))
    assert spoken(line, "en", names) == "Bot 2 (normal) took back their last move."
    thinking = Waiting(seat=1, user_id=-2, prompt="", secret=False, deadline=None, bot=True)
    assert "ربات ۲ (معمولی)" in awaited(thinking, names, "fa") and not LATIN.search(awaited(thinking, names, "fa"))
    assert awaited(thinking, names, "en") == "🤖 Bot 2 (normal) (thinking)"


def test_a_result_category_that_is_a_message_is_said_in_the_readers_language():
    category = _("Manuscripts")
    result = Result((Standing(0, 1, 3, {category: 3}),), "")
    assert result.label(category) is category and result.label("goods_left") == "goods left"


def test_fit_says_what_it_left_out_in_the_texts_language_and_cuts_persian_at_its_sentences():
    assert fit("Ana bids 3. Ben passes. Cy bids 4. Ana wins.", 30) == "Ana bids 3. … and 3 more"  # English unchanged
    persian = "آرش ۳ پیشنهاد می‌دهد. بهار رد می‌کند. کوروش ۴ پیشنهاد می‌دهد. آرش می‌برد."
    cut = fit(persian, 40, "fa")
    assert cut == "آرش ۳ پیشنهاد می‌دهد. … و ۳ مورد دیگر", cut
    words = "یک دو سه چهار پنج شش هفت هشت نه ده یازده دوازده"
    assert fit(words, 30, "fa").endswith("… و بیشتر") and len(fit(words, 30, "fa")) <= 30
    assert fit("طلا، چوب، سنگ، مرمر، آجر", 22, "fa") == "طلا … و ۴ مورد دیگر"  # Persian's comma separates items
    assert not LATIN.search(fit_lines(["سطر " * 300], 200, language="fa"))
    assert len(fit_lines(["سطر " * 300], 200, language="fa")) <= 200


def test_campaign_schedules_and_whats_next_are_said_in_the_readers_language():
    def record(kind, **more):
        fields = dict(kind=kind, rounds=3, sizes=(3, 4), scheduled=1, titles=("a", "b"), status="running", members=())
        return SimpleNamespace(**(fields | more), active_members=())

    round_robin = describe_schedule(record(scheduling.ROUND_ROBIN))
    assert round_robin == "a round robin of 3 rounds at tables of 3–4"
    assert (
        describe_schedule(record(scheduling.ROUND_ROBIN, rounds=1, sizes=(4, 4)))
        == "a round robin of 1 round at tables of 4"
    )
    for kind in (scheduling.ROUND_ROBIN, scheduling.ON_DEMAND, scheduling.FIXED):
        said = say(describe_schedule(record(kind)), "fa")
        assert said and not LATIN.search(said), said
    titles = (SimpleNamespace(title=_("Dreams")), SimpleNamespace(title=_("Biblios")))
    for kind in (scheduling.ROUND_ROBIN, scheduling.ON_DEMAND, scheduling.FIXED):
        up = next_up(record(kind), titles, [])
        assert up and not LATIN.search(say(up, "fa")), say(up, "fa")
    assert next_up(record(scheduling.FIXED), titles, []) == "game 2 of 2: Biblios"
    with pytest.raises(Exception) as refused:
        scheduling.check_sizes(_("Dreams"), 3, 5, (2, 2))
    assert (
        str(refused.value)
        == "Tables of 2 do not fit Dreams: it is for 3–5 players. Choose a table size within that range."
    )


def test_a_standing_instructions_label_says_its_limit_in_the_readers_language():
    label = AutoCog._label(_("Bid up to a limit"), _("the most you will bid (gold)"), 7)
    assert label == "Bid up to a limit (the most you will bid (gold), at most 7)"
    assert "حداکثر ۷" in say(label, "fa") and "at most" not in say(label, "fa")


def test_a_game_in_an_autocomplete_list_is_said_in_the_readers_language():
    assert game_choice(12, _("Biblios"), ["Ana", "Ben"], "active") == "#12 Biblios: Ana, Ben (active)"
    said = game_choice(12, _("Biblios"), ["آرش", bot_name(-1, "easy")], "active", "fa")
    assert "#۱۲" in said and "ربات ۱ (آسان)" in said and not LATIN.search(said), said


def test_a_persian_member_types_a_persian_label_persian_digits_or_the_english_label():
    english, persian = ["Pass", "Bid 3", "Bid 13"], ["رد", "پیشنهاد ۳", "پیشنهاد ۱۳"]
    assert typed_key("پيشنهاد ۳") == typed_key("پیشنهاد 3")  # an Arabic keyboard's yeh, ASCII digits
    assert matched_label("پیشنهاد ۳", persian, english) == 1
    assert matched_label("پیشنهاد 13", persian, english) == 2
    assert matched_label("bid 3", persian, english) == 1  # the English still works
    assert matched_label("\u2068رد\u2069", persian, english) == 0  # isolates around a copied name or label
    with pytest.raises(NoSuchChoice) as refused:
        matched_label("نه", persian, english)
    assert "پیشنهاد ۳" in str(refused.value)  # the refusal shows the reader's labels


def test_a_number_typed_with_persian_digits_is_that_number():
    from engine.core import Decision, Option, TypedAnswer

    answer = TypedAnswer(label=_("Other amount…"), question=_("How much?"), example="5", hint=_("A number."),
                         action={"type": "bid"}, field="amount", number=True)  # fmt: skip
    options = (Option({"type": "pass"}, _("Pass")),)
    decision = Decision(seat=0, kind="bid", prompt=_("Bid"), options=options, typed=(answer,))
    assert typed_action(decision, 0, "۱۲") == {"type": "bid", "amount": 12}
    assert typed_action(decision, 0, "12") == {"type": "bid", "amount": 12}


def test_the_plural_figures_of_more_are_a_message():
    assert say(n_("… and {n} more", "… and {n} more", 3), "fa") == "… و ۳ مورد دیگر"


def test_a_set_choice_is_typed_by_its_items_names_in_persian_or_english():
    from engine.core import Decision, Option, SetChoice

    items = (("a", _("Gold")), ("b", _("Monks")), ("c", _("Gold")))
    choice = SetChoice(label=_("Discard"), action={"type": "discard"}, field="cards", items=items, count=2)
    decision = Decision(seat=0, kind="discard", prompt=_("Discard"), options=(Option({"type": "x"}, _("Pass")),),
                        set_choice=choice)  # fmt: skip
    gold, wood = say(_("Gold"), "fa"), say(_("Monks"), "fa")
    assert gold != "Gold" and wood != "Monks"
    assert set_by_names(decision, f"{gold}، {wood}", "fa") == {"type": "discard", "cards": ["a", "b"]}
    assert set_by_names(decision, f"{gold}, {gold}", "fa") == {"type": "discard", "cards": ["a", "c"]}
    assert set_by_names(decision, "gold, monks", "fa") == {"type": "discard", "cards": ["a", "b"]}  # English too
    form = typed_form(decision, 0)
    assert say(form.example, "fa") == f"{gold}، {wood}"  # the example, said with the reader's comma


def test_a_game_is_found_by_its_title_in_persian_and_the_refusal_names_the_titles_in_the_readers_language():
    from bot.service.core import titles_typed

    biblios = _("Biblios")
    assert {"biblios", typed_key(say(biblios, "fa"))} <= titles_typed(biblios)
    with pytest.raises(NoSuchChoice) as refused:
        matched_label("x", ["پیشنهاد ۱", "پیشنهاد ۲"])
    assert say(refused.value.args[0], "fa").endswith("“پیشنهاد ۱”، “پیشنهاد ۲”")  # Persian's comma between the labels
