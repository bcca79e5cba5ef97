"""The package version, sent in the User-Agent (kept equal to pyproject.toml's by a test)."""
VERSION = "0.1.0"
