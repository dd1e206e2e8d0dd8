"""Scene views: menu, table, new game, settings, rules, history, statistics, replay."""
