"""PyInstaller's entry script: the frozen app runs ``python -m game`` with its arguments.

``multiprocessing.freeze_support()`` comes first: the solver's worker process
(``game.solver_worker``) is started by re-running this executable.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.__main__ import main

    sys.exit(main())
