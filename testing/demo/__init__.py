"""The offline demo and the test table: the real bot against the local Discord emulator.

``python -m demo OUT_DIR`` plays a complete game with simulated players and writes its
transcript. The live bot (``bot/``) imports nothing from here nor from ``discord_emulator``.
"""
