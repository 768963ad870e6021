"""Results, ratings and the time each move took (issue 14).

- ``results``: one row per seat of a finished game, written in the transaction that finishes it
  (storage.result_rows): place, score, the rating before and after, and the statistics of the member
  holding the seat at the end (moves, seconds per move, timeouts). Indexed for /stats and
  /game history; games finished before this revision get theirs from
  ``ResultRepository.backfill_results`` at the bot's start.
- ``ratings``: a member's rating per server and title (openskill Plackett-Luce), indexed by the
  shown value mu - 3 sigma for /leaderboard.
- ``seats.decision_at``: when the seat's pending decision started; ``actions.think_seconds``: how
  long a player's own move took from it. Older seats and rows have none.
- ``members.leaderboard_hidden``: the member opted out of leaderboards.
- ``seats.user_id`` is indexed: a member's games.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("decision_at", sa.DateTime(timezone=True), nullable=True))
        batch.create_index("ix_seats_user_id", ["user_id"])
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("think_seconds", sa.Integer(), nullable=True))
    with op.batch_alter_table("members") as batch:
        batch.add_column(sa.Column("leaderboard_hidden", sa.Boolean(), nullable=False, server_default="0"))
    op.create_table(
        "results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game_key", sa.String(length=40), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("display_name", sa.String(length=100), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("mu_before", sa.Float(), nullable=True),
        sa.Column("sigma_before", sa.Float(), nullable=True),
        sa.Column("mu_after", sa.Float(), nullable=True),
        sa.Column("sigma_after", sa.Float(), nullable=True),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("think_seconds", sa.JSON(), nullable=False),
        sa.Column("think_total", sa.Integer(), nullable=False),
        sa.Column("timeouts", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_results_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_results")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_results_game_id_seat")),
    )
    op.create_index("ix_results_guild_id_game_key_user_id", "results", ["guild_id", "game_key", "user_id"])
    op.create_index("ix_results_guild_id_user_id_finished_at", "results", ["guild_id", "user_id", "finished_at"])
    op.create_table(
        "ratings",
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("game_key", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("shown", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("guild_id", "game_key", "user_id", name=op.f("pk_ratings")),
    )
    op.create_index("ix_ratings_guild_id_game_key_shown", "ratings", ["guild_id", "game_key", "shown"])


def downgrade() -> None:
    op.drop_index("ix_ratings_guild_id_game_key_shown", table_name="ratings")
    op.drop_table("ratings")
    op.drop_index("ix_results_guild_id_user_id_finished_at", table_name="results")
    op.drop_index("ix_results_guild_id_game_key_user_id", table_name="results")
    op.drop_table("results")
    with op.batch_alter_table("members") as batch:
        batch.drop_column("leaderboard_hidden")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("think_seconds")
    with op.batch_alter_table("seats") as batch:
        batch.drop_index("ix_seats_user_id")
        batch.drop_column("decision_at")
