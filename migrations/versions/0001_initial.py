"""Games, seats and the append-only action log.

Revision ID: 0001
Revises:
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def aware_time(name: str, nullable: bool = False) -> sa.Column:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("lobby_message_id", sa.BigInteger(), nullable=True),
        sa.Column("board_message_id", sa.BigInteger(), nullable=True),
        sa.Column("board_waiting", sa.JSON(), nullable=False),
        sa.Column("game_key", sa.String(length=40), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("state", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("creator_id", sa.BigInteger(), nullable=False),
        aware_time("created_at"),
        aware_time("updated_at"),
        aware_time("finished_at", nullable=True),
        aware_time("deadline_at", nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
        sa.UniqueConstraint("thread_id", name=op.f("uq_games_thread_id")),
    )
    op.create_index(op.f("ix_games_guild_id_channel_id_status"), "games", ["guild_id", "channel_id", "status"])
    op.create_index(op.f("ix_games_status_deadline_at"), "games", ["status", "deadline_at"])

    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("display_name", sa.String(length=100), nullable=False),
        sa.Column("resigned", sa.Boolean(), nullable=False),
        aware_time("joined_at"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_seats_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seats")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_seats_game_id_seat")),
        sa.UniqueConstraint("game_id", "user_id", name=op.f("uq_seats_game_id_user_id")),
    )

    op.create_table(
        "actions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("action", sa.JSON(), nullable=False),
        sa.Column("undoable", sa.Boolean(), nullable=False),
        sa.Column("auto", sa.Boolean(), nullable=False),
        aware_time("created_at"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_actions_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_actions")),
        sa.UniqueConstraint("game_id", "seq", name=op.f("uq_actions_game_id_seq")),
    )


def downgrade() -> None:
    op.drop_table("actions")
    op.drop_table("seats")
    op.drop_index(op.f("ix_games_status_deadline_at"), table_name="games")
    op.drop_index(op.f("ix_games_guild_id_channel_id_status"), table_name="games")
    op.drop_table("games")
