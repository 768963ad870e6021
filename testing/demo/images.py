"""Stand-in images for fast runs of the real bot: the tests' full games and the benchmark's default.

Drawing a real board takes a few hundred milliseconds, which would dominate a game of
hundreds of moves. :class:`QuickImages` keeps the game's real texts (the alternative texts
the bot posts) and replaces each picture by a tiny PNG that carries the view it was drawn
from as JSON, in a text chunk. It is still a pure function of the view, so a check that
the posted file equals ``render_public(public view)`` means what it means for a real
renderer, and a secret in the view would show up in the file's bytes.
"""

import io
import json
import zlib
from collections.abc import Sequence
from typing import Any

from PIL import Image
from PIL.PngImagePlugin import PngInfo

from engine.core import to_data
from renderers import GameRenderer, OneImage, get_renderer


class QuickImages(OneImage):
    """A renderer with the real texts of ``real`` (when given) and tiny PNGs that carry the view."""

    def __init__(self, real: GameRenderer | None = None) -> None:
        self.real = real

    def render_public(self, view: Any, names: Sequence[str]) -> bytes:
        """A tiny PNG carrying the public view."""
        return view_png("public", view, names)

    def render_private(self, seat_view: Any, names: Sequence[str]) -> bytes:
        """A tiny PNG carrying a seat's view."""
        return view_png("private", seat_view, names)

    def describe_public(self, view: Any, names: Sequence[str]) -> str:
        """The real renderer's text, or the view as JSON."""
        if self.real is not None:
            return self.real.describe_public(view, names)
        return ("Table: " + view_json(view))[:1000]

    def describe_private(self, seat_view: Any, names: Sequence[str]) -> str:
        """The real renderer's text, or the view as JSON."""
        if self.real is not None:
            return self.real.describe_private(seat_view, names)
        return ("Yours: " + view_json(seat_view))[:1000]


def quick_images_for(key: str) -> GameRenderer:
    """Stand-in images with the game's real texts (or JSON texts for a game without a renderer)."""
    try:
        real: GameRenderer | None = get_renderer(key)
    except LookupError:
        real = None
    return QuickImages(real)


def view_json(view: Any) -> str:
    """A view as sorted, compact JSON."""
    return json.dumps(to_data(view), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def view_png(kind: str, view: Any, names: Sequence[str]) -> bytes:
    """A 96x24 PNG tinted by the view's checksum, with the view and the names in an uncompressed text chunk."""
    text = view_json(view)
    tint = zlib.crc32(text.encode())
    image = Image.new("RGB", (96, 24), ((tint >> 16) & 0xFF, (tint >> 8) & 0xFF, tint & 0xFF))
    info = PngInfo()
    info.add_itxt(kind, json.dumps({"names": list(names), "view": json.loads(text)}, ensure_ascii=False))
    out = io.BytesIO()
    image.save(out, format="PNG", pnginfo=info)
    return out.getvalue()
