"""Who may do what per server, and moderators' actions on record (issue 26).

``servers`` gains the settings ``/server settings`` writes: the game host role (its members may
start, abandon and moderate any game of the server; NULL: none), the channels where games may be
opened (a JSON list of channel ids; empty: any) and the most open games (lobby or active) a member
may sit at (NULL: no limit). ``moderation`` keeps what a moderator did to a game (abandoned it,
expelled a seat, played a seat's timeout move): who, when, at which version of the game (before it), and the
public line shown in the thread and in ``/game log`` (a message as data, read in the game's language).

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | Sequence[str] | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("servers") as batch:
        batch.add_column(sa.Column("host_role_id", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("game_channels", sa.JSON(), nullable=False, server_default="[]"))
        batch.add_column(sa.Column("max_open_games", sa.Integer(), nullable=True))
    op.create_table(
        "moderation",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "game_id",
            sa.Integer(),
            sa.ForeignKey("games.id", name="fk_moderation_game_id_games", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("actor_id", sa.BigInteger(), nullable=False),
        sa.Column("line", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_moderation"),
    )
    op.create_index("ix_moderation_game_id", "moderation", ["game_id"])


def downgrade() -> None:
    op.drop_index("ix_moderation_game_id", table_name="moderation")
    op.drop_table("moderation")
    with op.batch_alter_table("servers") as batch:
        batch.drop_column("max_open_games")
        batch.drop_column("game_channels")
        batch.drop_column("host_role_id")
