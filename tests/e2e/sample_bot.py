"""A small discord.py bot with one command per emulator feature, for the emulator's self-tests (not our bot)."""

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image

GAMES = ("biblios", "burgundy", "architects", "dreams", "mangrovia")


def tiny_png() -> bytes:
    """A 3x2 PNG image."""
    buffer = io.BytesIO()
    Image.new("RGB", (3, 2), (200, 30, 30)).save(buffer, "PNG")
    return buffer.getvalue()


PNG = tiny_png()


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<count>[0-9]+)"):
    """A persistent button whose custom id carries its count."""

    def __init__(self, count: int) -> None:
        super().__init__(
            discord.ui.Button(label=f"Count {count}", custom_id=f"counter:{count}", style=discord.ButtonStyle.primary)
        )
        self.count = count

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> "Counter":
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        self.count += 1
        self.item.label = f"Count {self.count}"
        self.custom_id = f"counter:{self.count}"
        await interaction.response.edit_message(view=self.view)


class TurnButton(discord.ui.DynamicItem[discord.ui.Button], template=r"turn:(?P<step>[0-9]+)"):
    """A turn-panel button: deferred update (type 6), @original edit, ephemeral follow-up; disabled at step 2."""

    def __init__(self, step: int) -> None:
        super().__init__(discord.ui.Button(label=f"Step {step}", custom_id=f"turn:{step}", disabled=step >= 2))
        self.step = step

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> "TurnButton":
        return cls(int(match["step"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f"panel step {self.step + 1}", view=turn_view(self.step + 1))
        await interaction.followup.send(f"step {self.step + 1} done", ephemeral=True)


class HandOverButton(discord.ui.DynamicItem[discord.ui.Button], template=r"handover:(?P<user>[0-9]+)"):
    """A panel button whose public follow-up (a new board) pings the member the turn goes to."""

    def __init__(self, user: int) -> None:
        super().__init__(discord.ui.Button(label="Hand over", custom_id=f"handover:{user}"))
        self.user = user

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> "HandOverButton":
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="handed over", view=None)
        await interaction.followup.send(
            f"<@{self.user}>, your move",
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(self.user)]),
            view=turn_view(0),
            wait=True,
        )


def turn_view(step: int) -> discord.ui.View:
    """A view holding one turn button."""
    view = discord.ui.View(timeout=None)
    view.add_item(TurnButton(step))
    return view


