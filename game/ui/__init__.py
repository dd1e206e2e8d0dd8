"""Everything that imports arcade: window, views, sprites, layout, animation, input."""
