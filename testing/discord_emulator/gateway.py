"""The gateway: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, member chunks, RESUME (events/gateway).

Frames are plain JSON text (discord.py accepts text frames even when it asked for zlib-stream).
Each session numbers its dispatches and keeps them, so a client that reconnects with RESUME gets
the events it missed, then RESUMED. A session closed with code 1000 or 1001 cannot be resumed.
"""

import asyncio
import json
import logging
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from .host import Host

log = logging.getLogger("discord_emulator.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE = 0, 1, 2, 3, 4
RESUME, RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 6, 7, 8, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41_250
AUTHENTICATION_FAILED = 4004
DECODE_ERROR = 4002


class Intent:
    """Gateway intent bits the emulator filters on."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15


@dataclass
class Dispatch:
    """One event sent (or queued) to a session."""

    seq: int
    event: str
    data: dict[str, Any]


class Connection:
    """One websocket; a single writer task sends its frames in order."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.closed_by_server = False
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write(), name="emulator-gateway-writer")

    def send(self, frame: dict[str, Any]) -> None:
        """Queue a frame."""
        self.outbox.put_nowait(json.dumps(frame, separators=(",", ":")))

    async def _write(self) -> None:
        while True:
            text = await self.outbox.get()
            if text is None or self.ws.closed:
                return
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    async def close(self, code: int) -> None:
        """Close the socket with a close code, after the frames already queued."""
        self.closed_by_server = True
        self.outbox.put_nowait(None)
        await asyncio.wait([self.writer], timeout=1.0)
        await self.ws.close(code=code)


@dataclass
class Session:
    """A gateway session: identity, intents, shard, numbered events and the connection it is on."""

    id: str
    intents: int
    shard: tuple[int, int]
    seq: int = 0
    history: deque[Dispatch] = field(default_factory=lambda: deque(maxlen=10_000))
    connection: Connection | None = None
    alive: bool = True
    log: list[tuple[str, str, int]] = field(default_factory=list)

    def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Number an event and send it now, or keep it for a RESUME if disconnected."""
        self.seq += 1
        record = Dispatch(self.seq, event, data)
        self.history.append(record)
        self.log.append((self.id, event, self.seq))
        if self.connection is not None:
            self.connection.send({"op": DISPATCH, "t": event, "s": record.seq, "d": data})

    def can_replay_from(self, after_seq: int) -> bool:
        """True if every event after ``after_seq`` is still kept."""
        return not self.history or self.history[0].seq <= after_seq + 1

    def attach(self, connection: Connection, after_seq: int) -> None:
        """Put the session on a new connection and replay what the client has not seen."""
        self.connection = connection
        for record in self.history:
            if record.seq > after_seq:
                connection.send({"op": DISPATCH, "t": record.event, "s": record.seq, "d": record.data})

    def handles_guild(self, guild_id: int | None) -> bool:
        """True if this session's shard receives events for a guild (DMs go to shard 0)."""
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id


