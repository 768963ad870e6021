"""Every message of ``bot/present/`` in Persian: no English word, within Discord's limits; English unchanged (issue 25).

The cases: every message function of ``bot/present/``, built from real outcomes (the service's
dataclasses).

Each case is a name and a function of the language (None: called without ``language=``, as before
issue 25). The engine's own words in the outcomes (prompts, options, summaries, event lines) are
given in the language being tested, as the engines will say them; the bot's words are what is tested.
"""

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.components import factory
from bot.components.specs import Button, Form, Select
from bot.present import campaign, choices, clock, common, info, lobby, mine, play, replay, stats
from bot.present.common import Message
from bot.refusals import NotYourTurn
from bot.service import Board, Hand, Lobby, Nudge, Panel, Picture, ReplayShown, TableCall, Waiting
from bot.service.campaign import CampaignView, Started, TitleLine
from bot.service.mine import ChannelGame, MyGame, Place, Waited
from bot.service.outcomes import GameLine, OpenChoice
from bot.service.stats import HistoryLine, HistoryPage, Leaderboard, MemberStats, Ranked, TitleStats
from engine.core import Decision, Option, OptionSpec, Result, SetChoice, Standing, TypedAnswer, seat_ref
from i18n import _, say
from storage.records import CampaignGameRecord, CampaignMemberRecord, CampaignRecord, SeatRecord
from storage.scheduling import Standing as CampaignStanding

NAMES = ("Ana", "Ben", "Cy")
USERS = (101, 102, 103)
WHEN = datetime(2026, 11, 28, 8, 0, tzinfo=UTC)

# The engine's words, as the engines say them in each language (other engineers translate those).
ENGINE = {
    "en": {
        "prompt": "{p1}: bid on Gold 3 or pass.",
        "option": "Bid {n}",
        "pass": "Pass",
        "describe": "Raise the high bid.",
        "summary": "Gold 3 is up for auction.",
        "last": "{p0} bids 2.",
        "context": "High bid 2 by {p0}.",
        "help": "Bid more than the high bid, or pass.",
        "typed": "Other amount…",
        "set": "Choose 2 cards to discard",
        "card": "Card {n}",
        "title": "Biblios",
        "chapter": "Auction 3 of 12",
        "tiebreak": "more gold",
        "category": "regions",
        "deck": "Deck",
        "short": "Short",
        "long": "Long",
        "helps": "Fewer cards.",
        "left": "5 hours",
        "reason": "after 3 timeouts",
        "outcome": "Ben's move was skipped.",
        "why": "by Ana",
        "here": "in this channel",
        "schedule": "2 fixed games",
        "clock": "1 day a move",
        "notice": "Your bid was taken.",
        "picture": "The board.",
        "games": "Games:",
    },
    "fa": {
        "prompt": "{p1}: روی طلای ۳ پیشنهاد بده یا بگذر.",
        "option": "پیشنهاد {n}",
        "pass": "گذشتن",
        "describe": "بالاترین پیشنهاد را بالا ببر.",
        "summary": "طلای ۳ به مزایده گذاشته شده است.",
        "last": "{p0} ۲ پیشنهاد می‌دهد.",
        "context": "بالاترین پیشنهاد ۲ از {p0}.",
        "help": "بیشتر از بالاترین پیشنهاد بده یا بگذر.",
        "typed": "مقدار دیگر…",
        "set": "۲ کارت برای دور انداختن انتخاب کن",
        "card": "کارت {n}",
        "title": "بیبلیوس",
        "chapter": "مزایدهٔ ۳ از ۱۲",
        "tiebreak": "طلای بیشتر",
        "category": "مناطق",
        "deck": "دسته",
        "short": "کوتاه",
        "long": "بلند",
        "helps": "کارت‌های کمتر.",
        "left": "۵ ساعت",
        "reason": "پس از ۳ اتمام وقت",
        "outcome": "حرکت بن رد شد.",
        "why": "توسط آنا",
        "here": "در این کانال",
        "schedule": "۲ بازی ثابت",
        "clock": "روزی یک حرکت",
        "notice": "پیشنهادتان ثبت شد.",
        "picture": "صفحهٔ بازی.",
        "games": "بازی‌ها:",
    },
}


def digits(value: int, code: str) -> str:
    """A figure the engine writes into its own words."""
    return str(value).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")) if code == "fa" else str(value)


def words(code: str | None) -> dict[str, str]:
    return ENGINE["fa" if code == "fa" else "en"]


def picture(code: str | None) -> Picture:
    return Picture(b"png", "board.png", words(code)["picture"])


def call(function: Callable[..., Any], *args: Any, language: str | None, **kwargs: Any) -> Any:
    """``function`` as callers call it, with ``language=`` only when one is asked for."""
    if language is not None:
        kwargs["language"] = language
    return function(*args, **kwargs)


def options(code: str | None, count: int) -> tuple[Option, ...]:
    w = words(code)
    bids = tuple(
        Option({"type": "bid", "n": n}, w["option"].replace("{n}", digits(n, code or "en")), w["describe"])
        for n in range(1, count)
    )
    return (*bids, Option({"type": "pass"}, w["pass"]))


def waiting(code: str | None, *, secret: bool = False, bot: bool = False) -> tuple[Waiting, ...]:
    return (Waiting(1, USERS[1], words(code)["prompt"], secret, WHEN, bot),)


def board(code: str | None, *, count: int = 4, result: Result | None = None, status: str = "active") -> Board:
    w = words(code)
    choice = OpenChoice(1, w["prompt"], options(code, count)) if result is None else None
    waits = waiting(code) if result is None else ()
    last = w["last"].replace("{p0}", "Ana")
    return Board(12, 40, w["title"], status, NAMES, USERS, w["summary"], (picture(code),), waits, choice, last, result,
                 NAMES)  # fmt: skip


def result(code: str | None) -> Result:
    w = words(code)
    return Result(
        (
            Standing(0, 1, 7, {"regions": 5, "sales": 2}, w["tiebreak"], {"gold": 3}),
            Standing(1, 2, 7, {"regions": 7}),
            Standing(2, 3, 4, {"regions": 4}),
        ),
        "",
        {"regions": w["category"], "sales": w["category"], "gold": w["category"]},
    )


