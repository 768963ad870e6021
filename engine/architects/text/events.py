"""What happened, told in the thread (public) or to one seat (private)."""

from functools import lru_cache

from engine.architects.goods import Goods
from engine.architects.text.names import LOCATION, NOTHING, apprentice, building, goods, space
from engine.core import seat_ref
from engine.core.words import commas
from i18n import Text, _, _p, listed, n_

GAME_OVER = _p("architects", "The game is over.")
FINAL_ROUND = _("The Guildhall is full: everyone takes one more turn.")
DRAFT_DONE = _("The opening draft is over: everyone has picked 3 building cards.")
STARTING_APPRENTICES = _p("architects", "Starting apprentices")
OPENING_DRAFT = _p("architects", "Opening draft")
DISPLAY_FILLED = _("Everyone has a starting apprentice: the empty spaces of the display are filled from the deck.")
RESET = _("Black Market reset: the workers there go to the Prison and a new Large-Market card shows.")
RESHUFFLED = _("The Large-Market cards are shuffled into a new Small-Market pile.")
FLIPPED = _("The top Small-Market card is flipped onto the Large Market.")


def p(seat: int) -> str:
    """A seat's name placeholder."""
    return seat_ref(seat)


@lru_cache(maxsize=1024)
def timed_out(seat: int) -> Text:
    """A seat did not answer in time."""
    return _p("architects", "{player}'s time ran out: the default choice is taken.", player=p(seat))


@lru_cache(maxsize=1024)
def takes_debts(seat: int, debts: int) -> Text:
    """Unpaid debts taken."""
    return n_("{player} takes {n} unpaid debt.", "{player} takes {n} unpaid debts.", debts, player=p(seat))


@lru_cache(maxsize=1024)
def debts_destroyed(seat: int, debts: int) -> Text:
    """Unpaid debts destroyed."""
    return n_("{player} destroys {n} unpaid debt.", "{player} destroys {n} unpaid debts.", debts, player=p(seat))


@lru_cache(maxsize=1024)
def draws_plans(seat: int, drawn: int, wanted: int) -> Text:
    """Building cards drawn (public: the count only)."""
    if drawn < wanted:
        return n_(
            "{player} draws {n} building card (the deck had no more).",
            "{player} draws {n} building cards (the deck had no more).",
            drawn,
            player=p(seat),
        )
    return n_("{player} draws {n} building card.", "{player} draws {n} building cards.", drawn, player=p(seat))


def drew_privately(cards: list[str]) -> Text:
    """The drawer's own record of the cards drawn."""
    return _drew(tuple(cards))


@lru_cache(maxsize=1024)
def _drew(cards: tuple[str, ...]) -> Text:
    return _p("architects", "You drew: {cards}.", cards=commas([building(card) for card in cards]) or NOTHING)


@lru_cache(maxsize=1024)
def picked(seat: int, round_number: int) -> Text:
    """A draft pick locked in."""
    return _("{player} picks a building card (draft round {round}).", player=p(seat), round=round_number)


@lru_cache(maxsize=1024)
def kept_privately(card: str) -> Text:
    """The draft or Black Market card kept."""
    return _p("architects", "You keep the {card}.", card=building(card))


@lru_cache(maxsize=1024)
def gains(seat: int, where: str, amount: Goods) -> Text:
    """Goods gained at a location."""
    return _(
        "{player} places a worker at the {place} and gains {goods}.", player=p(seat), place=where, goods=goods(amount)
    )


@lru_cache(maxsize=1024)
def places(seat: int, where: str) -> Text:
    """A worker placed."""
    return _p("architects", "{player} places a worker at the {place}.", player=p(seat), place=where)


@lru_cache(maxsize=1024)
def market(seat: int, letter: str, paid: int, amount: Goods, virtue: int) -> Text:
    """A Black Market action: the worker, the Silver paid, what it gives at once and the Virtue it costs."""
    said = {"player": p(seat), "space": space(letter), "silver": paid}
    if amount.total and virtue:
        return _(
            "{player} places a worker on {space}: pays {silver} Silver, gains {goods} and loses {virtue} Virtue.",
            **said,
            goods=goods(amount),
            virtue=virtue,
        )
    if amount.total:
        return _(
            "{player} places a worker on {space}: pays {silver} Silver and gains {goods}.", **said, goods=goods(amount)
        )
    if virtue:
        return _(
            "{player} places a worker on {space}: pays {silver} Silver and loses {virtue} Virtue.",
            **said,
            virtue=virtue,
        )
    return _("{player} places a worker on {space}: pays {silver} Silver.", **said)