class Gateway:
    """All sessions of the emulator and the websocket endpoint."""

    def __init__(self, emulator: Host) -> None:
        self.emulator = emulator
        self.sessions: dict[str, Session] = {}
        self.connections: set[Connection] = set()
        self.log: list[tuple[str, str, int]] = []
        """Every dispatch as (session id, event name, sequence number), in order."""

    @property
    def connected_sessions(self) -> list[Session]:
        """Sessions with an open connection."""
        return [s for s in self.sessions.values() if s.alive and s.connection is not None]

    @property
    def live_sessions(self) -> list[Session]:
        """Sessions that still receive events (connected, or waiting to resume)."""
        return [s for s in self.sessions.values() if s.alive]

    def dispatch(
        self,
        event: str,
        data: dict[str, Any] | Callable[[Session], dict[str, Any] | None],
        *,
        guild_id: int | None,
        intent: int | None,
    ) -> int:
        """Send an event to every live session whose shard and intents cover it; returns how many.

        ``data`` may be a function of the session, for payloads that depend on its intents.
        """
        sent = 0
        for session in self.live_sessions:
            if not session.handles_guild(guild_id):
                continue
            if intent is not None and not session.intents & intent:
                continue
            body = data(session) if callable(data) else data
            if body is None:
                continue
            session.dispatch(event, body)
            sent += 1
        return sent

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """The websocket endpoint: one connection from HELLO to close."""
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        connection = Connection(ws)
        self.connections.add(connection)
        connection.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None})
        session: Session | None = None
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    frame = json.loads(message.data)
                    session = await self._on_frame(connection, session, frame) or session
                elif message.type == WSMsgType.BINARY:
                    await connection.close(DECODE_ERROR)
                    break
        finally:
            self.connections.discard(connection)
            connection.outbox.put_nowait(None)
            if session is not None and session.connection is connection:
                session.connection = None
                client_ended = ws.close_code in (WSCloseCode.OK, WSCloseCode.GOING_AWAY)
                if client_ended and not connection.closed_by_server:
                    session.alive = False
            self.emulator.recorder.poke()
        return ws

    async def _on_frame(self, connection: Connection, session: Session | None, frame: dict[str, Any]) -> Session | None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            connection.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            return await self._identify(connection, data or {})
        elif op == RESUME:
            return await self._resume(connection, data or {})
        elif op == REQUEST_MEMBERS:
            if session is not None:
                self._chunk_members(session, data or {})
        elif op in (PRESENCE, VOICE_STATE):
            log.debug("gateway op %s ignored", op)
        else:
            log.warning("gateway: unsupported op %s", op)
            self.emulator.unsupported.append(f"gateway op {op}")
        return None

    async def _identify(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.emulator.token:
            await connection.close(AUTHENTICATION_FAILED)
            return None
        shard_id, count = data.get("shard") or (0, 1)
        session = Session(
            id=secrets.token_hex(16), intents=int(data.get("intents", 0)), shard=(shard_id, count), log=self.log
        )
        self.sessions[session.id] = session
        session.attach(connection, after_seq=0)
        world, payloads = self.emulator.world, self.emulator.payloads
        guilds = [g for g in world.guilds.values() if session.handles_guild(g.id)]
        ready: dict[str, Any] = {
            "v": 10,
            "user": payloads.current_user(),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.emulator.gateway_url,
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "_trace": ["discord-emulator"],
        }
        if data.get("shard"):
            ready["shard"] = [shard_id, count]
        session.dispatch("READY", ready)
        for guild in guilds:
            session.dispatch("GUILD_CREATE", self.emulator.guild_create_payload(guild, session.intents))
        return session

    async def _resume(self, connection: Connection, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        after_seq = int(data.get("seq") or 0)
        valid = data.get("token") == self.emulator.token and session is not None and session.alive
        if session is None or not valid or not session.can_replay_from(after_seq):
            connection.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return None
        session.attach(connection, after_seq=after_seq)
        session.dispatch("RESUMED", {"_trace": ["discord-emulator"]})
        return session

    def _chunk_members(self, session: Session, data: dict[str, Any]) -> None:
        raw = data.get("guild_id")
        for guild_id in raw if isinstance(raw, list) else [raw]:
            guild = self.emulator.world.guilds.get(int(guild_id))
            if guild is None:
                continue
            members = list(guild.members.values())
            not_found: list[str] = []
            if data.get("user_ids"):
                wanted = [int(u) for u in data["user_ids"]]
                not_found = [str(u) for u in wanted if u not in guild.members]
                members = [guild.members[u] for u in wanted if u in guild.members]
            elif data.get("query"):
                query = str(data["query"]).lower()
                members = [m for m in members if m.user.name.lower().startswith(query)]
            limit = int(data.get("limit") or 0)
            if limit:
                members = members[:limit]
            chunks = [members[i : i + 1000] for i in range(0, len(members), 1000)] or [[]]
            for index, chunk in enumerate(chunks):
                body: dict[str, Any] = {
                    "guild_id": str(guild.id),
                    "members": [self.emulator.payloads.member(m) for m in chunk],
                    "chunk_index": index,
                    "chunk_count": len(chunks),
                }
                if not_found and index == 0:
                    body["not_found"] = not_found
                if data.get("nonce") is not None:
                    body["nonce"] = data["nonce"]
                if data.get("presences"):
                    body["presences"] = []
                session.dispatch("GUILD_MEMBERS_CHUNK", body)

    async def drop(self, *, code: int = 4000) -> None:
        """Close every connection as a network failure would; sessions stay resumable."""
        for connection in list(self.connections):
            await connection.close(code)

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT on every connection (the client reconnects and resumes)."""
        for connection in list(self.connections):
            connection.send({"op": RECONNECT, "d": None, "s": None, "t": None})

    async def close_all(self) -> None:
        """Close every connection (emulator shutdown)."""
        for connection in list(self.connections):
            await connection.close(WSCloseCode.GOING_AWAY)
        for session in self.sessions.values():
            session.alive = False