def hand(code: str | None) -> Hand:
    return Hand(12, words(code)["title"], 40, 1, words(code)["summary"], (picture(code),))


def decision(code: str | None, count: int = 4, **extra: Any) -> Decision:
    w = words(code)
    return Decision(1, "bid", w["prompt"], options(code, count), context=w["context"], **extra)


def panel(code: str | None, **extra: Any) -> Panel:
    w = words(code)
    fields: dict[str, Any] = {
        "notice": w["notice"], "events": (w["notice"],), "help": w["help"], "plain_names": NAMES,
        "recap": tuple(w["last"].replace("{p0}", name) for name in NAMES),
    }  # fmt: skip
    fields.update(extra)
    return Panel(hand(code), NAMES, "active", decision(code), waiting(code), **fields)


def spec(code: str | None) -> OptionSpec:
    w = words(code)
    return OptionSpec(name="deck", label=w["deck"], choices=("short", "long"), default="short",
                      choice_labels=(w["short"], w["long"]), choice_help=(w["helps"], ""))  # fmt: skip


def lobby_of(code: str | None, status: str = "lobby") -> Lobby:
    seats = tuple(SeatRecord(seat, USERS[seat], NAMES[seat], False) for seat in range(2))
    many = tuple(
        OptionSpec(name=f"o{n}", label=f"{words(code)['deck']} {digits(n, code or 'en')}",
                   choices=tuple(f"c{k}" for k in range(9)), default="c0",
                   choice_labels=tuple(f"{words(code)['short']} {digits(k, code or 'en')}" for k in range(9)))
        for n in range(5)
    )  # fmt: skip
    settings = ((spec(code), "short"), *((option, "c0") for option in many))
    return Lobby(12, words(code)["title"], status, USERS[0], seats, 2, 4, settings, 77, 88, words(code)["clock"], 1)


def nudge(code: str | None, *, last: bool, deadline: bool = True) -> Nudge:
    return Nudge(
        12, words(code)["title"], USERS[1], 1, last, words(code)["left"], WHEN if deadline else None, 5, 77, 99
    )


def call_of(code: str | None, kind: str) -> TableCall:
    return TableCall(kind, 12, words(code)["title"], 1, "Ben", USERS[1], 40, (USERS[0], USERS[2]),
                     words(code)["reason"] if kind == "open" else "")  # fmt: skip


def replay_step(code: str | None, *, number: int = 3, view: int | None = None, revealed: int = 2) -> ReplayShown:
    w = words(code)
    lines = (w["last"].replace("{p0}", "Ana"),)
    hidden = tuple(f"{w['card'].replace('{n}', digits(n, code or 'en'))}" for n in range(revealed))
    return ReplayShown(12, w["title"], number, 9, NAMES, NAMES, w["chapter"], 0, "timeout", lines, hidden, view,
                       (picture(code),))  # fmt: skip


def place(lobby_message: bool = True) -> Place:
    return Place(5, 77, 78, 79 if lobby_message else None, 80)


def stats_of(code: str | None, *, empty: bool = False) -> MemberStats:
    title = TitleStats("biblios", words(code)["title"], 5, 2, (2, 1, 2), 11.25, 40, 30, 3600.0, 185.0, 1, 18.4, 4, 1)
    return MemberStats(USERS[0], () if empty else (title,), None)


def campaign_record(status: str = "open") -> CampaignRecord:
    members = tuple(CampaignMemberRecord(USERS[n], NAMES[n], WHEN, WHEN if n == 2 else None) for n in range(3))
    return CampaignRecord(7, 5, 77, "Spring league", USERS[0], status, (), (5, 3, 1), "fixed", (2, 3), 1, 1, members,
                          WHEN)  # fmt: skip


def campaign_game(finished: bool = False) -> CampaignGameRecord:
    return CampaignGameRecord(21, "biblios", "finished" if finished else "active", 77, 90, 91, WHEN,
                              WHEN if finished else None, ((USERS[0], "Ana"), (USERS[1], "Ben")),
                              (1, 2) if finished else ())  # fmt: skip


def campaign_view(code: str | None, status: str = "open") -> CampaignView:
    w = words(code)
    line = TitleLine(0, w["title"], "biblios", ((spec(code), "short"),), 1, w["clock"], 2, 4)
    standings = (
        CampaignStanding(1, USERS[0], "Ana", 13, 3, 2, 1.3, False),
        CampaignStanding(2, USERS[1], "Ben", 1, 1, 0, None, False),
        CampaignStanding(2, USERS[2], "Cy", 1, 1, 0, 2.0, True),
    )
    return CampaignView(campaign_record(status), (line,), standings, 4, 1, (campaign_game(),), w["title"],
                        w["schedule"])  # fmt: skip