@lru_cache(maxsize=1024)
def tax_stand(seat: int, silver: int, virtue: int) -> Text:
    """The Tax Stand emptied."""
    return _(
        "{player} takes the {silver} Silver on the Tax Stand and loses {virtue} Virtue.",
        player=p(seat),
        silver=silver,
        virtue=virtue,
    )


@lru_cache(maxsize=1024)
def hires(seat: int, card: str, coins: int, paid: int) -> Text:
    """An apprentice hired."""
    said = {"player": p(seat), "apprentice": apprentice(card)}
    if paid and coins:
        return _(
            "{player} hires {apprentice} for {paid} Silver, taking the {coins} Silver on it.",
            **said,
            paid=paid,
            coins=coins,
        )
    if paid:
        return _("{player} hires {apprentice} for {paid} Silver.", **said, paid=paid)
    if coins:
        return _("{player} hires {apprentice}, taking the {coins} Silver on it.", **said, coins=coins)
    return _("{player} hires {apprentice}.", **said)


@lru_cache(maxsize=1024)
def starter(seat: int, card: str) -> Text:
    """A starting apprentice hired (§11.2)."""
    return _("{player} hires {apprentice} as their starting apprentice.", player=p(seat), apprentice=apprentice(card))


def cycled(space_number: int, gone: list[str], coins: int, drawn: list[str]) -> Text:
    """Apprentice cycling (§11.2): column 1 discarded, the rows slid, column 4 drawn (a card each, if any)."""
    gone = [apprentice(card) for card in gone if card]
    drawn = [apprentice(card) for card in drawn if card]
    return _(
        "Guildhall space {space} cycles the apprentices: {left}; the rows slide left and {came}.",
        space=space_number,
        left=_left(gone, coins),
        came=_came(drawn),
    )


def _left(gone: list[str], coins: int) -> Text:
    """Cycling: what leaves the display, and the Silver that was on it."""
    cards = listed(gone)
    if not gone:
        if coins:
            return _("none leaves (the {coins} Silver on them returns to the supply)", coins=coins)
        return _("none leaves")
    if coins:
        return n_(
            "{cards} goes to the bottom of the deck (the {coins} Silver on it returns to the supply)",
            "{cards} go to the bottom of the deck (the {coins} Silver on them returns to the supply)",
            len(gone),
            cards=cards,
            coins=coins,
        )
    return n_("{cards} goes to the bottom of the deck", "{cards} go to the bottom of the deck", len(gone), cards=cards)


def _came(drawn: list[str]) -> Text:
    """Cycling: what is drawn into the display."""
    if not drawn:
        return _("none is drawn")
    return n_("{cards} is drawn", "{cards} are drawn", len(drawn), cards=listed(drawn))


@lru_cache(maxsize=1024)
def dismisses(seat: int, card: str) -> Text:
    """An apprentice discarded to make room."""
    return _(
        "{player} discards {apprentice} to the bottom of the apprentice deck.",
        player=p(seat),
        apprentice=apprentice(card),
    )


@lru_cache(maxsize=1024)
def trades(seat: int, paid: Goods, got: Goods, virtue: int) -> Text:
    """A Storehouse trade."""
    said = {"player": p(seat), "paid": goods(paid)}
    if got.total and virtue:
        return _("{player} trades {paid} for {goods} + {virtue} Virtue.", **said, goods=goods(got), virtue=virtue)
    if virtue:
        return _("{player} trades {paid} for {virtue} Virtue.", **said, virtue=virtue)
    return _("{player} trades {paid} for {goods}.", **said, goods=goods(got))


