"""A campaign's summary is posted once (issue 20, item 9): ``campaigns.summary_claimed_at``.

Two ``/campaign schedule`` at once each found no summary and posted and pinned one. Now the
caller that posts it first claims it in this column with a conditional update; the others leave
it to that caller. A claim older than its lease (a process that died between the claim and the
post) can be taken again.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("campaigns") as batch:
        batch.add_column(sa.Column("summary_claimed_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("campaigns") as batch:
        batch.drop_column("summary_claimed_at")
