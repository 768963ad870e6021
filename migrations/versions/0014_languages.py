"""Who reads what language (issue 25): a member's chosen language and last Discord locale; a server's default.

``members.language`` is the language a member chose with ``/me language`` (NULL: follow their
Discord language), ``members.discord_locale`` the Discord locale last seen on their interactions
(so a DM sent later follows it). ``servers`` holds a server's own settings, one row per guild:
today the language its lobbies open in (a game's own language is a table setting, in
``games.table``, so it needs no column).

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("members") as batch:
        batch.add_column(sa.Column("language", sa.String(8), nullable=True))
        batch.add_column(sa.Column("discord_locale", sa.String(16), nullable=True))
    op.create_table(
        "servers",
        sa.Column("guild_id", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("language", sa.String(8), nullable=False, server_default="en"),
    )


def downgrade() -> None:
    op.drop_table("servers")
    with op.batch_alter_table("members") as batch:
        batch.drop_column("discord_locale")
        batch.drop_column("language")
