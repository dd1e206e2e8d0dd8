from game.engine.deal import parse_code


def test_dbg(app):
    app.settings.large_index = True
    print("cache settings is app settings:", app.textures.settings is app.settings)
    sh = app.textures.shared()
    print("shared before:", sh and (sh.width, sh.face_style), "others", {w: t.face_style for w, t in app.textures._others.items()}, "pending", list(app.textures._pending))
    table = app.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    c = table.cards
    print("phys", c._physical_card_width(), "textures", c.textures.width, c.textures.face_style, "retex", c._retexture_at)
    assert False
