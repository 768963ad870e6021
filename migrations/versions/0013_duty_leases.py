"""Who does each gateway shard's background duties now (issue 23): ``duty_leases``, one row per shard.

A process renews the leases of the shards it runs every few seconds; when one expires (its holder
crashed) another process takes it over and does those servers' due clocks, repairs, dashboards and
campaign upkeep until the process running the shard comes back and takes it back (``bot/leases.py``).

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | Sequence[str] | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "duty_leases",
        sa.Column("shard_id", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("holder", sa.String(length=100), nullable=False),
        sa.Column("native", sa.Boolean(), nullable=False),
        sa.Column("holder_since", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("duty_leases")