class Picker(discord.ui.View):
    """A persistent select menu."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="pick",
        max_values=2,
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"picked {' and '.join(select.values)}")


class Feedback(discord.ui.Modal, title="Feedback"):
    """A one-field modal."""

    words = discord.ui.TextInput(label="Your words", custom_id="words")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"thanks: {self.words.value}", ephemeral=True)


@app_commands.command(description="Repeat some text")
async def echo(interaction: discord.Interaction, text: str) -> None:
    await interaction.response.send_message(text)


@app_commands.command(description="An answer only you can see")
async def secret(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("for your eyes only", ephemeral=True)


@app_commands.command(description="Think, then answer")
async def slow(interaction: discord.Interaction, ephemeral: bool = False) -> None:
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    await asyncio.sleep(0.01)
    await interaction.followup.send(f"done {interaction.user.mention}")
    second = await interaction.followup.send("second", wait=True)
    await second.edit(content="second, edited")


game = app_commands.Group(name="game", description="Games")


@game.command(name="new", description="Open a game")
async def game_new(interaction: discord.Interaction, name: str, players: app_commands.Range[int, 2, 4] = 3) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(Counter(0))
    await interaction.response.send_message(f"{name} for {players}", view=view)
    message = await interaction.original_response()
    thread = await message.create_thread(name=f"{name} game")
    await thread.send(f"Welcome to {name}, {interaction.user.mention}")


@game_new.autocomplete("name")
async def game_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=g.title(), value=g) for g in GAMES if g.startswith(current.lower())]


@app_commands.command(description="Show a menu")
async def menu(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pick colours", view=Picker())


@app_commands.command(description="Upload the board")
async def board(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    file = discord.File(io.BytesIO(PNG), filename="board.png", description="The board: 3 cards")
    await interaction.channel.send("the board", file=file)
    await interaction.followup.send("posted", ephemeral=True)


@app_commands.command(description="Edit a message twice")
async def count(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("counting", ephemeral=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    message = await interaction.channel.send("one")
    await message.edit(content="two")
    await message.edit(content="three")


@app_commands.command(description="Post in a thread, reopening it if it is archived")
async def post(interaction: discord.Interaction, thread_id: str, text: str) -> None:
    await interaction.response.defer(ephemeral=True)
    thread = await interaction.client.fetch_channel(int(thread_id))
    assert isinstance(thread, discord.Thread)
    try:
        await thread.send(text)
    except discord.HTTPException as error:
        if error.code != 50083:
            raise
        await thread.edit(archived=False)
        await thread.send(text)
        await interaction.followup.send("reopened", ephemeral=True)
        return
    await interaction.followup.send("posted", ephemeral=True)


@app_commands.command(description="Send someone a DM")
async def whisper(interaction: discord.Interaction, member: discord.Member, text: str) -> None:
    await interaction.response.defer(ephemeral=True)
    try:
        await member.send(text)
    except discord.Forbidden as error:
        interaction.client.refusals.append(error)  # type: ignore[attr-defined]
        await interaction.followup.send(f"refused {error.code}", ephemeral=True)
        return
    await interaction.followup.send("sent", ephemeral=True)


@app_commands.command(description="Mention one member only")
async def call(interaction: discord.Interaction, member: discord.Member) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.send_message("calling", ephemeral=True)
    text = f"{member.mention}, {interaction.user.mention} is calling"
    await interaction.channel.send(text, allowed_mentions=discord.AllowedMentions(users=[member]))


@app_commands.command(description="Try a message that is too long")
async def toolong(interaction: discord.Interaction) -> None:
    try:
        await interaction.response.send_message("x" * 2001)
    except discord.HTTPException as error:
        interaction.client.refusals.append(error)  # type: ignore[attr-defined]
        await interaction.response.send_message("too long", ephemeral=True)


@app_commands.command(description="Answer with a message that is too long, and give up")
async def broken(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("x" * 2001)


@app_commands.command(description="Open the feedback form")
async def feedback(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(Feedback())


@app_commands.command(description="Open a panel that hands the turn to a member")
async def handover(interaction: discord.Interaction, member: discord.Member) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(HandOverButton(member.id))
    await interaction.response.send_message("your panel", view=view, ephemeral=True)


@app_commands.command(description="Open your turn panel")
async def panel(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("panel step 0", view=turn_view(0), ephemeral=True)


@app_commands.command(description="Post, then delete, a message and the reply")
async def purge(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.send_message("going")
    message = await interaction.channel.send("temporary")
    await message.delete()
    await interaction.delete_original_response()


@app_commands.command(description="Read the channel's last three messages")
async def recap(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    latest = [m async for m in interaction.channel.history(limit=3)]
    oldest = [m async for m in interaction.channel.history(limit=2, oldest_first=True)]
    fetched = await interaction.channel.fetch_message(latest[-1].id)
    summary = " ".join(m.content for m in latest) + " / " + " ".join(m.content for m in oldest)
    await interaction.response.send_message(f"{summary} / {fetched.content}")


@app_commands.command(description="Open a private thread with a member")
async def private(interaction: discord.Interaction, member: discord.Member) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.response.defer(ephemeral=True)
    thread = await interaction.channel.create_thread(name=f"with {member.display_name}", invitable=False)
    await thread.join()
    await thread.add_user(member)
    await thread.send(f"hello {member.mention}", view=turn_view(0))
    await interaction.followup.send(f"opened {thread.id}")


@app_commands.command(description="Tell whether you may manage threads")
async def whoami(interaction: discord.Interaction) -> None:
    role = "moderator" if interaction.permissions.manage_threads else "player"
    await interaction.response.send_message(embed=discord.Embed(title="Your role", description=role))


@app_commands.command(description="Never answer")
async def ignore(interaction: discord.Interaction) -> None:
    interaction.client.ignored.append(interaction.id)  # type: ignore[attr-defined]


COMMANDS = (
    echo,
    broken,
    secret,
    slow,
    game,
    menu,
    board,
    count,
    post,
    whisper,
    call,
    toolong,
    feedback,
    panel,
    handover,
    purge,
    recap,
    private,
    whoami,
    ignore,
)


class EmulatorTestBot(commands.Bot):
    """A small bot with one command per emulator feature."""

    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(command_prefix="!", intents=intents, guild_ready_timeout=0.05)
        self.refusals: list[discord.HTTPException] = []
        self.ignored: list[int] = []
        self.seen_messages: list[int] = []
        self.deleted_messages: list[int] = []
        self.resumed = asyncio.Event()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter, TurnButton, HandOverButton)
        self.add_view(Picker())
        for command in COMMANDS:
            self.tree.add_command(command)
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        self.seen_messages.append(message.id)

    async def on_raw_message_delete(self, event: discord.RawMessageDeleteEvent) -> None:
        self.deleted_messages.append(event.message_id)

    async def on_resumed(self) -> None:
        self.resumed.set()
