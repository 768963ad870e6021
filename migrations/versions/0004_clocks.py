"""Clocks, open seats, standing instructions, votes and dashboards (issue 11).

- ``games.table``: the table's settings chosen in the lobby (clock, weekends, timeout policy,
  timeouts before a seat opens); games from before get ``{}``, read as "no clock".
- ``seats``: each seat's running clock (``turn_started_at``, ``bank_seconds``, ``extra_seconds``,
  ``stage``, ``due_at``, indexed for the scheduler), "I need more time" requests and grants,
  its timeouts and whether it is ``open`` for a substitute.
- ``actions.reason`` says why an automatic move was made (resigned, timeout, skipped, open,
  proxy); ``actions.user_id`` who made a player's move, so statistics follow the person when a
  substitute takes a seat. Old automatic rows were all for resigned seats.
- ``members``: a member's time zone, quiet hours and vacations; ``proxies``: standing
  instructions; ``votes``: votes to skip or expel an overdue seat; ``dashboards``: a channel's
  self-updating list of games.
- The unused game-wide ``games.deadline_at`` goes: deadlines are per seat.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("table", sa.JSON(), nullable=False, server_default="{}"))
        batch.drop_index("ix_games_status_deadline_at")
        batch.drop_column("deadline_at")
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("turn_started_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("bank_seconds", sa.Float(), nullable=True))
        batch.add_column(sa.Column("extra_seconds", sa.Float(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("stage", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("due_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("asked_more_version", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("granted_version", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("timeouts", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("open", sa.Boolean(), nullable=False, server_default="0"))
        batch.create_index("ix_seats_due_at", ["due_at"])
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("reason", sa.String(length=8), nullable=True))
        batch.add_column(sa.Column("user_id", sa.BigInteger(), nullable=True))
    op.execute("UPDATE actions SET reason = 'resigned' WHERE auto")
    op.create_table(
        "members",
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("zone", sa.String(length=64), nullable=False),
        sa.Column("quiet_start", sa.String(length=5), nullable=True),
        sa.Column("quiet_end", sa.String(length=5), nullable=True),
        sa.Column("vacation", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_members")),
    )
    op.create_table(
        "proxies",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("data", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_proxies_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_proxies")),
    )
    op.create_index("ix_proxies_game_id", "proxies", ["game_id"])
    op.create_table(
        "votes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("decision_version", sa.Integer(), nullable=False),
        sa.Column("voter_id", sa.BigInteger(), nullable=False),
        sa.Column("choice", sa.String(length=8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_votes_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_votes")),
        sa.UniqueConstraint(
            "game_id",
            "seat",
            "decision_version",
            "voter_id",
            name=op.f("uq_votes_game_id_seat_decision_version_voter_id"),
        ),
    )
    op.create_table(
        "dashboards",
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("channel_id", name=op.f("pk_dashboards")),
    )


def downgrade() -> None:
    op.drop_table("dashboards")
    op.drop_table("votes")
    op.drop_index("ix_proxies_game_id", table_name="proxies")
    op.drop_table("proxies")
    op.drop_table("members")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("user_id")
        batch.drop_column("reason")
    with op.batch_alter_table("seats") as batch:
        batch.drop_index("ix_seats_due_at")
        for column in (
            "open",
            "timeouts",
            "granted_version",
            "asked_more_version",
            "due_at",
            "stage",
            "extra_seconds",
            "bank_seconds",
            "turn_started_at",
        ):
            batch.drop_column(column)
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("deadline_at", sa.DateTime(timezone=True), nullable=True))
        batch.create_index("ix_games_status_deadline_at", ["status", "deadline_at"])
        batch.drop_column("table")