def cases() -> dict[str, Callable[[str | None], Any]]:
    """Every message function of bot/present, as ``name -> function of the language``."""

    def titles(c: str | None) -> dict[str, str]:
        return {"biblios": words(c)["title"]}

    return {
        # common
        "common.waiting_one": lambda c: call(common.waiting_text, waiting(c), NAMES, language=c),
        "common.waiting_secret": lambda c: call(common.waiting_text, waiting(c, secret=True), NAMES, language=c),
        "common.waiting_many": lambda c: call(
            common.waiting_text, (*waiting(c, bot=True), Waiting(2, USERS[2], "", True)), NAMES, language=c
        ),
        "common.recap": lambda c: "\n".join(
            call(common.recap_lines, [words(c)["last"].replace("{p0}", "Ana")] * 9, language=c)
        ),
        "common.listed": lambda c: call(
            common.listed, words(c)["games"], [f"• {digits(n, c or 'en')}" for n in range(40)], 60, language=c
        ),
        # choices
        "choices.buttons": lambda c: call(choices.option_items, 12, 40, 1, options(c, 4), NAMES, page=0, first_row=1,
                                          language=c),
        "choices.menu": lambda c: call(choices.option_items, 12, 40, 1, options(c, 60), NAMES, page=1, first_row=1,
                                       language=c),
        "choices.compact": lambda c: call(
            choices.option_items, 12, 40, 1, options(c, 30), NAMES, page=0, first_row=0, quick=(0, 29),
            typed=(TypedAnswer(words(c)["typed"], "?", {"type": "bid"}, "n", "?"),),
            set_choice=SetChoice(words(c)["set"], {"type": "discard"}, "cards",
                                 tuple((f"k{n}", words(c)["card"].replace("{n}", digits(n, c or "en")))
                                       for n in range(30)), 2),
            language=c,
        ),
        "choices.notes": lambda c: "\n".join(call(choices.option_notes, options(c, 3), NAMES, language=c)),
        "choices.turn_button": lambda c: call(choices.turn_button, 12, language=c),
        # clock
        "clock.reminder_last": lambda c: call(clock.reminder_dm, nudge(c, last=True), language=c),
        "clock.reminder_half": lambda c: call(clock.reminder_dm, nudge(c, last=False, deadline=False), language=c),
        "clock.thread_last": lambda c: call(clock.reminder_in_thread, nudge(c, last=True), language=c),
        "clock.thread_half": lambda c: call(clock.reminder_in_thread, nudge(c, last=False, deadline=False),
                                            language=c),
        "clock.vote": lambda c: call(clock.call_message, call_of(c, "vote"), {"skip": 1}, 2, language=c),
        "clock.open": lambda c: call(clock.call_message, call_of(c, "open"), language=c),
        "clock.more": lambda c: call(clock.call_message, call_of(c, "more"), language=c),
        "clock.closed": lambda c: call(clock.call_closed, call_of(c, "vote"), words(c)["outcome"], language=c),
        # info
        "info.hand": lambda c: call(info.hand_message, hand(c), NAMES, language=c),
        "info.log": lambda c: call(info.log_message, words(c)["title"], 12, [words(c)["notice"]] * 3, language=c),
        "info.log_empty": lambda c: call(info.log_message, words(c)["title"], 12, [], language=c),
        "info.recap": lambda c: call(info.recap_message, words(c)["title"], 12, [], language=c),
        "info.list": lambda c: call(info.list_message, [
            GameLine(12, words(c)["title"], "lobby", NAMES[:2], (), 77, None),
            GameLine(13, words(c)["title"], "active", NAMES, ("Ben",), 77, 90),
        ], here=words(c)["here"], language=c),
        "info.list_empty": lambda c: call(info.list_message, [], here=words(c)["here"], language=c),
        "info.rules": lambda c: call(info.rules_message, words(c)["title"], words(c)["summary"], language=c),
        # lobby
        "lobby.open": lambda c: call(lobby.lobby_message, lobby_of(c), language=c),
        "lobby.started": lambda c: call(lobby.lobby_message, lobby_of(c, "active"), language=c),
        "lobby.finished": lambda c: call(lobby.lobby_message, lobby_of(c, "finished"),
                                         result_line=words(c)["outcome"], language=c),
        "lobby.abandoned": lambda c: call(lobby.lobby_message, lobby_of(c, "abandoned"), language=c),
        "lobby.dm_refused": lambda c: call(lobby.dm_refused_message, USERS[1], language=c),
        "lobby.preflight": lambda c: call(lobby.preflight_dm, words(c)["title"], 12, 77, language=c),
        # mine
        "mine.games": lambda c: call(mine.my_games_message, [
            MyGame(12, words(c)["title"], "active", place(), True, ("Ben",), words(c)["left"], WHEN, WHEN),
            MyGame(13, words(c)["title"], "active", place(), False, ("Cy",), "", None, WHEN),
            MyGame(14, words(c)["title"], "lobby", place(False), False, (), "", None, WHEN),
        ], language=c),
        "mine.none": lambda c: call(mine.my_games_message, [], language=c),
        "mine.dashboard": lambda c: call(mine.dashboard_message, [
            ChannelGame(12, words(c)["title"], "lobby", NAMES[:1], (), place(), 1),
            ChannelGame(13, words(c)["title"], "active", NAMES, (Waited("Ben", WHEN),), place(), 0),
            ChannelGame(14, words(c)["title"], "active", NAMES, (), place(), 0),
        ], 77, language=c),
        "mine.dashboard_empty": lambda c: call(mine.dashboard_message, [], 77, language=c),
        # play
        "play.board": lambda c: call(play.board_message, board(c), ping=True, full=True, language=c),
        "play.board_menu": lambda c: call(play.board_message, board(c, count=30), ping=False, language=c),
        "play.turn_record": lambda c: call(play.turn_record, words(c)["title"], 12,
                                           [f"{words(c)['notice']} {digits(n, c or 'en')}" for n in range(60)],
                                           chapter=words(c)["chapter"], language=c),
        "play.turn_record_empty": lambda c: call(play.turn_record, words(c)["title"], 12, [], language=c),
        "play.result": lambda c: call(play.result_message, board(c, result=result(c), status="finished"), language=c),
        "play.abandoned": lambda c: call(play.abandoned_message, words(c)["title"], 12, words(c)["why"], language=c),
        "play.panel": lambda c: call(play.panel_message, panel(c), language=c),
        "play.panel_idle": lambda c: call(play.panel_message, Panel(hand(c), NAMES, "active", None, waiting(c)),
                                          language=c),
        "play.panel_over": lambda c: call(play.panel_message, Panel(hand(c), NAMES, "finished", None, ()),
                                          language=c),
        "play.dm": lambda c: call(play.dm_message, hand(c), NAMES, [words(c)["notice"]], thread_id=90,
                                  your_turn=True, started=True, language=c),
        "play.dm_changed": lambda c: call(play.dm_message, hand(c), NAMES, [], thread_id=None, your_turn=False,
                                          language=c),
        "play.confirm_resign": lambda c: call(play.confirm_message, words(c)["title"], 12, "resign", language=c),
        "play.confirm_abandon": lambda c: call(play.confirm_message, words(c)["title"], 12, "abandon", language=c),
        # replay
        "replay.step": lambda c: call(replay.replay_message, replay_step(c), language=c),
        "replay.setup": lambda c: call(replay.replay_message, replay_step(c, number=0, view=1), language=c),
        "replay.hidden_file": lambda c: call(replay.replay_message, replay_step(c, revealed=400), language=c),
        "replay.export": lambda c: call(replay.export_message, words(c)["title"], 12, b"{}", "game-12.json",
                                        language=c),
        # stats
        "stats.member": lambda c: call(stats.stats_message, stats_of(c), language=c),
        "stats.none": lambda c: call(stats.stats_message, stats_of(c, empty=True), language=c),
        "stats.leaderboard": lambda c: call(stats.leaderboard_message, Leaderboard(
            words(c)["title"], (Ranked(1, USERS[0], 21.5, 9), Ranked(2, USERS[1], 3.0, 1)), 5), language=c),
        "stats.no_ratings": lambda c: call(stats.leaderboard_message, Leaderboard(words(c)["title"], (), 0),
                                           language=c),
        "stats.history": lambda c: call(stats.history_message, HistoryPage(USERS[0], (
            HistoryLine(12, words(c)["title"], "finished", WHEN, 3, 1, 11, 5, 77, 90, 91),
            HistoryLine(13, words(c)["title"], "abandoned", WHEN, 2, None, None, 5, 77, None, None, 1),
        ), 1, 3, 30), language=c),
        "stats.no_history": lambda c: call(stats.history_message, HistoryPage(USERS[0], (), 0, 1, 0), language=c),
        "stats.durations": lambda c: " | ".join(call(stats.duration, s, language=c) for s in (0, 40, 185, 7800, 277200,
                                                                                              86400)),
        "stats.ordinals": lambda c: " ".join(call(stats.ordinal, n, language=c) for n in (1, 2, 3, 4, 11, 22)),
        # campaign
        "campaign.open": lambda c: call(campaign.campaign_message, campaign_view(c), language=c),
        "campaign.running": lambda c: call(campaign.campaign_message, campaign_view(c, "running"), language=c),
        "campaign.ended": lambda c: call(campaign.campaign_message, campaign_view(c, "ended"), language=c),
        "campaign.title_options": lambda c: call(campaign.title_options_message, campaign_view(c), 0, language=c),
        "campaign.summary": lambda c: call(campaign.summary_message, campaign_view(c, "running"), titles(c),
                                           language=c),
        "campaign.summary_ended": lambda c: call(campaign.summary_message, campaign_view(c, "ended"), titles(c),
                                                 language=c),
        "campaign.final": lambda c: call(campaign.final_message, campaign_view(c, "ended"), language=c),
        "campaign.started": lambda c: call(campaign.started_message, Started(campaign_view(c, "running"),
                                           (lobby_of(c, "active"),), None), titles(c), language=c),  # type: ignore[arg-type]
        "campaign.history": lambda c: call(campaign.history_message, campaign_record("running"),
                                           [campaign_game(True)], 4, titles(c), language=c),
        "campaign.history_empty": lambda c: call(campaign.history_message, campaign_record("running"), [], 0, titles(c),
                                                 language=c),
    }  # fmt: skip


