"""Seats played by a bot (issue 24): ``seats.bot`` holds the bot's strength, None for a member's seat.

A bot seat's ``user_id`` is a reserved negative id (``storage.bots``): Discord ids are positive,
so no member query ever matches a bot, and the (game, user) uniqueness still holds.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("bot", sa.String(8), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("bot")
