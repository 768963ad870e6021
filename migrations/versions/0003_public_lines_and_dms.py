"""What must survive a restart: each log row's public lines, DM refusals and DM channels.

``actions.public_lines`` holds the public event texts of the row, with seat placeholders
(``{p0} bids 3``), so the board's latest lines and any history are rebuilt after a restart
without replaying the game. ``seats.dm_refused_at`` is when the seat's player last refused
a DM (error 50007), so the bot stops trying for a while. ``dm_channels`` remembers each
user's DM channel, so no lookup precedes each DM.

Rows written before this revision have no lines: they are rebuilt by replay when needed.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("public_lines", sa.JSON(), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("dm_refused_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "dm_channels",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_dm_channels")),
    )


def downgrade() -> None:
    op.drop_table("dm_channels")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("dm_refused_at")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("public_lines")
