"""The version each board message shows, and each seat's decision version.

``games.board_version`` is the game version the thread's board message shows (None before
the first board), so a reconciler can tell a board that fell behind. ``seats.decision_version``
is the game version at which the seat's pending decision last changed: its components carry
it, so one player's move in a simultaneous phase does not make another's open panel stale.

Existing boards are taken to show their game's version, and every seat's decision version
starts at its game's version, so buttons already posted keep working after the upgrade.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("board_version", sa.Integer(), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("decision_version", sa.Integer(), nullable=False, server_default="0"))
    op.execute("UPDATE games SET board_version = version WHERE board_message_id IS NOT NULL")
    op.execute("UPDATE seats SET decision_version = (SELECT games.version FROM games WHERE games.id = seats.game_id)")


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("decision_version")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("board_version")