def read(value: Any, *, pictures: bool = True) -> str:
    """What a reader reads of a case's value: a message's content, every label, placeholder and description."""
    if isinstance(value, str):
        return value
    if isinstance(value, Button | Select):
        value = [value]
    parts = [value.content] if isinstance(value, Message) else []
    for item in value.components if isinstance(value, Message) else value:
        if isinstance(item, Button):
            parts.append(f"[{item.label}]")
        else:
            menu = " | ".join(f"{choice.label} ({choice.description or ''})" for choice in item.choices)
            parts.append(f"[{item.placeholder}: {menu}]")
    if pictures:
        parts.extend(picture.description for picture in getattr(value, "pictures", ()))
    return "\n".join(parts)


def components(value: Any) -> list[Button | Select]:
    """The buttons and menus of a case's value."""
    if isinstance(value, Message):
        return list(value.components)
    if isinstance(value, Button | Select):
        return [value]
    return list(value) if isinstance(value, list | tuple) else []


CASES = cases()

# What a Persian message may hold in Latin letters or digits: mentions, channels, timestamps, links,
# code spans and commands (Discord markup, never translated), the names (isolates, or filled in by
# the test's engine lines), and the labels of Discord's own settings (Discord has no Persian client).
MARKUP = re.compile(
    r"<@\d+>|<#\d+>|<t:\d+:\w>|\]\(https://[^)]*\)|`[^`]*`|/(?:game|me|campaign)(?: [a-z-]+)*"
    r"|\u2068[^\u2069]*\u2069|\b(?:Ana|Ben|Cy)\b|Privacy Settings|Direct Messages|JSON"
)
LATIN = re.compile(r"[A-Za-z0-9]+")
DRAWN_IN_ENGLISH: set[str] = set()  # every picture is drawn in the reader's language, its alt text said in it


@pytest.mark.parametrize("name", sorted(CASES))
def test_english_is_unchanged(name):
    assert read(CASES[name](None)) == ENGLISH_BEFORE[name]
    assert read(CASES[name]("en")) == ENGLISH_BEFORE[name]


@pytest.mark.parametrize("name", sorted(CASES))
def test_persian_has_no_english_word_but_names_and_markup(name):
    said = read(CASES[name]("fa"), pictures=name not in DRAWN_IN_ENGLISH)
    left = LATIN.findall(MARKUP.sub(" ", said))
    assert not left, f"{name} says {left} in Persian:\n{said}"
    assert said != read(CASES[name]("en"), pictures=name not in DRAWN_IN_ENGLISH)


@pytest.mark.parametrize("name", sorted(CASES))
def test_persian_stays_within_discords_limits(name):
    value = CASES[name]("fa")
    if isinstance(value, Message):
        assert len(value.content) <= common.CONTENT_LIMIT
        assert all(len(picture.description) <= common.ALT_TEXT_LIMIT for picture in value.pictures)
    elif isinstance(value, str):
        assert len(value) <= common.CONTENT_LIMIT
    items = components(value)
    assert len({item.row for item in items}) <= 5
    for item in items:
        if isinstance(item, Button):
            assert 0 < len(item.label) <= choices.LABEL_LIMIT, item.label
        else:
            assert 0 < len(item.placeholder) <= choices.PLACEHOLDER_LIMIT, item.placeholder
            assert 0 < len(item.choices) <= choices.PAGE_SIZE
            for choice in item.choices:
                assert 0 < len(choice.label) <= choices.MENU_LABEL_LIMIT, choice.label
                assert len(choice.description or "") <= choices.DESCRIPTION_LIMIT, choice.description


