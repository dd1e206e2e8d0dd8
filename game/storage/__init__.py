"""Storage: settings, the game in progress and the history of finished deals."""
