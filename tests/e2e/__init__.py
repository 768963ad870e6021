"""End-to-end tests through the Discord API emulator."""