def test_every_fixed_component_label_fits_in_persian():
    labels = [
        *(label for label, _style in lobby.LOBBY_BUTTONS.values()),
        *(label for label, _style in campaign.CAMPAIGN_BUTTONS.values()),
        *(label for _verb, label in replay.REPLAY_STEPS),
        *(label for _verb, label, _style in clock.VOTE_BUTTONS),
        *play.CONFIRM_LABELS.values(),
        choices.TAKE_YOUR_TURN,
    ]
    for label in labels:
        said = say(label, "fa")
        assert said != str(label), f"{label!r} has no Persian"
        assert 0 < len(said) <= choices.LABEL_LIMIT
        assert not LATIN.search(said)


def test_an_engine_text_is_said_before_its_names_are_filled_and_names_are_isolates_in_persian():
    label = _("{player} moved.", player=seat_ref(0))
    english = choices.option_items(12, 40, 1, (Option({"type": "x"}, label),), NAMES, page=0, first_row=0)
    persian = choices.option_items(12, 40, 1, (Option({"type": "x"}, label),), NAMES, page=0, first_row=0,
                                   language="fa")  # fmt: skip
    assert [item.label for item in english] == ["Ana moved."]
    assert [item.label for item in persian] == ["\u2068Ana\u2069 حرکت کرد."]
    said = common.waiting_text(waiting("fa", bot=True), NAMES, language="fa")
    assert "\u2068Ben\u2069" in said and "Ben" not in said.replace("\u2068Ben\u2069", "")


def test_a_forms_modal_is_said_in_the_readers_language_within_discords_limits():
    form = Form("bg:f:12:40:1:0", _("Jump to…"), _("{player}'s private view", player="Ana"), _("Show…"))
    modal = factory.modal_of(form, language="fa")
    box = modal.children[0]
    assert (modal.title, box.label, box.placeholder) == ("پرش به…", "نمای خصوصی Ana", "نمایش…")
    assert len(modal.title) <= factory.TITLE_LIMIT and len(box.label) <= factory.TITLE_LIMIT
    assert factory.modal_of(form).title == "Jump to…"


def test_a_refusal_is_said_in_the_players_language():
    refusal = NotYourTurn(_("Nothing is asked of you right now."))
    assert refusal.message == "Nothing is asked of you right now." == refusal.said()
    assert refusal.said("fa") == "اکنون چیزی از شما خواسته نشده است."


