"""Winning lines shared by several test modules, pinned as data.

``EO130_WON_LOG`` wins Eight Off deal 130 with 8 cells (EO1-C8-AAAAAFA): found offline by a
search through this engine, group moves included, no undo, no foundation return.

``EO2_C4_WON_CODE`` / ``EO2_C4_WON_LOG`` win Eight Off deal 2 with 4 cells (found by the
solver).

``SELFTEST_WON`` maps each deal code of the built app's self-test lines
(``resources/selftest/won_games.json``) to its winning log.
"""

import json
from pathlib import Path

SELFTEST_WON = {
    g["code"]: g["log"]
    for g in json.loads((Path(__file__).resolve().parents[1] / "resources" / "selftest"
                         / "won_games.json").read_text(encoding="utf-8"))
}

EO130_WON_LOG = """
1>c5 1>8 3>c6 3>7 3>c7 3>c8 c6>3 4>c6 4>5 c1>4 4>7x2 c2>4 3>c1 5>c2 c1>3 6>c1 c2>5 6>3
8>3x2 6>c2 6>4 c3>6 6>3x2 c7>6 8>6 c2>8 3>c2 3>c3 4>c7 c3>3 c2>3 4>c2 5>c3 c2>4 c7>4 3>c2
6>c7 c2>3 c3>5 3>c2 4>c3 c2>3 6>c2 c3>4 7>c3 c2>6 c7>6 3>c2 4>c7 c2>3 5>c2 c7>4 7>c7 c2>5
8>c2 c7>7 3>c7 c3>7 4>c3 c7>3 5>c7 c3>4 6>c3 c7>5 8>c7 c3>6 c5>8 4>8x3 1>c3 4>c5 4>5 c6>4
c5>4 6>5x3 8>4x5 8>f3 7>f3 7>f3 7>f3 7>f3 c4>6 7>6 7>6 7>f1 3>f1 3>f1 3>f1 3>f1 3>f1 3>f1
3>f1 3>f2 5>f2 5>f2 5>f2 5>f2 5>f2 5>f2 c1>5 c3>7 8>6 4>3x7 3>8x7 5>3x3 5>f4 7>f4 7>f4 2>5
2>f4 2>f1 c8>f1 2>f2 5>f4 5>f4 1>f4 c2>f4 c7>f4 2>f4 2>f1 3>f4 3>f4 3>f4 5>f3 7>f2 6>f2
6>f2 6>f2 6>f2 8>f3 8>f3 8>f3 8>f3 8>f3 8>f3 8>f3 1>2 1>f1 2>f1
""".split()

EO2_C4_WON_CODE = "EO1-C4-AAAAAAC"
EO2_C4_WON_LOG = """
c1>f1 2>f3 1>c1 1>f2 8>6 8>f2 c1>f2 7>c1 8>7 3>7 c4>8 2>c4 c3>8 6>2x2 6>c3 6>f2 5>f2
5>6 5>1 c2>1 4>c2 4>f1 6>f1 6>f1 1>f1 1>f1 1>f1 5>f1 c4>f1 c3>f1 7>8x3 7>f4 7>6 7>f3
c2>f3 1>c2 1>f3 6>f3 6>f3 2>f3 2>f3 2>f3 c2>f3 6>f4 2>c2 2>f3 1>f3 7>f3 2>c3 3>c4 3>1
4>3 4>3 4>f2 4>f4 8>f2 8>f2 8>f2 8>f2 8>f2 8>f2 c1>f2 3>8x3 3>f1 5>f1 1>f1 5>f4 c3>3
c2>3 c4>3 8>3x4 8>f4 3>f4 3>f4 3>f4 3>f4 3>f4 3>f4 3>f4 3>f4
""".split()
