"""The version a game's board message was put up at (issue 23): ``games.board_since``.

A board's lasting record tells every move made while it was up. One process kept those lines in
memory; with several processes on one database, the moves of a board may be made in any of them,
so a process that did not see them all reads the missing ones from the log, from the version the
board was put up at: stored here with the board's message id. Boards put up before this revision
have none; their record reads the log from the version they show, as after a restart.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("board_since", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("board_since")
