"""Deterministic randomness: every random draw comes from (seed, step) (DESIGN.md "Determinism")."""

import random


def rng_for(seed: int, step: int) -> random.Random:
    """The generator for the ``step``-th applied action of a game seeded with ``seed``.

    Step 0 is setup; the n-th applied action uses step n. The string form keeps the
    generator identical across Python versions and platforms.
    """
    return random.Random(f"{seed}:{step}")
