"""PNG encoding against a fixed palette: the same image always gives the same bytes, fast.

Pillow writes no timestamp or other metadata unless asked; we never pass ``pnginfo``,
``exif`` or ``icc_profile``. Board images are flat colours plus anti-aliased edges, so
each game declares its colours once (:class:`FixedPalette`): the solid colours it paints
and the pairs of colours whose edges meet (text on a panel, a card on the table), from
which the anti-aliasing ramps are built. Every image is then mapped to that palette
without dithering, which is several times faster than quantizing each image on its own,
and compressed at a low level: the palette, not zlib, is what makes the file small.

The palette is built from colours only (no font, no sample image), so a new font or a
new layout keeps it valid; a colour a game starts to use is added to its declaration.
"""

import io
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from PIL import Image

from renderers.kit import palette as colours
from renderers.kit.palette import Colour, mix

# Measured with `python -m bench.render_bench --encode`: level 2 takes under half the CPU of
# level 6 (6.5 against 14.8 ms for the Biblios board) for files 25-30 % larger, all well under
# 250 KB; level 1 is no faster, level 3 costs 5-10 % more CPU for files 5 % smaller.
COMPRESS_LEVEL = 2
PALETTE_SIZE = 256
TEXT_STEPS = 6  # shades strictly between the two ends of a text ramp
EDGE_STEPS = 3  # ... and of an edge ramp

Ramp = tuple[Colour, Colour]


@dataclass(frozen=True)
class FixedPalette:
    """At most 256 colours: ``solids`` first, then ramps of anti-aliased shades between two colours.

    A ramp ``(ink, ground)`` adds shades from ``ink`` towards ``ground`` (with 3 steps: 75 %,
    50 % and 25 % of ink): ``text`` ramps get :data:`TEXT_STEPS` shades, because small type
    is mostly edge, and ``edges`` (shapes on a ground) :data:`EDGE_STEPS`. Repeated colours
    are kept once; ramps that do not fit are left out, the last first, so list the most
    common first. Example: ``FixedPalette("kit", KIT_SOLIDS, text=ramps([INK], [PAPER]))``.
    """

    name: str
    solids: tuple[Colour, ...]
    text: tuple[Ramp, ...] = ()
    edges: tuple[Ramp, ...] = ()

    @cached_property
    def colours(self) -> tuple[Colour, ...]:
        """Every colour of the palette, in palette order."""
        solids: dict[Colour, None] = dict.fromkeys(self.solids)
        if len(solids) > PALETTE_SIZE:
            raise ValueError(f"the {self.name} palette has {len(solids)} solid colours, more than {PALETTE_SIZE}")
        chosen = dict(solids)
        steps = [(ramp, TEXT_STEPS) for ramp in self.text] + [(ramp, EDGE_STEPS) for ramp in self.edges]
        for (ink, ground), count in steps:
            shades = [mix(ink, ground, step / (count + 1)) for step in range(1, count + 1)]
            new = [shade for shade in dict.fromkeys(shades) if shade not in chosen]
            if len(chosen) + len(new) > PALETTE_SIZE:
                break
            chosen.update(dict.fromkeys(new))
        # Pillow maps a colour through a 6-bit-per-channel cache, so a shade very close to a
        # solid colour can take the solid's pixels: such shades are left out.
        while stolen := {found for found in _mapped(tuple(solids), tuple(chosen)) if found not in solids}:
            chosen = {colour: None for colour in chosen if colour not in stolen}
        return tuple(chosen)

    @cached_property
    def image(self) -> Image.Image:
        """A 1 x 1 "P" image carrying the palette, as :meth:`PIL.Image.Image.quantize` wants it."""
        return _palette_image(self.colours)


def _palette_image(colours: Iterable[Colour]) -> Image.Image:
    holder = Image.new("P", (1, 1))
    holder.putpalette([channel for colour in colours for channel in colour])
    return holder


def _mapped(samples: tuple[Colour, ...], palette: tuple[Colour, ...]) -> list[Colour]:
    """What each of ``samples`` becomes once mapped to ``palette``."""
    strip = Image.new("RGB", (len(samples), 1))
    strip.putdata(samples)
    indices = strip.quantize(palette=_palette_image(palette), dither=Image.Dither.NONE).tobytes()
    return [palette[index] for index in indices]


def ramps(inks: Iterable[Colour], grounds: Iterable[Colour]) -> tuple[Ramp, ...]:
    """Every (ink, ground) pair of two lists, inks in the outer loop: ``ramps([INK], [PAPER, PANEL])``."""
    ground_list = tuple(grounds)
    return tuple((ink, ground) for ink in inks for ground in ground_list if ink != ground)


# The kit's own colours, which every game's palette starts with.
KIT_SOLIDS: tuple[Colour, ...] = (
    colours.PAPER, colours.PANEL, colours.INK, colours.MUTED, colours.LINE, colours.SHADE, colours.WHITE,
    colours.BLACK, colours.GOLD, colours.ATTENTION, colours.CHARCOAL, colours.ORANGE, colours.SKY_BLUE,
    colours.BLUISH_GREEN, colours.YELLOW, colours.BLUE, colours.VERMILLION, colours.REDDISH_PURPLE,
    *colours.SEAT_COLOURS,
)  # fmt: skip
# Where the kit's colours are drawn: the table, panels, white card faces and tags.
KIT_GROUNDS: tuple[Colour, ...] = (colours.PAPER, colours.PANEL, colours.WHITE)


def encode_png(image: Image.Image, palette: FixedPalette | None = None) -> bytes:
    """``image`` as PNG bytes, deterministically and compactly, without dithering.

    With a game's ``palette`` the image is mapped to it (fast); without one it is reduced
    to its own 256 colours by Pillow's octree (slower; exact for any image of at most 256
    colours), for tools and images that belong to no game.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    if palette is None:
        paletted = rgb.quantize(colors=PALETTE_SIZE, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        paletted = rgb.quantize(palette=palette.image, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    paletted.save(buffer, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
