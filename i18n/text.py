"""Texts that remember their message: said in English at once, in any other language when read.

Every text a person reads is made by :func:`_` (a message), :func:`n_` (a message with a count,
plural through the catalogue's plural forms) or :func:`_p` (a message in a context, for a short
word with two meanings). Each returns a :class:`Text`: a ``str`` holding the English words, so
code that only passes text along keeps working, which also remembers its message id and its
parameters, so :func:`i18n.say` can say it again in the reader's language, and
:meth:`Text.to_data` can store it (an event line in the log is stored as its message and
parameters, and read in whatever language the thread has when it is shown).

>>> line = _("{player} bids {amount}.", player="{p1}", amount=3)
>>> str(line), line.message, line.params
('{p1} bids 3.', '{player} bids {amount}.', {'player': '{p1}', 'amount': 3})
>>> str(n_("{n} hut", "{n} huts", 1)), str(n_("{n} hut", "{n} huts", 3))
('1 hut', '3 huts')
>>> Text.from_data(line.to_data()) == line
True

A parameter may be a number (said with the reader's digits), a name or any other plain ``str``
(kept as it is), or another :class:`Text` (said in the reader's language too). A sentence is
built from its parts by one message with a parameter per part, never by joining translated
pieces (word order differs between languages); :func:`listed` says "a, b and c".
"""

from collections.abc import Mapping, Sequence
from typing import Any

Param = Any  # int | float | str | Text


class Text(str):
    """A text in English that remembers its message and parameters (see the module).

    Engines build texts in every step of a search's playouts, so a text costs little: the English
    is formatted once, and the instance keeps only what differs from the class's defaults.
    """

    message: str
    plural: str | None = None
    quantity: int | None = None  # the count a plural message follows (not `count`: that is str.count)
    context: str | None = None
    params: dict[str, Param]

    def __new__(
        cls,
        message: str,
        params: Mapping[str, Param] | None = None,
        *,
        plural: str | None = None,
        count: int | None = None,
        context: str | None = None,
    ) -> "Text":
        """The text of ``message`` (or ``plural`` when ``count`` is not 1) with ``params`` filled in."""
        values = dict(params) if params else {}
        if plural is not None:
            assert count is not None, "a plural message needs its count"
            values.setdefault("n", count)
        self = str.__new__(cls, english(plural if plural is not None and count != 1 else message, values))
        self.message, self.params = message, values
        if plural is not None:
            self.plural, self.quantity = plural, count
        if context is not None:
            self.context = context
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # pickled to the render workers with the views
        return (_rebuild, (self.message, self.params, self.plural, self.quantity, self.context))

    def to_data(self) -> dict[str, Any]:
        """The text as JSON data: its message and parameters (nested texts as data too)."""
        data: dict[str, Any] = {"m": self.message}
        if self.params:
            data["p"] = {key: param_data(value) for key, value in self.params.items()}
        if self.plural is not None:
            data["pl"], data["n"] = self.plural, self.quantity
        if self.context is not None:
            data["c"] = self.context
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "Text":
        """The text :meth:`to_data` stored."""
        if "l" in data:
            return Listing([text_of(item) for item in data["l"]], data.get("j", "and"))
        params = {key: value_of(value) for key, value in (data.get("p") or {}).items()}
        return cls(data["m"], params, plural=data.get("pl"), count=data.get("n"), context=data.get("c"))