@lru_cache(maxsize=1024)
def captures(seat: int, owner: int, workers: int, where: str, paid: int) -> Text:
    """A capture."""
    said = {"player": p(seat), "place": LOCATION[where]}
    if owner == seat and paid:
        return n_(
            "{player} captures their own worker at the {place} for {paid} Silver.",
            "{player} captures their own {n} workers at the {place} for {paid} Silver.",
            workers,
            **said,
            paid=paid,
        )
    if owner == seat:
        return n_(
            "{player} captures their own worker at the {place}.",
            "{player} captures their own {n} workers at the {place}.",
            workers,
            **said,
        )
    if paid:
        return n_(
            "{player} captures {owner}'s worker at the {place} for {paid} Silver.",
            "{player} captures {owner}'s {n} workers at the {place} for {paid} Silver.",
            workers,
            **said,
            owner=p(owner),
            paid=paid,
        )
    return n_(
        "{player} captures {owner}'s worker at the {place}.",
        "{player} captures {owner}'s {n} workers at the {place}.",
        workers,
        **said,
        owner=p(owner),
    )


@lru_cache(maxsize=1024)
def delivers(seat: int, workers: int) -> Text:
    """Guardhouse action 1."""
    return n_(
        "{player} sends {n} captured worker to the Prison and gains {silver} Silver.",
        "{player} sends {n} captured workers to the Prison and gains {silver} Silver.",
        workers,
        player=p(seat),
        silver=workers,
    )


@lru_cache(maxsize=1024)
def squire_first(seat: int, prisoners: int) -> Text:
    """D14: the Squire resolved before the Gatekeeper, so it gives nothing."""
    return n_(
        "{player} resolves the Squire before the Gatekeeper: with {n} worker in the Prison, it gives nothing.",
        "{player} resolves the Squire before the Gatekeeper: with {n} workers in the Prison, it gives nothing.",
        prisoners,
        player=p(seat),
    )


@lru_cache(maxsize=1024)
def releases_prison(seat: int, workers: int) -> Text:
    """Workers back from the Prison."""
    return n_(
        "{player} releases {n} worker from the Prison.",
        "{player} releases {n} workers from the Prison.",
        workers,
        player=p(seat),
    )


@lru_cache(maxsize=1024)
def releases_boards(seat: int, workers: int, paid: int) -> Text:
    """Workers back from other players' boards."""
    if paid >= 0:
        return n_(
            "{player} frees {n} worker held by other players, paying {paid} Silver.",
            "{player} frees {n} workers held by other players, paying {paid} Silver.",
            workers,
            player=p(seat),
            paid=paid,
        )
    return n_(
        "{player} frees {n} worker held by other players, taking a debt and losing 1 Virtue.",
        "{player} frees {n} workers held by other players, taking a debt and losing 1 Virtue.",
        workers,
        player=p(seat),
    )


@lru_cache(maxsize=1024)
def pays_off(seat: int, paid: int) -> Text:
    """Guardhouse action 4."""
    return _("{player} pays off a debt for {paid} Silver and gains 1 Virtue.", player=p(seat), paid=paid)


@lru_cache(maxsize=1024)
def builds(seat: int, card: str, space_number: int) -> Text:
    """A building constructed from a Guildhall space, or beside the full Guildhall in the final round (space 0)."""
    if not space_number:
        return _(
            "{player} builds the {building}, from beside the full Guildhall.", player=p(seat), building=building(card)
        )
    return _(
        "{player} builds the {building} (Guildhall space {space}).",
        player=p(seat),
        building=building(card),
        space=space_number,
    )


@lru_cache(maxsize=1024)
def cathedral(seat: int, level: int, paid: Goods) -> Text:
    """A Cathedral advance."""
    return _(
        "{player} pays {goods} and climbs to Cathedral level {level}.", player=p(seat), goods=goods(paid), level=level
    )


@lru_cache(maxsize=1024)
def discards_plans(seat: int, cards: int) -> Text:
    """Building cards discarded (public: the count)."""
    return n_("{player} discards {n} building card.", "{player} discards {n} building cards.", cards, player=p(seat))


