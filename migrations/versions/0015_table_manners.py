"""Setting up a table (issue 26): invitations, each seat's colour, and the rematch a finished game opened.

``games.invited`` lists the members a lobby is by invitation for (NULL: an open lobby, anyone
joins; its creator always may). ``seats.colour`` is the colour a player picked in the lobby
(its key in the title's palette, ``renderers.seat_colours``; NULL: not picked, the seat gets
one of those left at drawing time, in palette order). ``games.rematch_id`` is the lobby a
finished game's Rematch button opened (set in the transaction that creates it, so a second
press finds it), and ``games.rematch_of`` on that lobby names the game it follows (the
reconciler posts a rematch lobby whose message a crash left unposted). Seat order and
autostart are table settings, in ``games.table``: no column.

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | Sequence[str] | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("invited", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("rematch_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("rematch_of", sa.Integer(), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("colour", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("colour")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("rematch_of")
        batch.drop_column("rematch_id")
        batch.drop_column("invited")
