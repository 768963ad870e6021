"""Campaigns (issue 14): seasons of games among a channel's members, and the games they started.

- ``campaigns``: name, channel, creator, status (open / running / ended), titles with their
  options and table settings, placement points, schedule, how much of it was started, the
  campaign's message and its pinned summary.
- ``campaign_members``: who joined (the name as typed) and when they left, if they did.
- ``games.campaign_id``: the campaign that started the game (indexed: standings read results
  through it).

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "campaigns",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("creator_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("titles", sa.JSON(), nullable=False),
        sa.Column("points", sa.JSON(), nullable=False),
        sa.Column("schedule", sa.JSON(), nullable=False),
        sa.Column("scheduled", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("summary_message_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaigns")),
    )
    op.create_index("ix_campaigns_guild_id_channel_id_status", "campaigns", ["guild_id", "channel_id", "status"])
    op.create_table(
        "campaign_members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("display_name", sa.String(length=100), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("left_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_campaign_members_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaign_members")),
        sa.UniqueConstraint("campaign_id", "user_id", name=op.f("uq_campaign_members_campaign_id_user_id")),
    )
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("campaign_id", sa.Integer(), nullable=True))
        batch.create_index("ix_games_campaign_id", ["campaign_id"])
        batch.create_foreign_key(
            "fk_games_campaign_id_campaigns", "campaigns", ["campaign_id"], ["id"], ondelete="SET NULL"
        )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_constraint("fk_games_campaign_id_campaigns", type_="foreignkey")
        batch.drop_index("ix_games_campaign_id")
        batch.drop_column("campaign_id")
    op.drop_table("campaign_members")
    op.drop_index("ix_campaigns_guild_id_channel_id_status", table_name="campaigns")
    op.drop_table("campaigns")