@lru_cache(maxsize=1024)
def reward(seat: int, virtue: int, amount: Goods, cards: int) -> Text:
    """A reward card revealed and taken."""
    said = {"player": p(seat), "virtue": virtue}
    if amount.total and cards:
        return _("{player} takes the reward: {virtue} Virtue + {goods} + 1 building card.", **said, goods=goods(amount))
    if amount.total:
        return _("{player} takes the reward: {virtue} Virtue + {goods}.", **said, goods=goods(amount))
    if cards:
        return _("{player} takes the reward: {virtue} Virtue + 1 building card.", **said)
    return _("{player} takes the reward: {virtue} Virtue.", **said)


@lru_cache(maxsize=1024)
def gains_simply(seat: int, amount: Goods) -> Text:
    """Goods gained from an effect."""
    return _p("architects", "{player} gains {goods}.", player=p(seat), goods=goods(amount))


@lru_cache(maxsize=1024)
def virtue_moves(seat: int, delta: int) -> Text:
    """A virtue change from an effect."""
    if delta > 0:
        return _p("architects", "{player} gains {virtue} Virtue.", player=p(seat), virtue=delta)
    return _p("architects", "{player} loses {virtue} Virtue.", player=p(seat), virtue=-delta)


def reset() -> Text:
    """The Black Market reset begins."""
    return RESET


def reshuffled() -> Text:
    """The Large-Market cards shuffled into a new Small-Market pile."""
    return RESHUFFLED


@lru_cache(maxsize=1024)
def retrieves(seat: int, where: str) -> Text:
    """A retrieval turn."""
    return _("{player} has no worker left and takes one back from the {place}.", player=p(seat), place=where)


@lru_cache(maxsize=1024)
def skips(seat: int) -> Text:
    """A turn with nothing to do."""
    return _("{player} has no worker to place or take back: the turn passes.", player=p(seat))


@lru_cache(maxsize=1024)
def stops(seat: int) -> Text:
    """An action ended early, after doing something."""
    return _p("architects", "{player} stops.", player=p(seat))


@lru_cache(maxsize=1024)
def did_nothing(seat: int, kind: str) -> Text:
    """A capture, trade or Guardhouse action stopped before its first move: what the turn's record says instead."""
    if kind == "capture":
        return _p("architects", "{player} captures nothing.", player=p(seat))
    if kind == "trade":
        return _p("architects", "{player} makes no trade.", player=p(seat))
    return _("{player} takes no Guardhouse action.", player=p(seat))


@lru_cache(maxsize=1024)
def chapter(seat: int, number: int) -> Text:
    """A turn's title in the thread's record."""
    return _p("architects", "{player}'s turn {number}", player=p(seat), number=number)


@lru_cache(maxsize=1024)
def overflow(seat: int, destroyed: int) -> Text:
    """Debts destroyed with virtue above 14."""
    return n_(
        "{player} destroys {n} unpaid debt with Virtue beyond 14.",
        "{player} destroys {n} unpaid debts with Virtue beyond 14.",
        destroyed,
        player=p(seat),
    )


@lru_cache(maxsize=1024)
def end_virtue(seat: int, delta: int, source: str) -> Text:
    """An end-game virtue effect."""
    if delta < 0:
        return _("{player}'s {building}: -{virtue} Virtue.", player=p(seat), building=source, virtue=-delta)
    return _("{player}'s {building}: +{virtue} Virtue.", player=p(seat), building=source, virtue=delta)


@lru_cache(maxsize=1024)
def game_over(summary: str) -> Text:
    """The final line."""
    return _p("architects", "The game is over. {summary}", summary=summary)


@lru_cache(maxsize=1024)
def kept_and_returned(seat: int, returned: int) -> Text:
    """Black Market B's draw settled (public: counts only)."""
    return _(
        "{player} keeps 1 building card and puts {returned} at the bottom of the deck.",
        player=p(seat),
        returned=returned,
    )


def flipped() -> Text:
    """Reset step 2."""
    return FLIPPED


@lru_cache(maxsize=1024)
def places_paying(seat: int, where: str, silver: int) -> Text:
    """A worker placed at a location that costs Silver."""
    return _(
        "{player} places a worker at the {place} and pays {silver} Silver.", player=p(seat), place=where, silver=silver
    )
