"""The Discord bot: client, command tree, cogs, components, board choreography and DMs (DESIGN.md "Bot")."""
