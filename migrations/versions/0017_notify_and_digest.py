"""How each member wants to be told (issue 26): ``/me notify`` and the daily digest.

``members.notify`` is how a member's turn reaches them (NULL: a ping in the thread, as before;
"dm": a DM instead; "both"). ``members.digest_at`` is the local time of day of their daily digest
(NULL: none), ``digest_day`` the local day of the last digest done (sent, or nothing to send) and
``digest_claimed_until`` the claim of the process sending one now (storage.digests).

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | Sequence[str] | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("members") as batch:
        batch.add_column(sa.Column("notify", sa.String(8), nullable=True))
        batch.add_column(sa.Column("digest_at", sa.String(5), nullable=True))
        batch.add_column(sa.Column("digest_day", sa.String(10), nullable=True))
        batch.add_column(sa.Column("digest_claimed_until", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("members") as batch:
        batch.drop_column("digest_claimed_until")
        batch.drop_column("digest_day")
        batch.drop_column("digest_at")
        batch.drop_column("notify")