class Kept(dict[str, Any]):
    """Parameters for ``str.format_map`` that keep a placeholder no parameter fills (a seat's ``{p1}``) as it is."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _rebuild(
    message: str, params: dict[str, Param], plural: str | None, count: int | None, context: str | None
) -> Text:
    return Text(message, params, plural=plural, count=count, context=context)


class Listing(Text):
    """Items as in a sentence, "a, b and c", joined the reader's way (Persian: "a، b و c")."""

    items: tuple[str, ...]
    conjunction: str

    def __new__(cls, items: Sequence[str], conjunction: str = "and") -> "Listing":
        """The non-empty ``items``, joined by commas and ``conjunction`` ("and" or "or") before the last."""
        kept = tuple(item for item in items if item)
        if conjunction not in CONJUNCTIONS:
            raise ValueError(f"a listing joins with {' or '.join(CONJUNCTIONS)}, not {conjunction!r}")
        if len(kept) <= 1:
            english = kept[0] if kept else ""
        else:
            english = f"{', '.join(kept[:-1])} {conjunction} {kept[-1]}"
        self = str.__new__(cls, english)
        self.message, self.params = english, {}
        self.items, self.conjunction = kept, conjunction
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Listing, (self.items, self.conjunction))

    def to_data(self) -> dict[str, Any]:
        """The listing as JSON data: its items and its conjunction."""
        return {"l": [param_data(item) for item in self.items], "j": self.conjunction}


CONJUNCTIONS = ("and", "or")


def english(template: str, values: dict[str, Param]) -> str:
    """``template`` with ``values`` filled in; a placeholder no value fills stays as it is (see :class:`Kept`)."""
    if not values:
        return template
    try:
        return template.format_map(values)
    except KeyError:
        return template.format_map(Kept(values))


def _(message: str, /, **params: Param) -> Text:
    """A message, with its ``{placeholders}`` filled from ``params`` (see the module)."""
    self = str.__new__(Text, english(message, params) if params else message)  # the common case, made directly
    self.message, self.params = message, params
    return self


def n_(singular: str, plural: str, count: int, /, **params: Param) -> Text:
    """A message whose words follow ``count`` (``{n}`` in the message); the catalogue has each plural form."""
    params.setdefault("n", count)
    self = str.__new__(Text, english(singular if count == 1 else plural, params))
    self.message, self.params, self.plural, self.quantity = singular, params, plural, count
    return self


def _p(context: str, message: str, /, **params: Param) -> Text:
    """A message in a ``context`` ("resource", "colour"...), for the same English words meaning two things."""
    return Text(message, params, context=context)


def listed(items: Sequence[str], conjunction: str = "and") -> Text:
    """Items as in a sentence: "a", "a and b", "a, b and c" ("or" with ``conjunction="or"``)."""
    return Listing(items, conjunction)


def lines(parts: Sequence[str], separator: str = "\n") -> Text:
    """Texts one after another, each on its own line (or after ``separator``), each said in the reader's language.

    Empty parts are left out.

    A layout, not a sentence: its message is only the parts' placeholders and ``separator``, no
    words, so it has no catalogue entry (gettext says a message it does not know as it is).

    >>> str(lines([_("Ana bids 3."), "Ben passes."], " "))
    'Ana bids 3. Ben passes.'
    """
    parts = [part for part in parts if part]
    if not parts:
        return Text("")
    if len(parts) == 1 and isinstance(parts[0], Text):
        return parts[0]
    names = [f"line{index}" for index in range(len(parts))]
    return Text(separator.join("{" + name + "}" for name in names), dict(zip(names, parts, strict=True)))


CONJUNCTION_WORDS = {"and": _p("list", "and"), "or": _p("list", "or")}
"""The words that join a listing's last item, for the catalogues (:func:`i18n.catalogue.joined`)."""


def param_data(value: Param) -> Any:
    """A parameter as JSON data."""
    if isinstance(value, Text):
        return value.to_data()
    return value


def value_of(data: Any) -> Param:
    """A parameter from its JSON data."""
    if isinstance(data, dict):
        return Text.from_data(data)
    return data


def text_data(text: str) -> Any:
    """A line to store: a :class:`Text` as its message and parameters, a plain ``str`` as it is."""
    return text.to_data() if isinstance(text, Text) else text


def text_of(data: Any) -> str:
    """A stored line back: a :class:`Text` from its data, a plain ``str`` (stored before messages were) as it is."""
    if isinstance(data, dict):
        return Text.from_data(data)
    return data