# What every case said before issue 25 (made by the code at 88a033f, before the messages were catalogued).
ENGLISH_BEFORE = {
    "common.waiting_one": ("Waiting on <@102>: Bid on Gold 3 or pass. ⏱ <t:1795852800:R>"),
    "common.waiting_secret": ("Waiting on <@102> (a private choice). ⏱ <t:1795852800:R>"),
    "common.waiting_many": (
        "Waiting on 🤖 a bot for Ben (open seat) ⏱ <t:1795852800:R> and <@103> (a private choice)."
    ),
    "common.recap": ("• … 5 earlier moves\n• Ana bids 2.\n• Ana bids 2.\n• Ana bids 2.\n• Ana bids 2."),
    "common.listed": ("Games:\n• 0\n• 1\n• 2\n• 3\n• 4\n• 5\n• 6\n• 7\n• 8\n• 9\n…and 30 more"),
    "choices.buttons": ("[Bid 1]\n[Bid 2]\n[Bid 3]\n[Pass]"),
    "choices.menu": (
        "[Choose… (26–50 of 60): Bid 26 (Raise the high bid.) | Bid 27 (Raise the high bid.) | Bid "
        "28 (Raise the high bid.) | Bid 29 (Raise the high bid.) | Bid 30 (Raise the high bid.) | B"
        "id 31 (Raise the high bid.) | Bid 32 (Raise the high bid.) | Bid 33 (Raise the high bid.) "
        "| Bid 34 (Raise the high bid.) | Bid 35 (Raise the high bid.) | Bid 36 (Raise the high bid"
        ".) | Bid 37 (Raise the high bid.) | Bid 38 (Raise the high bid.) | Bid 39 (Raise the high "
        "bid.) | Bid 40 (Raise the high bid.) | Bid 41 (Raise the high bid.) | Bid 42 (Raise the hi"
        "gh bid.) | Bid 43 (Raise the high bid.) | Bid 44 (Raise the high bid.) | Bid 45 (Raise the"
        " high bid.) | Bid 46 (Raise the high bid.) | Bid 47 (Raise the high bid.) | Bid 48 (Raise "
        "the high bid.) | Bid 49 (Raise the high bid.) | Bid 50 (Raise the high bid.)]\n[◀ Prev]\n[Ne"
        "xt ▶]"
    ),
    "choices.compact": ("[Bid 1]\n[Pass]\n[Other amount…]\n[Choose 2 cards to discard…]"),
    "choices.notes": ("• Bid 1: Raise the high bid.\n• Bid 2: Raise the high bid."),
    "choices.turn_button": ("[Take your turn]"),
    "clock.reminder_last": (
        "⏱ **Biblios** · game #12: only 10 % of your time is left (5 hours left, it runs out <t:179"
        "5852800:R>). [Go to the board](https://discord.com/channels/5/77/99) `/game more-time` ask"
        "s the table for a day more."
    ),
    "clock.reminder_half": (
        "⏱ **Biblios** · game #12: half your time is gone (5 hours left). [Go to the board](https:/"
        "/discord.com/channels/5/77/99) `/game more-time` asks the table for a day more."
    ),
    "clock.thread_last": (
        "⏱ <@102>, only 10 % of your time is left for your move (5 hours left; it runs out <t:1795852800:R>)."
    ),
    "clock.thread_half": ("⏱ <@102>, half your time is gone for your move (5 hours left)."),
    "clock.vote": (
        "**Biblios** · game #12\n⏱ Ben's time for this move ran out. <@101> and <@103>: skip their m"
        "ove (the rules' timeout move is played), or expel them (their seat opens for a substitute)"
        "? Votes: skip 1, expel 0 (2 decide).\n[Skip this move]\n[Expel the player]"
    ),
    "clock.open": (
        "**Biblios** · game #12\n🪑 Ben's seat is open after 3 timeouts: the game plays it by its tim"
        "eout moves until someone takes it. Anyone here who is not playing may take it.\n[Take this "
        "seat]"
    ),
    "clock.more": (
        "**Biblios** · game #12\n⏱ Ben asks for more time for this move. Any other player may grant "
        "a day.\n[Grant a day]"
    ),
    "clock.closed": ("**Biblios** · game #12\nBen's move was skipped."),
    "info.hand": ("**Biblios** · game #12 · your private view, Ben\nGold 3 is up for auction.\nThe board."),
    "info.log": (
        "**Biblios** · game #12 · latest events\n• Your bid was taken.\n• Your bid was taken.\n• Your bid was taken."
    ),
    "info.log_empty": ("**Biblios** · game #12 · latest events\nNothing has happened yet."),
    "info.recap": ("**Biblios** · game #12 · since your last turn\nNothing has happened since your last move."),
    "info.list": (
        "Open games in this channel:\n• #12 Biblios (Ana, Ben): in the lobby · <#77>\n• #13 Biblios ("
        "Ana, Ben, Cy): waiting on Ben · <#90>"
    ),
    "info.list_empty": ("No open games in this channel. Start one with `/game new`."),
    "info.rules": ("**Biblios**: the rules in short\nGold 3 is up for auction."),
    "lobby.open": (
        "**Biblios** · game #12 · 2–4 players\nPlayers (2/4): Ana (creator), Ben\nOptions: Deck: Shor"
        "t\nClock: 1 day a move\nPress Join to play. Ana presses Start when everyone is in, and may f"
        "ill free seats with bots (Add a bot, at the strength “Bots play at” says); the game is pla"
        "yed in <#77>.\n[Join]\n[Leave]\n[Start]\n[Add a bot]\n[Remove a bot]\n[Deck: Short: Short (Fewer"
        " cards.) | Long ()]\n[Deck 0: Short 0: Short 0 () | Short 1 () | Short 2 () | Short 3 () | "
        "Short 4 () | Short 5 () | Short 6 () | Short 7 () | Short 8 ()]\n[More options (now Deck 1:"
        " Short 0; Deck 2: Short 0; Deck 3: Short 0): Deck 1: Short 0 () | Deck 1: Short 1 () | Dec"
        "k 1: Short 2 () | Deck 1: Short 3 () | Deck 1: Short 4 () | Deck 1: Short 5 () | Deck 1: S"
        "hort 6 () | Deck 1: Short 7 () | Deck 1: Short 8 () | Deck 2: Short 0 () | Deck 2: Short 1"
        " () | Deck 2: Short 2 () | Deck 2: Short 3 () | Deck 2: Short 4 () | Deck 2: Short 5 () | "
        "Deck 2: Short 6 () | Deck 2: Short 7 () | Deck 2: Short 8 () | Deck 3: Short 0 () | Deck 3"
        ": Short 1 () | Deck 3: Short 2 () | Deck 3: Short 3 () | Deck 3: Short 4 () | Deck 3: Shor"
        "t 5 () | Deck 3: Short 6 ()]\n[More options (now Deck 3: Short 0; Deck 4: Short 0): Deck 3:"
        " Short 7 () | Deck 3: Short 8 () | Deck 4: Short 0 () | Deck 4: Short 1 () | Deck 4: Short"
        " 2 () | Deck 4: Short 3 () | Deck 4: Short 4 () | Deck 4: Short 5 () | Deck 4: Short 6 () "
        "| Deck 4: Short 7 () | Deck 4: Short 8 ()]"
    ),
    "lobby.started": (
        "**Biblios** · game #12 · 2–4 players\nPlayers (2/4): Ana (creator), Ben\nOptions: Deck: Shor"
        "t\nClock: 1 day a move\nStarted: the game is played in <#77>."
    ),
    "lobby.finished": (
        "**Biblios** · game #12 · 2–4 players\nPlayers (2/4): Ana (creator), Ben\nOptions: Deck: Shor"
        "t\nClock: 1 day a move\nFinished. Ben's move was skipped. The final board is in <#77>."
    ),
    "lobby.abandoned": (
        "**Biblios** · game #12 · 2–4 players\nPlayers (2/4): Ana (creator), Ben\nOptions: Deck: Shor"
        "t\nClock: 1 day a move\nThis game was abandoned."
    ),
    "lobby.dm_refused": (
        "I can't send <@102> direct messages; use `/game hand` or the “Take your turn” button to see your private view."
    ),
    "lobby.preflight": ("You joined **Biblios** · game #12 in <#77>; your private view will come here."),
    "mine.games": (
        "**Your games in this server** (3; your turn in 1)\n• **Biblios** #12 · **your turn** · ⏱ 5 "
        "hours left (runs out <t:1795852800:R>) · also waiting on Ben · <#78> · [board](https://dis"
        "cord.com/channels/5/78/80)\n• **Biblios** #13 · waiting on Cy · <#78> · [board](https://dis"
        "cord.com/channels/5/78/80)\n• **Biblios** #14 · in the lobby · <#77>"
    ),
    "mine.none": ("You are in no game here. /game new opens one."),
    "mine.dashboard": (
        "**Games in <#77>** · this list updates itself\n• **Biblios** #12 (Ana): in the lobby, 1 mor"
        "e needed · [lobby](https://discord.com/channels/5/77/79)\n• **Biblios** #13 (Ana, Ben, Cy):"
        " waiting on Ben ⏱ <t:1795852800:R> · <#78> · [board](https://discord.com/channels/5/78/80)"
        "\n• **Biblios** #14 (Ana, Ben, Cy): nobody to wait on · <#78> · [board](https://discord.com"
        "/channels/5/78/80)"
    ),
    "mine.dashboard_empty": (
        "**Games in <#77>** · this list updates itself\nNo open games here right now. `/game new` opens one."
    ),
    "play.board": (
        "**Biblios** · game #12\nGold 3 is up for auction.\nWaiting on <@102>: Bid on Gold 3 or pass."
        " ⏱ <t:1795852800:R>\nLast: Ana bids 2.\n[Take your turn]\n[Bid 1]\n[Bid 2]\n[Bid 3]\n[Pass]\nThe "
        "board."
    ),
    "play.board_menu": (
        "**Biblios** · game #12\nWaiting on <@102>: Bid on Gold 3 or pass. ⏱ <t:1795852800:R>\nLast: "
        "Ana bids 2.\n[Take your turn]\n[Choose… (1–25 of 30): Bid 1 (Raise the high bid.) | Bid 2 (R"
        "aise the high bid.) | Bid 3 (Raise the high bid.) | Bid 4 (Raise the high bid.) | Bid 5 (R"
        "aise the high bid.) | Bid 6 (Raise the high bid.) | Bid 7 (Raise the high bid.) | Bid 8 (R"
        "aise the high bid.) | Bid 9 (Raise the high bid.) | Bid 10 (Raise the high bid.) | Bid 11 "
        "(Raise the high bid.) | Bid 12 (Raise the high bid.) | Bid 13 (Raise the high bid.) | Bid "
        "14 (Raise the high bid.) | Bid 15 (Raise the high bid.) | Bid 16 (Raise the high bid.) | B"
        "id 17 (Raise the high bid.) | Bid 18 (Raise the high bid.) | Bid 19 (Raise the high bid.) "
        "| Bid 20 (Raise the high bid.) | Bid 21 (Raise the high bid.) | Bid 22 (Raise the high bid"
        ".) | Bid 23 (Raise the high bid.) | Bid 24 (Raise the high bid.) | Bid 25 (Raise the high "
        "bid.)]\n[◀ Prev]\n[Next ▶]\nThe board."
    ),
    "play.turn_record": (
        "**Auction 3 of 12** · Your bid was taken. 0 … and 44 more moves. Your bid was taken. 45 Yo"
        "ur bid was taken. 46 Your bid was taken. 47 Your bid was taken. 48 Your bid was taken. 49 "
        "Your bid was taken. 50 Your bid was taken. 51 Your bid was taken. 52 Your bid was taken. 5"
        "3 Your bid was taken. 54 Your bid was taken. 55 Your bid was taken. 56 Your bid was taken."
        " 57 Your bid was taken. 58 Your bid was taken. 59"
    ),
    "play.turn_record_empty": ("**Biblios** · game #12 · An earlier turn."),
    "play.result": (
        "**Biblios** · game #12 is over.\nWinner: Ana.\n🏆 1. Ana: 7 = regions 5 + regions 2 · regions"
        " 3; tie-break: more gold\n2. Ben: 7 = regions 7\n3. Cy: 4 = regions 4\nLast: Ana bids 2.\nThan"
        "ks for playing, <@101>, <@102> and <@103>!\n[Rematch]\nThe board."
    ),
    "play.abandoned": ("**Biblios** · game #12 was abandoned by Ana. Its buttons no longer work."),
    "play.panel": (
        "**Biblios** · game #12 · your seat: Ben\n*Your bid was taken.*\n• Your bid was taken.\n**Sinc"
        "e your last turn:**\n• Ana bids 2.\n• Ben bids 2.\n• Cy bids 2.\nGold 3 is up for auction.\n**Y"
        "our turn: Bid on Gold 3 or pass.**\n⏱ Your time runs out <t:1795852800:R>. Need more? `/gam"
        "e more-time` asks the table.\nHigh bid 2 by Ana.\n• Bid 1: Raise the high bid.\n• Bid 2: Rais"
        "e the high bid.\n• Bid 3: Raise the high bid.\n**What can I do?** Bid more than the high bid"
        ", or pass.\n[Bid 1]\n[Bid 2]\n[Bid 3]\n[Pass]\nThe board."
    ),
    "play.panel_idle": (
        "**Biblios** · game #12 · your seat: Ben\nGold 3 is up for auction.\nNothing is asked of you "
        "right now.\nThe board."
    ),
    "play.panel_over": (
        "**Biblios** · game #12 · your seat: Ben\nGold 3 is up for auction.\nThis game is over.\nThe board."
    ),
    "play.dm": (
        "**Biblios** · game #12 (<#90>): the game has started; here is your private view.\n• Your bi"
        "d was taken.\nGold 3 is up for auction.\nIt's your turn: press “Take your turn”.\n[Take your "
        "turn]\nThe board."
    ),
    "play.dm_changed": ("**Biblios** · game #12: your private view changed.\nGold 3 is up for auction.\nThe board."),
    "play.confirm_resign": (
        "**Biblios** · game #12: Resign? The game then chooses for you (its default choices) until "
        "it ends. This cannot be undone.\n[Yes, resign]"
    ),
    "play.confirm_abandon": (
        "**Biblios** · game #12: Abandon this game for everyone? It cannot be resumed.\n[Yes, abandon the game]"
    ),
    "replay.step": (
        "**Biblios** · game #12 · replay · move 3 of 9\n**Auction 3 of 12**\nAna bids 2. (Ana: played"
        " for them: their time ran out)\nShowing the board.\n**Hidden during play:**\n• Card 0\n• Card "
        "1\n[⏮ First]\n[◀ Back]\n[Next ▶]\n[Last ⏭]\n[Jump to…]\n[Show…: The board and hidden piles () | "
        "Ana's private view () | Ben's private view () | Cy's private view ()]\nThe board."
    ),
    "replay.setup": (
        "**Biblios** · game #12 · replay · move 0 of 9\n**Auction 3 of 12**\nThe set-up, before the f"
        "irst move.\nShowing Ben's private view.\n**Hidden during play:**\n• Card 0\n• Card 1\n[⏮ First]"
        "\n[◀ Back]\n[Next ▶]\n[Last ⏭]\n[Jump to…]\n[Show…: The board and hidden piles () | Ana's priva"
        "te view () | Ben's private view () | Cy's private view ()]\nThe board."
    ),
    "replay.hidden_file": (
        "**Biblios** · game #12 · replay · move 3 of 9\n**Auction 3 of 12**\nAna bids 2. (Ana: played"
        " for them: their time ran out)\nShowing the board.\n**Hidden during play:** every pile in fu"
        "ll in `hidden-piles.txt`.\n[⏮ First]\n[◀ Back]\n[Next ▶]\n[Last ⏭]\n[Jump to…]\n[Show…: The boar"
        "d and hidden piles () | Ana's private view () | Ben's private view () | Cy's private view "
        "()]\nThe board.\nWhat no seat saw at this step, in full."
    ),
    "replay.export": (
        "**Biblios** · game #12: its full record (players, options, seed, every action, the result)"
        ". `python -m engine.replay_file game-12.json` replays it and checks its final state.\nThe r"
        "ecord of Biblios game #12 as JSON."
    ),
    "stats.member": (
        "**Statistics of <@101>** in this server · 5 finished games\n**Biblios** · rating **18.4** a"
        "fter 4 rated games\n• 5 games (1 with bots, not rated) · 2 wins · places: 1st ×2, 2nd ×1, 3"
        "rd ×2\n• average score 11.2 · 40 moves · 1 timeout\n• time to move: average 1 h, median 3 mi"
        "n 5 s (30 timed moves)\n-# rating = mu − 3σ, a cautious estimate of skill that firms up wit"
        "h every game; only finished games count, abandoned ones neither count nor rate."
    ),
    "stats.none": ("<@101> has finished no game in this server yet."),
    "stats.leaderboard": (
        "**Biblios leaderboard** · rating = mu − 3σ, a cautious estimate of skill that firms up wit"
        "h every game\n1. <@101> · **21.5** · 9 games\n2. <@102> · **3.0** · 1 game\n-# Top 2 of 5 ran"
        "ked members. `/me leaderboard hide` takes you off leaderboards."
    ),
    "stats.no_ratings": (
        "Nobody is rated at Biblios in this server yet: a finished game of two players or more rates them."
    ),
    "stats.history": (
        "**Games of <@101>** in this server (30 · page 2 of 3)\n• **Biblios** #12 · <t:1795852800:d>"
        " · **1st** of 3 · 11 points · <#90> · [result](https://discord.com/channels/5/90/91)\n• **B"
        "iblios** #13 · <t:1795852800:d> · abandoned · 2 players · with 1 bot, not rated\n[◀ Newer]\n"
        "[Older ▶]"
    ),
    "stats.no_history": ("<@101> has no finished or abandoned game in this server yet."),
    "stats.durations": ("0 s | 40 s | 3 min 5 s | 2 h 10 min | 3 days 5 h | 1 day"),
    "stats.ordinals": ("1st 2nd 3rd 4th 11th 22nd"),
    "campaign.open": (
        "🏆 **Spring league** · campaign #7 · created by <@101>\n1. **Biblios** · Deck: Short · 1 day"
        " a move\nPoints 5-3-1 (1st 5, 2nd 3, 3rd 1, lower places 0; tied places each get that place"
        "'s points).\nSchedule: 2 fixed games.\nMembers (2): Ana, Ben\nLeft: Cy\nPress Join to take par"
        "t. <@101> starts the games with `/campaign schedule`; `/campaign add` adds a title and `/c"
        "ampaign options` sets one up (the menus below set the last one).\n[Join]\n[Leave]\n[Deck: Sho"
        "rt: Short (Fewer cards.) | Long ()]"
    ),
    "campaign.running": (
        "🏆 **Spring league** · campaign #7 · created by <@101>\n1. **Biblios** · Deck: Short · 1 day"
        " a move\nPoints 5-3-1 (1st 5, 2nd 3, 3rd 1, lower places 0; tied places each get that place"
        "'s points).\nSchedule: 2 fixed games.\nMembers (2): Ana, Ben\nLeft: Cy\nRunning: the standings"
        " are pinned in this channel. Join to be scheduled from the next game on; Leave to stop bei"
        "ng scheduled (your results stay).\n[Join]\n[Leave]"
    ),
    "campaign.ended": (
        "🏆 **Spring league** · campaign #7 · created by <@101>\n1. **Biblios** · Deck: Short · 1 day"
        " a move\nPoints 5-3-1 (1st 5, 2nd 3, 3rd 1, lower places 0; tied places each get that place"
        "'s points).\nSchedule: 2 fixed games.\nMembers (2): Ana, Ben\nLeft: Cy\nThis campaign has ende"
        "d."
    ),
    "campaign.title_options": (
        "Title 1 of **Spring league**: **Biblios** · Deck: Short · 1 day a move. Choose below; game"
        "s started keep theirs.\n[Deck: Short: Short (Fewer cards.) | Long ()]"
    ),
    "campaign.summary": (
        "📊 **Spring league** · campaign #7 (running) · Points 5-3-1 (1st 5, 2nd 3, 3rd 1, lower pla"
        "ces 0; tied places each get that place's points); ties broken by wins, then by the better "
        "average place.\n1. Ana — **13** points · 3 games · 2 wins · average place 1.3\n2. Ben — **1*"
        "* point · 1 game · 0 wins\n2. Cy (left) — **1** point · 1 game · 0 wins · average place 2.0"
        "\nGames: 4 played · 1 running · 1 abandoned\n• [#21 Biblios](https://discord.com/channels/5/"
        "90) (Ana, Ben)\nNext up: Biblios."
    ),
    "campaign.summary_ended": (
        "📊 **Spring league** · campaign #7 (ended) · Points 5-3-1 (1st 5, 2nd 3, 3rd 1, lower place"
        "s 0; tied places each get that place's points); ties broken by wins, then by the better av"
        "erage place.\n1. Ana — **13** points · 3 games · 2 wins · average place 1.3\n2. Ben — **1** "
        "point · 1 game · 0 wins\n2. Cy (left) — **1** point · 1 game · 0 wins · average place 2.0\nG"
        "ames: 4 played · 1 running · 1 abandoned\n• [#21 Biblios](https://discord.com/channels/5/90"
        ") (Ana, Ben)\nNext up: Biblios."
    ),
    "campaign.final": (
        "🏁 **Spring league** is over after 4 games. Champion: Ana.\nSpring league — final standings."
        " Points 5-3-1 · 4 games played · ties broken by wins, then by the better average place 1. "
        "Ana: 13 points, 3 games, 2 wins, average place 1.3. 2. Ben: 1 point, 1 game, 0 wins, no "
        "games. 2. Cy: 1 point, 1 game, 0 wins, average place 2.0, left the campaign."
    ),
    "campaign.started": ("Started 1 game of **Spring league**:\n• game #12 Biblios in <#77>: Ana, Ben"),
    "campaign.history": (
        "**Spring league** · 4 finished games, latest first:\n• [#21 Biblios](https://discord.com/ch"
        "annels/5/90) (Ana, Ben): 1st Ana (+5), 2nd Ben (+3)"
    ),
    "campaign.history_empty": ("No game of **Spring league** has finished yet."),
}
