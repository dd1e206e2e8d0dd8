"""PyInstaller's entry script: the frozen app runs ``python -m game`` with its arguments."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
