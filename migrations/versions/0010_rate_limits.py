"""One rate budget across processes (issue 23): ``rate_limits``, the pause a global 429 asks of every process.

A process that gets a 429 with Discord's global flag writes until when requests must wait; every
process sharing the database reads it (``bot/ratebudget.py``) and holds its bot-token requests
until then, not only the one that was told.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rate_limits",
        sa.Column("name", sa.String(length=40), primary_key=True),
        sa.Column("slow_until", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("rate_limits")
