"""A campaign's final standings are posted once (issue 20): ``campaigns.final_posted``.

The final standings image was posted right after the campaign ended, from memory: a process
stopped in between never posted it. Now the campaign says whether they were posted; a start-up
posts those still owed (with a nonce, so a post made again is one message). Campaigns that
ended before this revision had theirs posted.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("campaigns") as batch:
        batch.add_column(sa.Column("final_posted", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.execute("UPDATE campaigns SET final_posted = true WHERE status = 'ended'")


def downgrade() -> None:
    with op.batch_alter_table("campaigns") as batch:
        batch.drop_column("final_posted")
