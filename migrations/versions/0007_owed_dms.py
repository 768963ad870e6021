"""DMs owed, stored with the change that owes them (issue 20: nothing lost, nothing twice).

- ``seats.dm_version``: the game version whose private view this seat is owed by direct
  message (None: owed nothing). Written in the same transaction as the change (a move by
  someone else changed the seat's lasting private view, the game started, the seat was
  taken), cleared once the DM was sent. A restart sends what is still owed, and nothing else.
- ``games.board_version`` of an abandoned game now says whether its thread was told (the
  version it shows); every game abandoned before this revision was told.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("dm_version", sa.Integer(), nullable=True))
    op.execute("UPDATE games SET board_version = version WHERE status = 'abandoned'")


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("dm_version")
