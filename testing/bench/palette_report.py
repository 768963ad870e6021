"""How well each game's fixed palette holds the colours its images really draw.

    python -m bench.palette_report [--game all|architects|biblios|burgundy|dreams|mangrovia] [--worst N]

Renders sample moments of real games (testkit/render_samples.py) before encoding, maps
every distinct colour to the game's palette as the encoder does, and prints the share of
pixels that land exactly, that move by more than 8 and by more than 24 (largest channel
difference), and the colours that move most, weighted by how many pixels have them. A
colour a game starts to paint shows up here: add it (or its edge) to the game's palette.
"""

import argparse
from collections import Counter
from unittest import mock

from PIL import Image

import renderers.kit.canvas
from renderers import get_renderer
from renderers.kit import Colour
from renderers.kit.png import FixedPalette
from testkit.render_samples import every_game

GAMES = ("architects", "biblios", "burgundy", "dreams", "mangrovia")


def drawn_colours(game: str) -> tuple[Counter[Colour], FixedPalette]:
    """Pixel counts of every colour the sample images of ``game`` draw, and the palette they are encoded with."""
    counts: Counter[Colour] = Counter()
    palettes: list[FixedPalette] = []

    def capture(image: Image.Image, palette: FixedPalette | None = None) -> bytes:
        for count, colour in image.convert("RGB").getcolors(1 << 24) or []:
            counts[colour] += count
        if palette is not None:
            palettes.append(palette)
        return b""

    renderer = get_renderer(game)
    with mock.patch.object(renderers.kit.canvas, "encode_png", capture):
        for moment in every_game((game,)):
            renderer.public(moment.public, moment.names, moment.names)  # every image of the picture
            for seat_view in moment.seats[:2]:
                renderer.private(seat_view, moment.names, moment.names)
    assert palettes, f"{game} encodes without a fixed palette"
    return counts, palettes[0]


def mapped(colours: list[Colour], palette: FixedPalette) -> list[Colour]:
    """What each colour becomes once encoded with ``palette``."""
    strip = Image.new("RGB", (len(colours), 1))
    strip.putdata(colours)
    indices = strip.quantize(palette=palette.image, dither=Image.Dither.NONE).tobytes()
    return [palette.colours[index] for index in indices]


def report(game: str, worst: int) -> None:
    """Print the fit of ``game``'s palette to its drawn colours."""
    counts, palette = drawn_colours(game)
    colours = list(counts)
    total = sum(counts.values())
    errors = {
        colour: max(abs(a - b) for a, b in zip(colour, to, strict=True))
        for colour, to in zip(colours, mapped(colours, palette), strict=True)
    }
    exact = sum(counts[colour] for colour, error in errors.items() if error == 0) / total
    over_8 = sum(counts[colour] for colour, error in errors.items() if error > 8) / total
    over_24 = sum(counts[colour] for colour, error in errors.items() if error > 24) / total
    print(
        f"{game}: {len(palette.colours)} palette colours, {len(colours)} drawn colours; pixels exact {exact:.3%}, "
        f"moved > 8: {over_8:.4%}, > 24: {over_24:.4%}"
    )
    ranked = sorted(colours, key=lambda colour: errors[colour] * counts[colour], reverse=True)
    for colour in ranked[:worst]:
        print(f"  {colour!s:18} moves {errors[colour]:3d}  on {counts[colour] / total:.4%} of pixels")


def main() -> None:
    """Parse the command line and report on the chosen games."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="all", choices=("all", *GAMES), help="which game (default all)")
    parser.add_argument("--worst", type=int, default=10, help="colours to list that move most (default 10)")
    arguments = parser.parse_args()
    for game in GAMES if arguments.game == "all" else (arguments.game,):
        report(game, arguments.worst)


if __name__ == "__main__":
    main()
